import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Escape (CR 702.138a) on real cards compiled from their Oracle text: a card cast from its
 * owner's graveyard for its escape cost rather than its mana cost (118.9), which exiles other
 * cards from that graveyard as it is paid (601.2h). An escaped instant or sorcery goes back to
 * the graveyard as it resolves (608.2n). "[This] escapes with [counters]" is "if it escaped, it
 * enters with them" (702.138c).
 */

const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const card = (id: string, name: string, zone: string) => ({ id, card: name, zone, owner: 'A' });
const graveyard = ['g0', 'g1', 'g2', 'g3'].map((id) => card(id, 'Island', 'graveyard'));
const escapes = (exile: string[]): Action => ({
  kind: 'cast',
  object: 'fruit',
  alternative: 'escape',
  targets: ['B'],
  costs: { exile },
});
const chimera = (zone: string) => [card('chimera', 'Loathsome Chimera', zone), ...graveyard];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.138a: Fruit of Tizerus escapes for {3}{B} and three other cards exiled: B loses 2 life, and it goes back to the graveyard',
    board: board('{B}{C}{C}{C}', [card('fruit', 'Fruit of Tizerus', 'graveyard'), ...graveyard]),
    actions: [escapes(['g0', 'g1', 'g2'])],
    objects: {
      fruit: { zone: 'graveyard' },
      g0: { zone: 'exile' },
      g2: { zone: 'exile' },
      g3: { zone: 'graveyard' },
    },
    players: { A: { mana: 0 }, B: { life: 18 } },
  },
  {
    name: 'CR 601.2h: the escape cost exiles three other cards: Fruit of Tizerus with two named is refused',
    board: board('{B}{C}{C}{C}', [card('fruit', 'Fruit of Tizerus', 'graveyard'), ...graveyard]),
    actions: [escapes(['g0', 'g1'])],
    refused: '601.2h',
  },
  {
    name: "CR 702.138a: the escape cost is paid only to cast a card from its owner's graveyard: Fruit of Tizerus in hand is refused",
    board: board('{B}{C}{C}{C}', [card('fruit', 'Fruit of Tizerus', 'hand'), ...graveyard]),
    actions: [escapes(['g0', 'g1', 'g2'])],
    refused: '702.138a',
  },
  {
    name: "CR 702.138a, 118.3: the cards exiled are other cards: Fruit of Tizerus, on the stack as it is paid, can't exile itself",
    board: board('{B}{C}{C}{C}', [card('fruit', 'Fruit of Tizerus', 'graveyard'), ...graveyard]),
    actions: [escapes(['fruit', 'g0', 'g1'])],
    refused: '118.3',
  },
  {
    name: 'CR 118.9, 601.2h: the escape cost replaces the mana cost: Fruit of Tizerus escaping with {B} alone is refused',
    board: board('{B}', [card('fruit', 'Fruit of Tizerus', 'graveyard'), ...graveyard]),
    actions: [escapes(['g0', 'g1', 'g2'])],
    refused: '601.2h',
  },
  {
    name: 'CR 702.138c: "Loathsome Chimera escapes with a +1/+1 counter on it.": escaped for {4}{G}, the 4/1 enters with one',
    board: board('{G}{C}{C}{C}{C}', chimera('graveyard')),
    actions: [
      { kind: 'cast', object: 'chimera', alternative: 'escape', costs: { exile: ['g0', 'g1', 'g2'] } },
    ],
    objects: { chimera: { zone: 'battlefield', counters: { '+1/+1': 1 }, pt: '5/2' } },
    events: ['countersChanged chimera +1/+1 +1 614.1c'],
  },
  {
    name: 'CR 702.138b-c: Loathsome Chimera cast from hand for {2}{G} did not escape: it enters with no counter',
    board: board('{G}{C}{C}', chimera('hand')),
    actions: [{ kind: 'cast', object: 'chimera' }],
    objects: { chimera: { zone: 'battlefield', counters: {}, pt: '4/1' } },
  },
];

describe('escape (CR 702.138a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
