import { appendAll } from '../lists.js';
import { COLORS } from '../symbols/colors.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import { ALL_TYPES, acceptance, LIFE_OK, pays } from './acceptance.js';
import { FlowGraph } from './flow.js';
import {
  conversions,
  deficitOf,
  leastLifeOf,
  leastLifeWithoutTwobrids,
  loadClasses,
  loadDemand,
  measureExcess,
} from './payment-hall.js';
import type { PaymentPlan, SymbolPayment } from './payment-model.js';
import { TYPE_INDEX } from './payment-model.js';

type PayableCost = readonly PayableSymbol[];

/**
 * The exact solver. Each symbol accepts some kinds of mana (a mask over the six types,
 * perhaps snow only) and perhaps 2 life; symbols with the same acceptance form one
 * demand group. Supply comes in classes of interchangeable units, each unit spendable as
 * any one type of its class's mask (a pool unit has one type; an untapped land that makes
 * {G} or {U} has two). Paying is then a transportation problem, solved as a min-cost
 * flow: exact by max-flow min-cut (Hall's theorem), and the costs encode the preference
 * between plans. {2/C} symbols, paid with one coloured mana or two of any type, are the
 * one choice a flow can't express; each way of splitting them is tried.
 */

/** Units that are interchangeable for the flow. */
export interface SupplyClass {
  /** The types a unit may be spent as, one bit per type in WUBRGC order. */
  readonly mask: number;
  /** The types it may be spent as mana from a snow source, for {S} (CR 107.4h). */
  readonly snowMask: number;
  /** What spending one unit costs the preference; cheaper units are spent first. */
  readonly cost: number;
  /** The caller's ids for the units, taken in this order. */
  readonly units: readonly number[];
}

/** How attempts (one per way of splitting {2/C} symbols) are compared. */
export interface Ranking {
  /** The flow cost of paying 2 life; undefined: more than any mana could cost (planPayment). */
  readonly lifeCost: number | undefined;
  /** Compare mana spent before the flow cost (planPayment), or only the flow cost. */
  readonly manaFirst: boolean;
  /** A plan costing less than this can't be beaten by spending more mana on {2/C} symbols. */
  readonly settled: number;
}

interface Group {
  readonly key: number;
  count: number;
  /** Indices of the cost's symbols in this group, in cost order. */
  readonly symbols: number[];
}

export interface Attempt {
  readonly graph: FlowGraph;
  readonly groups: readonly Group[];
  /** Per group and class (group * classes + class), the edge between them, or -1. */
  readonly groupEdges: readonly number[];
  /** Per group, its edge to life, or -1. */
  readonly lifeEdges: readonly number[];
  readonly converted: readonly number[];
  readonly flow: number;
  readonly demand: number;
  /** How many symbols were paid with 2 life. */
  readonly life: number;
  readonly units: number;
  /** The flow's cost without its life. */
  readonly cost: number;
}

export interface Outcome {
  readonly best: Attempt | undefined;
  /** When none pays, the attempt that came closest, to explain the failure; else the best. */
  readonly closest: Attempt;
}

/**
 * The best attempt over every useful way of splitting the {2/C} symbols, if any pays.
 * Hall's condition (`payment-hall.ts`) tells, without a flow, whether a split pays and how
 * far it falls short; a flow runs only for splits that pay and could be the best, and for
 * the closest split when none pays, to explain it.
 */
