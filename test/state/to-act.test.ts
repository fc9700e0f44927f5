import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutated } from '../../fuzz/mutate.js';
import { defaultPool, type GameState, parseBoard, toAct } from '../../src/index.js';

/**
 * Issue 18: no value makes `toAct` throw. Who must act (CR 117) is answered for any value of a
 * game state's shape; anything else is `invalid`, with the ERR_STATE error validateState gives.
 */

const pool = defaultPool();

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value.state;
};

const BEARS = { objects: [{ id: 'bear', card: 'Grizzly Bears' }] };

/** A value a JavaScript caller might pass where a state belongs. */
const asState = (value: unknown): GameState => value as GameState;

describe('toAct answers for any value (issue 18)', () => {
  it.each([
    ['undefined', undefined, '$', 'expected object, found undefined'],
    ['null', null, '$', 'expected object, found null'],
    ['an empty object', {}, '$.turn', 'expected object, found undefined'],
    ['a number', 42, '$', 'expected object, found the number 42'],
  ])('%s is not a game state', (_name, value, path, found) => {
    expect(toAct(asState(value))).toStrictEqual({
      kind: 'invalid',
      error: { code: 'ERR_STATE', message: `not a game state: ${found}`, path },
    });
  });

  it.each([
    ['combat without its attackers (CR 506.4)', { combat: {} }, '$.combat.attackers'],
    [
      'a stack object waiting for nobody (608.2d)',
      { stack: [{ kind: 'spell', id: 'x', controller: 'A', awaiting: 1 }] },
      '$.stack[0].awaiting',
    ],
    [
      'a legend rule choice among no list (704.5j)',
      { legendRule: [{ player: 'A', name: 'x', among: 'bear' }] },
      '$.legendRule[0].among',
    ],
    [
      'a triggered ability without a controller (603.3b)',
      { triggered: [{ id: 't' }] },
      '$.triggered[0].controller',
    ],
  ])('a state of the wrong shape, %s, is invalid at its path', (_name, change, path) => {
    const act = toAct({ ...stateOf(BEARS), ...change } as unknown as GameState);
    expect(act.kind === 'invalid' ? act.error : act).toMatchObject({ code: 'ERR_STATE', path });
  });

  it('a state is checked once: the same state answers the same, valid or not', () => {
    const state = structuredClone(stateOf(BEARS));
    expect([toAct(state), toAct(state)]).toStrictEqual([
      { kind: 'priority', player: 'A' },
      { kind: 'priority', player: 'A' },
    ]);
  });

  it('no value, nor a state with one place changed to any value, makes it throw', () => {
    const state = stateOf({
      turn: { step: 'declareBlockers' },
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      combat: { attackers: [{ id: 'bear', attacking: 'B' }] },
    });
    const values = fc.oneof(
      fc.anything(),
      mutated(fc.constant(state), fc.anything(), { maxMutations: 2, keepTypes: false }),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(typeof toAct(asState(value)).kind).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});
