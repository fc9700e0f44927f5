import type { CardPool } from '../cards/pool.js';
import type { ActiveEffect, GameObject, GameState, ObjectId } from '../state/types.js';
import { baseOf } from './base.js';
import { abilityEffects } from './collect.js';
import { functionsIn } from './effect-step.js';
import { type Reach, reachOf, wider } from './reach.js';
import { type Characteristics, toCharacteristics } from './result.js';
import { applyLayers } from './run-layers.js';
import { type Surroundings, sameSurroundings } from './same-for-layers.js';

/**
 * Evaluation by islands (CR 613). The objects of a state fall into islands: two objects are in
 * one island when a continuous effect may reach both (reach.ts), and every permanent is in one
 * island when an effect may reach any permanent. No effect reaches across islands, so none
 * depends on another across them (613.8a), and each island's objects come out of the layers
 * alone as they do among all the others: timestamp order (613.7) and dependency order (613.8b
 * takes the first effect ready, and an island's effects become ready by its own effects only)
 * are kept within each island.
 *
 * An island whose objects, effects and surroundings are those of an island evaluated before is
 * not evaluated again: an action changes a few objects, and the cards in libraries and hands,
 * and the creatures no effect links, keep their characteristics from state to state.
 *
 * What is remembered is kept by object id, a few entries each, replaced as objects change: not
 * in a WeakMap by object, whose entries V8 frees only at a full collection (state/recent.ts).
 */

/**
 * One object as the islands see it: what its abilities reach where it is (null when none makes a
 * continuous effect there), and its characteristics once worked out as an island of its own.
 */
interface OwnReach {
  readonly object: GameObject;
  readonly pool: CardPool;
  readonly reach: Reach | null;
  alone?: Characteristics | null;
}

/** An island evaluated: its objects and effects, what it read beside them, and their characteristics. */
interface IslandRun {
  readonly pool: CardPool;
  readonly objects: readonly GameObject[];
  readonly effects: readonly ActiveEffect[];
  /** Null when nothing in it reads the surroundings. */
  readonly seenIn: Surroundings | null;
  readonly chars: readonly Characteristics[];
}

const ownReaches = new Map<ObjectId, OwnReach>();
/** By the id of the island's first object, the last used first. */
const runs = new Map<ObjectId, readonly IslandRun[]>();

/** Objects by their index in the state, the resolved effects that reach them, and whether any reads the surroundings. */
interface Island {
  readonly members: number[];
  readonly effects: ActiveEffect[];
  /** Set as the island is made; read-only once its partition is. */
  inContext: boolean;
}

/** How a state's objects fall into islands: each object as the islands see it, and the islands, or null for one. */
interface Partition {
  readonly pool: CardPool;
  readonly objects: readonly GameObject[];
  readonly effects: readonly ActiveEffect[];
  readonly own: readonly OwnReach[];
  readonly islands: readonly Island[] | null;
}

/**
 * The last partitions made, the last used first: the states one action passes through, and those
 * `legalActions` tries from one state, mostly share one.
 */
let partitions: readonly Partition[] = [];
const PARTITIONS_KEPT = 2;

/**
 * Every object's characteristics, island by island, in the state's object order; or null when
 * the state is one island (an effect reaches anything, or links everything), which the caller
 * evaluates whole.
 */
export const evaluateByIslands = (state: GameState, pool: CardPool): Characteristics[] | null => {
  const partition = partitionOf(state, pool);
  const { own, islands } = partition;
  if (islands === null) return null;
  const n = state.objects.length;
  const found: Characteristics[] = new Array(n);
  for (const island of islands) {
    const chars = isAlone(island)
      ? aloneChars(state, pool, own[island.members[0] as number] as OwnReach)
      : islandChars(state, pool, island);
    if (chars === null) return null;
    for (let k = 0; k < island.members.length; k++)
      found[island.members[k] as number] = chars[k] as Characteristics;
  }
  return found;
};

/**
 * A kept partition that holds for this state: the same effects, and in each place an object with
 * the same id, on the battlefield or not as before, whose abilities reach as far (CR 613: what
 * links objects). Else a new one.
 */
const partitionOf = (state: GameState, pool: CardPool): Partition => {
  for (const last of partitions) {
    const held = heldFor(last, state, pool);
    if (held) {
      partitions = [held, ...partitions.filter((p) => p !== last)];
      return held;
    }
  }
  const made = partitionAnew(state, pool);
  partitions = [made, ...partitions.slice(0, PARTITIONS_KEPT - 1)];
  return made;
};

