import { describe, expect, it } from 'vitest';
import {
  apply,
  type CardPool,
  checkStateBasedActions,
  defaultPool,
  evaluate,
  parseBoard,
  type Result,
  resolve,
  validateState,
} from '../../src/index.js';

/**
 * The public functions that take a card pool check it is one (issue 18, item 5): `null`, `{}`, a
 * string or a pool-like object without its functions is `ERR_CARD_POOL`, where each used to
 * throw at the first card it looked up.
 */

const pool = defaultPool();
const read = parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, pool);
if (!read.ok) throw new Error(read.error.message);
const state = read.value.state;

const ENTRY_POINTS: readonly (readonly [string, (pool: CardPool) => Result<unknown>])[] = [
  ['apply', (p) => apply(state, p, { kind: 'pass' })],
  ['evaluate', (p) => evaluate(state, p)],
  [
    'resolve',
    (p) => resolve(state, p, { kind: 'resolve', source: 'Shock', controller: 'A', targets: ['B'] }),
  ],
  ['checkStateBasedActions', (p) => checkStateBasedActions(state, p)],
  ['validateState', (p) => validateState(state, p)],
  ['parseBoard', (p) => parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, p)],
];

const throwingGetter = Object.defineProperty({ find: () => undefined, names: () => [] }, 'get', {
  get: () => {
    throw new Error('a getter that throws');
  },
});

const BAD_POOLS: readonly (readonly [string, unknown, string])[] = [
  ['null', null, 'not null'],
  ['undefined', undefined, 'not undefined'],
  ['a string', 'Grizzly Bears', 'not the string "Grizzly Bears"'],
  ['an empty object', {}, 'its get is not a function'],
  [
    'an object whose find is a number',
    { get: () => undefined, find: 1, names: () => [] },
    'its find is not a function',
  ],
  ['an object whose get is a getter that throws', throwingGetter, 'its get is not a function'],
];

describe('a card pool that is not one is ERR_CARD_POOL at every entry point (issue 18, item 5)', () => {
  for (const [entry, call] of ENTRY_POINTS)
    it.each(BAD_POOLS)(`${entry}: %s`, (_name, bad, says) => {
      const done = call(bad as CardPool);
      expect(done.ok ? null : done.error.code).toBe('ERR_CARD_POOL');
      expect(done.ok ? '' : done.error.message).toContain(says);
    });

  it('a pool whose functions come from its class is one', () => {
    class Pool {
      get(name: string) {
        return pool.get(name);
      }
      find(name: string) {
        return pool.find(name);
      }
      names() {
        return pool.names();
      }
    }
    expect(evaluate(state, new Pool()).ok).toBe(true);
  });
});
