import type { Condition } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
import { count } from './numbers.js';

type LifeThisTurn = Extract<Condition, { kind: 'lifeThisTurn' }>;
type Who = LifeThisTurn['who'];
type Change = LifeThisTurn['change'];

const who: Parser<Who> = alt<Who>(
  map(anyOf('you', "you've"), (): Who => 'you'),
  map(words('an opponent'), (): Who => 'opponent'),
  map(words('a player'), (): Who => 'player'),
);

/** The verb, past ("gained") or after "didn't" ("gain"). */
const change = (gained: string, lost: string): Parser<Change> =>
  alt<Change>(
    map(words(gained), (): Change => 'gained'),
    map(words(lost), (): Change => 'lost'),
  );

/** "4 or more " before "life"; without it, any life at all (1 or more). */
const atLeast: Parser<number> = map(opt(seq(count, words('or more'))), (n) => n?.[0] ?? 1);

/**
 * Life gained or lost this turn (CR 119.3; paying life, 119.4, and damage, 120.3a, are losses):
 * "you gained life this turn", "you've gained 3 or more life this turn", "an opponent lost life
 * this turn", "a player lost 4 or more life this turn", "you didn't lose life this turn".
 */
export const lifeThisTurn: Parser<Condition> = alt<Condition>(
  map(
    seq(who, change('gained', 'lost'), atLeast, words('life this turn')),
    ([w, c, n]): Condition => ({ kind: 'lifeThisTurn', change: c, who: w, atLeast: n }),
  ),
  map(
    seq(who, words("didn't"), change('gain', 'lose'), words('life this turn')),
    ([w, , c]): Condition => ({
      kind: 'lifeThisTurn',
      change: c,
      who: w,
      atLeast: 1,
      not: true,
    }),
  ),
);
