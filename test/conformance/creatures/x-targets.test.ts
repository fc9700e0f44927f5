import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * A number of targets that is X (CR 107.3a, 601.2b-c): X is announced first, then exactly X
 * targets ("X target creatures") or from none to X ("up to X target creatures", 115.6), checked
 * as the spell is cast, the ability activated (602.2b) or put on the stack (603.3d), and again as
 * it resolves (608.2b).
 * Real cards' Oracle text, compiled and played.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };
const elf = { id: 'elf', card: 'Llanowar Elves' };
const foe = { id: 'foe', card: 'Grizzly Bears', controller: 'B' };
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const board = (mana: string, ...more: readonly object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [bear, elf, foe, ...more],
  next: { id: 100 },
});
const cast = (object: string, x: number, targets: readonly string[]): Action => ({
  kind: 'cast',
  object,
  x,
  targets,
});
const pass: Action = { kind: 'pass' };
const thrive = inHand('thrive', 'Thrive');
const arch = { id: 'arch', card: 'Runed Arch' };
const activateArch = (x: number, targets: readonly string[]): Action => ({
  kind: 'activate',
  object: 'arch',
  ability: 1,
  x,
  targets,
});

const thopter = { id: 'thopter', card: 'Ornithopter', controller: 'B' };
const pests = inHand('pests', 'Pest Infestation');
const hunter = { id: 'hunter', card: 'Vitality Hunter' };
const monstrous = (x: number): Action => ({ kind: 'activate', object: 'hunter', ability: 1, x });
const orderHunter = (targets: readonly string[]): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: 'a101', targets }],
});

