import type { Condition, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import { count } from './numbers.js';

type LifeThisTurn = Extract<Condition, { kind: 'lifeThisTurn' }>;

const SUBJECTS = [
  ['you', 'you'],
  ["you've", 'you'],
  ['an opponent', 'opponent'],
  ['a player', 'player'],
] as const satisfies readonly (readonly [string, LifeThisTurn['who']])[];
const VERBS = [
  ['gained', 'gained', false],
  ['lost', 'lost', false],
  ["didn't gain", 'gained', true],
  ["didn't lose", 'lost', true],
] as const satisfies readonly (readonly [string, LifeThisTurn['change'], boolean])[];

/**
 * "you gained", "an opponent lost", "you didn't lose": subject and verb read as one phrase, so a
 * sentence that only starts with "you" is not read any further here.
 */
const whoChanged: Parser<Omit<LifeThisTurn, 'atLeast'>> = alt(
  ...SUBJECTS.flatMap(([subject, who]) =>
    VERBS.map(([verb, change, not]) =>
      map(words(`${subject} ${verb}`), () => ({
        kind: 'lifeThisTurn' as const,
        change,
        who,
        ...(not ? { not } : {}),
      })),
    ),
  ),
);

/** "4 or more " before "life"; without it, any life at all (1 or more). */
const atLeast: Parser<number> = map(opt(seq(count, words('or more'))), (n) => n?.[0] ?? 1);

/**
 * Life gained or lost this turn (CR 119.3; paying life, 119.4, and damage, 120.3a, are losses):
 * "you gained life this turn", "you've gained 3 or more life this turn", "an opponent lost life
 * this turn", "a player lost 4 or more life this turn", "you didn't lose life this turn".
 */
export const lifeThisTurn: Parser<Condition> = map(
  seq(whoChanged, atLeast, words('life this turn')),
  ([changed, n]): Condition => ({ ...changed, atLeast: n }),
);

type LifeAmount = Extract<Value, { kind: 'lifeThisTurn' }>;

const AMOUNT_SUBJECTS = [
  ['you', 'you'],
  ["you've", 'you'],
  ['your opponents', 'opponents'],
] as const satisfies readonly (readonly [string, LifeAmount['whose']])[];

/**
 * "the amount of life you gained this turn" (Essence Pulse), "… you've lost this turn" (Greven),
 * "… your opponents lost this turn" (all of them together): the turn's totals (CR 119.3, 120.3a).
 */
export const lifeAmountThisTurn: Parser<Value> = alt(
  ...AMOUNT_SUBJECTS.flatMap(([subject, whose]) =>
    (['gained', 'lost'] as const).map((change) =>
      map(
        words(`the amount of life ${subject} ${change} this turn`),
        (): Value => ({ kind: 'lifeThisTurn', change, whose }),
      ),
    ),
  ),
);