/** The partition `last` for this state, or null if it doesn't hold. */
const heldFor = (last: Partition, state: GameState, pool: CardPool): Partition | null => {
  const n = state.objects.length;
  if (last.pool !== pool || last.effects !== state.effects || last.objects.length !== n) return null;
  const own: OwnReach[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const object = state.objects[i] as GameObject;
    const was = last.objects[i] as GameObject;
    if (object === was) {
      own[i] = last.own[i] as OwnReach;
      continue;
    }
    const memo = ownReach(object, pool);
    own[i] = memo;
    const alike =
      object.id === was.id &&
      (object.zone === 'battlefield') === (was.zone === 'battlefield') &&
      memo.reach === last.own[i]?.reach;
    if (!alike) return null;
  }
  return { ...last, objects: state.objects, own };
};

const partitionAnew = (state: GameState, pool: CardPool): Partition => {
  const objects = state.objects;
  const n = objects.length;
  // Index n stands for every permanent at once.
  const battlefield = n;
  const links = new Links(n + 1);
  const inContext = new Uint8Array(n + 1);
  let battlefieldReached = false;
  let reachesAll = false;
  const own: OwnReach[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const memo = ownReach(objects[i] as GameObject, pool);
    own[i] = memo;
    const reach = memo.reach;
    if (reach === null) continue;
    if (reach.objects === 'all') reachesAll = true;
    if (reach.context) inContext[i] = 1;
    if (reach.objects === 'battlefield') {
      links.join(i, battlefield);
      battlefieldReached = true;
    }
  }
  const whole = { pool, objects, effects: state.effects, own, islands: null };
  if (reachesAll) return whole;
  const placed = placeEffects(state, links, inContext);
  if (placed === null) return whole;
  if (battlefieldReached || placed.battlefieldReached)
    for (let i = 0; i < n; i++)
      if ((objects[i] as GameObject).zone === 'battlefield') links.join(i, battlefield);
  const islands = islandsOf(links, n, inContext, state.effects, placed.at);
  return { ...whole, islands: islands.length === 1 ? null : islands };
};

/**
 * Links the objects each effect of a resolved spell or ability reaches (its source, the objects
 * it is locked onto, 611.2c; every permanent), and says where each is: the index of an object it
 * reaches, the battlefield's, or -1 for none left in the game. Null when one reaches anything.
 */
const placeEffects = (
  state: GameState,
  links: Links,
  inContext: Uint8Array,
): { readonly at: readonly number[]; readonly battlefieldReached: boolean } | null => {
  const at: number[] = [];
  let battlefieldReached = false;
  if (state.effects.length === 0) return { at, battlefieldReached };
  const indexById = new Map<ObjectId, number>();
  state.objects.forEach((o, i) => {
    indexById.set(o.id, i);
  });
  for (const effect of state.effects) {
    const reach = reachOf(effect.effect, effect.lockedTo !== null, null);
    if (reach.objects === 'all') return null;
    let first = -1;
    if (reach.objects === 'battlefield') {
      first = state.objects.length;
      battlefieldReached = true;
    }
    const place = (id: ObjectId): void => {
      const i = indexById.get(id);
      if (i === undefined) return;
      if (first === -1) first = i;
      else links.join(first, i);
    };
    place(effect.source);
    for (const id of effect.lockedTo ?? []) place(id);
    if (first !== -1 && reach.context) inContext[first] = 1;
    at.push(first);
  }
  return { at, battlefieldReached };
};

/** The islands of the state's objects, in the order of their first objects. */
const islandsOf = (
  links: Links,
  n: number,
  inContext: Uint8Array,
  effects: readonly ActiveEffect[],
  at: readonly number[],
): Island[] => {
  const islands: Island[] = [];
  const byRoot = new Int32Array(n + 1).fill(-1);
  const islandOf = (i: number): Island => {
    const root = links.find(i);
    let k = byRoot[root] as number;
    if (k === -1) {
      k = islands.length;
      byRoot[root] = k;
      islands.push({ members: [], effects: [], inContext: false });
    }
    return islands[k] as Island;
  };
  for (let i = 0; i < n; i++) islandOf(i).members.push(i);
  // The battlefield's index joins an island only through a permanent: with none, what reaches it reaches nothing.
  for (let i = 0; i <= n; i++)
    if (inContext[i] === 1 && byRoot[links.find(i)] !== -1) islandOf(i).inContext = true;
  effects.forEach((effect, j) => {
    const i = at[j] ?? -1;
    if (i !== -1 && byRoot[links.find(i)] !== -1) islandOf(i).effects.push(effect);
  });
  return islands;
};

