import { describe, it } from 'vitest';
import type { Restriction } from '../../../src/effects/types.js';
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
 * Restriction abilities (508.1c-d, 509.1b-c, 614.1d, 502.3), each granted with its Oracle
 * wording to a vanilla creature by a permanent effect standing for the printed text, played
 * with `apply` from A's declare attackers step. The creatures are Grizzly Bears (2/2), Gray
 * Ogre (2/2), Memnite (1/1) and Ornithopter (0/2 flying).
 */

const atDeclareAttackers = { turn: { number: 1, active: 'A', step: 'declareAttackers' } } as const;
const mine = (id: string, card = 'Grizzly Bears') => ({ id, card });
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });
const board = (objects: readonly object[], effects: readonly object[]) => ({
  ...atDeclareAttackers,
  objects,
  effects,
});
const says = (on: string, restriction: Restriction) => restricted(on, TEXT[restriction.kind], restriction);
const TEXT: Readonly<Record<Restriction['kind'], string>> = {
  cantBlock: "This creature can't block.",
  cantAttack: "This creature can't attack.",
  cantAttackOrBlock: "This creature can't attack or block.",
  cantBeBlocked: "This creature can't be blocked.",
  cantBeBlockedByMoreThanOne: "This creature can't be blocked by more than one creature.",
  cantBeBlockedByPowerOrLess: "This creature can't be blocked by creatures with power 2 or less.",
  canBlockOnlyFlying: 'This creature can block only creatures with flying.',
  attacksEachCombat: 'This creature attacks each combat if able.',
  blocksEachCombat: 'This creature blocks each combat if able.',
  mustBeBlocked: 'This creature must be blocked if able.',
  allAbleToBlock: 'All creatures able to block this creature do so.',
  entersTapped: 'This creature enters tapped.',
  doesntUntap: "This creature doesn't untap during your untap step.",
  mayNotUntap: 'You may choose not to untap this creature during your untap step.',
  cantBeBlockedBy: "This creature can't be blocked by Walls.",
  cantBeBlockedExceptBy: "This creature can't be blocked except by creatures with flying or reach.",
  cantBeBlockedByFewerThan: "This creature can't be blocked except by three or more creatures.",
  cantBlockCreatures: "This creature can't block creatures with power 2 or greater.",
  cantAttackUnlessDefenderControls: "This creature can't attack unless defending player controls an Island.",
  cantAttackAlone: "This creature can't attack alone.",
  cantBlockAlone: "This creature can't block alone.",
  cantAttackOrBlockAlone: "This creature can't attack or block alone.",
  mayAssignAsThoughUnblocked:
    "You may have this creature assign its combat damage as though it weren't blocked.",
  assignsNoCombatDamage: 'This creature assigns no combat damage this turn.',
  canBlockAdditional: 'This creature can block an additional creature each combat.',
  canBlockAnyNumber: 'This creature can block any number of creatures.',
  cantBeBlockedByLesserPower: "Creatures with power less than this creature's power can't block it.",
  cantBeCountered: "This spell can't be countered.",
  canAttackDespiteDefender: "This creature can attack as though it didn't have defender.",
  cantActivateAbilities: "Its activated abilities can't be activated.",
};

