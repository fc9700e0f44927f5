import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { makeBoard } from '../../../src/notation/make-board.js';
import { checkPlay, type PlayRow, play, pool, stateOf } from '../../support/play.js';

/**
 * Ninjutsu (CR 702.49) on a real card: Ninja of the Deep Hours ({3}{U} 2/2, "Ninjutsu {1}{U}";
 * "Whenever Ninja of the Deep Hours deals combat damage to a player, you may draw a card."). Its
 * ability functions only in a hand (702.49a); its cost returns an unblocked attacking creature its
 * controller controls (509.1h, 702.49c), and the ninja enters tapped and attacking what that
 * creature attacked, unblocked; it never "attacked" (508.4).
 */

const board = (extra: object = {}, objects: readonly object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'declareBlockers' },
  players: [{ id: 'A', manaPool: '{U}{U}' }, { id: 'B' }],
  objects: [
    { id: 'bear', card: 'Grizzly Bears', controller: 'A' },
    { id: 'ninja', card: 'Ninja of the Deep Hours', zone: 'hand', owner: 'A' },
    ...objects,
  ],
  combat: { attackers: [{ id: 'bear', attacking: 'B' }], blockers: {} },
  ...extra,
});
const NINJUTSU = pool.get('Ninja of the Deep Hours')?.abilities[0];
const ninjutsu = (returned = 'bear'): Action => ({
  kind: 'activate',
  object: 'ninja',
  ability: 0,
  costs: { returnToHand: [returned] },
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.49a, 702.49c: Grizzly Bears, unblocked, returns to hand and Ninja of the Deep Hours enters tapped, attacking B',
    board: board(),
    actions: [ninjutsu()],
    objects: {
      bear: { zone: 'hand' },
      ninja: { zone: 'battlefield', tapped: true, attacking: 'B', blocked: false },
    },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 702.49a: the ninja deals its combat damage to B, and its "deals combat damage to a player" ability triggers',
    board: board(),
    actions: [ninjutsu(), { kind: 'advance', to: 'combatDamage' }],
    players: { B: { life: 18 } },
    events: ['damageDealt ninja>B 2 lifeLost 120.3a', 'triggered ninja dealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'CR 509.1h, 702.49a: a blocked attacker is not unblocked: it pays no ninjutsu cost',
    board: board({ combat: { attackers: [{ id: 'bear', attacking: 'B' }], blockers: { wall: 'bear' } } }, [
      { id: 'wall', card: 'Wall of Stone', controller: 'B' },
    ]),
    actions: [ninjutsu()],
    refused: '118.3',
  },
  {
    name: 'CR 509.1h: before blockers are declared no attacker is unblocked',
    board: board({
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      combat: { attackers: ['bear'] },
    }),
    actions: [ninjutsu()],
    refused: '118.3',
  },
  {
    name: 'CR 113.6m, 702.49a: ninjutsu functions only while its card is in a hand',
    board: board({}, [{ id: 'ninja2', card: 'Ninja of the Deep Hours', zone: 'graveyard', owner: 'A' }]),
    actions: [{ ...ninjutsu(), object: 'ninja2' } as Action],
    refused: '113.6m',
  },
  {
    name: 'CR 508.4a: the planeswalker the returned creature attacked has left the battlefield: the ninja enters, but not attacking',
    board: board(
      {
        combat: { attackers: [], blockers: {} },
        stack: [{ kind: 'ability', id: 'a1', source: 'ninja', ability: 0, def: NINJUTSU, attacking: 'jace' }],
      },
      [{ id: 'jace', card: 'Jace Beleren', zone: 'graveyard', owner: 'B' }],
    ),
    actions: [{ kind: 'resolveStack' }],
    objects: { ninja: { zone: 'battlefield', tapped: true, attacking: null } },
  },
];

describe('ninjutsu (CR 702.49)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it('CR 702.49c: a board file with the ability on the stack keeps what the ninja will attack', () => {
    const { state, refusal } = play(stateOf(board()), [ninjutsu()], pool, true);
    expect(refusal).toBeNull();
    expect(state.stack.at(-1)).toMatchObject({ kind: 'ability', attacking: 'B' });
    expect(stateOf(makeBoard(state, pool))).toEqual(state);
  });
});
