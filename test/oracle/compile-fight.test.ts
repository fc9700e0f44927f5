import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, FixedTargetSpec, Instruction, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Fight (CR 701.14): real cards' Oracle text (MTGJSON, April 2022) and what it compiles to: the
 * permanent whose ability it is fights its target. "You don't control" is "an opponent
 * controls" (102.3); "up to one target" is none or one (115.6); "another" is not itself.
 */

const fight: Instruction = { kind: 'fight' };
const theirCreature: TargetSpec = { count: 1, filter: { types: ['Creature'], controller: 'opponents' } };
const upToOne: TargetSpec = { ...theirCreature, count: 0, upTo: 1 };
const another: TargetSpec = { count: 1, filter: { types: ['Creature'], other: true } };

const APEX_ENTERS =
  "When Apex Altisaur enters the battlefield, it fights up to one target creature you don't control.";
const APEX_ENRAGE =
  "Enrage — Whenever Apex Altisaur is dealt damage, it fights up to one target creature you don't control.";
const INDRIK =
  "When Affectionate Indrik enters the battlefield, you may have it fight target creature you don't control. (Each deals damage equal to its power to the other.)";
const ARCHER =
  'When Atzocan Archer enters the battlefield, you may have it fight another target creature. (Each deals damage equal to its power to the other.)';
const TAUNTER = '{2}{R}, {T}: Brash Taunter fights another target creature.';
const AYULA =
  "Whenever another Bear enters the battlefield under your control, choose one —\n• Put two +1/+1 counters on target Bear.\n• Target Bear you control fights target creature you don't control.";
const PREY_UPON =
  "Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)";
const CLIFFS =
  '{R}{G}, {T}: Target Beast creature you control fights target creature an opponent controls. (Each deals damage equal to its power to the other.)';
const DECISIVE_DENIAL =
  "Choose one —\n• Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)\n• Counter target noncreature spell unless its controller pays {3}.";
const EPIC =
  "Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control. (Each deals damage equal to its power to the other.)";
const HUNT_THE_WEAK =
  "Put a +1/+1 counter on target creature you control. Then that creature fights target creature you don't control. (Each deals damage equal to its power to the other.)";
const ANCIENT_ANIMUS =
  "Put a +1/+1 counter on target creature you control if it's legendary. Then it fights target creature an opponent controls. (Each deals damage equal to its power to the other.)";
