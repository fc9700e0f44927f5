import { all, err, map, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { ActiveEffect, GameObject, ObjectId } from '../state/types.js';
import { type BoardContext, onceRef } from './board-context.js';
import type { BoardEffect } from './board-types.js';
import { DEFAULT_DURATION, impliedEffectTimestamp } from './defaults.js';

const lockedTo = (
  ctx: BoardContext,
  on: readonly string[] | undefined,
  index: number,
): Result<ObjectId[] | null> => {
  if (on === undefined) return ok(null);
  return map(
    all(on, (id, k) => onceRef(ctx, id, jsonPath(['effects', index, 'on', k]))),
    () => [...on],
  );
};

/**
 * One continuous effect from a resolved spell or ability (CR 611.2). Its source may have left
 * the file's objects (a resolved instant); then the file must name it in `sourceName`.
 */
export const resolveEffect = (
  ctx: BoardContext,
  objects: readonly GameObject[],
  id: string,
  e: BoardEffect,
  index: number,
): Result<ActiveEffect> => {
  const at = (key: string): string => jsonPath(['effects', index, key]);
  const source = objects.find((o) => o.id === e.source);
  const sourceName = e.sourceName ?? source?.card;
  if (sourceName === undefined) {
    const message = `"${e.source}" is not an object of this file, so its sourceName must be given`;
    return err(rulesError('ERR_BOARD_REFERENCE', message, { path: at('source') }));
  }
  const controller = e.controller ?? source?.controller ?? ctx.active;
  const locked = lockedTo(ctx, e.on, index);
  if (!locked.ok) return locked;
  return ok({
    id,
    source: e.source,
    sourceName,
    controller,
    timestamp: e.timestamp ?? impliedEffectTimestamp(objects.length, index),
    duration: e.duration ?? DEFAULT_DURATION,
    effect: e.effect,
    lockedTo: locked.value,
  });
};