const RESTRICTIONS: readonly PlayRow[] = [
  {
    name: `CR 509.1b: "${TEXT.cantBlock}" its block is refused`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'cantBlock' })]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    refused: '509.1b',
    objects: { b: { blocking: null } },
  },
  {
    name: `CR 508.1c: "${TEXT.cantAttack}" its attack is refused`,
    board: board([mine('a')], [says('a', { kind: 'cantAttack' })]),
    actions: [{ kind: 'declareAttackers', attackers: attack('a') }],
    refused: '508.1c',
    objects: { a: { attacking: null, tapped: false } },
  },
  {
    name: `CR 508.1c: "${TEXT.cantAttackOrBlock}" it can't attack`,
    board: board([mine('a')], [says('a', { kind: 'cantAttackOrBlock' })]),
    actions: [{ kind: 'declareAttackers', attackers: attack('a') }],
    refused: '508.1c',
  },
  {
    name: `CR 509.1b: "${TEXT.cantAttackOrBlock}" ... nor block`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'cantAttackOrBlock' })]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    refused: '509.1b',
  },
  {
    name: `CR 509.1b: "${TEXT.cantBeBlocked}" a block of it is refused`,
    board: board([mine('a'), theirs('b')], [says('a', { kind: 'cantBeBlocked' })]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    refused: '509.1b',
  },
  {
    name: `CR 509.1b: "${TEXT.cantBeBlockedByMoreThanOne}" two blockers are refused`,
    board: board(
      [mine('a'), theirs('b1'), theirs('b2')],
      [says('a', { kind: 'cantBeBlockedByMoreThanOne' })],
    ),
    actions: attackAndBlock(attack('a'), [block('b1', 'a'), block('b2', 'a')]),
    refused: '509.1b',
  },
  {
    name: `CR 509.1b: "${TEXT.cantBeBlockedByMoreThanOne}" ... one blocker is legal`,
    board: board(
      [mine('a'), theirs('b1'), theirs('b2')],
      [says('a', { kind: 'cantBeBlockedByMoreThanOne' })],
    ),
    actions: attackAndBlock(attack('a'), [block('b1', 'a')]),
    objects: { a: { blocked: true } },
  },
  {
    name: `CR 509.1b: "${TEXT.cantBeBlockedByPowerOrLess}" a 2/2 can't block it`,
    board: board([mine('a'), theirs('b')], [says('a', { kind: 'cantBeBlockedByPowerOrLess', power: 2 })]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    refused: '509.1b',
  },
  {
    name: `CR 509.1b: "${TEXT.cantBeBlockedByPowerOrLess}" ... a 4/4 can`,
    board: board(
      [mine('a'), theirs('big', 'Gray Ogre')],
      [says('a', { kind: 'cantBeBlockedByPowerOrLess', power: 2 }), pumped('big', 2, 2)],
    ),
    actions: attackAndBlock(attack('a'), [block('big', 'a')]),
    objects: { big: { blocking: 'a' } },
  },
  {
    name: `CR 509.1b: "${TEXT.canBlockOnlyFlying}" (with flying) it can't block a creature without flying`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'canBlockOnlyFlying' }), has('b', 'Flying')]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    refused: '509.1b',
  },
  {
    name: `CR 509.1b: "${TEXT.canBlockOnlyFlying}" ... it can block Ornithopter, which has flying`,
    board: board(
      [mine('thopter', 'Ornithopter'), theirs('b')],
      [says('b', { kind: 'canBlockOnlyFlying' }), has('b', 'Flying')],
    ),
    actions: attackAndBlock(attack('thopter'), [block('b', 'thopter')]),
    objects: { b: { blocking: 'thopter' } },
  },
  {
    name: 'CR 613.1f: a restriction is an ability: Humility-like "loses all abilities" removes "can\'t block"',
    board: board(
      [mine('a'), theirs('b')],
      [
        says('b', { kind: 'cantBlock' }),
        {
          source: 'loses',
          sourceName: 'loses all abilities',
          duration: 'permanent',
          on: ['b'],
          effect: { affects: {}, ops: [{ kind: 'loseAllAbilities' }] },
        },
      ],
    ),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    objects: { b: { blocking: 'a' } },
  },
];

const ATTACK_REQUIREMENTS: readonly PlayRow[] = [
  {
    name: `CR 508.1d: "${TEXT.attacksEachCombat}" a declaration leaving it out is refused`,
    board: board([mine('a'), mine('ogre', 'Gray Ogre')], [says('a', { kind: 'attacksEachCombat' })]),
    actions: [{ kind: 'declareAttackers', attackers: attack('ogre') }],
    refused: '508.1d',
    objects: { ogre: { attacking: null } },
  },
  {
    name: `CR 508.1d: "${TEXT.attacksEachCombat}" ... declaring it is legal`,
    board: board([mine('a')], [says('a', { kind: 'attacksEachCombat' })]),
    actions: [{ kind: 'declareAttackers', attackers: attack('a') }],
    objects: { a: { attacking: 'B' } },
  },
  {
    name: `CR 508.1d, 508.1a: "${TEXT.attacksEachCombat}" a tapped one is not able, so no attack is legal`,
    board: board([{ ...mine('a'), tapped: true }], [says('a', { kind: 'attacksEachCombat' })]),
    actions: [{ kind: 'declareAttackers', attackers: [] }],
    objects: { a: { attacking: null } },
    turn: { step: 'declareAttackers' },
  },
  {
    name: `CR 508.1d, 302.6: "${TEXT.attacksEachCombat}" a summoning-sick one is not able`,
    board: board([{ ...mine('a'), enteredThisTurn: true }], [says('a', { kind: 'attacksEachCombat' })]),
    actions: [{ kind: 'declareAttackers', attackers: [] }],
    objects: { a: { attacking: null } },
  },
  {
    name: `CR 508.1d: a requirement is obeyed only without disobeying a restriction: "${TEXT.attacksEachCombat}" and "${TEXT.cantAttack}"`,
    board: board([mine('a')], [says('a', { kind: 'attacksEachCombat' }), says('a', { kind: 'cantAttack' })]),
    actions: [{ kind: 'declareAttackers', attackers: [] }],
    objects: { a: { attacking: null } },
  },
];

