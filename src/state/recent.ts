/**
 * A memory of a pure function's last few answers, by the identity of what was asked about (a
 * state, its list of objects). A cache, not game state: an answer once known stays true.
 *
 * Why not a WeakMap: V8 keeps a WeakMap's values alive until its next full garbage collection,
 * however soon their keys die, so remembering every state's evaluation (a few hundred kB on a
 * 200-permanent board) made each one outlive the young generation: evaluating a stream of new
 * states, as a simulator does, ran 2-7 times slower with the WeakMap than with no memory at all.
 * The engine asks one state many questions in a row (each target of a cast, each check of an
 * action's steps), and a few states at most in turn, so the last `size` are enough.
 */
export interface Recent<K extends object, V> {
  readonly get: (key: K) => V | undefined;
  readonly set: (key: K, value: V) => void;
}

/** How many answers each memory keeps: the states one action passes through, with room to spare. */
export const RECENT_SIZE = 8;

export const recent = <K extends object, V>(size = RECENT_SIZE): Recent<K, V> => {
  const keys: (K | undefined)[] = new Array(size).fill(undefined);
  const values: (V | undefined)[] = new Array(size).fill(undefined);
  // The oldest is replaced first.
  let next = 0;
  const indexOf = (key: K): number => {
    for (let i = 0; i < size; i++) if (keys[i] === key) return i;
    return -1;
  };
  return {
    get: (key) => {
      const i = indexOf(key);
      return i < 0 ? undefined : values[i];
    },
    set: (key, value) => {
      const i = indexOf(key);
      if (i >= 0) {
        values[i] = value;
        return;
      }
      keys[next] = key;
      values[next] = value;
      next = (next + 1) % size;
    },
  };
};