export const solveClasses = (
  cost: PayableCost,
  classes: readonly SupplyClass[],
  lifeCap: number,
  amounts: readonly number[],
  ranking: Ranking,
): Outcome => {
  // {2/C} symbols by colour, for the splits to try.
  const twobrids: number[][] = COLORS.map(() => []);
  cost.forEach((s, k) => {
    if (s.kind === 'genericHybrid') twobrids[TYPE_INDEX[s.color]]?.push(k);
  });
  const colors: number[] = [];
  twobrids.forEach((list, c) => {
    if (list.length > 0) colors.push(c);
  });
  if (colors.length === 0) {
    // No choice to split: one flow. (If the supply falls short, that flow explains it.)
    const attempt = tryPaying(cost, amounts, classes, lifeCap, [], [], ranking);
    return { best: attempt.flow === attempt.demand ? attempt : undefined, closest: attempt };
  }
  const splits = colors.map((c) => twobrids[c] ?? []);
  loadClasses(classes);
  loadDemand(cost, amounts);
  measureExcess(lifeCap);
  // No split pays less life than the cost without its {2/C} symbols; once a plan pays
  // that little and is settled, plans with more conversions only spend more mana.
  const leastLife = leastLifeWithoutTwobrids();
  // With planPayment's ranking, a split's life and mana follow from Hall's condition alone:
  // its flow pays the least life it can (life costs more than any mana), and the rest in mana.
  const lifeThenMana = ranking.lifeCost === undefined && ranking.manaFirst;
  const base = amounts.reduce((a, b) => a + b, 0);
  let best: Attempt | undefined;
  let closest: { converted: number[]; deficit: number } | undefined;
  const counts = splits.map(() => 0);
  /** Weighs the split in `counts`; true once no later split can be better. */
  const consider = (total: number): boolean => {
    if (best && best.life <= leastLife && best.cost < ranking.settled && total > best.converted.length)
      return true;
    const deficit = deficitOf();
    if (deficit > 0) {
      if (!closest || deficit < closest.deficit) closest = { converted: [...counts], deficit };
      return false;
    }
    if (lifeThenMana && best) {
      const life = leastLifeOf();
      const units = base + total - life;
      if (life > best.life || (life === best.life && units > best.units)) return false;
    }
    const attempt = tryPaying(cost, amounts, classes, lifeCap, splits, counts, ranking);
    if (!best || better(attempt, best, ranking)) best = attempt;
    return false;
  };
  const { lower, upper, least, most } = splitBounds(cost, classes, lifeCap, splits, amounts);
  /** Every split with `left` conversions still to place from colour `from` on, in order. */
  const visit = (from: number, left: number, total: number): boolean => {
    if (from === counts.length) return left === 0 && consider(total);
    const high = Math.min(upper[from] ?? 0, left);
    for (let here = lower[from] ?? 0; here <= high; here++) {
      counts[from] = here;
      conversions[colors[from] ?? 0] = here;
      if (visit(from + 1, left - here, total)) return true;
    }
    return false;
  };
  // Fewest conversions first.
  for (let total = least; total <= most; total++) if (visit(0, total, total)) break;
  if (best) return { best, closest: best };
  return {
    best,
    closest: tryPaying(
      cost,
      amounts,
      classes,
      lifeCap,
      splits,
      closest?.converted ?? splits.map(() => 0),
      ranking,
    ),
  };
};

const better = (a: Attempt, b: Attempt, ranking: Ranking): boolean =>
  a.life !== b.life
    ? a.life < b.life
    : ranking.manaFirst && a.units !== b.units
      ? a.units < b.units
      : a.cost < b.cost;

/**
 * Bounds on the ways of splitting {2/C} symbols between "one mana of the colour" and "two
 * mana", as counts converted per colour: a colour can't pay more {2/C} than the supply has
 * of it, and each conversion needs one more mana than the supply may have left.
 */
const splitBounds = (
  cost: PayableCost,
  classes: readonly SupplyClass[],
  lifeCap: number,
  splits: readonly (readonly number[])[],
  amounts: readonly number[],
): { lower: number[]; upper: number[]; least: number; most: number } => {
  const usable = classes.reduce((sum, c) => sum + c.units.length, 0);
  const lifePayable = Math.min(lifeCap, cost.filter((s) => s.phyrexian).length);
  const base = amounts.reduce((a, b) => a + b, 0);
  const slack = usable + lifePayable - base;
  const lower = splits.map((list) => {
    const color = cost[list[0] ?? 0];
    const bit = color?.kind === 'genericHybrid' ? 1 << TYPE_INDEX[color.color] : 0;
    const have = classes.reduce((sum, c) => sum + (c.mask & bit ? c.units.length : 0), 0);
    return Math.max(0, list.length - have);
  });
  const upper = splits.map((list) => list.length);
  const least = lower.reduce((a, b) => a + b, 0);
  const most = Math.min(
    slack,
    upper.reduce((a, b) => a + b, 0),
  );
  return { lower, upper, least, most };
};

/**
 * One min-cost flow. With `splits` empty and `relaxed` set, each {2/C} symbol asks for
 * one mana of any type: less than either of its ways of being paid, so the flow's
 * success and cost bound every split's from below (the source search prunes with it).
 */