const BLOCK_REQUIREMENTS: readonly PlayRow[] = [
  {
    name: `CR 509.1c: "${TEXT.blocksEachCombat}" declaring no blockers is refused`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'blocksEachCombat' })]),
    actions: attackAndBlock(attack('a'), []),
    refused: '509.1c',
    objects: { a: { blocked: false } },
  },
  {
    name: `CR 509.1c: "${TEXT.blocksEachCombat}" ... declaring it as a blocker is legal`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'blocksEachCombat' })]),
    actions: attackAndBlock(attack('a'), [block('b', 'a')]),
    objects: { b: { blocking: 'a' } },
  },
  {
    name: `CR 509.1c, 702.9b: "${TEXT.blocksEachCombat}" it can't block a flyer, so no block is legal`,
    board: board([mine('thopter', 'Ornithopter'), theirs('b')], [says('b', { kind: 'blocksEachCombat' })]),
    actions: attackAndBlock(attack('thopter'), []),
    objects: { thopter: { blocked: false } },
  },
  {
    name: `CR 509.1c, 702.111b: "${TEXT.blocksEachCombat}" alone against a menace attacker it can't block legally, so no block is legal`,
    board: board([mine('a'), theirs('b')], [says('b', { kind: 'blocksEachCombat' }), has('a', 'Menace')]),
    actions: attackAndBlock(attack('a'), []),
    objects: { a: { blocked: false } },
  },
  {
    name: `CR 509.1c, 702.111b: "${TEXT.blocksEachCombat}" ... with another creature to join it, blocking is the most requirements obeyed`,
    board: board(
      [mine('a'), theirs('b'), theirs('m', 'Memnite')],
      [says('b', { kind: 'blocksEachCombat' }), has('a', 'Menace')],
    ),
    actions: attackAndBlock(attack('a'), []),
    refused: '509.1c',
  },
  {
    name: `CR 509.1c: two creatures that block each combat if able, one attacker that "${TEXT.cantBeBlockedByMoreThanOne}": one block obeys the most`,
    board: board(
      [mine('a'), theirs('b1'), theirs('b2')],
      [
        says('b1', { kind: 'blocksEachCombat' }),
        says('b2', { kind: 'blocksEachCombat' }),
        says('a', { kind: 'cantBeBlockedByMoreThanOne' }),
      ],
    ),
    actions: attackAndBlock(attack('a'), [block('b2', 'a')]),
    objects: { b2: { blocking: 'a' }, b1: { blocking: null } },
  },
  {
    name: `CR 509.1c: ... and no block there is refused`,
    board: board(
      [mine('a'), theirs('b1'), theirs('b2')],
      [
        says('b1', { kind: 'blocksEachCombat' }),
        says('b2', { kind: 'blocksEachCombat' }),
        says('a', { kind: 'cantBeBlockedByMoreThanOne' }),
      ],
    ),
    actions: attackAndBlock(attack('a'), []),
    refused: '509.1c',
  },
];

const ENTERING_AND_UNTAPPING: readonly PlayRow[] = [
  {
    name: `CR 614.1d, 614.12: "${TEXT.entersTapped}" (granted to Bears as they would exist on the battlefield) Grizzly Bears enters tapped`,
    board: {
      objects: [{ id: 'a', card: 'Grizzly Bears', zone: 'hand' }],
      effects: [
        {
          source: 'printed-bears',
          sourceName: `${TEXT.entersTapped} (standing for printed text, on every Bear)`,
          duration: 'permanent',
          effect: {
            affects: { subtypes: ['Bear'] },
            ops: [
              {
                kind: 'addAbilities',
                abilities: [
                  { kind: 'restriction', text: TEXT.entersTapped, restriction: { kind: 'entersTapped' } },
                ],
              },
            ],
          },
        },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'a' }],
    objects: { a: { zone: 'battlefield', tapped: true } },
    events: ['tapped a 614.1d'],
  },
  {
    name: 'CR 614.1d: without that ability, Grizzly Bears enters untapped',
    board: { objects: [{ id: 'a', card: 'Grizzly Bears', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'a' }],
    objects: { a: { zone: 'battlefield', tapped: false } },
  },
  {
    name: `CR 502.3: "${TEXT.doesntUntap}" it stays tapped in its controller's untap step; the others untap`,
    board: {
      turn: { number: 1, active: 'B', step: 'end' },
      objects: [
        { ...mine('a'), controller: 'A', tapped: true },
        { ...mine('ogre', 'Gray Ogre'), controller: 'A', tapped: true },
      ],
      effects: [says('a', { kind: 'doesntUntap' })],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { a: { tapped: true }, ogre: { tapped: false } },
    turn: { number: 2, active: 'A' },
    without: ['untapped a 502.3'],
  },
];

describe('restriction abilities: combat restrictions and requirements, entering tapped, not untapping', () => {
  for (const [title, rows] of [
    ['restrictions (508.1c, 509.1b)', RESTRICTIONS],
    ['attack requirements (508.1d)', ATTACK_REQUIREMENTS],
    ['block requirements (509.1c)', BLOCK_REQUIREMENTS],
    ['entering tapped and not untapping (614.1d, 502.3)', ENTERING_AND_UNTAPPING],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
