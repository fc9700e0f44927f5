import type { PayableSymbol } from '../symbols/symbol.js';
import { type Attempt, type Ranking, type SupplyClass, solveClasses, tryPaying } from './payment-solver.js';
import type { Branching, Supply, Weights } from './source-supply.js';

/** One way of activating the branching sources, solved exactly. */
export interface Leaf {
  readonly attempt: Attempt;
  readonly classes: readonly SupplyClass[];
  /** For each of `Search.branching`, the index of its choice, or -1 for not activated. */
  readonly choices: readonly number[];
  /** The plan's place in the preference (see `Weights`), lower is better; NaN if it doesn't pay. */
  readonly score: number;
}

export interface Search {
  /** The branching sources in the order searched, identical ones side by side. */
  readonly branching: readonly Branching[];
  readonly best: Leaf | undefined;
  /**
   * To explain a failure: the way that came closest to paying or, when even the relaxed
   * flow with every source at its most fails (`relaxed`), that flow, true of every way.
   */
  readonly closest: Leaf;
  readonly relaxed: boolean;
  /** Whether the search stopped at NODE_LIMIT: `best` is legal but perhaps not preferred. */
  readonly truncated: boolean;
}

interface Bound {
  readonly attempt: Attempt;
  readonly classes: readonly SupplyClass[];
  /** No plan under this node scores less. */
  readonly score: number;
  readonly pays: boolean;
}

/** Ways tried at most; each costs a flow of microseconds, and real boards need a handful. */
export const NODE_LIMIT = 10_000;

export const sourceRanking = (w: Weights): Ranking => ({
  lifeCost: w.life,
  manaFirst: false,
  settled: w.sourceUnit,
});

/**
 * Branch and bound over the options of the branching sources (few on a real board: Sol
 * Ring, Gilded Lotus). Each choice is "not activated" or one option. A node's bound is one
 * flow in which every undecided source is relaxed to its largest option's count of units,
 * each of any type any option makes and charged its share of an activation, and each {2/C}
 * symbol asks for one mana of any type: that flow pays whenever some completion does, at
 * no more cost, so a node whose bound fails or can't beat the best plan found is cut.
 * Identical sources are tried in one order only (activated ones first).
 */
