import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Delayed triggered abilities an instruction creates (CR 603.7a): "Draw a card at the beginning
 * of the next turn's upkeep", "Sacrifice [this] at the beginning of the next end step". Each
 * triggers once, the next time its event happens (603.7b), and does nothing to an object that
 * has since changed zones (603.7c). Real cards, their abilities compiled from their Oracle text.
 */

const advance = (to: Step): Action => ({ kind: 'advance', to });
const library = (...ids: string[]) =>
  ids.map((id) => ({ id, card: 'Island', zone: 'library', owner: id[0]?.toUpperCase() }));
const board = (mana: string, objects: readonly object[]) => ({
  turn: { number: 1, step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [...objects, ...library('a1', 'a2', 'b1')],
});
/** Blessed Wine: "You gain 1 life. Draw a card at the beginning of the next turn's upkeep." */
const WINE = board('{W}{C}', [{ id: 'wine', card: 'Blessed Wine', zone: 'hand', owner: 'A' }]);
const castWine: Action = { kind: 'cast', object: 'wine' };
/** Pyric Salamander: "{R}: Pyric Salamander gets +1/+0 until end of turn. Sacrifice Pyric Salamander at the beginning of the next end step." */
const SALAMANDER = board('{R}', [{ id: 'sal', card: 'Pyric Salamander' }]);
const pump: Action = { kind: 'activate', object: 'sal', ability: 0 };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Blessed Wine, CR 603.7a: resolving, it gains 1 life now and draws nothing yet',
    board: WINE,
    actions: [castWine],
    players: { A: { life: 21 } },
    objects: { a1: { zone: 'library' }, wine: { zone: 'graveyard' } },
    events: ['delayedTriggerCreated wine 603.7a'],
  },
  {
    name: "Blessed Wine, CR 603.7a, 603.7c: the card is drawn in the next turn's upkeep (B's), though the spell has gone to the graveyard",
    board: WINE,
    actions: [castWine, advance('upkeep')],
    objects: { a1: { zone: 'hand' }, a2: { zone: 'library' } },
    events: ['triggered wine beginningOfUpkeep 603.7a', 'cardDrawn A 121.1'],
    turn: { number: 2, active: 'B', step: 'upkeep' },
  },
  {
    name: 'Blessed Wine, CR 603.7b: it triggers only once: nothing more is drawn in the upkeep after',
    board: WINE,
    actions: [castWine, advance('upkeep'), advance('end'), advance('upkeep')],
    objects: { a1: { zone: 'hand' }, a2: { zone: 'library' } },
    turn: { number: 3, active: 'A', step: 'upkeep' },
  },
  {
    name: 'Pyric Salamander, CR 603.7a, 701.21a: it gets +1/+0 and is sacrificed at the beginning of the next end step',
    board: SALAMANDER,
    actions: [pump, advance('end')],
    objects: { sal: { zone: 'graveyard' } },
    events: ['triggered sal beginningOfEndStep 603.7a', 'zoneChange sal battlefield>graveyard 701.21a'],
  },
  {
    name: 'Pyric Salamander, CR 603.7c, 400.7: returned to hand and cast again, it is a new object the delayed ability does nothing to',
    board: SALAMANDER,
    actions: [
      pump,
      { kind: 'move', object: 'sal', to: 'hand' },
      { kind: 'move', object: 'sal', to: 'battlefield' },
      advance('end'),
    ],
    objects: { sal: { zone: 'battlefield' } },
    events: ['triggered sal beginningOfEndStep 603.7a'],
    without: ['zoneChange sal battlefield>graveyard 701.21a'],
  },
];

describe('Delayed triggered abilities created by instructions (CR 603.7)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
