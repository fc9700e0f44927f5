import { describe, expect, it } from 'vitest';
import type { AbilityDef, Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * The compiler on die rolls (CR 706): "Roll a six-sided die. [sentences]" reads as one
 * `rollDice` instruction whose `after` holds the sentences after the roll, reading "the result"
 * as `dieResult` (706.2, 706.4); "If you roll a 6" on a d6 is a condition on that result.
 * Real cards' Oracle text (MTGJSON).
 */

const result = { kind: 'dieResult' } as const;
const d6 = (after: Instruction[]): Instruction[] => [
  { kind: 'rollDice', count: { kind: 'constant', n: 1 }, sides: 6, after },
];

interface Row {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly text: string;
  readonly instructions: readonly Instruction[] | null;
}

const ROWS: readonly Row[] = [
  {
    name: 'Growth Spurt',
    types: ['Instant'],
    text: 'Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.',
    instructions: d6([
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [{ kind: 'modifyPT', power: result, toughness: result }] },
        duration: 'endOfTurn',
      },
    ]),
  },
  {
    name: 'Box of Free-Range Goblins',
    types: ['Sorcery'],
    text: 'Roll a six-sided die. Create a number of 1/1 red Goblin creature tokens equal to the result.',
    instructions: d6([
      {
        kind: 'createTokens',
        token: {
          name: 'Goblin Token',
          colors: ['R'],
          types: ['Creature'],
          subtypes: ['Goblin'],
          power: 1,
          toughness: 1,
          abilities: [],
        },
        amount: result,
      },
    ]),
  },
  {
    name: 'Chicken Egg',
    types: ['Creature'],
    text: 'At the beginning of your upkeep, roll a six-sided die. If you roll a 6, sacrifice Chicken Egg and create a 4/4 red Giant Bird creature token.',
    instructions: d6([
      {
        kind: 'conditional',
        condition: { kind: 'valueAtLeast', value: result, n: 6 },
        ifHolds: [
          { kind: 'sacrifice', on: 'self' },
          {
            kind: 'createTokens',
            token: {
              name: 'Giant Bird Token',
              colors: ['R'],
              types: ['Creature'],
              subtypes: ['Giant', 'Bird'],
              power: 4,
              toughness: 4,
              abilities: [],
            },
            amount: { kind: 'constant', n: 1 },
          },
        ],
        otherwise: [],
      },
    ]),
  },
  {
    name: 'Painiac',
    types: ['Creature'],
    text: 'At the beginning of your upkeep, roll a six-sided die. Painiac gets +X/+0 until end of turn, where X is the result.',
    instructions: d6([
      {
        kind: 'createEffect',
        on: 'self',
        effect: {
          affects: { self: true },
          ops: [{ kind: 'modifyPT', power: result, toughness: { kind: 'constant', n: 0 } }],
        },
        duration: 'endOfTurn',
      },
    ]),
  },
  {
    name: 'Jumbo Imp',
    types: ['Creature'],
    text: 'At the beginning of your upkeep, roll a six-sided die and put a number of +1/+1 counters on Jumbo Imp equal to the result.',
    instructions: d6([{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: result }]),
  },
  {
    name: 'Mother Kangaroo',
    types: ['Creature'],
    text: 'When this creature enters the battlefield, roll a six-sided die. Put a number of +1/+1 counters on this creature equal to the result.',
    instructions: d6([{ kind: 'addCounters', on: 'self', counter: '+1/+1', amount: result }]),
  },
  {
    // CR 706.2: "the result" with no roll before it names nothing.
    name: 'Test Result',
    types: ['Sorcery'],
    text: 'Target creature gets +X/+X until end of turn, where X is the result.',
    instructions: null,
  },
  {
    // A 3 on a d6 is neither the highest nor the lowest result: no condition says it.
    name: 'Test Three',
    types: ['Sorcery'],
    text: 'Roll a six-sided die. If you roll a 3, draw a card.',
    instructions: null,
  },
];

const instructionsOf = (a: AbilityDef | undefined): readonly Instruction[] | null =>
  a?.kind === 'spell' || a?.kind === 'triggered' ? a.instructions : null;

describe('the Oracle compiler on triggers on die rolls (CR 706.1, 603.2)', () => {
  it.each([
    [
      'Chittering Doom',
      'Whenever you roll a 4 or higher on a die, create a 1/1 green Squirrel creature token.',
      { kind: 'youRollDie', atLeast: 4 },
    ],
    [
      'Willing Test Subject',
      'Whenever you roll a 4 or higher on a die, put a +1/+1 counter on Willing Test Subject.',
      { kind: 'youRollDie', atLeast: 4 },
    ],
  ] as const)('%s: %s', (name, text, trigger) => {
    const [ability] = compileCard(card(name, ['Creature'], text));
    expect(ability?.kind === 'triggered' && ability.trigger).toEqual(trigger);
  });
});

describe('the Oracle compiler on die rolls (CR 706)', () => {
  it.each(ROWS)('$name: $text', ({ name, types, text, instructions }) => {
    const [ability] = compileCard(card(name, types, text));
    expect(instructionsOf(ability)).toEqual(instructions);
    if (instructions === null) expect(ability?.kind).toBe('unsupported');
  });

  it('CR 706.2: "the result" outside a roll is unsupported with a reason naming it', () => {
    const [ability] = compileCard(
      card(
        'Test Result',
        ['Sorcery'],
        'Target creature gets +X/+X until end of turn, where X is the result.',
      ),
    );
    expect(ability?.kind === 'unsupported' && ability.reason).toBe(
      '"the result" names no die roll before it (CR 706.2)',
    );
  });
});
