import { z } from 'zod';
import type { CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { ActiveEffect, GameObject, GameState } from '../state/types.js';
import { type BoardAction, type BoardActionInput, checkActionShape } from './action-schema.js';
import type { BoardContext } from './board-context.js';
import { assignIds, declaredIds, impliedNextId } from './board-ids.js';
import { type BoardFile, boardSchema } from './board-schema.js';
import { resolveCopies } from './copy-snapshots.js';
import { latestTimestamp } from './defaults.js';
import { resolveAction } from './resolve-actions.js';
import { resolveCombat } from './resolve-combat.js';
import { resolveDelayed, resolveEffect } from './resolve-effects.js';
import { resolveObject } from './resolve-objects.js';
import { resolvePlayers, resolveTurn } from './resolve-players.js';
import { resolvePriority } from './resolve-priority.js';
import { resolveStack, resolveTriggered } from './resolve-stack.js';
import { issueToError } from './zod-issue.js';

/** A board file read: the game state it sets up and the actions it asks for afterwards. */
export interface ParsedBoard {
  readonly state: GameState;
  readonly actions: readonly BoardAction[];
}

/** V8 names the position of most syntax errors; running out of input is at the end. */
const syntaxErrorOffset = (message: string, text: string): number | undefined => {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  return message.includes('end of JSON input') ? text.length : undefined;
};

const parseJsonText = (text: string): Result<unknown> => {
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const offset = syntaxErrorOffset(why, text);
    return err(
      rulesError('ERR_BOARD_JSON', `not valid JSON: ${why}`, offset === undefined ? {} : { offset }),
    );
  }
};

/** Each item resolved in turn; the first failure stops the lot. */
const each = <T, U>(items: readonly T[], resolve: (item: T, index: number) => Result<U>): Result<U[]> => {
  const done: U[] = [];
  for (const [index, item] of items.entries()) {
    const result = resolve(item, index);
    if (!result.ok) return result;
    done.push(result.value);
  }
  return ok(done);
};

/** The file's shape with each action left for `checkActionShape`, whose verb picks its schema. */
const fileSchema = boardSchema.extend({ actions: z.array(z.unknown()).exactOptional() });

const checkShape = (data: unknown): Result<BoardFile> => {
  const checked = fileSchema.safeParse(data, { reportInput: true });
  if (!checked.success) {
    const [first] = checked.error.issues;
    return err(
      first ? issueToError(first) : rulesError('ERR_BOARD_SCHEMA', checked.error.message, { path: '$' }),
    );
  }
  const { actions, ...rest } = checked.data;
  if (actions === undefined) return ok(rest);
  const checkedActions = each<unknown, BoardActionInput>(actions, checkActionShape);
  return checkedActions.ok ? ok({ ...rest, actions: checkedActions.value }) : checkedActions;
};

/** CR 613.7: the next timestamp to issue comes after every timestamp in the state. */
const nextTimestamp = (
  board: BoardFile,
  objects: readonly GameObject[],
  effects: readonly ActiveEffect[],
): Result<number> => {
  const largest = latestTimestamp(objects, effects);
  const given = board.next?.timestamp;
  if (given === undefined) return ok(largest + 1);
  if (given > largest) return ok(given);
  const message = `the next timestamp, ${given}, must come after every timestamp in the file (the latest is ${largest})`;
  return err(
    rulesError('ERR_BOARD_STATE', message, { path: jsonPath(['next', 'timestamp']), rule: '613.7' }),
  );
};

/**
 * CR 400.7: a spell or ability's `at` is the next timestamp as it began, so the one to issue now
 * is that or later.
 */
const beganBefore = (game: Omit<GameState, 'next'>, next: number): Result<true> => {
  const entries = [
    ...game.stack.map((s, i) => ({ at: s.at, path: jsonPath(['stack', i, 'at']) })),
    ...game.triggered.map((t, i) => ({ at: t.at, path: jsonPath(['triggered', i, 'at']) })),
  ];
  const late = entries.find((e) => e.at !== undefined && e.at > next);
  if (late === undefined) return ok(true);
  const message = `it began at timestamp ${late.at}, after the next timestamp to issue, ${next}: give a later next.timestamp`;
  return err(rulesError('ERR_BOARD_STATE', message, { path: late.path, rule: '613.7' }));
};

