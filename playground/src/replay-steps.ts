import { type CardPool, type GameState, game, ok, type Result } from '../../src/browser.js';

/**
 * The points of a game record, each `replay`ed once and kept: stepping to a point replays only
 * the actions since the nearest point already seen, not the whole game again (a 500-action game
 * took 0.45 s to replay whole). A replay from a kept state gives the same state as one from the
 * start (`apply` is pure, and the state carries its generator, CR 701.24a's shuffles included).
 */
export interface ReplaySteps {
  readonly record: game.GameRecord;
  /** The points replayed so far, by the number of actions applied; filled as they are asked for. */
  readonly seen: Map<number, game.Replayed>;
}

export const replaySteps = (record: game.GameRecord): ReplaySteps => ({ record, seen: new Map() });

/** The nearest point at or before `to` already replayed, if any. */
const nearest = (seen: ReplaySteps['seen'], to: number): number | undefined =>
  [...seen.keys()].filter((k) => k <= to).sort((a, b) => b - a)[0];

/**
 * The record replayed to `to` actions (`replay` with `to`). The last point is always replayed
 * from the start, so that its result is checked against the record's and names every loss
 * (CR 104); a refusal is too, so that its message counts the actions from the first.
 */
export const replayAt = (steps: ReplaySteps, pool: CardPool, to: number): Result<game.Replayed> => {
  const { record, seen } = steps;
  const known = seen.get(to);
  if (known) return ok(known);
  const from = to === record.actions.length ? undefined : nearest(seen, to);
  const start: GameState | undefined = from === undefined ? undefined : seen.get(from)?.state;
  const stepped =
    from === undefined || start === undefined
      ? undefined
      : game.replay({ seed: record.seed, start, actions: record.actions.slice(from, to) }, pool);
  const replayed = stepped?.ok ? ok({ ...stepped.value, actions: to }) : game.replay(record, pool, { to });
  if (replayed.ok) seen.set(to, replayed.value);
  return replayed;
};
