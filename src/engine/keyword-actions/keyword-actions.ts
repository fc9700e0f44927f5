import type { CardPool } from '../../cards/pool.js';
import type { Instruction } from '../../effects/types.js';
import { chain, map, ok, optional, type Result } from '../../result.js';
import type { GameObject, GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { type Follow, followAll } from '../resolution/choices.js';
import { amountOf, type Resolving } from '../resolution/resolving.js';
import { counterCount, hasKeyword, viewOf, withObject } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { changeCounters } from '../zones/counters.js';
import { transform } from './transform.js';

/** Keyword actions (CR 701) of a resolving ability's source, and fading's removal (702.32a). */

/** The resolving ability's source, if it is still on the battlefield (608.2h). */
export const sourcePermanent = (state: GameState, r: Resolving): GameObject | undefined => {
  const id = r.source.object?.id;
  return state.objects.find((o) => o.id === id && o.zone === 'battlefield');
};

/**
 * The player who controls the source as it last was (608.2h): who explores or connives for it
 * (701.44c, 701.50c) even once it has left; the ability's controller if it had no object.
 */
export const sourceController = (r: Resolving): PlayerId => {
  const id = r.source.object?.id;
  return (id === undefined ? undefined : r.seen.get(id)?.controller) ?? r.action.controller;
};

/**
 * CR 702.32a: "Remove a [kind] counter from [this]. If you can't, [otherwise]": with none on it,
 * or with it gone from the battlefield, the other instructions are followed; "If you do, …"
 * (608.2c) are followed once one is removed.
 */
export const removeCounterOr = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'removeCounter' }>,
  follow: Follow,
): Result<Outcome> => {
  const object = sourcePermanent(state, r);
  if (!object || counterCount(object, i.counter) === 0) return followAll(state, r, i.otherwise, follow);
  // "If you do" is no keyword's: a plain removal (122.1).
  const removed = changeCounters(state, object.id, i.counter, -1, i.ifDone.length > 0 ? '122.1' : '702.32a');
  return map(followAll(removed.state, r, i.ifDone, follow), (then) => ({
    state: then.state,
    events: [...removed.events, ...then.events],
  }));
};

/** "Remove all [kind] counters from [this]": none if it has left the battlefield (608.2h). */
export const removeAllCounters = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'removeAllCounters' }>,
): Outcome => {
  const object = sourcePermanent(state, r);
  return object
    ? changeCounters(state, object.id, i.counter, -counterCount(object, i.counter), '122.1')
    : { state, events: [] };
};

type MoveCounter = Extract<Instruction, { kind: 'moveCounter' }>;

/**
 * One end of a move, on the battlefield now: the source (608.2h), the trigger event's object, or
 * an instance of "target"'s target, still legal (608.2b, 115.1).
 */
const moveEnd = (state: GameState, r: Resolving, end: MoveCounter['from' | 'to']): GameObject | undefined => {
  if (end === 'self') return sourcePermanent(state, r);
  const id =
    end === 'triggerObject'
      ? r.action.triggerObject
      : end === 'targets'
        ? r.targets[0]
        : r.targetsByWord?.[1]?.[0];
  return state.objects.find((o) => o.id === id && o.zone === 'battlefield');
};

/**
 * CR 122.5: a counter moved from one permanent onto another (graft, 702.58a; "Move a +1/+1
 * counter from target creature onto [this]"): only if both are on the battlefield, are not the
 * same object, and the first has such a counter; otherwise nothing moves.
 */
export const moveCounter = (state: GameState, r: Resolving, i: MoveCounter): Result<Outcome> => {
  const from = moveEnd(state, r, i.from);
  const to = moveEnd(state, r, i.to);
  if (!from || !to || from.id === to.id || counterCount(from, i.counter) === 0)
    return ok({ state, events: [] });
  const removed = changeCounters(state, from.id, i.counter, -1, '122.5');
  return map(putCounters(removed.state, r.pool, to.id, i.counter, 1, '122.5'), (put) => ({
    state: put.state,
    events: [...removed.events, ...put.events],
  }));
};

/**
 * CR 701.46a: "Adapt N": if the permanent has no +1/+1 counters on it, put N +1/+1 counters on
 * it; one with a counter, or no longer on the battlefield, gets none.
 */
export const adapt = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'adapt' }>,
): Result<Outcome> =>
  chain(amountOf(i.amount, r, state), (n) => {
    const object = sourcePermanent(state, r);
    if (!object || counterCount(object, '+1/+1') > 0) return ok({ state, events: [] });
    return putCounters(state, r.pool, object.id, '+1/+1', n, '701.46a');
  });

/**
 * CR 701.37a-b: "Monstrosity N": if the permanent isn't monstrous, put N +1/+1 counters on it
 * and it becomes monstrous, which it stays until it leaves the battlefield. For "monstrosity X",
 * its event carries that X, which its other abilities read (701.37c: "When [this] becomes
 * monstrous, create X X/X ... tokens").
 */
export const monstrosity = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'monstrosity' }>,
): Result<Outcome> =>
  chain(amountOf(i.amount, r, state), (n) => {
    const object = sourcePermanent(state, r);
    if (!object || object.monstrous) return ok({ state, events: [] });
    const x = i.amount.kind === 'x' ? n : undefined;
    return countersAndDesignation(state, r.pool, object.id, n, 'monstrous', '701.37a', x);
  });

/** N +1/+1 counters on a permanent, then a designation it keeps until it leaves the battlefield (701.37b, 702.112b). */
const countersAndDesignation = (
  state: GameState,
  pool: CardPool,
  id: string,
  n: number,
  designation: 'monstrous' | 'renowned',
  rule: string,
  x?: number,
): Result<Outcome> => {
  const kind = designation === 'monstrous' ? 'becameMonstrous' : 'becameRenowned';
  return map(putCounters(state, pool, id, '+1/+1', n, rule), (counted) => ({
    state: withObject(counted.state, id, (o) => ({ ...o, [designation]: true })),
    events: [...counted.events, { kind, object: id, rule, ...optional('x', x) }],
  }));
};

/**
 * CR 702.112a-b: renown's "put N +1/+1 counters on it and it becomes renowned", which it stays
 * until it leaves the battlefield. Its intervening "if it isn't renowned" (603.4) is the
 * trigger's condition, checked as it triggers and as it resolves (702.112c).
 */
export const renown = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'renown' }>,
): Result<Outcome> =>
  chain(amountOf(i.amount, r, state), (n) => {
    const object = sourcePermanent(state, r);
    if (!object) return ok({ state, events: [] });
    return countersAndDesignation(state, r.pool, object.id, n, 'renowned', '702.112a');
  });

/**
 * CR 701.27a: "transform [this]": the resolving ability's source, if it is still on the
 * battlefield (608.2h) and hasn't transformed since the ability was put on the stack (701.27f);
 * one with daybound or nightbound transforms only by them (702.145b, 702.145e).
 */
export const transformSource = (state: GameState, r: Resolving): Result<Outcome> => {
  const object = sourcePermanent(state, r);
  const since = r.source.at;
  if (!object || (object.transformedAt !== undefined && since !== undefined && object.transformedAt >= since))
    return ok({ state, events: [] });
  return map(viewOf(state, r.pool), (view) => {
    const c = view.chars.get(object.id);
    if (hasKeyword(c, 'Daybound') || hasKeyword(c, 'Nightbound')) return { state, events: [] };
    return transform(state, r.pool, object, '701.27a');
  });
};
