import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { activationOf, activationTargets } from '../engine/casting/activate.js';
import { castOntoStack, castTargets } from '../engine/casting/cast.js';
import { map, optional, type Result } from '../result.js';
import type { GameState } from '../state/types.js';
import { firstDivision } from './division.js';
import { accepts, targetUniverse } from './trial.js';
import type { LegalChoices } from './types.js';

/** An action that announces targets (and X): a cast or an activation. */
export type Targeting = Extract<PlayerAction, { kind: 'cast' } | { kind: 'activate' }>;

/**
 * The check of one set of targets for `base`, against the cast or activation as it stands up to
 * its targets (601.2a-b, 602.2b), worked out once: the engine's own steps, cut where the targets
 * are read. Or the refusal that comes before any target is read (timing, priority, the card).
 */
const targetCheck = (
  state: GameState,
  pool: CardPool,
  base: Targeting,
  announced: (targets: readonly string[]) => Pick<Targeting, 'targets' | 'division' | 'x'>,
): Result<(targets: readonly string[]) => Result<true>> =>
  base.kind === 'cast'
    ? map(
        castOntoStack(state, pool, base),
        (onStack) => (targets) =>
          map(castTargets(onStack, pool, { ...base, ...announced(targets) }), () => true as const),
      )
    : map(
        activationOf(state, pool, base),
        (found) => (targets) =>
          map(activationTargets(found, pool, { ...base, ...announced(targets) }), () => true as const),
      );

/**
 * CR 601.2c, 115.1: the ways to announce targets for `base`, one for each number of targets the
 * engine accepts (none, one, several: "up to" and "any number" give several), each with the
 * players and objects legal in each slot and one accepted combination, searched with the
 * engine's own target step (`targetCheck`, `targetSlots`). The combination found is then tried
 * whole with `apply`. What follows the targets reads only their number (601.2f: cost changes
 * see the count, casting/cast.ts; 602.2b: an ability's cost reads none), so a whole combination
 * refused for its cost is a refusal of every combination of that many targets; any other
 * refusal there falls back to the same search with `apply` itself.
 */
export const targetWays = (
  state: GameState,
  pool: CardPool,
  base: Targeting,
  divide: number | null,
  xByTargets: boolean,
): TargetWays => {
  // CR 601.2d: a spell or ability dividing an amount among its targets is announced with a
  // division; 601.2b-c, 107.3a: one whose number of targets is X, with X as many as they are.
  const announced = (targets: readonly string[]) => ({
    targets,
    ...optional('division', divide === null ? undefined : firstDivision(targets, divide)),
    ...optional('x', xByTargets ? targets.length : undefined),
  });
  const announce = (targets: readonly string[]): Targeting => ({ ...base, ...announced(targets) });
  const check = targetCheck(state, pool, base, announced);
  if (!check.ok) return { ways: [], moreTargets: false };
  const found = targetSlots(targetUniverse(state), check.value, (targets) =>
    accepts(state, pool, announce(targets)),
  );
  return {
    ways: found.ways.map(({ example, slots }) => ({
      example: announce(example),
      choices:
        slots.length === 0
          ? {}
          : {
              targets: slots,
              ...optional('divide', divide === null || slots.length < 2 ? undefined : { amount: divide }),
            },
    })),
    moreTargets: found.moreTargets,
  };
};

/** The ways found, and whether more targets than there are players and objects may be announced (named in `notListed`, never left out in silence). */
export interface TargetWays {
  readonly ways: readonly { example: Targeting; choices: LegalChoices }[];
  readonly moreTargets: boolean;
}

/** Why the ways of an object with more targets than there are players and objects aren't listed. */
export const moreTargetsReason = 'more targets than there are players and objects are not searched (601.2c)';

/** One set of targets tried: accepted, or refused with where. */
export type TargetTrial = (targets: readonly string[]) => Result<true>;

/** One way to announce targets: the players and objects legal in each slot, and one combination accepted. */
export interface Slots {
  readonly example: readonly string[];
  readonly slots: readonly (readonly string[])[];
}

/**
 * CR 601.2c, 115.1: for each number of targets `step` doesn't refuse as a number, the values
 * legal in each slot and one combination accepted, found slot by slot (`slotSearch`): each
 * value is checked once in its slot, never combination by combination. `step` is the engine's
 * target step; `whole`, when the action goes on past it, `apply`'s answer for the whole action,
 * asked once of each combination found. The numbers accepted are a range, and a number of
 * targets with no way ends the search: a variable number is of one "target" word (the others
 * name a fixed number, 601.2c, 700.2c), so a way of n + 1 targets would give one of n without
 * its last. More targets than there are players and objects repeat one, which one word can't
 * (115.3): what remains is `moreTargets`.
 */
