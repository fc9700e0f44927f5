import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, FixedTargetSpec, TargetSpec } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Damage and life by power (CR 120.2, 608.2h): real cards' Oracle text (MTGJSON, April 2022)
 * and what it compiles to.
 */

/** "Target creature you control", then a second instance of "target" (CR 115.1). */
const yoursThen = (second: FixedTargetSpec): TargetSpec => ({
  count: 1,
  filter: { types: ['Creature'], controller: 'you' },
  also: [second],
});

const INNER_STRUGGLE = 'Target creature deals damage to itself equal to its power.';
const SOLAR_BLAZE = 'Each creature deals damage to itself equal to its power.';
const BOTTLE_GOLEMS = 'When Bottle Golems dies, you gain life equal to its power.';
const DORAN = 'Each creature assigns combat damage equal to its toughness rather than its power.';
const BRONTODON =
  'Each creature you control assigns combat damage equal to its toughness rather than its power.';
const LUMBERKNOT =
  'Each creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.';
const INSTINCT =
  "Target creature you control deals damage equal to its power to target creature you don't control.";
const SOULS_FIRE = 'Target creature you control deals damage equal to its power to any target.';
const HUNTERS_EDGE =
  "Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to target creature you don't control.";
const HUATLI =
  "[−3]: Target Dinosaur you control deals damage equal to its power to target creature you don't control.";
const MARKOV_MODE = 'Target Vampire you control deals damage equal to its power to another target creature.';
const BACKLASH =
  'Tap target untapped creature. That creature deals damage equal to its power to its controller.';
const TRAITORS_ROAR = 'Tap target untapped creature. It deals damage equal to its power to its controller.';
const CHASTISE = 'Destroy target attacking creature. You gain life equal to its power.';

