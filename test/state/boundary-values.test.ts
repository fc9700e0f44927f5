import { describe, expect, it } from 'vitest';
import {
  apply,
  checkStateBasedActions,
  defaultPool,
  evaluate,
  type GameState,
  parseBoard,
  resolve,
  validateState,
} from '../../src/index.js';

/**
 * Issue 18, item 5: the doors into the engine took any JavaScript value as a state and threw on
 * undefined, null, Symbols, BigInts, cyclic objects and getters that throw. Each door now passes
 * what it is given through the same check first, plain data of a game state's shape, then
 * validateState, and refuses the rest with ERR_STATE at its path. `apply` checks its action too.
 */

const pool = defaultPool();

const parsed = parseBoard({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] }, pool);
if (!parsed.ok) throw new Error(parsed.error.message);
/** A copy, which no door has seen, so each door checks it. */
const fresh = (): Record<string, unknown> =>
  structuredClone(parsed.value.state) as unknown as Record<string, unknown>;

const cyclic = (): unknown => {
  const state = fresh();
  state.loopCheck = { resolutions: 0, seen: [], back: state };
  return state;
};
const throwingGetter = (): unknown =>
  Object.defineProperty(fresh(), 'objects', {
    enumerable: true,
    get() {
      throw new Error('a getter that throws');
    },
  });
const withField = (key: string, value: unknown) => (): unknown => ({ ...fresh(), [key]: value });
const withObjectField = (key: string, value: unknown) => (): unknown => {
  const state = fresh();
  const [bear] = state.objects as Record<string, unknown>[];
  return { ...state, objects: [{ ...bear, [key]: value }] };
};

const VALUES: readonly (readonly [string, () => unknown, string])[] = [
  ['undefined', () => undefined, '$'],
  ['null', () => null, '$'],
  ['a Symbol', () => Symbol('state'), '$'],
  ['a BigInt', () => 10n, '$'],
  ['a number', () => 42, '$'],
  ['an array', () => [], '$'],
  ['an empty object', () => ({}), '$.turn'],
  ['a state that contains itself', cyclic, '$.loopCheck.back'],
  ['a state whose getter throws', throwingGetter, '$.objects'],
  ['a state holding a Map', withField('effects', new Map()), '$.effects'],
  [
    'a state holding a BigInt life',
    () => ({ ...fresh(), players: [{ id: 'A', life: 20n }] }),
    '$.players[0].life',
  ],
  ['players that are not a list', withField('players', 'A, B'), '$.players'],
  ['a turn that is a number', withField('turn', 1), '$.turn'],
  ['an object whose zone is a number', withObjectField('zone', 3), '$.objects[0].zone'],
  [
    'an object whose counters are a record',
    withObjectField('counters', { '+1/+1': 1 }),
    '$.objects[0].counters',
  ],
  ['a list with a gap', withField('stack', [undefined]), '$.stack[0]'],
];

const DOORS = [
  ['validateState', (s: unknown) => validateState(s as GameState, pool)],
  ['apply', (s: unknown) => apply(s as GameState, pool, { kind: 'pass' })],
  ['evaluate', (s: unknown) => evaluate(s as GameState, pool)],
  ['checkStateBasedActions', (s: unknown) => checkStateBasedActions(s as GameState, pool)],
  [
    'resolve',
    (s: unknown) =>
      resolve(s as GameState, pool, { kind: 'resolve', source: 'Shock', controller: 'A', targets: ['B'] }),
  ],
] as const;

describe('the doors refuse what is not a game state, with its path, and never throw', () => {
  const rows = DOORS.flatMap(([door, open]) =>
    VALUES.map(([name, value, path]) => ({ name: `${door}: ${name}`, open, value, path })),
  );
  it.each(rows)('$name', ({ open, value, path }) => {
    expect(open(value())).toMatchObject({ ok: false, error: { code: 'ERR_STATE', path } });
  });

  it.each([
    [
      'an object in the zone "nowhere" (CR 400.1)',
      withObjectField('zone', 'nowhere'),
      { path: '$.objects[0].zone', rule: '400.1' },
    ],
    [
      'an unknown active player',
      withField('turn', { number: 1, active: 'Z', step: 'main1' }),
      { path: '$.turn.active' },
    ],
  ])('states no board file could produce: %s', (_name, value, error) => {
    for (const [, open] of DOORS) expect(open(value())).toMatchObject({ ok: false, error });
  });
});

describe('apply refuses what is not an action', () => {
  const state = parsed.value.state;
  const self: Record<string, unknown> = { kind: 'pass' };
  self.again = self;
  it.each([
    ['undefined', undefined, '$'],
    ['null', null, '$'],
    ['a Symbol', Symbol('pass'), '$'],
    ['a string', 'pass', '$'],
    ['no kind', {}, '$.kind'],
    ['an unknown kind', { kind: 'win' }, '$.kind'],
    ['a kind from the prototype', { kind: 'toString' }, '$.kind'],
    ['an action that contains itself', self, '$.again'],
  ])('%s', (_name, action, path) => {
    expect(apply(state, pool, action as never)).toMatchObject({
      ok: false,
      error: { code: 'ERR_ACTION', path },
    });
  });
});

describe('an announced X the game cannot count is refused (CR 107.3a, 107.1)', () => {
  const state = parsed.value.state;
  const fireball = (x: number) =>
    ({ kind: 'resolve', source: 'Fireball', controller: 'A', targets: ['B'], x }) as const;
  it.each([
    ['Infinity, which dealt no damage', Number.POSITIVE_INFINITY, '107.1'],
    ['2.5, which dealt 2', 2.5, '107.1a'],
    ['−3, which dealt none', -3, '107.1b'],
    ['2^53, which took B to −9007199254740972', 2 ** 53, '107.1'],
  ])('resolve Fireball with X %s', (_name, x, rule) => {
    const error = { code: 'ERR_X_VALUE', path: '$.x', rule };
    expect(resolve(state, pool, fireball(x))).toMatchObject({ ok: false, error });
    expect(apply(state, pool, fireball(x))).toMatchObject({ ok: false, error });
  });

  it('cast with X of 2.5 is refused the same way', () => {
    expect(apply(state, pool, { kind: 'cast', object: 'bear', x: 2.5 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_X_VALUE', path: '$.x', rule: '107.1a' },
    });
  });
});
