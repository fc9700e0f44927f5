import { all, chain, err, map, ok, optional, type Result, rulesError } from '../result.js';
import { didYouMean } from '../state/suggest.js';
import {
  type ActionContext,
  type At,
  checkActionDecisions,
  checkDivisionRefs,
  checkTargets,
  type Input,
  isObject,
  issuedLater,
  manaSources,
  object,
} from './action-refs.js';
import type { BoardAction } from './action-types.js';
import { playerRef } from './board-context.js';

type InputOf<K extends string> = K extends string ? Input<K> : never;
export type PlayerVerbInput = InputOf<
  'pass' | 'resolveStack' | 'playLand' | 'tapForMana' | 'orderTriggers' | 'decide' | 'keepLegend' | 'discard'
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
  const named = all(order, (o, k) => {
    const inside: At = (...keys) => at('orderTriggers', k, ...keys);
    const path = typeof a.orderTriggers[k] === 'string' ? at('orderTriggers', k) : inside('trigger');
    return chain(trigger(ctx, o.trigger, index, path), () =>
      chain(checkTargets(ctx, o.targets, index, inside), () =>
        checkDivisionRefs(ctx, o.division, index, inside),
      ),
    );
  });
  return map(named, () => ({ kind: 'orderTriggers', order }));
};

/** The verbs of passing priority and of the choices the rules ask of players (CR 117, 305.1, 603.3b, 608.2d, 704.5j, 514.1). */
export const playerVerb = (
  ctx: ActionContext,
  a: PlayerVerbInput,
  index: number,
  at: At,
): Result<BoardAction> => {
  if ('pass' in a) {
    if (a.pass === true) return ok({ kind: 'pass' });
    return map(playerRef(ctx.players, a.pass, at('pass')), (player) => ({ kind: 'pass', player }));
  }
  if ('resolveStack' in a) return ok({ kind: 'resolveStack' });
  if ('playLand' in a) {
    return map(object(ctx, a.playLand, index, at('playLand')), () => ({
      kind: 'playLand',
      object: a.playLand,
      ...optional('face', a.face),
    }));
  }
  if ('tapForMana' in a) {
    return map(object(ctx, a.tapForMana, index, at('tapForMana')), () => ({
      kind: 'tapForMana',
      object: a.tapForMana,
      ...optional('ability', a.ability),
      ...optional('mana', a.mana),
    }));
  }
  if ('orderTriggers' in a) return orderTriggers(ctx, a, index, at);
  if ('decide' in a) {
    const { sources, ...answer } = a.decide;
    const inside: At = (...keys) => at('decide', ...keys);
    const opponent = answer.choices?.opponent;
    const named =
      opponent === undefined ? ok(null) : playerRef(ctx.players, opponent, inside('choices', 'opponent'));
    const paying = chain(
      chain(named, () => checkActionDecisions(ctx, answer.decisions, index, inside)),
      () => manaSources(ctx, sources, index, inside),
    );
    // The schema offers decide no "auto": the mana an answer pays is named.
    return map(paying, (paying) => ({
      kind: 'decide',
      ...answer,
      ...optional('sources', paying === 'auto' ? undefined : paying),
    }));
  }
  if ('keepLegend' in a) {
    const kept = chain(object(ctx, a.keepLegend, index, at('keepLegend')), () =>
      a.player === undefined ? ok(undefined) : playerRef(ctx.players, a.player, at('player')),
    );
    return map(kept, () => ({ kind: 'keepLegend', keep: a.keepLegend, ...optional('player', a.player) }));
  }
  const cards = all(a.discard, (id, k) => object(ctx, id, index, at('discard', k)));
  return map(cards, () => ({ kind: 'discardToHandSize', cards: [...a.discard] }));
};
