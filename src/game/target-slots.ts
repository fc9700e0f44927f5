import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import type { Result } from '../result.js';
import type { GameState } from '../state/types.js';
import { accepts, targetUniverse } from './trial.js';
import type { EntryChoices } from './types.js';

/** An action that announces targets (and X): a cast or an activation. */
export type Targeting = Extract<PlayerAction, { kind: 'cast' } | { kind: 'activate' }>;

/** The most target slots enumerated: each more multiplies the trials by the players and objects there are. */
const MOST_SLOTS = 2;

/**
 * CR 601.2c, 115.1: the ways to announce targets for `base`, one for each number of targets
 * the engine accepts (none, one, two: "up to" gives several), each with the players and
 * objects legal in each slot and one accepted combination. Every slot list holds exactly the
 * values that appear in some accepted combination. A refusal that is not about targets (timing,
 * cost) ends the search at once: the targets can't make it legal; a number of targets refused
 * as a number (601.2c, at `$.targets` itself) is not searched.
 */
export const targetWays = (
  state: GameState,
  pool: CardPool,
  base: Targeting,
): { readonly ways: readonly { example: Targeting; choices: EntryChoices }[]; readonly refused: boolean } => {
  const none = accepts(state, pool, { ...base, targets: [] });
  if (!none.ok && none.error.code !== 'ERR_TARGET') return { ways: [], refused: true };
  const ways: { example: Targeting; choices: EntryChoices }[] = none.ok
    ? [{ example: { ...base, targets: [] }, choices: {} }]
    : [];
  const universe = targetUniverse(state);
  for (let n = 1; n <= MOST_SLOTS && universe.length >= n; n++) {
    if (wrongCount(accepts(state, pool, { ...base, targets: universe.slice(0, n) }))) continue;
    const accepted = tuplesOf(universe, n).filter((t) => accepts(state, pool, { ...base, targets: t }).ok);
    const [first] = accepted;
    if (first === undefined) continue;
    const slots = first.map((_, i) => [...new Set(accepted.map((t) => t[i] ?? ''))]);
    ways.push({ example: { ...base, targets: first }, choices: { targets: slots } });
  }
  return { ways, refused: false };
};

/** CR 601.2c: refused for the number of targets announced, not for which they are. */
const wrongCount = (tried: Result<true>): boolean =>
  !tried.ok && tried.error.code === 'ERR_TARGET' && tried.error.path === '$.targets';

/** Every sequence of `n` different values of `universe` (115.3: one object is not chosen twice for one "target"). */
const tuplesOf = (universe: readonly string[], n: number): string[][] =>
  n === 0
    ? [[]]
    : tuplesOf(universe, n - 1).flatMap((t) => universe.filter((u) => !t.includes(u)).map((u) => [...t, u]));
