import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Condition, Instruction, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Life gained or lost this turn (CR 119.3, 119.4, 120.3a) in intervening "if" clauses (603.4),
 * activation conditions (602.5b), "enters with" counters (614.1c) and cost reductions (601.2f),
 * and its amount as a number ("where X is the amount of life you gained this turn");
 * real cards' Oracle text (MTGJSON).
 */

const GORGER =
  'At the beginning of your end step, if an opponent lost life this turn, put a +1/+1 counter on Savage Gorger. (Damage causes loss of life.)';
const KNIGHT =
  'At the beginning of your end step, if a player lost 4 or more life this turn, put a +1/+1 counter on Knight of the Ebon Legion. (Damage causes loss of life.)';
const PATRICIAN =
  'At the beginning of your end step, if you gained 3 or more life this turn, each opponent loses 3 life.';
const ASCENSION =
  "At the beginning of each opponent's end step, if you didn't lose life this turn, you may put a quest counter on Luminarch Ascension. (Damage causes loss of life.)";
const DREADKNIGHT =
  'Mounted Dreadknight enters the battlefield with a +1/+1 counter on it if an opponent lost life this turn.';
const INDULGENCE = "This spell costs {3} less to cast if you've gained 3 or more life this turn.";
const PIT_FIGHTER =
  '{1}{R}, Discard a card, Sacrifice a Vampire: Draw two cards. Activate only if an opponent lost life this turn.';
const GREVEN = "Greven, Predator Captain gets +X/+0, where X is the amount of life you've lost this turn.";
const PULSE =
  'You gain 2 life. Each creature gets -X/-X until end of turn, where X is the amount of life you gained this turn.';

const life = (
  change: 'gained' | 'lost',
  who: 'you' | 'opponent' | 'player',
  atLeast = 1,
  not = false,
): Condition => ({ kind: 'lifeThisTurn', change, who, atLeast, ...(not ? { not: true } : {}) });
const amount = (change: 'gained' | 'lost'): Value => ({ kind: 'lifeThisTurn', change, whose: 'you' });
const n = (k: number) => ({ kind: 'constant', n: k }) as const;
const counter = (kind: string) => ({ kind: 'addCounters', on: 'self', counter: kind, amount: n(1) }) as const;

/** "At the beginning of [your | each opponent's] end step, if [condition], [instructions]" (CR 513.1a, 603.4). */
const endStep = (
  text: string,
  whose: 'you' | 'opponents',
  condition: Condition,
  instructions: readonly Instruction[],
): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'beginningOfEndStep', whose },
  condition,
  instructions,
});

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Savage Gorger, CR 603.4: "if an opponent lost life this turn"',
    card('Savage Gorger', ['Creature'], GORGER),
    endStep(GORGER, 'you', life('lost', 'opponent'), [counter('+1/+1')]),
  ],
  [
    'Knight of the Ebon Legion, CR 603.4: "if a player lost 4 or more life this turn"',
    card('Knight of the Ebon Legion', ['Creature'], KNIGHT),
    endStep(KNIGHT, 'you', life('lost', 'player', 4), [counter('+1/+1')]),
  ],
  [
    'Indulging Patrician, CR 603.4: "if you gained 3 or more life this turn"',
    card('Indulging Patrician', ['Creature'], PATRICIAN),
    endStep(PATRICIAN, 'you', life('gained', 'you', 3), [
      { kind: 'loseLife', who: 'opponents', amount: n(3) },
    ]),
  ],
  [
    'Luminarch Ascension, CR 603.4: "if you didn\'t lose life this turn"',
    card('Luminarch Ascension', ['Enchantment'], ASCENSION),
    endStep(ASCENSION, 'opponents', life('lost', 'you', 1, true), [
      { kind: 'optional', ifDone: [counter('quest')], otherwise: [] },
    ]),
  ],
  [
    'Mounted Dreadknight, CR 614.1c: "enters with a +1/+1 counter on it if an opponent lost life this turn"',
    card('Mounted Dreadknight', ['Creature'], DREADKNIGHT),
    {
      kind: 'entersWithCounters',
      text: DREADKNIGHT,
      counter: '+1/+1',
      amount: n(1),
      condition: life('lost', 'opponent'),
    },
  ],
  [
    'Sanguine Indulgence, CR 601.2f: "costs {3} less to cast if you\'ve gained 3 or more life this turn"',
    card('Sanguine Indulgence', ['Sorcery'], INDULGENCE),
    {
      kind: 'selfCostChange',
      text: INDULGENCE,
      change: 'reduction',
      mana: '{3}',
      condition: life('gained', 'you', 3),
    },
  ],
  [
    'Falkenrath Pit Fighter, CR 602.5b: "Activate only if an opponent lost life this turn."',
    card('Falkenrath Pit Fighter', ['Creature'], PIT_FIGHTER),
    {
      kind: 'activated',
      text: PIT_FIGHTER,
      cost: '{1}{R}',
      extraCosts: [
        { kind: 'chosen', verb: 'discard', amount: 1, filter: {} },
        { kind: 'chosen', verb: 'sacrifice', amount: 1, filter: { subtypes: ['Vampire'] } },
      ],
      onlyIf: life('lost', 'opponent'),
      targets: null,
      instructions: [{ kind: 'drawCards', amount: n(2) }],
    },
  ],
  [
    'Greven, Predator Captain, CR 119.3, 611.3a: "gets +X/+0, where X is the amount of life you\'ve lost this turn"',
    card('Greven, Predator Captain', ['Creature'], GREVEN),
    {
      kind: 'static',
      text: GREVEN,
      effect: {
        affects: { self: true },
        ops: [{ kind: 'modifyPT', power: amount('lost'), toughness: n(0) }],
      },
    },
  ],
  [
    'Essence Pulse, CR 119.3, 608.2h: "Each creature gets -X/-X …, where X is the amount of life you gained this turn"',
    card('Essence Pulse', ['Sorcery'], PULSE),
    {
      kind: 'spell',
      text: PULSE,
      targets: null,
      instructions: [
        { kind: 'gainLife', amount: n(2) },
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { types: ['Creature'] },
            ops: [
              {
                kind: 'modifyPT',
                power: { kind: 'negate', of: amount('gained') },
                toughness: { kind: 'negate', of: amount('gained') },
              },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    },
  ],
];

describe('life gained or lost this turn compiles', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });
});