/** The reach of the continuous effects an object's own abilities make where it is now (611.3b, 604.3). */
const ownReach = (object: GameObject, pool: CardPool): OwnReach => {
  const known = ownReaches.get(object.id);
  if (known?.object === object && known.pool === pool) return known;
  const base = baseOf(object, pool, null);
  let reach: Reach | null = null;
  if (base.ok) {
    for (const effect of abilityEffects(base.value)) {
      if (effect.origin.kind !== 'ability' || !functionsIn(effect, effect.origin.ability, object.zone))
        continue;
      const one = reachOf(effect.def, false, effect.condition);
      reach = reach === null ? one : wider(reach, one);
    }
  }
  const memo = { object, pool, reach };
  ownReaches.set(object.id, memo);
  return memo;
};

/** An island of one object that reads nothing beside itself: most cards in libraries and hands, and many creatures. */
const isAlone = (island: Island): boolean =>
  island.members.length === 1 && island.effects.length === 0 && !island.inContext;

/** Its characteristics as an island of its own, worked out once for the object. */
const aloneChars = (state: GameState, pool: CardPool, memo: OwnReach): readonly Characteristics[] | null => {
  if (memo.alone === undefined) memo.alone = evaluatedApart(state, pool, [memo.object], [])?.[0] ?? null;
  return memo.alone === null ? null : [memo.alone];
};

/**
 * How many runs are kept for each first object: two, so that states tried from one state (each
 * action `legalActions` tries, each branch a simulator explores) keep that state's run.
 */
const RUNS_KEPT = 2;

/** One island's characteristics: a kept run's, if nothing it reads changed; else evaluated alone. */
const islandChars = (state: GameState, pool: CardPool, island: Island): readonly Characteristics[] | null => {
  const { members, effects } = island;
  const first = state.objects[members[0] as number] as GameObject;
  const kept = runs.get(first.id) ?? [];
  const same = kept.findIndex(
    (run) =>
      run.pool === pool &&
      run.objects.length === members.length &&
      members.every((i, k) => state.objects[i] === run.objects[k]) &&
      sameList(run.effects, effects) &&
      (run.seenIn === null || sameSurroundings(run.seenIn, state)),
  );
  const found = kept[same];
  if (found) {
    // The run used last is kept longest.
    if (same > 0) runs.set(first.id, [found, ...kept.filter((r) => r !== found)]);
    return found.chars;
  }
  const objects = members.map((i) => state.objects[i] as GameObject);
  const chars = evaluatedApart(state, pool, objects, effects);
  if (chars === null) return null;
  const { turn, combat, players } = state;
  const seenIn = island.inContext ? { turn, players, ...(combat ? { combat } : {}) } : null;
  runs.set(first.id, [{ pool, objects, effects, seenIn, chars }, ...kept.slice(0, RUNS_KEPT - 1)]);
  return chars;
};

/** These objects' characteristics, with these resolved effects, by every layer (CR 613) run on them alone; null on an error, which the whole evaluation reports. */
const evaluatedApart = (
  state: GameState,
  pool: CardPool,
  objects: readonly GameObject[],
  effects: readonly ActiveEffect[],
): Characteristics[] | null => {
  const run = applyLayers({ ...state, objects, effects }, pool, null);
  return run.ok ? run.value.ctx.objects.map((w) => toCharacteristics(w, null, new Map())) : null;
};

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Which indices are linked, by union and find. */
class Links {
  private readonly parent: Int32Array;
  constructor(size: number) {
    this.parent = new Int32Array(size);
    for (let i = 0; i < size; i++) this.parent[i] = i;
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root] as number;
    // Path compression: later finds take one step.
    for (let j = i; this.parent[j] !== root; ) {
      const next = this.parent[j] as number;
      this.parent[j] = root;
      j = next;
    }
    return root;
  }
  join(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[ra] = rb;
  }
}
