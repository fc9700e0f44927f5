import { describe, it } from 'vitest';
import type { Instruction } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow, pumped, triggers } from '../../support/play.js';

/**
 * Triggers of damage (CR 120, 603.2c): "Whenever [this] is dealt damage" (Enrage) once for each
 * damage event however many sources dealt it; "Whenever [this] deals damage" once for the event;
 * "deals [combat] damage to an opponent / a creature" once for each such recipient. Each ability
 * stands on a Grizzly Bears through an effect granting it, worded as the real card it comes from.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const counter: Instruction = { kind: 'addCounters', on: 'self', counter: '+1/+1', amount: n(1) };
const gain = (life: number): Instruction => ({ kind: 'gainLife', amount: n(life) });
const damage = (source: string, ...to: [string, number][]): Action => ({
  kind: 'damage',
  source,
  to: to.map(([id, amount]) => ({ to: id, amount })),
});
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const toBlockers: Action = { kind: 'advance', to: 'declareBlockers' };
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };
const main = { number: 3, active: 'A', step: 'main1' };
const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });

const FUNGUSAUR = triggers(
  'bear',
  'Whenever Fungusaur is dealt damage, put a +1/+1 counter on it.',
  { kind: 'isDealtDamage' },
  [counter],
);
const LOOTER = triggers(
  'bear',
  'Whenever this creature deals damage to an opponent, you gain 1 life.',
  { kind: 'dealsDamage', to: 'opponent', combat: false },
  [gain(1)],
);
const MIRRI = triggers(
  'bear',
  'Whenever Mirri the Cursed deals combat damage to a creature, put a +1/+1 counter on Mirri the Cursed.',
  { kind: 'dealsDamage', to: 'creature', combat: true },
  [counter],
);
const ANY = triggers(
  'bear',
  'Whenever this creature deals damage, you gain 1 life.',
  { kind: 'dealsDamage', to: 'any', combat: false },
  [gain(1)],
);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c: Fungusaur, "Whenever Fungusaur is dealt damage, put a +1/+1 counter on it", dealt 1 damage',
    board: { turn: main, objects: [bear, theirs('rats')], effects: [FUNGUSAUR] },
    actions: [damage('rats', ['bear', 1])],
    objects: { bear: { counters: { '+1/+1': 1 }, damage: 1 } },
    events: ['triggered bear isDealtDamage 603.2c'],
  },
  {
    name: 'CR 510.2, 603.2c: Fungusaur blocked by two creatures is dealt damage by both at once: it triggers once',
    board: {
      turn: combat,
      objects: [bear, theirs('b1', 'Memnite'), theirs('b2', 'Memnite')],
      effects: [FUNGUSAUR, pumped('bear', 0, 3)],
    },
    actions: [declare('bear'), toBlockers, blocks(['b1', 'bear'], ['b2', 'bear']), toDamage],
    objects: { bear: { counters: { '+1/+1': 1 }, damage: 2 } },
    events: ['triggered bear isDealtDamage 603.2c'],
  },
  {
    name: 'CR 603.2c: Looter il-Kor-style "deals damage to an opponent" triggers on its combat damage to the defending player',
    board: { turn: combat, objects: [bear], effects: [LOOTER] },
    actions: [declare('bear'), toBlockers, blocks(), toDamage],
    players: { A: { life: 21 }, B: { life: 18 } },
    events: ['triggered bear dealsDamage 603.2c'],
  },
  {
    name: 'CR 603.2c: "deals damage to an opponent" does not trigger on damage to a creature',
    board: { turn: combat, objects: [bear, theirs('wall', 'Wall of Stone')], effects: [LOOTER] },
    actions: [declare('bear'), toBlockers, blocks(['wall', 'bear']), toDamage],
    players: { A: { life: 20 } },
    without: ['triggered bear dealsDamage 603.2c'],
  },
  {
    name: 'CR 603.2c: Mirri the Cursed dealing combat damage to its blocker gets a counter',
    board: { turn: combat, objects: [bear, theirs('wall', 'Wall of Stone')], effects: [MIRRI] },
    actions: [declare('bear'), toBlockers, blocks(['wall', 'bear']), toDamage],
    objects: { bear: { counters: { '+1/+1': 1 } } },
    events: ['triggered bear dealsDamage 603.2c'],
  },
  {
    name: 'CR 603.2c: Mirri the Cursed dealing noncombat damage to a creature does not trigger',
    board: { turn: main, objects: [bear, theirs('wall', 'Wall of Stone')], effects: [MIRRI] },
    actions: [damage('bear', ['wall', 2])],
    objects: { bear: { counters: {} } },
    without: ['triggered bear dealsDamage 603.2c'],
  },
  {
    name: 'CR 603.2c: "Whenever this creature deals damage" dealing damage to two creatures at once triggers once',
    board: {
      turn: main,
      objects: [bear, theirs('w1', 'Wall of Stone'), theirs('w2', 'Wall of Stone')],
      effects: [ANY],
    },
    actions: [damage('bear', ['w1', 1], ['w2', 1])],
    players: { A: { life: 21 } },
    events: ['triggered bear dealsDamage 603.2c'],
  },
];

describe('Damage triggers (CR 120, 603.2c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
