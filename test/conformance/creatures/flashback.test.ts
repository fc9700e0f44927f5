import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Flashback (CR 702.34a) on real cards compiled from their Oracle text: an instant or sorcery
 * cast from its owner's graveyard for its flashback cost rather than its mana cost (118.9), and
 * exiled instead of going anywhere else as it leaves the stack, resolved or countered.
 */

const board = (mana: string, objects: readonly object[], theirMana = '') => ({
  turn: { step: 'main1', active: 'A' },
  players: [
    { id: 'A', manaPool: mana },
    { id: 'B', manaPool: theirMana },
  ],
  objects,
});
const card = (id: string, name: string, zone: string, owner = 'A') => ({ id, card: name, zone, owner });
const flashback = (object: string, targets?: string[]): Action => ({
  kind: 'cast',
  object,
  alternative: 'flashback',
  ...(targets ? { targets } : {}),
});
const pass: Action = { kind: 'pass' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.34a: Firebolt cast from the graveyard for its flashback cost {4}{R} deals 2 damage, then is exiled',
    board: board('{R}{C}{C}{C}{C}', [card('bolt', 'Firebolt', 'graveyard')]),
    actions: [flashback('bolt', ['B'])],
    objects: { bolt: { zone: 'exile' } },
    players: { A: { mana: 0 }, B: { life: 18 } },
    events: ['zoneChange bolt graveyard>stack 601.2a', 'zoneChange bolt stack>exile 702.34a'],
  },
  {
    name: 'CR 601.3: Firebolt in the graveyard cast for its mana cost is refused',
    board: board('{R}', [card('bolt', 'Firebolt', 'graveyard')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    refused: '601.3',
  },
  {
    name: 'CR 702.34a: the flashback cost is paid only to cast the card from the graveyard: Firebolt in hand is refused',
    board: board('{R}{C}{C}{C}{C}', [card('bolt', 'Firebolt', 'hand')]),
    actions: [flashback('bolt', ['B'])],
    refused: '702.34a',
  },
  {
    name: 'CR 118.9, 601.2h: the flashback cost replaces the mana cost: Firebolt from the graveyard with {R} alone is refused',
    board: board('{R}', [card('bolt', 'Firebolt', 'graveyard')]),
    actions: [flashback('bolt', ['B'])],
    refused: '601.2h',
  },
  {
    name: 'CR 118.9: Divination has no flashback cost',
    board: board('{U}{C}{C}', [card('div', 'Divination', 'graveyard')]),
    actions: [flashback('div')],
    refused: '118.9',
  },
  {
    name: 'CR 702.34a: flashback casts only an instant or sorcery: Grizzly Bears from the graveyard is refused',
    board: board('{G}{C}', [card('bear', 'Grizzly Bears', 'graveyard')]),
    actions: [flashback('bear')],
    refused: '702.34a',
  },
  {
    name: 'CR 608.2n: Firebolt cast from hand for its mana cost goes to the graveyard as it resolves',
    board: board('{R}', [card('bolt', 'Firebolt', 'hand')]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    objects: { bolt: { zone: 'graveyard' } },
    players: { B: { life: 18 } },
  },
  {
    name: "CR 702.34a, 701.6a: Ancient Grudge cast by flashback and countered by B's Cancel is exiled, not put into the graveyard",
    board: board(
      '{G}',
      [
        card('grudge', 'Ancient Grudge', 'graveyard'),
        { id: 'thopter', card: 'Ornithopter', owner: 'B' },
        card('cancel', 'Cancel', 'hand', 'B'),
      ],
      '{U}{U}{C}',
    ),
    actions: [
      flashback('grudge', ['thopter']),
      pass,
      { kind: 'cast', object: 'cancel', targets: ['grudge'] },
      pass,
      pass,
    ],
    manual: true,
    objects: { grudge: { zone: 'exile' }, thopter: { zone: 'battlefield' } },
    events: ['countered grudge by cancel 701.6a', 'zoneChange grudge stack>exile 702.34a'],
  },
];

describe('flashback (CR 702.34a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