const yours: FixedTargetSpec = { count: 1, filter: { types: ['Creature'], controller: 'you' } };
const entersFight = (text: string, targets: TargetSpec, instruction: Instruction): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  targets,
  instructions: [instruction],
});
const mayFight: Instruction = { kind: 'optional', ifDone: [fight], otherwise: [] };

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    "Apex Altisaur, CR 701.14a, 115.6: 'it fights up to one target creature you don't control', as it enters and when it is dealt damage",
    card('Apex Altisaur', ['Creature'], `${APEX_ENTERS}\n${APEX_ENRAGE}`),
    [
      entersFight(APEX_ENTERS, upToOne, fight),
      {
        kind: 'triggered',
        text: APEX_ENRAGE,
        trigger: { kind: 'isDealtDamage' },
        targets: upToOne,
        instructions: [fight],
      },
    ],
  ],
  [
    "Affectionate Indrik, CR 603.5: 'you may have it fight target creature you don't control'",
    card('Affectionate Indrik', ['Creature'], INDRIK),
    [entersFight(INDRIK, theirCreature, mayFight)],
  ],
  [
    "Atzocan Archer, CR 701.14a: 'another target creature' is any creature but itself",
    card('Atzocan Archer', ['Creature'], ARCHER),
    [entersFight(ARCHER, another, mayFight)],
  ],
  [
    'Brash Taunter, CR 602.2: an activated ability that fights',
    card('Brash Taunter', ['Creature'], TAUNTER),
    [{ kind: 'activated', text: TAUNTER, cost: '{2}{R}, {T}', targets: another, instructions: [fight] }],
  ],
  [
    'Prey Upon, CR 115.1, 701.14a: two instances of "target", the first fighting the second',
    card('Prey Upon', ['Sorcery'], PREY_UPON),
    [
      {
        kind: 'spell',
        text: PREY_UPON,
        targets: { ...yours, also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }] },
        instructions: [{ kind: 'fightTargets' }],
      },
    ],
  ],
  [
    'Epic Confrontation, CR 115.1: "it" is the first target, which fights a second one',
    card('Epic Confrontation', ['Sorcery'], EPIC),
    [
      {
        kind: 'spell',
        text: EPIC,
        targets: { ...yours, also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }] },
        instructions: [
          {
            kind: 'createEffect',
            on: 'targets',
            effect: {
              affects: {},
              ops: [
                {
                  kind: 'modifyPT',
                  power: { kind: 'constant', n: 1 },
                  toughness: { kind: 'constant', n: 2 },
                },
              ],
            },
            duration: 'endOfTurn',
          },
          { kind: 'fightTargets' },
        ],
      },
    ],
  ],
  [
    'Hunt the Weak, CR 115.1, 608.2c: "Then that creature" is the first target, which fights a second one',
    card('Hunt the Weak', ['Sorcery'], HUNT_THE_WEAK),
    [
      {
        kind: 'spell',
        text: HUNT_THE_WEAK,
        targets: { ...yours, also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }] },
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
          { kind: 'fightTargets' },
        ],
      },
    ],
  ],
  [
    'Ancient Animus, CR 608.2c: a sentence beginning "Then" is followed after the one before, as any is',
    card('Ancient Animus', ['Instant'], ANCIENT_ANIMUS),
    [
      {
        kind: 'spell',
        text: ANCIENT_ANIMUS,
        targets: { ...yours, also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }] },
        instructions: [
          {
            kind: 'conditional',
            condition: { kind: 'thatObjectIs', object: 'targets', filter: { supertypes: ['Legendary'] } },
            ifHolds: [
              { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
            ],
            otherwise: [],
          },
          { kind: 'fightTargets' },
        ],
      },
    ],
  ],
  [
    'Contested Cliffs, CR 602.2b: an activated ability with two targets',
    card('Contested Cliffs', ['Land'], CLIFFS),
    [
      {
        kind: 'activated',
        text: CLIFFS,
        cost: '{R}{G}, {T}',
        targets: {
          count: 1,
          filter: { types: ['Creature'], subtypes: ['Beast'], controller: 'you' },
          also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }],
        },
        instructions: [{ kind: 'fightTargets' }],
      },
    ],
  ],
  [
    'Decisive Denial, CR 700.2c: a mode with two instances of "target" is not read (modes split targets by number)',
    card('Decisive Denial', ['Instant'], DECISIVE_DENIAL),
    [
      {
        kind: 'unsupported',
        text: DECISIVE_DENIAL,
        // Both modes read (118.12a for the second), but a mode's two instances of "target" are not.
        reason: 'the grammar reads all of it, but no template makes an ability of it',
      },
    ],
  ],
  [
    'Ayula, Queen Among Bears, CR 205.3m, 700.2: the mode "Target Bear you control fights target creature you don\'t control", a creature type alone',
    card('Ayula, Queen Among Bears', ['Creature'], AYULA, ['Legendary']),
    [
      expect.objectContaining({
        kind: 'triggered',
        instructions: [
          expect.objectContaining({
            kind: 'modal',
            modes: [
              expect.anything(),
              {
                targets: {
                  count: 1,
                  filter: { subtypes: ['Bear'], controller: 'you' },
                  also: [theirCreature],
                },
                instructions: [{ kind: 'fightTargets' }],
              },
            ],
          }),
        ],
      }),
    ],
  ],
];

describe('fight, card by card (CR 701.14)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });

  it('two instances of "target" in a triggered ability (no printed card): both its targets, announced with `orderTriggers` (CR 603.3d, 115.1)', () => {
    const c = card('Trigger Test', ['Creature'], `When Trigger Test enters the battlefield, ${PREY_UPON}`);
    expect(
      compileCard(c).map((a) => [a.kind, a.kind === 'triggered' ? a.targets?.also?.length : null]),
    ).toEqual([['triggered', 1]]);
  });

  it('Kiora, Master of the Depths\' emblem text: after another creature\'s event, "it" is that creature, which is no fighter the compiler reads', () => {
    const c = card(
      'Emblem Test',
      ['Enchantment'],
      'Whenever a creature enters the battlefield under your control, you may have it fight target creature.',
    );
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });

  it('a fight sentence in an instant has no object of its own to fight: not read as one', () => {
    const c = card('Fight Test', ['Instant'], 'It fights target creature.');
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