/**
 * The next id to issue comes after every `a<n>`, `o<n>` and `e<n>` id the file declares or
 * lists as gone, so that a new one never collides, nor makes a gone target legal again.
 */
const nextId = (board: BoardFile, game: Omit<GameState, 'next'>): Result<number> => {
  const implied = impliedNextId([...declaredIds(game), ...(board.gone ?? [])]);
  const given = board.next?.id;
  if (given === undefined) return ok(implied);
  if (given >= implied) return ok(given);
  const message = `the next id, ${given}, must come after every a<n>, o<n> and e<n> id in the file (the largest n is ${implied - 1})`;
  return err(rulesError('ERR_BOARD_STATE', message, { path: jsonPath(['next', 'id']) }));
};

/**
 * Reads a board file: JSON text or the value it parses to. The file is checked in full
 * (shape, card names, ids and references) and becomes a game state only when all holds;
 * otherwise the first problem comes back with its JSON path.
 */
export const parseBoard = (json: unknown, pool: CardPool): Result<ParsedBoard> => {
  const data = typeof json === 'string' ? parseJsonText(json) : ok(json);
  if (!data.ok) return data;
  const shape = checkShape(data.value);
  if (!shape.ok) return shape;
  const board = shape.value;
  const players = resolvePlayers(board);
  if (!players.ok) return players;
  const playerIds = players.value.map((p) => p.id);
  const ids = assignIds(board, playerIds);
  if (!ids.ok) return ids;
  const turn = resolveTurn(board, playerIds);
  if (!turn.ok) return turn;
  const { active, number } = turn.value;
  const objectIds = ids.value.objects.map((o) => o.id);
  const ctx: BoardContext = {
    pool,
    players: playerIds,
    active,
    turnNumber: number,
    objects: objectIds,
    gone: board.gone ?? [],
  };

  const resolved = each(ids.value.objects, ({ id, written }, i) => resolveObject(ctx, id, written, i));
  if (!resolved.ok) return resolved;
  const objects = resolveCopies(
    ctx,
    ids.value.objects.map((o) => o.written),
    resolved.value,
  );
  if (!objects.ok) return objects;
  const effects = each(ids.value.effects, ({ id, written }, i) =>
    resolveEffect(ctx, objects.value, id, written, i),
  );
  if (!effects.ok) return effects;
  const combat = resolveCombat(ctx, board.combat, players.value, objects.value, turn.value);
  if (!combat.ok) return combat;
  const delayed = each(board.delayed ?? [], (d, i) => resolveDelayed(ctx, d, i));
  if (!delayed.ok) return delayed;
  const abilities = (board.stack ?? []).flatMap((s) =>
    typeof s !== 'string' && s.kind === 'ability' ? [s.id] : [],
  );
  const stackCtx = { ...ctx, resolved: objects.value, abilities };
  const stack = resolveStack(stackCtx, board.stack ?? []);
  if (!stack.ok) return stack;
  const triggered = each(board.triggered ?? [], (t, i) => resolveTriggered(stackCtx, t, i));
  if (!triggered.ok) return triggered;
  const priority = resolvePriority(board, players.value, turn.value, stack.value);
  if (!priority.ok) return priority;

  const game: Omit<GameState, 'next'> = {
    turn: turn.value,
    players: players.value,
    objects: objects.value,
    effects: effects.value,
    ...(combat.value === undefined ? {} : { combat: combat.value }),
    ...(board.seed === undefined ? {} : { seed: board.seed }),
    ...(board.delayed === undefined ? {} : { delayed: delayed.value }),
    ...(board.loopCheck === undefined ? {} : { loopCheck: [...board.loopCheck] }),
    stack: stack.value,
    triggered: triggered.value,
    ...priority.value,
  };
  const timestamp = nextTimestamp(board, objects.value, effects.value);
  if (!timestamp.ok) return timestamp;
  const began = beganBefore(game, timestamp.value);
  if (!began.ok) return began;
  const id = nextId(board, game);
  if (!id.ok) return id;
  const next = { id: id.value, timestamp: timestamp.value };
  const triggers = triggered.value.map((t) => t.id);
  const actionCtx = { ...ctx, start: objects.value, abilities, triggers, nextId: next.id };
  const actions = each(board.actions ?? [], (written, i) => resolveAction(actionCtx, written, i));
  if (!actions.ok) return actions;
  return ok({ state: { ...game, next }, actions: actions.value });
};
