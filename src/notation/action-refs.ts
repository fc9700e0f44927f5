import type { ManaActivation } from '../engine/casting/mana-abilities.js';
import { all, chain, err, map, ok, type Result, rulesError } from '../result.js';
import type { DamageDivision, Decision } from '../state/answers.js';
import { didYouMean } from '../state/suggest.js';
import type { GameObject, ObjectId } from '../state/types.js';
import type { BoardActionInput } from './action-types.js';
import { type BoardContext, objectRef } from './board-context.js';
import { checkDecisions } from './decision-refs.js';

/** What the actions of a file may refer to: the state it sets up, and the ids still to be issued. */
export interface ActionContext extends BoardContext {
  /** The objects as the file sets them up, in file order. */
  readonly start: readonly GameObject[];
  /** The ids of the abilities on the file's stack, which a spell or ability may target (701.6a). */
  readonly abilities: readonly string[];
  /** The ids of the triggered abilities waiting in the file (603.3), which `orderTriggers` names. */
  readonly triggers: readonly string[];
  /** `next.id`: new objects get ids `o<n>` from it on (111.1, tokens), new abilities `a<n>`. */
  readonly nextId: number;
}

export type At = (...keys: (string | number)[]) => string;
export type Input<K extends string> = Extract<BoardActionInput, Record<K, unknown>>;

/**
 * Whether an id is one the engine has yet to issue (`o<n>`, `a<n>` with n at least `next.id`),
 * for what an earlier action creates: a token, a triggered ability. Never for the first action.
 */
export const issuedLater = (ctx: ActionContext, prefix: 'o' | 'a', id: string, index: number): boolean => {
  const n = new RegExp(`^${prefix}([1-9]\\d{0,14})$`).exec(id)?.[1];
  return index > 0 && n !== undefined && Number(n) >= ctx.nextId;
};

/** An object an action names: one of the file's, or a token an earlier action creates. */
export const isObject = (ctx: ActionContext, id: string, index: number): boolean =>
  ctx.objects.includes(id) || issuedLater(ctx, 'o', id, index);

export const object = (ctx: ActionContext, id: string, index: number, path: string): Result<ObjectId> =>
  isObject(ctx, id, index) ? ok(id) : map(objectRef(ctx, id, path), () => id);

/** A target, recipient or defender: an object or a player, by id. */
export const either = (ctx: ActionContext, id: string, index: number, path: string): Result<string> => {
  if (ctx.players.includes(id) || isObject(ctx, id, index)) return ok(id);
  const ids = [...ctx.objects, ...ctx.players];
  const message = `no object or player has id "${id}"${didYouMean(id, ids)}`;
  return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
};

/**
 * A target (115.1): an object or a player, or an ability on the stack (701.6a, "counter target
 * activated ability"): one of the file's, or one an earlier action puts there.
 */
export const target = (ctx: ActionContext, id: string, index: number, path: string): Result<string> => {
  if (ctx.abilities.includes(id) || issuedLater(ctx, 'a', id, index)) return ok(id);
  if (ctx.players.includes(id) || isObject(ctx, id, index)) return ok(id);
  const ids = [...ctx.objects, ...ctx.players, ...ctx.abilities];
  const message = `no object, player or ability on the stack has id "${id}"${didYouMean(id, ids)}`;
  return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
};

export const checkTargets = (
  ctx: ActionContext,
  targets: readonly string[] | undefined,
  index: number,
  at: At,
): Result<unknown> => all(targets ?? [], (id, k) => target(ctx, id, index, at('targets', k)));

/** The ids a division names (601.2d): each an object, a player or an ability, as targets are; whether each is a target is the engine's to judge. */
export const checkDivisionRefs = (
  ctx: ActionContext,
  division: DamageDivision | undefined,
  index: number,
  at: At,
): Result<unknown> => all(Object.keys(division ?? {}), (id) => target(ctx, id, index, at('division', id)));

/** The ids the decisions an action gives name (608.2d): objects, or players too for `chosen`. */
export const checkActionDecisions = (
  ctx: ActionContext,
  decisions: readonly Decision[] | undefined,
  index: number,
  at: At,
): Result<unknown> =>
  checkDecisions(
    decisions,
    at,
    (id, path) => object(ctx, id, index, path),
    (id, path) => either(ctx, id, index, path),
  );

/** The ids an action's choices name: its targets, its division's recipients and its decisions' objects. */
export const checkChoiceRefs = (
  ctx: ActionContext,
  a: {
    readonly targets?: readonly string[];
    readonly division?: DamageDivision;
    readonly decisions?: readonly Decision[];
  },
  index: number,
  at: At,
): Result<unknown> =>
  chain(checkTargets(ctx, a.targets, index, at), () =>
    chain(checkDivisionRefs(ctx, a.division, index, at), () =>
      checkActionDecisions(ctx, a.decisions, index, at),
    ),
  );

/** The objects a cost names under its verbs (601.2h, 602.2b): `{ "discard": ["card"] }`. */
export const checkCostObjects = (
  ctx: ActionContext,
  costs: Readonly<Partial<Record<string, readonly string[]>>> | undefined,
  index: number,
  at: At,
): Result<unknown> =>
  all(Object.entries(costs ?? {}), ([verb, ids]) =>
    all(ids ?? [], (id, k) => object(ctx, id, index, at('costs', verb, k))),
  );

/** The mana abilities an action names to pay with (601.2g), each object one of the file's. */
export const manaSources = (
  ctx: ActionContext,
  sources: Input<'cast'>['sources'] | Input<'decide'>['decide']['sources'],
  index: number,
  at: At,
): Result<ManaActivation[] | 'auto' | undefined> => {
  if (sources === undefined || sources === 'auto') return ok(sources);
  const activations = sources.map((s) => (typeof s === 'string' ? { object: s } : { ...s }));
  const named = all(activations, (s, k) => object(ctx, s.object, index, at('sources', k)));
  return map(named, () => activations);
};
