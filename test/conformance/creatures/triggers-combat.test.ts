import { describe, it } from 'vitest';
import type { Instruction } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import {
  attack,
  block,
  checkPlay,
  has,
  type PlayRow,
  pumped,
  targeting,
  triggers,
} from '../../support/play.js';

/**
 * Combat triggers (CR 508.3a, 509.3a, 509.3c, 510.3a): each goes on the stack and resolves as
 * the players pass (one that needs a target chosen waits for its controller's `orderTriggers`,
 * 603.3d). Each ability stands on a Grizzly Bears through an effect granting it (`triggers`);
 * the bears is its own trigger object ("it gets +1/+1").
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const advance = (to: 'declareBlockers' | 'combatDamage' | 'endCombat'): Action => ({ kind: 'advance', to });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const pump = (on: 'self' | 'triggerObject', power: number, toughness: number): Instruction => ({
  kind: 'createEffect',
  on,
  duration: 'endOfTurn',
  effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(power), toughness: n(toughness) }] },
});
const inCombat = (objects: readonly object[], effects: readonly object[]) => ({
  turn: { step: 'declareAttackers' },
  objects,
  effects,
});
const bear = { id: 'bear', card: 'Grizzly Bears' };
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });

/** Slith Firewalker: "Whenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter on it." */
const SLITH = triggers(
  'bear',
  'Whenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter on it.',
  { kind: 'dealsCombatDamageToPlayer' },
  [{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) }],
);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.3a: "Whenever this creature attacks, it gets +1/+1 until end of turn" triggers as it is declared an attacker (Brazen Wolves, "it gets +2/+0")',
    board: inCombat(
      [bear],
      [
        triggers(
          'bear',
          'Whenever Brazen Wolves attacks, it gets +2/+0 until end of turn.',
          { kind: 'attacks' },
          [pump('self', 2, 0)],
        ),
      ],
    ),
    actions: [declare('bear')],
    objects: { bear: { pt: '4/2', attacking: 'B', tapped: true } },
    events: ['attackerDeclared bear>B 508.1', 'triggered bear attacks 508.3a'],
  },
  {
    name: 'CR 508.3a, 603.2: the attacking creature is the trigger object, so "it" may be written as the trigger object',
    board: inCombat(
      [bear],
      [
        triggers(
          'bear',
          'Whenever this creature attacks, it gets +1/+1 until end of turn.',
          { kind: 'attacks' },
          [pump('triggerObject', 1, 1)],
        ),
      ],
    ),
    actions: [declare('bear')],
    objects: { bear: { pt: '3/3' } },
    events: ['triggered bear attacks 508.3a'],
  },
  {
    name: 'CR 508.3a: a creature that is not declared as an attacker does not trigger',
    board: inCombat(
      [bear, { id: 'other', card: 'Grizzly Bears' }],
      [
        triggers(
          'bear',
          'Whenever this creature attacks, it gets +1/+1 until end of turn.',
          { kind: 'attacks' },
          [pump('self', 1, 1)],
        ),
      ],
    ),
    actions: [declare('other')],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear attacks 508.3a'],
  },
  {
    name: 'CR 603.3d: "Whenever this creature attacks, tap target creature" with two creatures to target waits for its controller to choose one before it goes on the stack; nothing happens yet',
    board: inCombat(
      [bear, theirs('wall')],
      [
        triggers(
          'bear',
          'Whenever this creature attacks, tap target creature.',
          { kind: 'attacks' },
          [{ kind: 'tap', on: 'targets' }],
          { count: 1, filter: { types: ['Creature'] } },
        ),
      ],
    ),
    actions: [declare('bear')],
    objects: { wall: { tapped: false }, bear: { attacking: 'B' } },
    events: ['triggered bear attacks 508.3a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 603.3d, 701.26a: the waiting trigger put on the stack targeting the wall taps it as it resolves',
    board: inCombat(
      [bear, theirs('wall')],
      [
        triggers(
          'bear',
          'Whenever this creature attacks, tap target creature.',
          { kind: 'attacks' },
          [{ kind: 'tap', on: 'targets' }],
          { count: 1, filter: { types: ['Creature'] } },
        ),
      ],
    ),
    actions: [declare('bear'), targeting('bear', 'wall')],
    objects: { wall: { tapped: true } },
    events: ['putOnStack bear:0 603.3', 'tapped wall 701.26a', 'resolved a2 608.2n'],
  },
  {
    name: 'CR 509.3a: "Whenever this creature blocks" triggers as it is declared a blocker; its controller gains the life',
    board: inCombat(
      [bear, theirs('wall')],
      [
        triggers('wall', 'Whenever this creature blocks, you gain 1 life.', { kind: 'blocks' }, [
          { kind: 'gainLife', amount: n(1) },
        ]),
      ],
    ),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['wall', 'bear'])],
    players: { B: { life: 21 }, A: { life: 20 } },
    events: ['triggered wall blocks 509.3a', 'lifeGained B 1 119.3'],
  },
  {
    name: 'CR 509.3c: "Whenever this creature becomes blocked" triggers once, however many creatures block it',
    board: inCombat(
      [bear, theirs('b1'), theirs('b2')],
      [
        triggers(
          'bear',
          'Whenever this creature becomes blocked, it gets +1/+1 until end of turn.',
          { kind: 'becomesBlocked' },
          [pump('self', 1, 1)],
        ),
      ],
    ),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '3/3', blocked: true } },
    events: ['triggered bear becomesBlocked 509.3c'],
  },
  {
    name: 'CR 509.3c: an attacker nobody blocks does not become blocked',
    board: inCombat(
      [bear],
      [
        triggers(
          'bear',
          'Whenever this creature becomes blocked, it gets +1/+1 until end of turn.',
          { kind: 'becomesBlocked' },
          [pump('self', 1, 1)],
        ),
      ],
    ),
    actions: [declare('bear'), advance('declareBlockers'), blocks()],
    objects: { bear: { pt: '2/2', blocked: false } },
    without: ['triggered bear becomesBlocked 509.3c'],
  },
  {
    name: 'CR 510.3a: Slith Firewalker, "Whenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter on it."',
    board: inCombat([bear], [SLITH]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(), advance('combatDamage')],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    players: { B: { life: 18 } },
    events: [
      'damageDealt bear>B 2 lifeLost 120.3a',
      'triggered bear dealsCombatDamageToPlayer 510.3a',
      'countersChanged bear +1/+1 +1 122.1',
    ],
  },
  {
    name: 'CR 510.3a: Slith Firewalker blocked deals its damage to the blocker, not a player, so it does not trigger',
    board: inCombat([bear, theirs('wall', 'Wall of Stone')], [SLITH]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['wall', 'bear']), advance('combatDamage')],
    objects: { bear: { counters: {} } },
    without: ['triggered bear dealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'CR 510.3a, 704.3: the trigger resolves after state-based actions: a trampling 3/2 Slith dealt lethal damage by its blocker dies, and its counter has nothing to go on',
    board: inCombat([bear, theirs('blocker')], [SLITH, has('bear', 'Trample'), pumped('bear', 1, 0)]),
    actions: [
      declare('bear'),
      advance('declareBlockers'),
      blocks(['blocker', 'bear']),
      advance('combatDamage'),
    ],
    objects: { bear: { zone: 'graveyard', counters: {} }, blocker: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
    events: ['destroyed bear 704.5g', 'triggered bear dealsCombatDamageToPlayer 510.3a'],
    without: ['countersChanged bear +1/+1 +1 122.1'],
  },
];

describe('Combat triggers (CR 508.3a, 509.3a, 509.3c, 510.3a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
