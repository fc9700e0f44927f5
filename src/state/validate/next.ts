import { goneIds } from '../gone.js';
import { declaredIds, impliedNextId } from '../ids.js';
import { jsonPath } from '../json-path.js';
import { type Issued, issuedTimestamps } from '../timestamps.js';
import { whole } from './numbers.js';
import { broken, type Found, firstOf, type Scope } from './problem.js';

/** CR 701.24a: the shuffling generator's state is a 32-bit unsigned integer. */
const SEED_LIMIT = 0xffffffff;

/**
 * The counters the state issues from (CR 613.7): the next timestamp comes after every timestamp
 * issued, and is at or after the `at` of every spell and ability, which is the next timestamp as
 * it began (400.7); the next id comes after every `a<n>`, `o<n>` and `e<n>` id the state declares
 * or still names (gone.ts), so that a new id never collides, nor makes a gone target legal again.
 */
export const checkNext = (scope: Scope): Found => {
  const { state } = scope;
  const { id, timestamp } = state.next;
  const found = whole(id, ['next', 'id'], 0) ?? whole(timestamp, ['next', 'timestamp'], 0);
  if (found !== null) return found;
  const latest = issuedTimestamps(state).reduce<Issued | null>(
    (a, b) => (a === null || b.timestamp > a.timestamp ? b : a),
    null,
  );
  if (latest !== null && latest.timestamp >= timestamp)
    return broken(
      `the next timestamp, ${timestamp}, must come after every timestamp in the state (the latest is ${latest.timestamp}, at ${jsonPath(latest.where)})`,
      ['next', 'timestamp'],
      '613.7',
    );
  const began = [
    ...state.stack.map((s, i) => ({ at: s.at, where: ['stack', i, 'at'] })),
    ...state.triggered.map((t, i) => ({ at: t.at, where: ['triggered', i, 'at'] })),
  ];
  const late = firstOf(began, ({ at, where }) =>
    at !== undefined && at > timestamp
      ? broken(
          `it began at timestamp ${at}, after the next timestamp to issue, ${timestamp}: give a later next.timestamp`,
          where,
          '613.7',
        )
      : null,
  );
  if (late !== null) return late;
  const implied = impliedNextId([...declaredIds(state), ...goneIds(state)]);
  if (id < implied)
    return broken(
      `the next id, ${id}, must come after every a<n>, o<n> and e<n> id in the state (the largest n is ${implied - 1})`,
      ['next', 'id'],
    );
  const { seed } = state;
  if (seed === undefined) return null;
  return (
    whole(seed, ['seed'], 0) ??
    (seed <= SEED_LIMIT
      ? null
      : broken(
          `the seed ${seed} is past ${SEED_LIMIT}, the largest state of the shuffling generator`,
          ['seed'],
          '701.24a',
        ))
  );
};
