import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CombatDamageDivision } from '../../../src/engine/combat/combat-damage.js';
import type { BlockDeclaration } from '../../../src/engine/combat/declare.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  has,
  type PlayRow,
  pumped,
  restricted,
} from '../../support/play.js';

/**
 * Combat damage assignment as a decision (CR 510.1-510.2): as each combat damage step begins,
 * a player with a creature whose division is their choice announces it (`assignCombatDamage`),
 * the active player first, then the defending player; the whole is checked (510.1e), and the
 * damage is dealt at once when the last has announced. Played with `apply` from A's declare
 * attackers step; both players pass to reach the step. A 4/4 is a Gray Ogre with +2/+2.
 */

const start = { turn: { number: 1, active: 'A', step: 'declareAttackers' } } as const;
const passes: Action[] = [{ kind: 'pass' }, { kind: 'pass' }];
const toDamage = (attackers: string[], blockers: BlockDeclaration[]): Action[] => [
  ...attackAndBlock(attack(...attackers), blockers),
  ...passes,
];
const assign = (player: string, division: CombatDamageDivision): Action => ({
  kind: 'assignCombatDamage',
  player,
  division,
});
const ogre = (id: string) => ({ id, card: 'Gray Ogre' });
const bears = (...ids: string[]) => ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' }));
const doubleBlocked = {
  ...start,
  objects: [ogre('big'), ...bears('b1', 'b2')],
  effects: [pumped('big', 2, 2)],
};
const blockedTwice = toDamage(['big'], [block('b1', 'big'), block('b2', 'big')]);

/** CR 702.19b's example: a 2/2 that can block an additional creature blocks a 1/1 and a 3/3 with trample. */
const ruleExample = {
  ...start,
  objects: [{ id: 'm', card: 'Memnite' }, ogre('t'), { id: 'wall', card: 'Grizzly Bears', controller: 'B' }],
  effects: [
    pumped('t', 1, 1),
    has('t', 'Trample'),
    restricted('wall', 'This creature can block an additional creature each combat.', {
      kind: 'canBlockAdditional',
      n: 1,
    }),
  ],
};
const wallBlocksBoth = toDamage(['m', 't'], [block('wall', 'm'), block('wall', 't')]);

