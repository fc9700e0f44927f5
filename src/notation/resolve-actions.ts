import { err, ok, type Result, rulesError } from '../result.js';
import type { BoardAction, BoardActionInput } from './action-schema.js';
import { type BoardContext, playerRef } from './board-context.js';
import { findCard } from './card-names.js';
import { jsonPath } from './json-path.js';
import { didYouMean } from './suggest.js';

/** A target is an object or a player, by id. */
const target = (ctx: BoardContext, id: string, path: string): Result<string> => {
  const ids = [...ctx.objects, ...ctx.players];
  if (ids.includes(id)) return ok(id);
  const message = `no object or player has id "${id}"${didYouMean(id, ids)}`;
  return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
};

/** An action of the file: its card found in the pool, its controller and targets checked. */
export const resolveAction = (ctx: BoardContext, a: BoardActionInput, index: number): Result<BoardAction> => {
  const at = (...keys: (string | number)[]): string => jsonPath(['actions', index, ...keys]);
  const isObject = ctx.objects.includes(a.resolve);
  const card = isObject ? ok(null) : findCard(ctx.pool, a.resolve, at('resolve'));
  if (!card.ok) return card;
  const controller = playerRef(ctx.players, a.controller ?? ctx.active, at('controller'));
  if (!controller.ok) return controller;
  for (const [k, id] of (a.targets ?? []).entries()) {
    const checked = target(ctx, id, at('targets', k));
    if (!checked.ok) return checked;
  }
  return ok({
    kind: 'resolve',
    source: card.value === null ? a.resolve : card.value.data.name,
    ...(a.ability === undefined ? {} : { ability: a.ability }),
    controller: controller.value,
    ...(a.targets === undefined ? {} : { targets: a.targets }),
    ...(a.x === undefined ? {} : { x: a.x }),
  });
};
