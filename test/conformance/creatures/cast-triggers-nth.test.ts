import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Whenever you cast your second spell each turn", "Whenever an opponent casts their second spell
 * each turn" (CR 601.2i, 603.2): the turn counts the spells each player casts (`turn.spellsCast`),
 * and only the spell that makes the caster's count that many triggers it. Real cards compiled
 * from their Oracle text: Thunder Drake ("Whenever you cast your second spell each turn, put a
 * +1/+1 counter on Thunder Drake.") and Mangara, the Diplomat ("Whenever an opponent casts their
 * second spell each turn, draw a card."); and Arcbound Tracker ("Whenever you cast a spell other
 * than your first spell each turn, put a +1/+1 counter on Arcbound Tracker.": any but the first).
 */

const board = (
  active: string,
  spellsCast: Readonly<Record<string, number>>,
  ...objects: readonly object[]
) => ({
  turn: { step: 'main1', active, spellsCast },
  players: [
    { id: 'A', manaPool: '{R}' },
    { id: 'B', manaPool: '{R}' },
  ],
  objects: [{ id: 'bolt', card: 'Lightning Bolt', zone: 'hand', owner: active }, ...objects],
});
const bolt = (target: string) => ({ kind: 'cast', object: 'bolt', targets: [target] }) as const;
const drake = { id: 'drake', card: 'Thunder Drake', owner: 'A' };
/** A 0/0 with modular 2: on the battlefield with its two +1/+1 counters (702.43a). */
const tracker = { id: 'tracker', card: 'Arcbound Tracker', owner: 'A', counters: { '+1/+1': 2 } };
const mangara = [
  { id: 'mangara', card: 'Mangara, the Diplomat', owner: 'A' },
  { id: 'top', card: 'Island', zone: 'library', owner: 'A' },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'Thunder Drake, CR 601.2i: one spell cast already this turn; Lightning Bolt is the second -> a +1/+1 counter',
    board: board('A', { A: 1 }, drake),
    actions: [bolt('B')],
    objects: { drake: { counters: { '+1/+1': 1 } } },
    events: ['triggered drake spellCast 601.2i'],
  },
  {
    name: 'Thunder Drake, CR 601.2i: the first spell of the turn -> nothing',
    board: board('A', {}, drake),
    actions: [bolt('B')],
    objects: { drake: { counters: {} } },
    without: ['triggered drake spellCast 601.2i'],
  },
  {
    name: 'Thunder Drake, CR 601.2i: the third spell of the turn -> nothing',
    board: board('A', { A: 2 }, drake),
    actions: [bolt('B')],
    objects: { drake: { counters: {} } },
  },
  {
    name: "Thunder Drake, CR 601.2i: B's spell cast this turn is not A's: A's Lightning Bolt is A's first",
    board: board('A', { B: 1 }, drake),
    actions: [bolt('B')],
    objects: { drake: { counters: {} } },
  },
  {
    name: 'Mangara, the Diplomat, CR 601.2i: B casts their second spell this turn -> A draws a card',
    board: board('B', { B: 1 }, ...mangara),
    actions: [bolt('A')],
    objects: { top: { zone: 'hand' } },
    events: ['triggered mangara spellCast 601.2i'],
  },
  {
    name: "Mangara, the Diplomat, CR 601.2i: A's own second spell is not an opponent's -> nothing",
    board: board('A', { A: 1 }, ...mangara),
    actions: [bolt('B')],
    objects: { top: { zone: 'library' } },
  },
  {
    name: 'Arcbound Tracker, CR 601.2i: the third spell of the turn is one "other than your first" -> a third +1/+1 counter',
    board: board('A', { A: 2 }, tracker),
    actions: [bolt('B')],
    objects: { tracker: { counters: { '+1/+1': 3 } } },
    events: ['triggered tracker spellCast 601.2i'],
  },
  {
    name: 'Arcbound Tracker, CR 601.2i: the second spell of the turn -> a third +1/+1 counter',
    board: board('A', { A: 1 }, tracker),
    actions: [bolt('B')],
    objects: { tracker: { counters: { '+1/+1': 3 } } },
  },
];

describe('"Whenever you cast your second spell each turn" (CR 601.2i)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
