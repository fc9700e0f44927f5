import type { CardPool } from '../cards/pool.js';
import { checkedPool } from '../cards/pool-shape.js';
import { parseJsonText } from '../json-text.js';
import { all, chain, err, map, ok, optional, type Result, rulesError } from '../result.js';
import { declaredIds, impliedNextId } from '../state/ids.js';
import { vouchFor } from '../state/known-valid.js';
import { latestTimestamp } from '../state/timestamps.js';
import type { GameState } from '../state/types.js';
import { stateProblem } from '../state/validate.js';
import { checkActionShape } from './action-schema.js';
import type { BoardAction } from './action-types.js';
import type { BoardContext } from './board-context.js';
import { assignIds, checkGone } from './board-ids.js';
import { boardError } from './board-path.js';
import { boardShapeSchema } from './board-schema.js';
import type { BoardFile } from './board-types.js';
import { resolveCopies } from './copy-snapshots.js';
import { checkJsonLimits, checkPlainData } from './json-limits.js';
import { resolveAction } from './resolve-actions.js';
import { resolveCombat } from './resolve-combat.js';
import { resolveEffect } from './resolve-effects.js';
import { resolveObject, withPrintedCounters } from './resolve-objects.js';
import { resolvePlayers, resolveTurn } from './resolve-players.js';
import { resolvePriority } from './resolve-priority.js';
import { resolveStack, resolveTriggered } from './resolve-stack.js';
import { issueToError } from './zod-issue.js';
/** A board file read: the game state it sets up and the actions it asks for afterwards. */
export interface ParsedBoard {
  readonly state: GameState;
  readonly actions: readonly BoardAction[];
}

const checkShape = (data: unknown): Result<BoardFile> => {
  const checked = boardShapeSchema.safeParse(data, { reportInput: true });
  if (!checked.success) {
    const [first] = checked.error.issues;
    return err(
      first ? issueToError(first) : rulesError('ERR_BOARD_SCHEMA', checked.error.message, { path: '$' }),
    );
  }
  const { actions, ...rest } = checked.data;
  if (actions === undefined) return ok(rest);
  return map(all(actions, checkActionShape), (checked) => ({ ...rest, actions: checked }));
};

/**
 * The next id and timestamp, as the file gives them or one past those it uses (CR 613.7): past
 * every `a<n>`, `o<n>` and `e<n>` id it declares or lists as gone, and every timestamp it has.
 */
const nextCounters = (board: BoardFile, game: Omit<GameState, 'next'>): GameState['next'] => ({
  id: board.next?.id ?? impliedNextId([...declaredIds(game), ...(board.gone ?? [])]),
  timestamp: board.next?.timestamp ?? latestTimestamp(game) + 1,
});

/**
 * Reads a board file: JSON text or the value it parses to. The file's shape, names and the
 * references only it can check (what is `gone`, what is copied) are checked as it is read; the
 * game state it sets up then passes validateState, whose problems come back at the file's path
 * (board-path.ts). The first problem comes back; a state that passes is known valid to the
 * engine (state/known-valid.ts).
 */
export const parseBoard = (json: unknown, pool: CardPool): Result<ParsedBoard> => {
  const value = chain(checkedPool(pool), () =>
    typeof json === 'string' ? parseJsonText(json, 'ERR_BOARD_JSON') : checkPlainData(json),
  );
  const shape = chain(chain(value, checkJsonLimits), checkShape);
  if (!shape.ok) return shape;
  const board = shape.value;
  const players = resolvePlayers(board);
  if (!players.ok) return players;
  const playerIds = players.value.map((p) => p.id);
  const ids = assignIds(board, playerIds);
  const turn = resolveTurn(board, playerIds);
  const ctx: BoardContext = {
    pool,
    players: playerIds,
    active: turn.active,
    turnNumber: turn.number,
    objects: ids.objects.map((o) => o.id),
    gone: board.gone ?? [],
  };

  const resolved = all(ids.objects, ({ id, written }, i) => resolveObject(ctx, id, written, i));
  const written = ids.objects.map((o) => o.written);
  const objects = chain(
    chain(resolved, (resolved) => resolveCopies(ctx, written, resolved)),
    (copied) => all(copied, (o, i) => withPrintedCounters(pool, o, written[i]?.counters, i)),
  );
  if (!objects.ok) return objects;
  const effects = all(ids.effects, ({ id, written }, i) => resolveEffect(ctx, objects.value, id, written, i));
  if (!effects.ok) return effects;
  const combat = resolveCombat(ctx, board.combat, players.value, turn);
  if (!combat.ok) return combat;
  const abilities = (board.stack ?? []).flatMap((s) =>
    typeof s !== 'string' && s.kind === 'ability' ? [s.id] : [],
  );
  const stackCtx = { ...ctx, resolved: objects.value, abilities };
  const stack = resolveStack(stackCtx, board.stack ?? []);
  if (!stack.ok) return stack;
  const triggered = all(board.triggered ?? [], (t, i) => resolveTriggered(stackCtx, t, i));
  if (!triggered.ok) return triggered;

  const game: Omit<GameState, 'next'> = {
    turn,
    players: players.value,
    objects: objects.value,
    effects: effects.value,
    ...optional('combat', combat.value),
    ...optional('seed', board.seed),
    ...(board.random === undefined ? {} : { random: [...board.random] }),
    ...optional('dayNight', board.dayNight),
    ...(board.preventionShields?.length
      ? { preventionShields: board.preventionShields.map((x) => ({ ...x })) }
      : {}),
    ...(board.delayed === undefined ? {} : { delayed: board.delayed.map((d) => ({ ...d })) }),
    ...(board.loopCheck === undefined
      ? {}
      : { loopCheck: { resolutions: board.loopCheck.resolutions, seen: [...board.loopCheck.seen] } }),
    ...(board.legendRule === undefined
      ? {}
      : { legendRule: board.legendRule.map((c) => ({ ...c, among: [...c.among] })) }),
    stack: stack.value,
    triggered: triggered.value,
    ...resolvePriority(board, turn, stack.value),
  };
  const state: GameState = { ...game, next: nextCounters(board, game) };
  const problem = stateProblem(state, pool);
  if (problem !== null) return err(boardError(board, problem));
  const gone = checkGone(board.gone ?? [], state);
  if (!gone.ok) return gone;
  vouchFor(state, pool);
  const triggers = triggered.value.map((t) => t.id);
  const actionCtx = { ...ctx, start: objects.value, abilities, triggers, nextId: state.next.id };
  const actions = all(board.actions ?? [], (written, i) => resolveAction(actionCtx, written, i));
  return map(actions, (actions) => ({ state, actions }));
};
