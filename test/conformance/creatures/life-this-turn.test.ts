import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { attack, checkPlay, type PlayRow, pool, resolveFor, stateOf } from '../../support/play.js';

/**
 * Life gained or lost this turn (CR 119.3; damage to a player is life lost, 120.3a; lifelink
 * gains, 702.15b), read by intervening "if" clauses (603.4) and activation conditions (602.5b),
 * on real cards compiled from their Oracle text: Savage Gorger ("At the beginning of your end
 * step, if an opponent lost life this turn, put a +1/+1 counter on Savage Gorger."), Indulging
 * Patrician (Flying, lifelink, "At the beginning of your end step, if you gained 3 or more life
 * this turn, each opponent loses 3 life."), Falkenrath Pit Fighter ("Activate only if an opponent
 * lost life this turn."). The amount itself as a number (119.3): Greven, Predator Captain ("gets
 * +X/+0, where X is the amount of life you've lost this turn.", read all the time, 611.3a), Essence
 * Pulse and Fortifying Draught ("You gain 2 life. … gets -X/-X (+X/+X) until end of turn, where X
 * is the amount of life you gained this turn.", read as it resolves, after the gain, 608.2h).
 */

const board = (turn: object, ...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers', ...turn },
  players: [{ id: 'A', manaPool: '{R}{C}' }, { id: 'B' }],
  objects,
});
const gorger = { id: 'gorger', card: 'Savage Gorger', owner: 'A' };
const patrician = { id: 'patrician', card: 'Indulging Patrician', owner: 'A' };
const knight = { id: 'knight', card: 'Knight of the Ebon Legion', owner: 'A' };
const main = { step: 'main1' } as const;
const wurm = { id: 'wurm', card: 'Craw Wurm', owner: 'A' };
const theirWurm = { id: 'theirs', card: 'Craw Wurm', owner: 'B' };
const greven = { id: 'greven', card: 'Greven, Predator Captain', owner: 'A' };
const toEnd: Action = { kind: 'advance', to: 'end' };
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Savage Gorger, CR 120.3a, 603.4: it deals 1 combat damage to B, who lost life this turn: a +1/+1 counter',
    board: board({}, gorger),
    actions: [declare('gorger'), toEnd],
    objects: { gorger: { counters: { '+1/+1': 1 }, pt: '2/2' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'Savage Gorger, CR 603.4: no opponent lost life this turn: no counter',
    board: board({}, gorger),
    actions: [declare(), toEnd],
    objects: { gorger: { counters: {} } },
  },
  {
    name: 'Savage Gorger, CR 603.4: only its controller lost life this turn (turn.lifeLost A 3), not an opponent: no counter',
    board: board({ lifeLost: { A: 3 } }, gorger),
    actions: [declare(), toEnd],
    objects: { gorger: { counters: {} } },
  },
  {
    name: 'Knight of the Ebon Legion, CR 120.3a, 603.4: B had lost 3 life and loses 1 more to its combat damage: 4, a +1/+1 counter',
    board: board({ lifeLost: { B: 3 } }, knight),
    actions: [declare('knight'), toEnd],
    objects: { knight: { counters: { '+1/+1': 1 }, pt: '2/3' } },
  },
  {
    name: 'Knight of the Ebon Legion, CR 603.4: B lost 2 and then 1 life, 3 in all, less than 4: no counter',
    board: board({ lifeLost: { B: 2 } }, knight),
    actions: [declare('knight'), toEnd],
    objects: { knight: { counters: {} } },
  },
  {
    name: 'Knight of the Ebon Legion, CR 603.4: "a player" is any player, its controller too (A lost 4)',
    board: board({ lifeLost: { A: 4 } }, knight),
    actions: [declare(), toEnd],
    objects: { knight: { counters: { '+1/+1': 1 } } },
  },
  {
    name: 'Indulging Patrician, CR 702.15b, 603.4: 2 life gained before and 1 from lifelink make 3: B loses 3 more',
    board: board({ lifeGained: { A: 2 } }, patrician),
    actions: [declare('patrician'), toEnd],
    players: { A: { life: 21 }, B: { life: 16 } },
  },
  {
    name: 'Indulging Patrician, CR 603.4: lifelink gains only 1 life this turn, less than 3: nothing more',
    board: board({}, patrician),
    actions: [declare('patrician'), toEnd],
    players: { A: { life: 21 }, B: { life: 19 } },
  },
  {
    name: 'Falkenrath Pit Fighter, CR 602.5b: no opponent lost life this turn: refused, its costs unpaid',
    board: board(
      { step: 'main1' },
      { id: 'pit', card: 'Falkenrath Pit Fighter' },
      { id: 'c', card: 'Forest', zone: 'hand' },
    ),
    actions: [{ kind: 'activate', object: 'pit', ability: 0 }],
    refused: '602.5b',
    objects: { pit: { zone: 'battlefield' }, c: { zone: 'hand' } },
  },
  {
    name: 'Greven, Predator Captain, CR 120.3a, 611.3a: A had lost 1 life and Lightning Bolt deals A 3 damage: +4/+0 -> 9/5',
    board: board({ ...main, lifeLost: { A: 1 } }, greven),
    actions: [resolveFor('Lightning Bolt', 'A')],
    objects: { greven: { pt: '9/5' } },
  },
  {
    name: "Greven, Predator Captain, CR 119.3: A had lost 2 life; Lightning Bolt to B is an opponent's loss, not its controller's: 7/5",
    board: board({ ...main, lifeLost: { A: 2 } }, greven),
    actions: [resolveFor('Lightning Bolt', 'B')],
    objects: { greven: { pt: '7/5' } },
  },
  {
    name: 'Essence Pulse, CR 119.3, 608.2h: A had gained 1 life and gains 2 more: each creature gets -3/-3 (Craw Wurms 6/4 -> 3/1)',
    board: board({ ...main, lifeGained: { A: 1 } }, wurm, theirWurm),
    actions: [resolveFor('Essence Pulse')],
    objects: { wurm: { pt: '3/1' }, theirs: { pt: '3/1' } },
    players: { A: { life: 22 } },
  },
  {
    name: 'Fortifying Draught, CR 119.3, 608.2h: B gained 5 life this turn, A only the 2 it gains: +2/+2 (Craw Wurm 8/6)',
    board: board({ ...main, lifeGained: { B: 5 } }, wurm),
    actions: [resolveFor('Fortifying Draught', 'wurm')],
    objects: { wurm: { pt: '8/6' } },
  },
];

describe('life gained or lost this turn (CR 119.3, 603.4, 602.5b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 119.3, 500.1: the totals are kept for the turn and a new turn starts without them', () => {
    const state = stateOf(board({ step: 'cleanup', lifeGained: { A: 2 }, lifeLost: { B: 1 } }));
    const next = apply(state, pool, { kind: 'advance', to: 'upkeep' });
    if (!next.ok) return expect.fail(next.error.message);
    expect(next.value.state.turn).toMatchObject({ number: 4, active: 'B' });
    expect(next.value.state.turn.lifeGained).toBeUndefined();
    expect(next.value.state.turn.lifeLost).toBeUndefined();
  });
});
