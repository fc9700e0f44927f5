import { describe, expect, it } from 'vitest';
import {
  apply,
  checkStateBasedActions,
  defaultPool,
  evaluate,
  type GameObject,
  type GameState,
  parseBoard,
  resolve,
  toAct,
  validateState,
} from '../../src/index.js';

/**
 * The doors into the engine: `apply` and the public checkStateBasedActions, evaluate and resolve
 * pass a state they didn't make through validateState, once; the states apply returns,
 * parseBoard makes and validateState passes are known valid. And the shortcuts that made states validateState refuses,
 * found by its properties, no longer do.
 */

const pool = defaultPool();

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value.state;
};

/** A state as a caller's code might build it: a copy of a parsed one, which no door has seen. */
const built = (board: unknown): GameState => structuredClone(stateOf(board));

const BEARS = { objects: [{ id: 'bear', card: 'Grizzly Bears' }] };

/** The bear attached to itself (CR 303.4d), in a state built in code. */
const broken = (): GameState => {
  const state = built(BEARS);
  return { ...state, objects: state.objects.map((o) => ({ ...o, attachedTo: o.id })) };
};

const BROKEN = { code: 'ERR_STATE', path: '$.objects[0].attachedTo', rule: '303.4d' };

describe('the doors into the engine validate the states they are given', () => {
  it('apply refuses a state built in code that breaks an invariant, with its path in the state', () => {
    const state = broken();
    const before = structuredClone(state);
    const done = apply(state, pool, { kind: 'pass' });
    expect(done.ok ? null : done.error).toMatchObject(BROKEN);
    expect(state).toStrictEqual(before);
  });

  it('apply takes a valid state built in code', () => {
    const done = apply(built(BEARS), pool, { kind: 'damage', source: 'bear', to: [{ to: 'B', amount: 2 }] });
    expect(done.ok ? done.value.state.players[1]?.life : done.error).toBe(18);
  });

  it.each([
    ['checkStateBasedActions', (s: GameState) => checkStateBasedActions(s, pool)],
    ['evaluate', (s: GameState) => evaluate(s, pool)],
    [
      'resolve',
      (s: GameState) =>
        resolve(s, pool, { kind: 'resolve', source: 'Shock', controller: 'A', targets: ['B'] }),
    ],
  ])('the public %s refuses it too', (_name, door) => {
    const done = door(broken());
    expect(done.ok ? null : done.error).toMatchObject(BROKEN);
    expect(door(built(BEARS)).ok).toBe(true);
  });

  it('toAct takes no pool and reads no card: it checks only the shape, so a rule broken within it is not its concern', () => {
    expect(toAct(broken())).toStrictEqual({ kind: 'priority', player: 'A' });
  });

  it('a state parseBoard made, apply returned or validateState passed is known valid, and not checked again but by validateState', () => {
    // Changing a state in place is outside the contract (states are readonly); here it shows
    // that apply trusts the state it knows, where a copy of it, which it doesn't, is checked.
    const parsed = stateOf(BEARS);
    const done = apply(parsed, pool, { kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 });
    if (!done.ok) return expect.fail(done.error.message);
    const checked = built(BEARS);
    expect(validateState(checked, pool).ok).toBe(true);
    for (const state of [parsed, done.value.state, checked]) {
      const objects = state.objects as GameObject[];
      objects[0] = { ...(objects[0] as GameObject), attachedTo: 'bear' };
      expect(validateState(state, pool).ok).toBe(false);
      expect(apply(state, pool, { kind: 'pass' }).ok).toBe(true);
      const copy = apply(structuredClone(state), pool, { kind: 'pass' });
      expect(copy.ok ? null : copy.error).toMatchObject(BROKEN);
    }
  });
});

describe('shortcuts keep the states they make valid', () => {
  const spell = { objects: [{ id: 'bolt', card: 'Lightning Bolt', zone: 'stack' }], stack: ['bolt'] };

  it("CR 400.7, 112.1: a spell's card moved off the stack takes the spell with it", () => {
    const done = apply(stateOf(spell), pool, { kind: 'move', object: 'bolt', to: 'hand' });
    expect(done.ok ? [done.value.state.stack, done.value.state.objects[0]?.zone] : done.error).toStrictEqual([
      [],
      'hand',
    ]);
  });

  it('CR 601.2a: a card goes on the stack only as a spell, which `move` cannot make', () => {
    const done = apply(stateOf(BEARS), pool, { kind: 'move', object: 'bear', to: 'stack' });
    expect(done.ok ? null : done.error).toMatchObject({ code: 'ERR_ACTION', path: '$.to', rule: '601.2a' });
  });

  it('CR 608.2d, 117.5: while the top of the stack waits for an answer, what a shortcut does waits for state-based actions', () => {
    const awaiting = { player: 'A', what: 'scry 1', path: '$.decisions[0]', rule: '701.22a' };
    const board = {
      objects: [...spell.objects, { id: 'bear', card: 'Grizzly Bears' }],
      stack: [{ kind: 'spell', id: 'bolt', targets: ['B'], awaiting }],
    };
    const done = apply(stateOf(board), pool, {
      kind: 'damage',
      source: 'bolt',
      to: [{ to: 'bear', amount: 2 }],
    });
    if (!done.ok) return expect.fail(done.error.message);
    const bear = done.value.state.objects.find((o) => o.id === 'bear');
    expect([bear?.zone, bear?.damage, done.value.state.stack.at(-1)?.awaiting]).toStrictEqual([
      'battlefield',
      2,
      awaiting,
    ]);
  });

  it('CR 702.109a: a permanent whose spell had "dash paid" but no dash ability of its own gets no delayed trigger', () => {
    const board = {
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'stack', choices: { paid: 'dash' } }],
      stack: ['bear'],
    };
    const done = apply(stateOf(board), pool, { kind: 'resolveStack' });
    if (!done.ok) return expect.fail(done.error.message);
    expect([done.value.state.objects[0]?.zone, done.value.state.delayed]).toStrictEqual([
      'battlefield',
      undefined,
    ]);
  });
});
