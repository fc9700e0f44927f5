import { describe, it } from 'vitest';
import type { Instruction } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, has, type PlayRow, triggers } from '../../support/play.js';

/**
 * Combat triggers beyond "attacks", "blocks" and "becomes blocked" (CR 506.5, 508.3a, 509.3a-d,
 * 509.3g), resolved at once with no stack yet. Each ability stands on a Grizzly Bears through an
 * effect granting it (`triggers`), worded as the real card it comes from.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const advance = (to: 'declareBlockers' | 'combatDamage' | 'endCombat'): Action => ({ kind: 'advance', to });
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const blocks = (...pairs: [string, string][]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([b, a]) => block(b, a)),
});
const selfGets = (power: number, toughness: number): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  duration: 'endOfTurn',
  effect: { affects: { self: true }, ops: [{ kind: 'modifyPT', power: n(power), toughness: n(toughness) }] },
});
const inCombat = (objects: readonly object[], effects: readonly object[]) => ({
  turn: { step: 'declareAttackers' },
  objects,
  effects,
});
const mine = (id: string, card = 'Grizzly Bears') => ({ id, card });
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });
const creature = { types: ['Creature'] } as const;

const URCHINS = triggers(
  'bear',
  'Whenever Dusk Urchins attacks or blocks, put a -1/-1 counter on it.',
  { kind: 'anyOf', triggers: [{ kind: 'attacks' }, { kind: 'blocks' }] },
  [{ kind: 'addCounters', on: 'self', counter: '-1/-1', amount: n(1) }],
);
const BRUSHWAGG = (on: string) =>
  triggers(
    on,
    'Whenever Brushwagg blocks or becomes blocked, it gets -2/+2 until end of turn.',
    { kind: 'anyOf', triggers: [{ kind: 'blocks' }, { kind: 'becomesBlocked' }] },
    [selfGets(-2, 2)],
  );
const CAVE_TIGER = triggers(
  'bear',
  'Whenever Cave Tiger becomes blocked by a creature, Cave Tiger gets +1/+1 until end of turn.',
  { kind: 'becomesBlockedByCreature', filter: creature },
  [selfGets(1, 1)],
);
const GHOST_HOUNDS = (on: string) =>
  triggers(
    on,
    'Whenever Ghost Hounds blocks or becomes blocked by a white creature, Ghost Hounds gets +1/+1 until end of turn.',
    { kind: 'blocksOrBecomesBlockedByCreature', filter: { types: ['Creature'], colors: ['W'] } },
    [selfGets(1, 1)],
  );
const MERCHANT_SHIP = triggers(
  'bear',
  "Whenever Merchant Ship attacks and isn't blocked, you gain 2 life.",
  { kind: 'attacksAndIsntBlocked' },
  [{ kind: 'gainLife', amount: n(2) }],
);
const RECKLESS_OGRE = triggers(
  'bear',
  'Whenever Reckless Ogre attacks alone, it gets +3/+0 until end of turn.',
  { kind: 'attacksAlone' },
  [selfGets(3, 0)],
);
const BOROS_ELITE = triggers(
  'bear',
  'Battalion — Whenever Boros Elite and at least two other creatures attack, Boros Elite gets +2/+2 until end of turn.',
  { kind: 'attacksWithOthers', others: 2 },
  [selfGets(2, 2)],
);

const NETCASTER = triggers(
  'bear',
  'Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.',
  { kind: 'blocksCreature', filter: creature, keyword: { keyword: 'Flying', has: true } },
  [selfGets(2, 0)],
);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 509.3b, 509.3f: Netcaster Spider blocking a creature with flying (Serra Angel) gets +2/+0',
    board: inCombat([mine('angel', 'Serra Angel'), theirs('bear')], [NETCASTER, has('bear', 'Reach')]),
    actions: [declare('angel'), advance('declareBlockers'), blocks(['bear', 'angel'])],
    objects: { bear: { pt: '4/2' } },
    events: ['triggered bear blocksCreature 509.3b'],
  },
  {
    name: 'CR 509.3b, 509.3f: Netcaster Spider blocking a creature without flying does not trigger',
    board: inCombat([mine('attacker'), theirs('bear')], [NETCASTER]),
    actions: [declare('attacker'), advance('declareBlockers'), blocks(['bear', 'attacker'])],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear blocksCreature 509.3b'],
  },
  {
    name: 'CR 508.3a: Dusk Urchins, "Whenever Dusk Urchins attacks or blocks, put a -1/-1 counter on it", triggers as it attacks',
    board: inCombat([mine('bear')], [URCHINS]),
    actions: [declare('bear')],
    objects: { bear: { counters: { '-1/-1': 1 }, pt: '1/1' } },
    events: ['triggered bear attacks 508.3a'],
  },
  {
    name: 'CR 509.3a: Dusk Urchins triggers as it blocks, under the blocking rule',
    board: inCombat([mine('attacker'), theirs('bear')], [URCHINS]),
    actions: [declare('attacker'), advance('declareBlockers'), blocks(['bear', 'attacker'])],
    objects: { bear: { counters: { '-1/-1': 1 } } },
    events: ['triggered bear blocks 509.3a'],
  },
  {
    name: 'CR 509.3a: Brushwagg blocking triggers once and gets -2/+2',
    board: inCombat([mine('attacker'), theirs('bear')], [BRUSHWAGG('bear')]),
    actions: [declare('attacker'), advance('declareBlockers'), blocks(['bear', 'attacker'])],
    objects: { bear: { pt: '0/4' } },
    events: ['triggered bear blocks 509.3a'],
  },
  {
    name: 'CR 509.3c: Brushwagg attacking and blocked by two creatures triggers once',
    board: inCombat([mine('bear'), theirs('b1'), theirs('b2')], [BRUSHWAGG('bear')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '0/4' } },
    events: ['triggered bear becomesBlocked 509.3c'],
  },
  {
    name: 'CR 509.3c: Brushwagg attacking unblocked does not trigger',
    board: inCombat([mine('bear'), theirs('b1')], [BRUSHWAGG('bear')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks()],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear becomesBlocked 509.3c'],
  },
  {
    name: 'CR 509.3d: Cave Tiger blocked by two creatures triggers once for each, +2/+2 in all',
    board: inCombat([mine('bear'), theirs('b1'), theirs('b2')], [CAVE_TIGER]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '4/4' } },
    events: ['triggered bear becomesBlockedByCreature 509.3d'],
  },
  {
    name: 'CR 509.3b, 509.3f: Ghost Hounds blocking a white creature (Savannah Lions) triggers',
    board: inCombat([mine('lions', 'Savannah Lions'), theirs('bear')], [GHOST_HOUNDS('bear')]),
    actions: [declare('lions'), advance('declareBlockers'), blocks(['bear', 'lions'])],
    objects: { bear: { pt: '3/3' } },
    events: ['triggered bear blocksOrBecomesBlockedByCreature 509.3b'],
  },
  {
    name: 'CR 509.3d, 509.3f: Ghost Hounds blocked by a white and a green creature triggers for the white one only',
    board: inCombat([mine('bear'), theirs('lions', 'Savannah Lions'), theirs('b2')], [GHOST_HOUNDS('bear')]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['lions', 'bear'], ['b2', 'bear'])],
    objects: { bear: { pt: '3/3' } },
    events: ['triggered bear blocksOrBecomesBlockedByCreature 509.3d'],
  },
  {
    name: 'CR 509.3g: Merchant Ship, "Whenever Merchant Ship attacks and isn\'t blocked, you gain 2 life", triggers when no blocker is declared for it',
    board: inCombat([mine('bear'), theirs('b1')], [MERCHANT_SHIP]),
    actions: [declare('bear'), advance('declareBlockers'), blocks()],
    players: { A: { life: 22 } },
    events: ['triggered bear attacksAndIsntBlocked 509.3g'],
  },
  {
    name: 'CR 509.3g: Merchant Ship blocked does not trigger',
    board: inCombat([mine('bear'), theirs('b1')], [MERCHANT_SHIP]),
    actions: [declare('bear'), advance('declareBlockers'), blocks(['b1', 'bear'])],
    players: { A: { life: 20 } },
    without: ['triggered bear attacksAndIsntBlocked 509.3g'],
  },
  {
    name: 'CR 509.1, 509.3g: the declare blockers step passing with no declaration is no blockers declared, so Merchant Ship triggers before combat damage',
    board: inCombat([mine('bear')], [MERCHANT_SHIP]),
    actions: [declare('bear'), advance('combatDamage')],
    players: { A: { life: 22 }, B: { life: 18 } },
    events: ['triggered bear attacksAndIsntBlocked 509.3g', 'damageDealt bear>B 2 lifeLost 120.3a'],
  },
  {
    name: 'CR 506.5: Reckless Ogre, "Whenever Reckless Ogre attacks alone, it gets +3/+0", triggers as the only attacker',
    board: inCombat([mine('bear'), mine('other')], [RECKLESS_OGRE]),
    actions: [declare('bear')],
    objects: { bear: { pt: '5/2' } },
    events: ['triggered bear attacksAlone 506.5'],
  },
  {
    name: 'CR 506.5: Reckless Ogre attacking with another creature does not attack alone',
    board: inCombat([mine('bear'), mine('other')], [RECKLESS_OGRE]),
    actions: [declare('bear', 'other')],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear attacksAlone 506.5'],
  },
  {
    name: 'CR 508.3a: Boros Elite (Battalion) attacking with two other creatures gets +2/+2',
    board: inCombat([mine('bear'), mine('b2'), mine('b3')], [BOROS_ELITE]),
    actions: [declare('bear', 'b2', 'b3')],
    objects: { bear: { pt: '4/4' } },
    events: ['triggered bear attacksWithOthers 508.3a'],
  },
  {
    name: 'CR 508.3a: Boros Elite attacking with only one other creature does not trigger',
    board: inCombat([mine('bear'), mine('b2'), mine('b3')], [BOROS_ELITE]),
    actions: [declare('bear', 'b2')],
    objects: { bear: { pt: '2/2' } },
    without: ['triggered bear attacksWithOthers 508.3a'],
  },
];

describe('Combat triggers of blocking and attacking alone or together (CR 506.5, 508.3a, 509.3a-d, 509.3g)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
