import type { CardPool } from '../cards/pool.js';
import type { GameObject, GameState } from '../state/types.js';
import { baseOf } from './base.js';
import { type Characteristics, toCharacteristics } from './result.js';
import { runLayers } from './run-layers.js';
import { staticFunctionsIn } from './static-zone.js';

/**
 * Each object's characteristics when nothing but the object itself decides them, by object.
 * A state is readonly, and an object that doesn't change keeps its identity from one state to
 * the next, so its characteristics are worked out once, however many states share it. Null:
 * the object has an ability that makes a continuous effect, so the whole board must be seen.
 */
const known = new WeakMap<GameObject, { readonly pool: CardPool; readonly chars: Characteristics | null }>();

/**
 * The characteristics of every object when no continuous effect exists but those each object
 * makes for itself alone: no resolved effects (611.2), no characteristic-defining abilities
 * (604.3, which function in every zone and may count other objects), and no static abilities
 * where they function (611.3, 113.6b; elsewhere theirs don't exist, 611.3b); only counters (122.1a),
 * devoid (702.114a) and a land's intrinsic abilities (305.6). Then no object's characteristics
 * depend on another's, and the layers (613) can be applied to each object by itself. Null when
 * the state isn't like that.
 */
export const eachAlone = (state: GameState, pool: CardPool): Characteristics[] | null => {
  if (state.effects.length > 0) return null;
  const all: Characteristics[] = [];
  for (const object of state.objects) {
    let entry = known.get(object);
    if (entry?.pool !== pool) {
      entry = { pool, chars: alone(state, object, pool) };
      known.set(object, entry);
    }
    if (entry.chars === null) return null;
    all.push(entry.chars);
  }
  return all;
};

/** One object through every layer by itself, or null if its abilities could reach beyond it. */
const alone = (state: GameState, object: GameObject, pool: CardPool): Characteristics | null => {
  const base = baseOf(object, pool, null);
  if (!base.ok) return null;
  const reaches = base.value.abilities.some(
    (a) => a.def.kind === 'cda' || (a.def.kind === 'static' && staticFunctionsIn(a.def, object.zone)),
  );
  if (reaches) return null;
  const run = runLayers({ ...state, objects: [object] }, pool, null);
  const working = run.ok ? run.value.ctx.objects[0] : undefined;
  return working ? toCharacteristics(working, null, new Map()) : null;
};