export const searchSources = (
  cost: readonly PayableSymbol[],
  amounts: readonly number[],
  supply: Supply,
  lifeCap: number,
): Search => {
  const w = supply.weights;
  const ranking = sourceRanking(w);
  if (supply.branching.length === 0) {
    // Lands and the like only: one exact solve, nothing to search.
    const { best, closest } = solveClasses(cost, supply.base, lifeCap, amounts, ranking);
    const leaf = (attempt: Attempt, score: number): Leaf => ({
      attempt,
      classes: supply.base,
      choices: [],
      score,
    });
    return {
      branching: [],
      best: best && leaf(best, best.life * w.life + best.cost),
      closest: leaf(closest, Number.NaN),
      relaxed: false,
      truncated: false,
    };
  }
  const firstOf = new Map<string, number>();
  supply.branching.forEach((b, i) => {
    if (!firstOf.has(b.source.key)) firstOf.set(b.source.key, i);
  });
  const list = supply.branching
    .map((b, i) => ({ b, i, first: firstOf.get(b.source.key) ?? i }))
    .sort((x, y) => x.first - y.first || x.i - y.i)
    .map((x) => x.b);
  const charges = list.map((b) => w.act + w.flex * b.source.flex);
  const choices = list.map(() => -1);
  let best: Leaf | undefined;
  let closest: Leaf | undefined;
  let nodes = 0;
  let truncated = false;

  const charged = (upTo: number): number => {
    let sum = 0;
    for (let d = 0; d < upTo; d++) if ((choices[d] ?? -1) >= 0) sum += charges[d] ?? 0;
    return sum;
  };

  const twobrids = cost.some((s) => s.kind === 'genericHybrid');

  const record = (attempt: Attempt, classes: readonly SupplyClass[], score: number): void => {
    if (attempt.flow === attempt.demand) {
      if (!best || score < best.score) best = { attempt, classes, choices: [...choices], score };
    } else if (!closest || attempt.demand - attempt.flow < closest.attempt.demand - closest.attempt.flow) {
      closest = { attempt, classes, choices: [...choices], score: Number.NaN };
    }
  };

  /** Every source decided: solved exactly, every split of the {2/C} symbols tried. */
  const leaf = (): void => {
    const classes = [...supply.base, ...unitClasses(list, choices, w)];
    const { best: found, closest: near } = solveClasses(cost, classes, lifeCap, amounts, ranking);
    const attempt = found ?? near;
    record(attempt, classes, attempt.life * w.life + attempt.cost + charged(list.length));
  };

  /** The relaxed flow of the node whose first `depth` sources are decided. */
  const boundAt = (depth: number): Bound => {
    const classes = [
      ...supply.base,
      ...unitClasses(list.slice(0, depth), choices, w),
      ...list.slice(depth).map((b) => relaxedClass(b, w)),
    ];
    const attempt = tryPaying(cost, amounts, classes, lifeCap, [], [], ranking, true);
    const score = attempt.life * w.life + attempt.cost + charged(depth);
    return { attempt, classes, score, pays: attempt.flow === attempt.demand };
  };

  const visit = (depth: number, node: Bound): void => {
    if (best && node.score >= best.score) return;
    if (depth === list.length) {
      // Without {2/C} symbols the relaxed flow is the exact one.
      if (twobrids) leaf();
      else record(node.attempt, node.classes, node.score);
      return;
    }
    const here = list[depth];
    if (!here) return;
    const options = here.choices.length;
    const rank = (c: number): number => (c < 0 ? options : c);
    const floor =
      depth > 0 && list[depth - 1]?.source.key === here.source.key ? rank(choices[depth - 1] ?? -1) : 0;
    // Each child's bound first, then the most promising child first: good plans are found
    // early and cut the rest. Ties keep the order "not activated", then the options.
    const children: { choice: number; bound: Bound }[] = [];
    for (const choice of [-1, ...here.choices.map((_, c) => c)]) {
      if (rank(choice) < floor) continue;
      if (++nodes > NODE_LIMIT) {
        truncated = true;
        break;
      }
      choices[depth] = choice;
      const bound = boundAt(depth + 1);
      if (bound.pays) children.push({ choice, bound });
      else if (depth + 1 === list.length && !twobrids) record(bound.attempt, bound.classes, Number.NaN);
    }
    children.sort((a, b) => a.bound.score - b.bound.score);
    for (const child of children) {
      choices[depth] = child.choice;
      visit(depth + 1, child.bound);
    }
    choices[depth] = -1;
  };

  const root = boundAt(0);
  if (!root.pays) {
    const { attempt, classes } = root;
    return {
      branching: list,
      best,
      closest: { attempt, classes, choices, score: Number.NaN },
      relaxed: true,
      truncated,
    };
  }
  visit(0, root);
  if (!best && !closest) {
    // Every way was cut by its bound: explain with every source activated at its largest.
    list.forEach((b, d) => {
      choices[d] = largest(b);
    });
    leaf();
  }
  return { branching: list, best, closest: closest ?? best ?? failedLeaf(), relaxed: false, truncated };
};

const failedLeaf = (): never => {
  throw new Error('internal: a search with no leaf');
};

const largest = (b: Branching): number => {
  let at = 0;
  b.choices.forEach((c, i) => {
    if (c.units.length > (b.choices[at]?.units.length ?? 0)) at = i;
  });
  return at;
};

/** The activated sources' units in classes by type and snow: source mana, spent after the pool's. */
const unitClasses = (list: readonly Branching[], choices: readonly number[], w: Weights): SupplyClass[] => {
  const classes: (SupplyClass & { units: number[] })[] = [];
  list.forEach((b, d) => {
    const choice = b.choices[choices[d] ?? -1];
    if (!choice) return;
    for (const u of choice.units) {
      const snowMask = u.snow ? u.bit : 0;
      const found = classes.find((c) => c.mask === u.bit && c.snowMask === snowMask);
      if (found) found.units.push(u.id);
      else classes.push({ mask: u.bit, snowMask, cost: w.sourceUnit + w.mana, units: [u.id] });
    }
  });
  return classes;
};

/** An undecided source at its most: `size` units of any type it makes, charged a share of its activation. */
const relaxedClass = (b: Branching, w: Weights): SupplyClass => {
  const s = b.source;
  return {
    mask: s.mask,
    snowMask: s.snowMask,
    cost: Math.floor((w.act + w.flex * s.flex) / s.size) + w.sourceUnit + w.mana,
    units: new Array<number>(s.size).fill(-1),
  };
};
