import type { CardPool } from '../cards/pool.js';
import type { Filter } from '../effects/types.js';
import { ok, type Result } from '../result.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { runLayers } from './evaluate.js';
import { matching } from './filter.js';
import type { EffectInstance } from './working.js';

export interface Selector {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly targetPlayer?: PlayerId;
}

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
  const run = runLayers(state, pool, null);
  if (!run.ok) return run;
  const ctx =
    from.targetPlayer === undefined ? run.value.ctx : { ...run.value.ctx, targetPlayer: from.targetPlayer };
  const viewpoint: EffectInstance = {
    id: 'selector',
    def: { affects: filter, ops: [] },
    sourceId: from.source,
    source: run.value.ctx.objects.find((w) => w.object.id === from.source) ?? null,
    sourceName: '',
    timestamp: 0,
    cda: false,
    origin: { kind: 'resolved', controller: from.controller },
    condition: null,
    byLayer: { ops: [], writes: [], mask: 0, last: -1 },
    locked: null,
  };
  return ok(matching(ctx, viewpoint, filter).map((w) => w.object.id));
};