export const tryPaying = (
  cost: PayableCost,
  amounts: readonly number[],
  classes: readonly SupplyClass[],
  lifeCap: number,
  splits: readonly (readonly number[])[],
  converted: readonly number[],
  ranking: Ranking,
  relaxed = false,
): Attempt => {
  // The last `converted[i]` symbols of each colour's list are paid with two generic mana.
  if (twoGeneric.length < cost.length) twoGeneric = new Uint8Array(cost.length * 2);
  const asGeneric: number[] = [];
  for (let i = 0; i < splits.length; i++) {
    const list = splits[i] ?? [];
    for (let j = list.length - (converted[i] ?? 0); j < list.length; j++) {
      const k = list[j] ?? 0;
      twoGeneric[k] = 1;
      asGeneric.push(k);
    }
  }
  // Groups in the order of their first symbol; `groupOf` maps an acceptance to its group + 1.
  const list: Group[] = [];
  let demand = 0;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    if (!symbol) continue;
    const generic = twoGeneric[k] === 1 || (relaxed && symbol.kind === 'genericHybrid');
    const key = generic ? ALL_TYPES : acceptance(symbol);
    const need = twoGeneric[k] === 1 ? 2 : (amounts[k] ?? 0);
    if (need === 0) continue;
    demand += need;
    const g = groupOf[key] ?? 0;
    const group = g === 0 ? undefined : list[g - 1];
    if (group) {
      group.count += need;
      group.symbols.push(k);
    } else {
      list.push({ key, count: need, symbols: [k] });
      groupOf[key] = list.length;
    }
  }
  for (const k of asGeneric) twoGeneric[k] = 0;
  for (const group of list) groupOf[group.key] = 0;
  // Nodes: 0 source, 1 sink, 2 life, then groups, then classes.
  const first = 3 + list.length;
  const graph = new FlowGraph(
    first + classes.length,
    1 + classes.length + list.length * (classes.length + 2),
  );
  const lifeCost = ranking.lifeCost ?? 4 * demand + 1;
  graph.addEdge(2, 1, lifeCap, 0);
  for (let j = 0; j < classes.length; j++) graph.addEdge(first + j, 1, classes[j]?.units.length ?? 0, 0);
  const groupEdges = new Array<number>(list.length * classes.length).fill(-1);
  const lifeEdges = new Array<number>(list.length).fill(-1);
  for (let g = 0; g < list.length; g++) {
    const group = list[g];
    if (!group) continue;
    graph.addEdge(0, 3 + g, group.count, 0);
    for (let j = 0; j < classes.length; j++) {
      const c = classes[j];
      groupEdges[g * classes.length + j] =
        c && pays(group.key, c) ? graph.addEdge(3 + g, first + j, group.count, c.cost) : -1;
    }
    lifeEdges[g] = group.key & LIFE_OK ? graph.addEdge(3 + g, 2, group.count, lifeCost) : -1;
  }
  const { flow, cost: total } = graph.maxFlowMinCost(0, 1);
  let life = 0;
  for (const e of lifeEdges) if (e !== -1) life += graph.flowOn(e);
  return {
    graph,
    groups: list,
    groupEdges,
    lifeEdges,
    converted: asGeneric,
    flow,
    demand,
    life,
    units: flow - life,
    cost: total - life * lifeCost,
  };
};

// Scratch marks, cleared after each use: symbols paid with two generic mana, and the group
// (+ 1) of each acceptance.
let twoGeneric = new Uint8Array(64);
const groupOf = new Int32Array(256);

/** Turns a complete flow into unit ids per symbol, in cost order within each group. */
export const assign = (
  cost: PayableCost,
  amounts: readonly number[],
  classes: readonly SupplyClass[],
  attempt: Attempt,
): PaymentPlan => {
  const taken = classes.map(() => 0);
  const payments: SymbolPayment[] = cost.map((symbol) => ({ symbol, mana: [], life: 0 }));
  const asGeneric = new Set(attempt.converted);
  attempt.groups.forEach((group, g) => {
    const bag: number[] = [];
    for (let j = 0; j < classes.length; j++) {
      const edge = attempt.groupEdges[g * classes.length + j] ?? -1;
      if (edge === -1) continue;
      const count = attempt.graph.flowOn(edge);
      const units = classes[j]?.units ?? [];
      appendAll(bag, units.slice(taken[j], (taken[j] ?? 0) + count));
      taken[j] = (taken[j] ?? 0) + count;
    }
    const lifeEdge = attempt.lifeEdges[g] ?? -1;
    // The last symbols of a Phyrexian group are the ones paid with life.
    let lifeLeft = lifeEdge === -1 ? 0 : attempt.graph.flowOn(lifeEdge);
    const payWithLife = new Set(group.symbols.slice(group.symbols.length - lifeLeft));
    let next = 0;
    for (const k of group.symbols) {
      const symbol = cost[k];
      if (!symbol) continue;
      if (payWithLife.has(k) && lifeLeft > 0) {
        lifeLeft--;
        payments[k] = { symbol, mana: [], life: 2 };
        continue;
      }
      const need = asGeneric.has(k) ? 2 : (amounts[k] ?? 0);
      payments[k] = { symbol, mana: bag.slice(next, next + need), life: 0 };
      next += need;
    }
  });
  return { payments, lifePaid: attempt.life * 2, manaSpent: attempt.units };
};
