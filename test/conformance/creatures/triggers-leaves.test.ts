import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, triggers } from '../../support/play.js';

/**
 * "When [this] leaves the battlefield" (CR 603.6c, 603.10a): it triggers however the permanent
 * leaves, to any zone, and looks back in time to the game as it left; its ability finds the card
 * the permanent became only in a public zone (400.7e). Real cards compiled from their Oracle
 * text, and abilities printed on Grizzly Bears.
 */

const resolve = (source: string, target: string): Action => ({
  kind: 'resolve',
  source,
  controller: 'B',
  targets: [target],
});
const bolt = (target: string) => resolve('Lightning Bolt', target);
/** Unsummon: "Return target creature to its owner's hand." */
const unsummon = (target: string) => resolve('Unsummon', target);
/** Final Reward: "Exile target creature." */
const finalReward = (target: string) => resolve('Final Reward', target);

const thragtusk = { objects: [{ id: 'tusk', card: 'Thragtusk' }] };
/** "When this creature leaves the battlefield, exile it.": the card it became, found or not. */
const exilesItself = {
  objects: [{ id: 'bear', card: 'Grizzly Bears' }],
  effects: [
    triggers('bear', 'When this creature leaves the battlefield, exile it.', { kind: 'leavesBattlefield' }, [
      { kind: 'exile', on: 'self' },
    ]),
  ],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.6c: Thragtusk returned to its owner\'s hand: "When Thragtusk leaves the battlefield, create a 3/3 green Beast creature token"',
    board: thragtusk,
    actions: [unsummon('tusk')],
    objects: { tusk: { zone: 'hand' }, o2: { zone: 'battlefield', pt: '3/3' } },
    events: ['triggered tusk leavesBattlefield 603.6c', 'tokenCreated o2 Beast Token 111.2'],
  },
  {
    name: 'CR 603.6c: Thragtusk exiled makes its Beast',
    board: thragtusk,
    actions: [finalReward('tusk')],
    objects: { tusk: { zone: 'exile' } },
    events: ['tokenCreated o2 Beast Token 111.2'],
  },
  {
    name: 'CR 603.6c, 603.10a: Thragtusk dealt lethal damage dies, which is leaving the battlefield too',
    board: { objects: [{ id: 'tusk', card: 'Thragtusk', damage: 2 }] },
    actions: [bolt('tusk')],
    objects: { tusk: { zone: 'graveyard' } },
    events: ['triggered tusk leavesBattlefield 603.6c', 'tokenCreated o2 Beast Token 111.2'],
  },
  {
    name: 'CR 603.2: Aven Riftwatcher, "When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life", bounced',
    board: { objects: [{ id: 'rift', card: 'Aven Riftwatcher' }] },
    actions: [unsummon('rift')],
    players: { A: { life: 22 } },
    events: ['triggered rift leavesBattlefield 603.6c'],
  },
  {
    name: 'CR 400.7e: "When [this] leaves the battlefield, exile it" finds the card it became in the graveyard, a public zone',
    board: exilesItself,
    actions: [bolt('bear')],
    objects: { bear: { zone: 'exile' } },
    events: ['zoneChange bear graveyard>exile 701.13a'],
  },
  {
    name: "CR 400.7e: returned to its owner's hand, a hidden zone, the card is not found: it stays there",
    board: exilesItself,
    actions: [unsummon('bear')],
    objects: { bear: { zone: 'hand' } },
    events: ['triggered bear leavesBattlefield 603.6c'],
    without: ['zoneChange bear hand>exile 701.13a'],
  },
];

describe('CR 603.6c: "When [this] leaves the battlefield"', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