const ROWS: readonly (readonly [string, CardData, readonly AbilityDef[]])[] = [
  [
    'Inner Struggle, CR 120.2: the target is the source of damage to itself',
    card('Inner Struggle', ['Instant'], INNER_STRUGGLE),
    [
      {
        kind: 'spell',
        text: INNER_STRUGGLE,
        targets: { count: 1, filter: { types: ['Creature'] } },
        instructions: [{ kind: 'damageItselfByPower', on: 'targets' }],
      },
    ],
  ],
  [
    'Solar Blaze, CR 120.2: each creature, the source of damage to itself',
    card('Solar Blaze', ['Sorcery'], SOLAR_BLAZE),
    [
      {
        kind: 'spell',
        text: SOLAR_BLAZE,
        targets: null,
        instructions: [{ kind: 'damageItselfByPower', on: 'eachCreature' }],
      },
    ],
  ],
  [
    'Bottle Golems, CR 608.2h: "its power" as it dies is its last known power',
    card('Bottle Golems', ['Artifact', 'Creature'], BOTTLE_GOLEMS),
    [
      {
        kind: 'triggered',
        text: BOTTLE_GOLEMS,
        trigger: { kind: 'dies' },
        instructions: [{ kind: 'gainLife', amount: { kind: 'powerOfSource' } }],
      },
    ],
  ],
  [
    'Chastise, CR 608.2c, 608.2h: "its power" is the destroyed target\'s, as it last existed',
    card('Chastise', ['Instant'], CHASTISE),
    [
      {
        kind: 'spell',
        text: CHASTISE,
        targets: { count: 1, filter: { types: ['Creature'] }, combat: 'attacking' },
        instructions: [
          { kind: 'destroy', on: 'targets' },
          { kind: 'gainLife', amount: { kind: 'ofThatObject', of: 'power', object: 'targets' } },
        ],
      },
    ],
  ],
  [
    'Doran, the Siege Tower, CR 510.1a: each creature assigns combat damage by toughness',
    card('Doran, the Siege Tower', ['Creature'], DORAN),
    [{ kind: 'damageByToughness', text: DORAN, affects: { types: ['Creature'] } }],
  ],
  [
    'Belligerent Brontodon, CR 510.1a: each creature its controller controls',
    card('Belligerent Brontodon', ['Creature'], BRONTODON),
    [{ kind: 'damageByToughness', text: BRONTODON, affects: { types: ['Creature'], controller: 'you' } }],
  ],
  [
    'Ancient Lumberknot, CR 510.1a, 208.1: each creature its controller controls with toughness greater than its power',
    card('Ancient Lumberknot', ['Creature'], LUMBERKNOT),
    [
      {
        kind: 'damageByToughness',
        text: LUMBERKNOT,
        affects: {
          types: ['Creature'],
          ptBound: { of: 'toughness', side: 'atLeast', n: 1, plusOther: true },
          controller: 'you',
        },
      },
    ],
  ],
  [
    'Aggressive Instinct, CR 115.1, 120.2: the first target deals damage equal to its power to the second',
    card('Aggressive Instinct', ['Sorcery'], INSTINCT),
    [
      {
        kind: 'spell',
        text: INSTINCT,
        targets: yoursThen({ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }),
        instructions: [{ kind: 'targetDealsPowerDamage' }],
      },
    ],
  ],
  [
    'Hunter\'s Edge, CR 115.1, 608.2c: "Then that creature" is the first target, which deals damage equal to its power to the second',
    card("Hunter's Edge", ['Sorcery'], HUNTERS_EDGE),
    [
      {
        kind: 'spell',
        text: HUNTERS_EDGE,
        targets: yoursThen({ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }),
        instructions: [
          { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'constant', n: 1 } },
          { kind: 'targetDealsPowerDamage' },
        ],
      },
    ],
  ],
  [
    "Soul's Fire, CR 115.4: the second target is any target",
    card("Soul's Fire", ['Instant'], SOULS_FIRE),
    [
      {
        kind: 'spell',
        text: SOULS_FIRE,
        targets: yoursThen({ count: 1, filter: {}, anyTarget: true }),
        instructions: [{ kind: 'targetDealsPowerDamage' }],
      },
    ],
  ],
  [
    'Huatli, Dinosaur Knight, CR 205.3m, 115.1: "target Dinosaur you control", a creature type alone, deals damage equal to its power to the second target',
    card('Huatli, Dinosaur Knight', ['Planeswalker'], HUATLI),
    [
      {
        kind: 'activated',
        text: HUATLI,
        cost: '[−3]',
        targets: {
          count: 1,
          filter: { subtypes: ['Dinosaur'], controller: 'you' },
          also: [{ count: 1, filter: { types: ['Creature'], controller: 'opponents' } }],
        },
        instructions: [{ kind: 'targetDealsPowerDamage' }],
      },
    ],
  ],
  [
    'Markov Retribution, CR 205.3m, 115.1, 700.2: the mode "Target Vampire you control deals damage equal to its power to another target creature"',
    card(
      'Markov Retribution',
      ['Sorcery'],
      `Choose one or both —\n• Creatures you control get +1/+0 until end of turn.\n• ${MARKOV_MODE}`,
    ),
    [
      expect.objectContaining({
        kind: 'spell',
        instructions: [
          expect.objectContaining({
            kind: 'modal',
            modes: [
              expect.anything(),
              {
                targets: {
                  count: 1,
                  filter: { subtypes: ['Vampire'], controller: 'you' },
                  also: [{ count: 1, filter: { types: ['Creature'] }, another: true }],
                },
                instructions: [{ kind: 'targetDealsPowerDamage' }],
              },
            ],
          }),
        ],
      }),
    ],
  ],
  ...(
    [
      ['Backlash', BACKLASH, '"That creature"'],
      ["Traitor's Roar", TRAITORS_ROAR, '"It"'],
    ] as const
  ).map(([name, text, who]): readonly [string, CardData, readonly AbilityDef[]] => [
    `${name}, CR 120.2, 608.2c: ${who} is the target, which deals damage equal to its power to its controller`,
    card(name, ['Instant'], text),
    [
      {
        kind: 'spell',
        text,
        targets: { count: 1, filter: { tapped: false, types: ['Creature'] } },
        instructions: [{ kind: 'tap', on: 'targets' }, { kind: 'targetDealsPowerDamageToItsController' }],
      },
    ],
  ]),
];

describe('damage and life by power, card by card (CR 120.2, 608.2h)', () => {
  it.each(ROWS)('%s', (_name, c, abilities) => {
    expect(compileCard(c)).toEqual(abilities);
  });
});
