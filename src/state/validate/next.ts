import { goneIds } from '../gone.js';
import { declaredIds, impliedNextId } from '../ids.js';
import { jsonPath } from '../json-path.js';
import { type Issued, issuedTimestamps, latestTimestamp } from '../timestamps.js';
import { whole } from './numbers.js';
import { broken, type Found, firstOf, type Scope, top, within } from './problem.js';

/** CR 701.24a: the generator starts from a 32-bit unsigned integer. */
const SEED_LIMIT = 0xffffffff;
/** xoroshiro128+'s state: four signed 32-bit integers, not all zero (engine/zones/random.ts). */
const RANDOM_WORDS = 4;

const nextAt = within(top, 'next');

/** CR 613.7: the next timestamp comes after every one issued; the message says where the latest is. */
const checkTimestamp = (scope: Scope, timestamp: number): Found => {
  if (latestTimestamp(scope.state) < timestamp) return null;
  const latest = issuedTimestamps(scope.state).reduce<Issued | null>(
    (a, b) => (a === null || b.timestamp > a.timestamp ? b : a),
    null,
  );
  // With none issued the latest is 0 (timestamps.ts), which it must still come after.
  const which =
    latest === null
      ? 'none is issued yet'
      : `the latest is ${latest.timestamp}, at ${jsonPath(latest.where)}`;
  return broken(
    `the next timestamp, ${timestamp}, must come after every timestamp in the state (${which})`,
    nextAt('timestamp'),
    '613.7',
  );
};

/**
 * The counters the state issues from (CR 613.7): the next timestamp comes after every timestamp
 * issued, and is at or after the `at` of every spell and ability, which is the next timestamp as
 * it began (400.7); the next id comes after every `a<n>`, `o<n>` and `e<n>` id the state declares
 * or still names (gone.ts), so that a new id never collides, nor makes a gone target legal again.
 */
export const checkNext = (scope: Scope): Found => {
  const { state } = scope;
  const { id, timestamp } = state.next;
  const found =
    whole(id, nextAt, 'id', 0) ??
    whole(timestamp, nextAt, 'timestamp', 0) ??
    checkTimestamp(scope, timestamp);
  if (found !== null) return found;
  const late = (section: 'stack' | 'triggered') =>
    firstOf<{ readonly at?: number }>(state[section], ({ at }, i) =>
      at !== undefined && at > timestamp
        ? broken(
            `it began at timestamp ${at}, after the next timestamp to issue, ${timestamp}: give a later next.timestamp`,
            [section, i, 'at'],
            '613.7',
          )
        : null,
    );
  const began = late('stack') ?? late('triggered');
  if (began !== null) return began;
  const implied = impliedNextId([...declaredIds(state), ...goneIds(state)]);
  if (id < implied)
    return broken(
      `the next id, ${id}, must come after every a<n>, o<n> and e<n> id in the state (the largest n is ${implied - 1})`,
      nextAt('id'),
    );
  return checkSeed(state.seed) ?? checkRandom(state.random);
};

const checkSeed = (seed: number | undefined): Found => {
  if (seed === undefined) return null;
  return (
    whole(seed, top, 'seed', 0) ??
    (seed <= SEED_LIMIT
      ? null
      : broken(
          `the seed ${seed} is past ${SEED_LIMIT}, the largest the generator starts from`,
          ['seed'],
          '701.24a',
        ))
  );
};

const checkRandom = (random: readonly number[] | undefined): Found => {
  if (random === undefined) return null;
  const wrong =
    random.length !== RANDOM_WORDS ||
    random.every((n) => n === 0) ||
    random.some((n) => !Number.isInteger(n) || n < -0x80000000 || n > 0x7fffffff);
  return wrong
    ? broken(
        `the generator's state is ${RANDOM_WORDS} signed 32-bit integers, not all 0: [${random.join(', ')}]`,
        ['random'],
        '701.24a',
      )
    : null;
};
