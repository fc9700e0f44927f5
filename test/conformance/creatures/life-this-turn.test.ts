import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { attack, checkPlay, type PlayRow, pool, stateOf } from '../../support/play.js';

/**
 * Life gained or lost this turn (CR 119.3; damage to a player is life lost, 120.3a; lifelink
 * gains, 702.15b), read by intervening "if" clauses (603.4) and activation conditions (602.5b),
 * on real cards compiled from their Oracle text: Savage Gorger ("At the beginning of your end
 * step, if an opponent lost life this turn, put a +1/+1 counter on Savage Gorger."), Indulging
 * Patrician (Flying, lifelink, "At the beginning of your end step, if you gained 3 or more life
 * this turn, each opponent loses 3 life."), Falkenrath Pit Fighter ("Activate only if an opponent
 * lost life this turn.").
 */

const board = (turn: object, ...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers', ...turn },
  players: [{ id: 'A', manaPool: '{R}{C}' }, { id: 'B' }],
  objects,
});
const gorger = { id: 'gorger', card: 'Savage Gorger', owner: 'A' };
const patrician = { id: 'patrician', card: 'Indulging Patrician', owner: 'A' };
const knight = { id: 'knight', card: 'Knight of the Ebon Legion', owner: 'A' };
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