export const targetSlots = (
  universe: readonly string[],
  step: TargetTrial,
  whole?: TargetTrial,
): { readonly ways: readonly Slots[]; readonly moreTargets: boolean } => {
  const ways: Slots[] = [];
  const search = slotSearch(universe, step);
  let counted = false;
  for (let n = 0; n <= universe.length; n++) {
    // CR 601.2c: the numbers of targets accepted are a range, from the fewest to the most.
    if (wrongCount(step(repeated(universe, n)))) {
      if (counted) return { ways, moreTargets: false };
      continue;
    }
    counted = true;
    const found = search(n);
    const way = found === null || whole === undefined ? found : wholeWay(universe, whole, found, n);
    if (way !== null) ways.push(way);
    else if (n > 0) return { ways, moreTargets: false };
  }
  const past = step(repeated(universe, universe.length + 1));
  return { ways, moreTargets: !wrongCount(past) && !(!past.ok && past.error.rule === '115.3') };
};

/** `found`, when `whole` accepts its example; else the search again with `whole` itself, or null when its payment is refused. */
const wholeWay = (universe: readonly string[], whole: TargetTrial, found: Slots, n: number): Slots | null => {
  const tried = whole(found.example);
  if (tried.ok) return found;
  return unpaid(tried) ? null : slotSearch(universe, whole)(n);
};

/** `n` values of the universe, in turn, repeating once they run out: a number of targets to try. */
const repeated = (universe: readonly string[], n: number): string[] =>
  Array.from({ length: n }, (_, i) => universe[i % Math.max(1, universe.length)] ?? '');

/**
 * CR 601.2c, 115.1, 700.2c: refused for the number of targets announced, not for which they are:
 * the engine refuses at `$.targets` itself only for a count (too few or too many for the target
 * words, any for a spell with none, not the chosen modes' number).
 */
const wrongCount = (tried: Result<true>): boolean => !tried.ok && tried.error.path === '$.targets';

/** The slot a refusal names (`$.targets[i]`), or null for a refusal elsewhere. */
const refusedSlot = (tried: Result<true>): number | null => {
  if (tried.ok) return null;
  const at = /^\$\.targets\[(\d+)\]/.exec(tried.error.path ?? '');
  return at === null ? null : Number(at[1]);
};

/** Slot i passed: accepted, or refused for a slot after it or for something read after the targets. */
const passes = (tried: Result<true>, i: number): boolean => {
  const slot = refusedSlot(tried);
  return slot === null || slot > i;
};

/**
 * The search of the slots of `n` targets, by `trial`, remembered from one number to the next
 * (a slot's values don't depend on how many follow it: the number is checked first, 601.2c):
 * the engine checks the targets in announcement order and refuses at the first that fails, so
 * slot i is tried with the example's values before it and any other values after it, and a
 * value is kept when the refusal, if any, is past slot i. A value refused for being one of those
 * before it (115.3: one word names a player or object once) is tried again beside another value
 * of that slot. The example takes the first value kept in each slot. Null when a slot has no
 * value, the example is refused, or a payment is (`unpaid`: no combination of n is paid).
 */
const slotSearch = (universe: readonly string[], trial: TargetTrial): ((n: number) => Slots | null) => {
  // One combination is tried once, whichever slot asks.
  const seen = new Map<string, Result<true>>();
  const tried = (t: readonly string[]): Result<true> => {
    const key = t.join(' ');
    const known = seen.get(key) ?? trial(t);
    seen.set(key, known);
    return known;
  };
  const slots: string[][] = [];
  const example: string[] = [];
  const slot = (i: number, n: number): boolean => {
    const after = (taken: readonly string[]) =>
      universe.filter((u) => !taken.includes(u)).slice(0, n - i - 1);
    const at = (prefix: readonly string[], u: string) => tried([...prefix, u, ...after([...prefix, u])]);
    const values: string[] = [];
    let moved: string[] | undefined;
    for (const u of universe) {
      const result = at(example, u);
      if (unpaid(result)) return false;
      if (passes(result, i)) {
        values.push(u);
        continue;
      }
      const j = example.indexOf(u);
      const other =
        j < 0 || refusedSlot(result) !== i ? undefined : slots[j]?.find((v) => !example.includes(v));
      if (other === undefined) continue;
      const beside = example.map((e, k) => (k === j ? other : e));
      if (!passes(at(beside, u), i)) continue;
      values.push(u);
      moved ??= beside;
    }
    const [first] = values.filter((u) => passes(at(example, u), i));
    // `moved` is the example so far with one value changed: it takes the example's place.
    if (first === undefined && moved !== undefined) for (const [k, v] of moved.entries()) example[k] = v;
    const chosen = first ?? values[0];
    if (chosen === undefined) return false;
    slots.push(values);
    example.push(chosen);
    return true;
  };
  return (n) => {
    for (let i = slots.length; i < n; i++) if (!slot(i, n)) return null;
    const combination = example.slice(0, n);
    return tried(combination).ok ? { example: combination, slots: slots.slice(0, n) } : null;
  };
};

/**
 * CR 601.2f-h, 602.2b: the costs are paid after the targets are announced: the mana, for a total
 * cost that reads only their number (cost changes see the count, casting/cast.ts; an ability's
 * mana cost reads none), and the objects a cost takes, each judged by the cost's own filter
 * (casting/chosen-costs.ts). A payment refused (at `$.sources` or `$.costs`) for one combination
 * of n targets is refused for every other, so no combination of n targets is accepted.
 */
const unpaid = (tried: Result<true>): boolean =>
  !tried.ok && /^\$\.(sources|costs)\b/.test(tried.error.path ?? '');
