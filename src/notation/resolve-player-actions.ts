import { err, ok, optional, type Result, rulesError } from '../result.js';
import { didYouMean } from '../state/suggest.js';
import {
  type ActionContext,
  type At,
  all,
  checkActionDecisions,
  type Input,
  isObject,
  issuedLater,
  manaSources,
  object,
  target,
} from './action-refs.js';
import type { BoardAction } from './action-schema.js';
import { playerRef } from './board-context.js';

type InputOf<K extends string> = K extends string ? Input<K> : never;
export type PlayerVerbInput = InputOf<
  'pass' | 'resolveStack' | 'playLand' | 'tapForMana' | 'orderTriggers' | 'decide' | 'discard'
>;

/**
 * A waiting triggered ability `orderTriggers` names (603.3b): by its id, one of the file's or
 * one an earlier action makes trigger (`a<n>` not yet issued), or by its source's id.
 */
const trigger = (ctx: ActionContext, id: string, index: number, path: string): Result<string> => {
  if (ctx.triggers.includes(id) || isObject(ctx, id, index) || issuedLater(ctx, 'a', id, index))
    return ok(id);
  const ids = [...ctx.triggers, ...ctx.objects];
  const message = `no triggered ability waiting, nor an object, has id "${id}"${didYouMean(id, ids)}`;
  return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
};

const orderTriggers = (
  ctx: ActionContext,
  a: Input<'orderTriggers'>,
  index: number,
  at: At,
): Result<BoardAction> => {
  const order = a.orderTriggers.map((o) => (typeof o === 'string' ? { trigger: o } : { ...o }));
  for (const [k, o] of order.entries()) {
    const named = trigger(
      ctx,
      o.trigger,
      index,
      typeof a.orderTriggers[k] === 'string' ? at('orderTriggers', k) : at('orderTriggers', k, 'trigger'),
    );
    if (!named.ok) return named;
    const targets = all(
      (o.targets ?? []).map((t, j) => target(ctx, t, index, at('orderTriggers', k, 'targets', j))),
    );
    if (!targets.ok) return targets;
    const shares = all(
      Object.keys(o.division ?? {}).map((t) => target(ctx, t, index, at('orderTriggers', k, 'division', t))),
    );
    if (!shares.ok) return shares;
  }
  return ok({ kind: 'orderTriggers', order });
};

/** The verbs of passing priority and of the choices the rules ask of players (CR 117, 305.1, 603.3b, 608.2d, 514.1). */
export const playerVerb = (
  ctx: ActionContext,
  a: PlayerVerbInput,
  index: number,
  at: At,
): Result<BoardAction> => {
  if ('pass' in a) {
    if (a.pass === true) return ok({ kind: 'pass' });
    const player = playerRef(ctx.players, a.pass, at('pass'));
    return player.ok ? ok({ kind: 'pass', player: a.pass }) : player;
  }
  if ('resolveStack' in a) return ok({ kind: 'resolveStack' });
  if ('playLand' in a) {
    const id = object(ctx, a.playLand, index, at('playLand'));
    return id.ok ? ok({ kind: 'playLand', object: a.playLand }) : id;
  }
  if ('tapForMana' in a) {
    const id = object(ctx, a.tapForMana, index, at('tapForMana'));
    if (!id.ok) return id;
    return ok({
      kind: 'tapForMana',
      object: a.tapForMana,
      ...optional('ability', a.ability),
      ...optional('mana', a.mana),
    });
  }
  if ('orderTriggers' in a) return orderTriggers(ctx, a, index, at);
  if ('decide' in a) {
    const { sources, ...answer } = a.decide;
    const inside: At = (...keys) => at('decide', ...keys);
    const decided = checkActionDecisions(ctx, answer.decisions, index, inside);
    if (!decided.ok) return decided;
    const paying = manaSources(ctx, sources, index, inside);
    if (!paying.ok) return paying;
    // The schema offers decide no "auto": the mana an answer pays is named.
    const named = paying.value === 'auto' ? undefined : paying.value;
    return ok({ kind: 'decide', ...answer, ...optional('sources', named) });
  }
  const cards = all(a.discard.map((id, k) => object(ctx, id, index, at('discard', k))));
  return cards.ok ? ok({ kind: 'discardToHandSize', cards: [...a.discard] }) : cards;
};
