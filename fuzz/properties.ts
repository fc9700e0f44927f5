import { isDeepStrictEqual } from 'node:util';
import type { CardPool } from '../src/cards/pool.js';
import { checkStateBasedActions } from '../src/engine/index.js';
import { makeBoard, parseBoard } from '../src/notation/index.js';
import type { GameState } from '../src/state/types.js';

/**
 * The properties every entry point keeps on any input (issue 18, section 3). Each throws an
 * Error saying what broke; fast-check counts a throw from the library itself as a failure too,
 * which is the first property: nothing throws.
 */

/** Freezes a value and everything it reaches, with a loop (a deeply nested input costs no stack) that stops at cycles. */
export const deepFreeze = <T>(value: T): T => {
  const seen = new WeakSet<object>();
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) continue;
    seen.add(v);
    Object.freeze(v);
    for (const key of Reflect.ownKeys(v)) {
      const property = Object.getOwnPropertyDescriptor(v, key);
      if (property !== undefined && 'value' in property) todo.push(property.value);
    }
  }
  return value;
};

/** Purity: the same call on the same input gives the same answer. */
export const sameTwice = <T>(what: string, call: () => T): T => {
  const first = call();
  const second = call();
  if (!isDeepStrictEqual(first, second)) throw new Error(`${what} gave two different answers to one input`);
  return first;
};

/** The first state-based check settles the state: a second one changes nothing and says nothing (CR 704.3). */
export const settledByOneCheck = (state: GameState, pool: CardPool): void => {
  const once = checkStateBasedActions(state, pool);
  if (!once.ok) return;
  const twice = checkStateBasedActions(once.value.state, pool);
  if (!twice.ok) throw new Error(`the second state-based check refused: ${twice.error.message}`);
  if (twice.value.events.length > 0 || !isDeepStrictEqual(twice.value.state, once.value.state))
    throw new Error(
      `a second state-based check changed the state: ${twice.value.events.map((e) => e.kind).join(', ')}`,
    );
};

/** `parseBoard(makeBoard(state))` is the state, through JSON text as a file holds it. */
export const roundTrips = (state: GameState, pool: CardPool): void => {
  const again = parseBoard(JSON.stringify(makeBoard(state, pool)), pool);
  if (!again.ok) throw new Error(`makeBoard wrote a file parseBoard refuses: ${again.error.message}`);
  if (!isDeepStrictEqual(again.value.state, state)) throw new Error('parseBoard(makeBoard(state)) differs');
};
