import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { defaultPool } from '../src/cards/default-pool.js';
import type { Action } from '../src/engine/action.js';
import { apply } from '../src/engine/apply.js';
import type { GameState } from '../src/state/types.js';
import { largeBoard } from './boards.js';

// A full collection before each reading, so that what is counted is what is still reachable.
setFlagsFromString('--expose-gc');
const collect: () => void = runInNewContext('gc');

const heapAfter = (): number => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

/** Heap bytes that `make` leaves reachable, per item, over `count` items kept alive together. */
const bytesPerItem = <T>(
  count: number,
  make: (i: number) => T,
): { readonly bytes: number; readonly kept: T[] } => {
  const kept: T[] = [];
  const before = heapAfter();
  for (let i = 0; i < count; i++) kept.push(make(i));
  return { bytes: (heapAfter() - before) / count, kept };
};

const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Issue 17, section 3: what a simulator that keeps thousands of states pays in memory. One
 * state of the large board (200 permanents, 50 effects), as its own copy; and the extra bytes
 * each `apply` keeps when every state is kept, sharing with the one before it what the action
 * didn't change (a +1/+1 counter put on one creature of the board, a different one each time).
 */
export const benchMemory = async (): Promise<void> => {
  const pool = defaultPool();
  const board = largeBoard();
  const copies = bytesPerItem(200, () => structuredClone(board));
  const creatures = board.objects.filter((o) => o.card === 'Grizzly Bears').map((o) => o.id);
  let state: GameState = board;
  const step = (i: number): GameState => {
    const action: Action = {
      kind: 'counters',
      object: creatures[i % creatures.length] ?? '',
      counter: '+1/+1',
      amount: 1,
    };
    const done = apply(state, pool, action);
    if (!done.ok) throw new Error(`memory benchmark: ${done.error.message}`);
    state = done.value.state;
    return state;
  };
  step(0);
  const applied = bytesPerItem(400, step);
  console.log('\nMemory (issue 17; heap after full collections)');
  console.log(
    `  one GameState of the large board, its own copy        ${kilobytes(copies.bytes).padStart(10)}   (${kilobytes(JSON.stringify(board).length)} as JSON)`,
  );
  console.log(
    `  each apply kept, sharing what it didn't change          ${kilobytes(applied.bytes).padStart(10)}   (400 states in a chain)`,
  );
  if (copies.kept.length + applied.kept.length !== 600) throw new Error('memory benchmark lost a state');
};