/** A 4/4 first striker and a 4/4 without, each blocked by two 2/2s. */
const firstStrikeBoard = {
  ...start,
  objects: [ogre('fs'), ogre('big'), ...bears('b1', 'b2', 'b3', 'b4')],
  effects: [pumped('fs', 2, 2), pumped('big', 2, 2), has('fs', 'First strike')],
};
const firstStrikeCombat = toDamage(
  ['fs', 'big'],
  [block('b1', 'fs'), block('b2', 'fs'), block('b3', 'big'), block('b4', 'big')],
);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 510.1c: a 4/4 blocked by two 2/2s: its controller is asked, and nothing is dealt yet',
    board: doubleBlocked,
    actions: blockedTwice,
    toAct: 'assignCombatDamage A',
    turn: { step: 'combatDamage' },
    objects: { b1: { damage: 0 }, b2: { damage: 0 }, big: { damage: 0 } },
  },
  {
    name: 'CR 510.1c: ... who divides its 4 damage as they choose, 1 and 3; then A receives priority (510.3)',
    board: doubleBlocked,
    actions: [...blockedTwice, assign('A', { big: { b1: 1, b2: 3 } })],
    objects: {
      b1: { zone: 'battlefield', damage: 1 },
      b2: { zone: 'graveyard' },
      big: { zone: 'graveyard' },
    },
    toAct: 'priority A',
  },
  {
    name: 'CR 510.1c: one blocker and no trample: the division is forced, nobody is asked',
    board: { ...start, objects: [ogre('big'), ...bears('b1')], effects: [pumped('big', 2, 2)] },
    actions: toDamage(['big'], [block('b1', 'big')]),
    objects: { b1: { zone: 'graveyard' } },
    toAct: 'priority A',
  },
  {
    name: 'CR 702.19b: a 2/2 with trample blocked by a 2/2 has nothing beyond lethal: nobody is asked',
    board: { ...start, objects: [ogre('t'), ...bears('b1')], effects: [has('t', 'Trample')] },
    actions: toDamage(['t'], [block('b1', 't')]),
    players: { B: { life: 20 } },
    toAct: 'priority A',
  },
  {
    name: 'CR 510.1e: a division of 3 for a 4/4 is refused, the game where it was',
    board: doubleBlocked,
    actions: [...blockedTwice, assign('A', { big: { b1: 1, b2: 2 } })],
    refused: '510.1a',
  },
  {
    name: 'CR 510.1c: damage to a creature not blocking it is refused',
    board: doubleBlocked,
    actions: [...blockedTwice, assign('A', { big: { b1: 2, B: 2 } })],
    refused: '510.1c',
  },
  {
    name: 'CR 510.1: an answer that leaves out a creature asked about is refused',
    board: doubleBlocked,
    actions: [...blockedTwice, assign('A', {})],
    refused: '510.1',
  },
  {
    name: 'CR 510.1: only the player asked assigns',
    board: doubleBlocked,
    actions: [...blockedTwice, assign('B', { big: { b1: 2, b2: 2 } })],
    refused: '510.1',
  },
  {
    name: 'CR 510.1: combat damage is assigned only as a combat damage step begins',
    board: doubleBlocked,
    actions: [assign('A', { big: { b1: 2, b2: 2 } })],
    refused: '510.1',
  },
  {
    name: 'CR 510.1d: Palace Guard-like wall blocking two bears: their damage is forced; B divides the wall’s',
    board: {
      ...start,
      objects: [
        { id: 'a1', card: 'Grizzly Bears' },
        { id: 'a2', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Palace Guard', controller: 'B' },
      ],
      effects: [pumped('wall', 3, 1)],
    },
    actions: [
      ...toDamage(['a1', 'a2'], [block('wall', 'a1'), block('wall', 'a2')]),
      assign('B', { wall: { a2: 4 } }),
    ],
    objects: { a1: { zone: 'battlefield', damage: 0 }, a2: { zone: 'graveyard' }, wall: { damage: 4 } },
  },
  {
    name: 'CR 702.19b example: the 1/1 assigns 1 and the 3/3 trampler 1 to the 2/2 blocker, 2 to the player',
    board: ruleExample,
    actions: [...wallBlocksBoth, assign('A', { t: { wall: 1, B: 2 } }), assign('B', { wall: { t: 2 } })],
    players: { B: { life: 18 } },
    objects: { wall: { zone: 'graveyard' }, t: { damage: 2 } },
  },
  {
    name: 'CR 702.19b: ... without the 1/1’s damage counted, 1 would not be lethal: the answer names it anyway, forced',
    board: ruleExample,
    actions: [
      ...wallBlocksBoth,
      assign('A', { m: { wall: 1 }, t: { wall: 1, B: 2 } }),
      assign('B', { wall: { m: 2 } }),
    ],
    players: { B: { life: 18 } },
    objects: { wall: { zone: 'graveyard' }, m: { zone: 'graveyard' } },
  },
  {
    name: 'CR 702.19b: a trampler may not assign damage to the player before every blocker has lethal damage',
    board: {
      ...start,
      objects: [ogre('t'), ...bears('b1')],
      effects: [pumped('t', 2, 2), has('t', 'Trample')],
    },
    actions: [...toDamage(['t'], [block('b1', 't')]), assign('A', { t: { b1: 1, B: 3 } })],
    refused: '702.19b',
  },
  {
    name: 'CR 702.19b: ... and with lethal damage to the blocker the rest may go to the player',
    board: {
      ...start,
      objects: [ogre('t'), ...bears('b1')],
      effects: [pumped('t', 2, 2), has('t', 'Trample')],
    },
    actions: [...toDamage(['t'], [block('b1', 't')]), assign('A', { t: { b1: 2, B: 2 } })],
    players: { B: { life: 18 } },
    objects: { b1: { zone: 'graveyard' } },
  },
  {
    name: 'CR 702.2c, 702.19b: deathtouch and trample: 1 is lethal to each of two blockers, 2 trample over',
    board: { ...doubleBlocked, effects: [pumped('big', 2, 2), has('big', 'Trample', 'Deathtouch')] },
    actions: [...blockedTwice, assign('A', { big: { b1: 1, b2: 1, B: 2 } })],
    players: { B: { life: 18 } },
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' } },
  },
  {
    name: 'CR 510.1, 510.2: A has assigned; B is asked next, and no damage is dealt before B has',
    board: ruleExample,
    actions: [...wallBlocksBoth, assign('A', { t: { wall: 1, B: 2 } })],
    toAct: 'assignCombatDamage B',
    players: { B: { life: 20 } },
    objects: { wall: { damage: 0 }, t: { damage: 0 } },
  },
  {
    name: 'CR 510.2: ... then all of it is dealt at once: the wall and the 1/1 both die, the wall after dealing its damage',
    board: ruleExample,
    actions: [
      ...wallBlocksBoth,
      assign('A', { t: { wall: 1, B: 2 } }),
      assign('B', { wall: { m: 1, t: 1 } }),
    ],
    objects: { wall: { zone: 'graveyard' }, m: { zone: 'graveyard' }, t: { damage: 1 } },
    events: [
      'damageDealt m>wall 1 marked 120.3e',
      'damageDealt wall>m 1 marked 120.3e',
      'damageDealt t>B 2 lifeLost 120.3a',
    ],
  },
  {
    name: 'CR 510.4: a first striker double-blocked is asked about in the first-strike step, alone',
    board: firstStrikeBoard,
    actions: [...firstStrikeCombat, assign('A', { fs: { b1: 2, b2: 2 } })],
    turn: { step: 'firstStrikeDamage' },
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' }, fs: { damage: 0 } },
    toAct: 'priority A',
  },
  {
    name: 'CR 510.4: ... and the other in the regular step, asked separately',
    board: firstStrikeBoard,
    actions: [
      ...firstStrikeCombat,
      assign('A', { fs: { b1: 2, b2: 2 } }),
      ...passes,
      assign('A', { big: { b3: 4 } }),
    ],
    turn: { step: 'combatDamage' },
    objects: {
      b3: { zone: 'graveyard' },
      b4: { zone: 'battlefield', damage: 0 },
      big: { zone: 'graveyard' },
    },
    toAct: 'priority A',
  },
  {
    name: 'CR 510.4: ... where the first-strike answer may not name the creature dealing damage later',
    board: firstStrikeBoard,
    actions: [...firstStrikeCombat, assign('A', { fs: { b1: 2, b2: 2 }, big: { b3: 4 } })],
    refused: '510.1',
  },
  {
    name: 'advance (a shortcut) answers with its damage option, the default for what it does not name',
    board: doubleBlocked,
    actions: [
      ...attackAndBlock(attack('big'), [block('b1', 'big'), block('b2', 'big')]),
      { kind: 'advance', to: 'combatDamage' },
    ],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' } },
    toAct: 'priority A',
  },
];

describe('combat damage assignment as a decision (CR 510.1-510.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
