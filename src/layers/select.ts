import type { CardPool } from '../cards/pool.js';
import type { Condition, Filter, Value } from '../effects/types.js';
import { map, ok, optional, type Result } from '../result.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { conditionHolds } from './condition.js';
import type { EvalContext } from './context.js';
import { matches, matching } from './filter.js';
import { runLayers } from './run-layers.js';
import { readValue } from './values.js';
import type { EffectInstance, Working } from './working.js';

/** The players a resolving source names by relation: its target, defending and trigger player. */
export type NamedPlayers = Pick<EvalContext, 'targetPlayer' | 'defendingPlayer' | 'triggerPlayer'>;

export interface Selector extends NamedPlayers {
  readonly source: ObjectId;
  readonly controller: PlayerId;
}

/** The layers' context after applying every effect, and a viewpoint standing for a resolving source. */
const viewpointFrom = (
  state: GameState,
  pool: CardPool,
  filter: Filter,
  from: Selector,
): Result<{ ctx: EvalContext; viewpoint: EffectInstance }> =>
  map(runLayers(state, pool, null), (run) =>
    viewpointIn(run.ctx, run.ctx.objects.find((w) => w.object.id === from.source) ?? null, filter, from),
  );

/** A viewpoint standing for a resolving source, in the layers' context of a state. */
const viewpointIn = (
  evaluated: EvalContext,
  source: Working | null,
  filter: Filter,
  from: Selector,
): { ctx: EvalContext; viewpoint: EffectInstance } => {
  const named: NamedPlayers = {
    ...optional('targetPlayer', from.targetPlayer),
    ...optional('defendingPlayer', from.defendingPlayer),
    ...optional('triggerPlayer', from.triggerPlayer),
  };
  const ctx = Object.keys(named).length === 0 ? evaluated : { ...evaluated, ...named };
  const viewpoint: EffectInstance = {
    id: 'selector',
    def: { affects: filter, ops: [] },
    sourceId: from.source,
    source,
    sourceName: '',
    timestamp: 0,
    cda: false,
    origin: { kind: 'resolved', controller: from.controller },
    condition: null,
    byLayer: { ops: [], writes: [], mask: 0, last: -1 },
    locked: null,
  };
  return { ctx, viewpoint };
};

/** Whether an object is one a filter describes now, seen from a source (CR 611.2c). */
export type ObjectTest = (filter: Filter, from: Selector, object: ObjectId) => boolean;

/**
 * Answers whether objects are ones filters describe, for many questions on one state, from one
 * run of the layers: the state-based check asks it of every Aura (303.4c, 704.5m), and a run of
 * the layers for each made 5,000 Auras on one creature cubic (issue 18).
 */
export const objectTest = (state: GameState, pool: CardPool): Result<ObjectTest> =>
  map(runLayers(state, pool, null), ({ ctx }) => {
    const byId = new Map<ObjectId, Working>();
    for (const w of ctx.objects) byId.set(w.object.id, w);
    return (filter, from, id) => {
      const target = byId.get(id);
      if (!target || (filter.self === true && id !== from.source)) return false;
      const { ctx: seen, viewpoint } = viewpointIn(ctx, byId.get(from.source) ?? null, filter, from);
      return matches(seen, viewpoint, filter, target);
    };
  });

/**
 * The objects a filter describes now, seen from a resolving spell or ability: how a
 * resolving effect fixes the set of objects it changes (CR 611.2c).
 */
export const selectObjects = (
  state: GameState,
  pool: CardPool,
  filter: Filter,
  from: Selector,
): Result<ObjectId[]> => {
  const made = viewpointFrom(state, pool, filter, from);
  if (!made.ok) return made;
  const { ctx, viewpoint } = made.value;
  return ok(matching(ctx, viewpoint, filter).map((w) => w.object.id));
};

/**
 * Whether a condition holds now for a source (CR 603.4: a trigger's intervening "if"), read as
 * the layers read a static ability's condition. A source no longer on the battlefield is in no
 * state of its own ("[this] is tapped" is false).
 */
export const conditionNow = (
  state: GameState,
  pool: CardPool,
  condition: Condition,
  from: Selector,
): Result<boolean> => {
  const made = viewpointFrom(state, pool, {}, from);
  if (!made.ok) return made;
  const { ctx, viewpoint } = made.value;
  return ok(conditionHolds(ctx, viewpoint, condition, viewpoint.source));
};

/**
 * A number of the game now, seen from a resolving source (CR 608.2h: "for each creature you
 * control" is counted as the instruction is followed), read as the layers read values.
 */
export const valueNow = (state: GameState, pool: CardPool, value: Value, from: Selector): Result<number> => {
  const made = viewpointFrom(state, pool, {}, from);
  if (!made.ok) return made;
  const { ctx, viewpoint } = made.value;
  return ok(readValue(ctx, viewpoint, value, viewpoint.source, true));
};