const sadist = (counters: number) => ({
  id: 'sadist',
  card: 'Cruel Sadist',
  counters: { '+1/+1': counters },
});
const removeX = (x: number, target: string): Action => ({
  kind: 'activate',
  object: 'sadist',
  ability: 1,
  x,
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Thrive, CR 601.2c, 107.3a: X is 2, two target creatures each get a +1/+1 counter',
    board: board('{G}{G}{G}', thrive),
    actions: [cast('thrive', 2, ['bear', 'foe'])],
    objects: {
      bear: { counters: { '+1/+1': 1 }, pt: '3/3' },
      foe: { counters: { '+1/+1': 1 } },
      elf: { counters: {} },
      thrive: { zone: 'graveyard' },
    },
  },
  {
    name: 'Thrive, CR 601.2c: X is 2 and one target is given: refused, the card still in hand',
    board: board('{G}{G}{G}', thrive),
    actions: [cast('thrive', 2, ['bear'])],
    refused: '601.2c',
    objects: { thrive: { zone: 'hand' }, bear: { counters: {} } },
  },
  {
    name: 'Thrive, CR 601.2c: X is 1 and two targets are given: refused',
    board: board('{G}{G}{G}', thrive),
    actions: [cast('thrive', 1, ['bear', 'elf'])],
    refused: '601.2c',
  },
  {
    name: 'Thrive, CR 107.3a, 115.6: X is 0, no targets: it is not targeted, so it resolves (608.2b), doing nothing',
    board: board('{G}', thrive),
    actions: [cast('thrive', 0, [])],
    objects: { thrive: { zone: 'graveyard' }, bear: { counters: {} } },
    without: ['didNotResolve thrive 608.2b'],
  },
  {
    name: 'Thrive, CR 608.2b: Doom Blade destroys one of its two targets first; the other still gets its counter',
    board: board('{G}{G}{G}{B}{B}', thrive, inHand('blade', 'Doom Blade')),
    manual: true,
    actions: [
      cast('thrive', 2, ['bear', 'foe']),
      { kind: 'cast', object: 'blade', targets: ['foe'] },
      pass,
      pass,
      pass,
      pass,
    ],
    objects: {
      foe: { zone: 'graveyard' },
      bear: { counters: { '+1/+1': 1 } },
      thrive: { zone: 'graveyard' },
    },
    without: ['didNotResolve thrive 608.2b'],
    stack: [],
  },
  {
    name: 'Vitality Hunter, CR 701.37c, 601.2c, 115.6: monstrosity 2, then "a lifelink counter on each of up to X target creatures": one target',
    board: board('{W}{W}{W}{W}', hunter),
    actions: [monstrous(2), orderHunter(['elf'])],
    objects: { elf: { counters: { lifelink: 1 } }, bear: { counters: {} }, hunter: { pt: '5/6' } },
  },
  {
    name: 'Vitality Hunter, CR 601.2c, 603.3d: monstrosity 1, and two targets for "up to X": refused',
    board: board('{W}{W}{W}', hunter),
    actions: [monstrous(1), orderHunter(['bear', 'elf'])],
    refused: '601.2c',
  },
  {
    name: 'Release the Gremlins, CR 107.3a: X is 1: the target artifact is destroyed and one 2/2 Gremlin is created',
    board: board('{R}{R}{R}', inHand('gremlins', 'Release the Gremlins'), thopter),
    actions: [cast('gremlins', 1, ['thopter'])],
    objects: { thopter: { zone: 'graveyard' }, o100: { pt: '2/2', controller: 'A', subtypes: ['Gremlin'] } },
  },
  {
    name: 'Pest Infestation, CR 601.2c, 115.6: X is 2, "up to X target artifacts and/or enchantments": one destroyed, and twice X (four) 1/1 Pests',
    board: board('{G}{G}{G}{G}{G}', pests, thopter),
    actions: [cast('pests', 2, ['thopter'])],
    objects: {
      thopter: { zone: 'graveyard' },
      o100: { pt: '1/1', subtypes: ['Pest'] },
      o103: { pt: '1/1', subtypes: ['Pest'] },
      o104: { zone: 'gone' },
    },
  },
  {
    name: 'Pest Infestation, CR 601.2c: X is 1 and two targets are given: more than X, refused',
    board: board('{G}{G}{G}', pests, thopter, { id: 'wand', card: 'Ornithopter', controller: 'B' }),
    actions: [cast('pests', 1, ['thopter', 'wand'])],
    refused: '601.2c',
  },
  {
    name: "Runed Arch, CR 602.2b, 107.3a, 509.1b: X is 2: two target creatures with power 2 or less can't be blocked this turn",
    board: board('{C}{C}', arch),
    actions: [
      activateArch(2, ['bear', 'elf']),
      { kind: 'advance', to: 'declareAttackers' },
      ...attackAndBlock(attack('bear'), [block('foe', 'bear')]),
    ],
    refused: '509.1b',
    objects: { arch: { zone: 'graveyard' } },
  },
  {
    name: 'Runed Arch, CR 602.2b, 601.2c: X is 1 and two targets are given: the activation is refused',
    board: board('{C}{C}', arch),
    actions: [activateArch(1, ['bear', 'elf'])],
    refused: '601.2c',
    objects: { arch: { zone: 'battlefield', tapped: false } },
  },
  {
    name: 'Cruel Sadist, CR 601.2b, 107.3a, 118.3: "Remove X +1/+1 counters from Cruel Sadist: It deals X damage to target creature": X is 2',
    board: board('{B}{B}{B}', sadist(2)),
    actions: [removeX(2, 'foe')],
    objects: { sadist: { counters: {}, pt: '1/1', tapped: true }, foe: { zone: 'graveyard' } },
  },
  {
    name: "Cruel Sadist, CR 118.3: X is 3 with two +1/+1 counters on it: the cost can't be paid, refused",
    board: board('{B}{B}{B}', sadist(2)),
    actions: [removeX(3, 'foe')],
    refused: '118.3',
    objects: { sadist: { counters: { '+1/+1': 2 }, tapped: false } },
  },
];

describe('a number of targets that is X (CR 107.3a, 601.2b-c, 608.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
