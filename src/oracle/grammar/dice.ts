import type { Condition, Instruction, Value } from '../../effects/types.js';
import { appendAll } from '../../lists.js';
import { alt, anyOf, map, opt, type Parser, punct, sepBy1, seq, token, words } from '../parser.js';
import { answered, ifSentences } from './if-sentences.js';
import { constant, count } from './numbers.js';
import type { On, RawInstruction } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * CR 706: "Roll a six-sided die. [sentences]", "Roll a d20. If you roll a 20, [sentence].": its
 * controller rolls (706.1), and the sentences after the roll, which may read "the result" (706.2,
 * 706.4; values.ts), are followed with it. "If you roll a 6" on a six-sided die is "if the result
 * is 6 or more"; a number neither the highest nor 1 has no condition the effect language says.
 */

const SIDED: Readonly<Record<string, number>> = {
  'four-sided': 4,
  'six-sided': 6,
  'eight-sided': 8,
  'ten-sided': 10,
  'twelve-sided': 12,
  'twenty-sided': 20,
};

/** CR 706.1a: "dN" or "N-sided", the number of its sides. */
const sides = (noun: 'die' | 'dice'): Parser<number> =>
  alt<number>(
    map(seq(words('d'), token('num')), ([, n]) => n.n),
    map(seq(anyOf(...Object.keys(SIDED)), words(noun)), ([kind]) => SIDED[kind] ?? null),
  );

interface Dice {
  readonly count: Value;
  readonly sides: number;
}

/** "a six-sided die", "a d20", "two six-sided dice", "X d6" (706.1). */
const dice: Parser<Dice> = alt<Dice>(
  map(seq(words('a'), sides('die')), ([, n]) => ({ count: constant(1), sides: n })),
  map(
    seq(
      alt<Value>(
        map(count, constant),
        map(words('x'), (): Value => ({ kind: 'x' })),
      ),
      sides('dice'),
    ),
    ([c, n]) => ({
      count: c,
      sides: n,
    }),
  ),
);

/** How "If you roll [N]" compares the result with N. */
type Compare = 'exactly' | 'orMore' | 'orLess';

interface IfRolled {
  readonly n: number;
  readonly compare: Compare;
  readonly then: RawInstruction[];
}

const ifRolled = (clause: Parser<RawInstruction[]>): Parser<IfRolled> =>
  map(
    seq(
      words('if you roll'),
      opt(words('a')),
      token('num'),
      opt(
        alt<Compare>(
          map(words('or higher'), () => 'orMore'),
          map(words('or lower'), () => 'orLess'),
        ),
      ),
      punct(','),
      clause,
    ),
    ([, , n, compare, , then]) => ({ n: n.n, compare: compare ?? 'exactly', then }),
  );

/** The condition "the result is N" (or more, or less) sets on a die of `sides` sides; null where none says it. */
const resultCondition = (rolled: IfRolled, sides: number): Condition | null => {
  const value: Value = { kind: 'dieResult' };
  const { n, compare } = rolled;
  if (n < 1 || n > sides) return null;
  if (compare === 'orMore' || (compare === 'exactly' && n === sides))
    return { kind: 'valueAtLeast', value, n };
  if (compare === 'orLess' || (compare === 'exactly' && n === 1)) return { kind: 'valueAtMost', value, n };
  return null;
};

/** A sentence after the roll: one about its result, or any other. */
type After = { readonly rolled: IfRolled } | { readonly plain: RawInstruction[] };

export const diceRoll = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> => {
  const after = alt<After>(
    map(ifRolled(clause), (rolled) => ({ rolled })),
    map(alt(ifSentences(clause), clause), (plain) => ({ plain })),
  );
  return map(
    seq(
      words('roll'),
      dice,
      // Jumbo Imp's "roll a six-sided die and put a number of +1/+1 counters on it equal to the result".
      opt(seq(words('and'), clause)),
      opt(seq(punct('.'), sepBy1(after, punct('.')))),
    ),
    ([, rolled, joined, rest]): RawInstruction[] | null => {
      const sentences: After[] = [...(joined ? [{ plain: joined[1] }] : []), ...(rest?.[1] ?? [])];
      const raw = sentences.flatMap((s) => ('plain' in s ? s.plain : s.rolled.then));
      const whole = wrapping(raw);
      if (whole === null) return null;
      const build = (on: On, it: On): Instruction | null => {
        const then: Instruction[] = [];
        for (const s of sentences) {
          const built = buildAll('plain' in s ? s.plain : s.rolled.then, on, it);
          if (built === null) return null;
          if ('plain' in s) {
            appendAll(then, built);
            continue;
          }
          const condition = resultCondition(s.rolled, rolled.sides);
          // CR 608.2d: a branch not followed can't hold an answer given ahead for the whole effect.
          if (condition === null || answered(built)) return null;
          then.push({ kind: 'conditional', condition, ifHolds: built, otherwise: [] });
        }
        return { kind: 'rollDice', count: rolled.count, sides: rolled.sides, after: then };
      };
      return [{ ...whole, build }];
    },
  );
};
