import { describe, it } from 'vitest';
import type { Instruction, TargetSpec, Trigger } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting, triggers } from '../../support/play.js';

/**
 * What triggered abilities do (CR 608.2c): tapping and untapping (701.26), zone changes to a
 * hand or exile (400.7, 701.13a), life loss (119.3), and the older instructions (draw, tokens,
 * destruction, counters) from the new triggers. The abilities stand on a Grizzly Bears through
 * an effect granting them (`triggers`). They go on the stack and resolve (603.3, 608.2); a
 * targeted one with a choice of targets waits for its controller to choose them as it is put on
 * the stack (603.3d), given by `targeting` naming the bears.
 */

const n = (value: number) => ({ kind: 'constant', n: value }) as const;
const advance = (to: 'end' | 'combatDamage' | 'declareBlockers'): Action => ({ kind: 'advance', to });
const endStep: Trigger = { kind: 'beginningOfEndStep', whose: 'you' };
const creature: TargetSpec = { count: 1, filter: { types: ['Creature'] } };
const player: TargetSpec = { count: 1, filter: {}, players: true };
/** The bears' waiting trigger put on the stack with these targets (603.3d). */
const resolveWith = (...targets: string[]): Action => targeting('bear', ...targets);
const atEnd = (text: string, instructions: readonly Instruction[], extra: readonly object[] = []) => ({
  objects: [{ id: 'bear', card: 'Grizzly Bears' }, ...extra],
  effects: [triggers('bear', text, endStep, instructions)],
});
/** An end-step ability with targets: with two creatures (and two players) to choose from, it waits for the choice. */
const withTarget = (text: string, instructions: readonly Instruction[], spec: TargetSpec) => ({
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'other', card: 'Grizzly Bears', controller: 'B', tapped: true },
  ],
  effects: [triggers('bear', text, endStep, instructions, spec)],
});
const theirs = { id: 'other', card: 'Grizzly Bears', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.26a: "tap this creature" taps its untapped source',
    board: atEnd('At the beginning of your end step, tap this creature.', [{ kind: 'tap', on: 'self' }]),
    actions: [advance('end')],
    objects: { bear: { tapped: true } },
    events: ['tapped bear 701.26a'],
  },
  {
    name: 'CR 701.26b: "untap this creature" untaps its tapped source',
    board: {
      ...atEnd('At the beginning of your end step, untap this creature.', [{ kind: 'untap', on: 'self' }]),
      objects: [{ id: 'bear', card: 'Grizzly Bears', tapped: true }],
    },
    actions: [advance('end')],
    objects: { bear: { tapped: false } },
    events: ['untapped bear 701.26b'],
  },
  {
    name: 'CR 701.26b: only a tapped permanent can be untapped: an untapped one stays as it is, with no event',
    board: atEnd('At the beginning of your end step, untap this creature.', [{ kind: 'untap', on: 'self' }]),
    actions: [advance('end')],
    objects: { bear: { tapped: false } },
    without: ['untapped bear 701.26b'],
  },
  {
    name: 'CR 701.26b, 603.3d: "At the beginning of your end step, untap target creature", resolved with its target',
    board: withTarget(
      'At the beginning of your end step, untap target creature.',
      [{ kind: 'untap', on: 'targets' }],
      creature,
    ),
    actions: [advance('end'), resolveWith('other')],
    objects: { other: { tapped: false } },
    events: ['triggered bear beginningOfEndStep 513.1a', 'putOnStack bear:0 603.3', 'untapped other 701.26b'],
  },
  {
    name: 'CR 400.7: "return this creature to its owner\'s hand" at the end step: it is a new object in the hand',
    board: atEnd("At the beginning of your end step, return this creature to its owner's hand.", [
      { kind: 'returnToHand', on: 'self' },
    ]),
    actions: [advance('end')],
    objects: { bear: { zone: 'hand' } },
    events: ['zoneChange bear battlefield>hand 400.7'],
  },
  {
    name: "CR 400.7, 108.3: \"return target creature to its owner's hand\" returns B's creature to B's hand",
    board: withTarget(
      "At the beginning of your end step, return target creature to its owner's hand.",
      [{ kind: 'returnToHand', on: 'targets' }],
      creature,
    ),
    actions: [advance('end'), resolveWith('other')],
    objects: { other: { zone: 'hand', controller: 'B' } },
  },
  {
    name: 'CR 701.13a: "exile this creature" at the end step; exile is not dying, so its dies trigger does not trigger',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        triggers('bear', 'At the beginning of your end step, exile this creature.', endStep, [
          { kind: 'exile', on: 'self' },
        ]),
        triggers('bear', 'When this creature dies, you gain 3 life.', { kind: 'dies' }, [
          { kind: 'gainLife', amount: n(3) },
        ]),
      ],
    },
    actions: [advance('end')],
    objects: { bear: { zone: 'exile' } },
    players: { A: { life: 20 } },
    events: ['zoneChange bear battlefield>exile 701.13a'],
  },
  {
    name: 'CR 701.13a: "exile target creature", resolved with its target',
    board: withTarget(
      'At the beginning of your end step, exile target creature.',
      [{ kind: 'exile', on: 'targets' }],
      creature,
    ),
    actions: [advance('end'), resolveWith('other')],
    objects: { other: { zone: 'exile' } },
  },
  {
    name: 'CR 119.3: "target player loses 2 life", resolved with B as the target',
    board: withTarget(
      'At the beginning of your end step, target player loses 2 life.',
      [{ kind: 'loseLife', who: 'targets', amount: n(2) }],
      player,
    ),
    actions: [advance('end'), resolveWith('B')],
    players: { A: { life: 20 }, B: { life: 18 } },
    events: ['lifeLost B 2 119.3'],
  },
  {
    name: 'CR 701.8a: "At the beginning of your end step, destroy target creature", resolved with its target',
    board: withTarget(
      'At the beginning of your end step, destroy target creature.',
      [{ kind: 'destroy', on: 'targets' }],
      creature,
    ),
    actions: [advance('end'), resolveWith('other')],
    objects: { other: { zone: 'graveyard' } },
    events: ['destroyed other 701.8a'],
  },
  {
    name: 'CR 611.2c, 603.3d: "At the beginning of your end step, target creature gets -1/-1 until end of turn", resolved with its target',
    board: withTarget(
      'At the beginning of your end step, target creature gets -1/-1 until end of turn.',
      [
        {
          kind: 'createEffect',
          on: 'targets',
          duration: 'endOfTurn',
          effect: { affects: {}, ops: [{ kind: 'modifyPT', power: n(-1), toughness: n(-1) }] },
        },
      ],
      creature,
    ),
    actions: [advance('end'), resolveWith('other')],
    objects: { other: { pt: '1/1' }, bear: { pt: '2/2' } },
    events: ['putOnStack bear:0 603.3', 'effectCreated e3 611.2c'],
  },
  {
    name: 'CR 121.1: "Whenever this creature deals combat damage to a player, draw a card"',
    board: {
      turn: { step: 'declareAttackers' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { card: 'Forest', zone: 'library', owner: 'A' },
      ],
      effects: [
        triggers(
          'bear',
          'Whenever this creature deals combat damage to a player, draw a card.',
          { kind: 'dealsCombatDamageToPlayer' },
          [{ kind: 'drawCards', amount: n(1) }],
        ),
      ],
    },
    actions: [
      { kind: 'declareAttackers', attackers: [{ attacker: 'bear' }] },
      advance('declareBlockers'),
      { kind: 'declareBlockers', blockers: [] },
      advance('combatDamage'),
    ],
    events: ['triggered bear dealsCombatDamageToPlayer 510.3a', 'cardDrawn A 121.1'],
  },
  {
    name: 'CR 111.1: "Whenever this creature attacks, create a token" (an Avatar token, from the pool)',
    board: {
      turn: { step: 'declareAttackers' },
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      effects: [
        triggers('bear', 'Whenever this creature attacks, create an Avatar token.', { kind: 'attacks' }, [
          { kind: 'createToken', token: 'Avatar Token' },
        ]),
      ],
    },
    actions: [{ kind: 'declareAttackers', attackers: [{ attacker: 'bear' }] }],
    events: [
      'triggered bear attacks 508.3a',
      'putOnStack bear:0 603.3',
      'tokenCreated o3 Avatar Token 111.2',
    ],
    objects: { bear: { attacking: 'B' }, o3: { zone: 'battlefield', controller: 'A' } },
  },
  {
    name: "CR 603.3a, 701.21a: a triggered ability is controlled by its source's controller, so B sacrifices B's creature, though the effect granting the ability is A's",
    board: {
      objects: [theirs],
      effects: [
        triggers(
          'other',
          'At the beginning of the end step, sacrifice this creature.',
          { kind: 'beginningOfEndStep', whose: 'each' },
          [{ kind: 'sacrifice', on: 'self' }],
        ),
      ],
    },
    actions: [advance('end')],
    objects: { other: { zone: 'graveyard' } },
    events: ['triggered other beginningOfEndStep 513.1a', 'zoneChange other battlefield>graveyard 701.21a'],
  },
  {
    name: 'CR 603.6a, 613.1f: an ability granted to every creature, "When this creature enters, you gain 2 life", triggers as one enters',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'hand' }],
      effects: [
        {
          source: 'grant',
          sourceName: 'an effect granting every creature the ability',
          duration: 'permanent',
          effect: {
            affects: { types: ['Creature'] },
            ops: [
              {
                kind: 'addAbilities',
                abilities: [
                  {
                    kind: 'triggered',
                    text: 'When this creature enters, you gain 2 life.',
                    trigger: { kind: 'entersBattlefield' },
                    instructions: [{ kind: 'gainLife', amount: n(2) }],
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    players: { A: { life: 22 } },
    events: ['triggered bear entersBattlefield 603.6a'],
  },
  {
    name: 'CR 400.7: an ability granted to the card in hand does not follow it onto the battlefield, where it is a new object, so it does not trigger',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'hand' }],
      effects: [
        triggers('bear', 'When this creature enters, you gain 2 life.', { kind: 'entersBattlefield' }, [
          { kind: 'gainLife', amount: n(2) },
        ]),
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    players: { A: { life: 20 } },
    without: ['triggered bear entersBattlefield 603.6a'],
  },
  {
    name: 'CR 603.6a: Kitchen Finks, "When Kitchen Finks enters, you gain 2 life."',
    board: { objects: [{ id: 'finks', card: 'Kitchen Finks', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'finks' }],
    players: { A: { life: 22 } },
    events: ['triggered finks entersBattlefield 603.6a', 'lifeGained A 2 119.3'],
  },
];

describe('Instructions from triggered abilities (CR 608.2c)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
