import type { CardPool } from '../cards/pool.js';
import type { Keyword } from '../effects/types.js';
import { evaluate } from '../layers/evaluate.js';
import type { Characteristics } from '../layers/result.js';
import type { Result } from '../result.js';
import { ok } from '../result.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';

/** The game as it looks now: every object's characteristics after the layers, by id. */
export interface View {
  readonly state: GameState;
  readonly chars: ReadonlyMap<ObjectId, Characteristics>;
  readonly objects: ReadonlyMap<ObjectId, GameObject>;
}

export const viewOf = (state: GameState, pool: CardPool): Result<View> => {
  const evaluated = evaluate(state, pool);
  if (!evaluated.ok) return evaluated;
  return ok({
    state,
    chars: new Map(evaluated.value.objects.map((c) => [c.id, c])),
    objects: new Map(state.objects.map((o) => [o.id, o])),
  });
};

export const hasKeyword = (c: Characteristics | undefined, keyword: Keyword): boolean =>
  c?.abilities.some((a) => a.keyword === keyword) ?? false;

export const isCreature = (c: Characteristics | undefined): boolean => c?.types.includes('Creature') ?? false;

export const counterCount = (o: GameObject, kind: string): number =>
  o.counters.find((c) => c.kind === kind)?.count ?? 0;

/** A state with one object replaced. */
export const withObject = (
  state: GameState,
  id: ObjectId,
  change: (o: GameObject) => GameObject,
): GameState => ({
  ...state,
  objects: state.objects.map((o) => (o.id === id ? change(o) : o)),
});
