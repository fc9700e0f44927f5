import { err, ok, type Result, rulesError } from '../result.js';
import { COLORS } from '../symbols/colors.js';
import type { PayableSymbol } from '../symbols/symbol.js';

type PayableCost = readonly PayableSymbol[];

import { FlowGraph } from './flow.js';
import type { PaymentFailure, PaymentPlan, SymbolPayment } from './payment-model.js';
import { COLORLESS, TYPE_INDEX } from './payment-model.js';
import type { ManaPool } from './pool.js';

/**
 * The exact solver. Each symbol accepts some kinds of mana (a mask over the six types,
 * perhaps snow only) and perhaps 2 life; symbols with the same acceptance form one
 * demand group, units of the same type, snow and restriction one supply class. Paying
 * is then a transportation problem, solved as a min-cost flow: exact by max-flow
 * min-cut (Hall's theorem), and the cost encodes the preference between plans. {2/C}
 * symbols, paid with one coloured mana or two of any type, are the one choice a flow
 * can't express; each way of splitting them is tried.
 */

const ALL_TYPES = 0b111111;
const SNOW_ONLY = 1 << 6;
const LIFE_OK = 1 << 7;

interface Group {
  readonly key: number;
  count: number;
  /** Indices of the cost's symbols in this group, in cost order. */
  readonly symbols: number[];
}

interface SupplyClass {
  readonly type: number;
  readonly snow: boolean;
  readonly score: number;
  /** Pool indices, ascending. */
  readonly units: number[];
}

interface Attempt {
  readonly graph: FlowGraph;
  readonly groups: readonly Group[];
  readonly groupEdges: readonly (readonly number[])[];
  readonly lifeEdges: readonly number[];
  readonly converted: readonly number[];
  readonly flow: number;
  readonly demand: number;
  readonly life: number;
  readonly units: number;
  readonly flex: number;
}

/** Acceptance of a symbol paid with mana: which types, snow only, and whether life may pay it. */
const acceptance = (symbol: PayableSymbol): number => {
  switch (symbol.kind) {
    case 'generic':
    case 'variable':
      return ALL_TYPES;
    case 'colored':
    case 'genericHybrid':
      return 1 << TYPE_INDEX[symbol.color];
    case 'colorless':
      return 1 << COLORLESS;
    case 'snow':
      return ALL_TYPES | SNOW_ONLY;
    case 'hybrid':
      return (1 << TYPE_INDEX[symbol.pair[0]]) | (1 << TYPE_INDEX[symbol.pair[1]]);
    case 'colorlessHybrid':
      return (1 << COLORLESS) | (1 << TYPE_INDEX[symbol.color]);
    case 'phyrexian':
      return (1 << TYPE_INDEX[symbol.color]) | LIFE_OK;
    case 'colorlessPhyrexian':
      return (1 << COLORLESS) | LIFE_OK;
    case 'hybridPhyrexian':
      return (1 << TYPE_INDEX[symbol.pair[0]]) | (1 << TYPE_INDEX[symbol.pair[1]]) | LIFE_OK;
  }
};

export const solveExactly = (
  cost: PayableCost,
  pool: ManaPool,
  scores: readonly number[],
  life: number,
  amounts: readonly number[],
): Result<PaymentPlan, PaymentFailure> => {
  const classes = supplyClasses(pool, scores);
  const lifeCap = life > 0 ? Math.floor(life / 2) : 0;
  // {2/C} symbols by colour, for the splits to try.
  const twobrids: number[][] = COLORS.map(() => []);
  cost.forEach((s, k) => {
    if (s.kind === 'genericHybrid') twobrids[TYPE_INDEX[s.color]]?.push(k);
  });
  const splits = twobrids.filter((list) => list.length > 0);
  let best: Attempt | undefined;
  let closest: Attempt | undefined;
  // No split pays less life than the cost without its {2/C} symbols; once a plan pays
  // that little, plans with more conversions only spend more mana.
  const leastLife =
    splits.length === 0
      ? 0
      : tryPaying(
          cost,
          amounts.map((a, k) => (cost[k]?.kind === 'genericHybrid' ? 0 : a)),
          classes,
          lifeCap,
          [],
          [],
        ).life;
  for (const converted of splitsToTry(cost, pool, scores, lifeCap, splits, amounts)) {
    const conversions = converted.reduce((a, b) => a + b, 0);
    if (best && best.life <= leastLife && conversions > best.converted.length) break;
    const attempt = tryPaying(cost, amounts, classes, lifeCap, splits, converted);
    if (attempt.flow === attempt.demand) {
      if (!best || better(attempt, best)) best = attempt;
    } else if (!closest || attempt.demand - attempt.flow < closest.demand - closest.flow) {
      closest = attempt;
    }
  }
  if (best) return ok(assign(cost, amounts, classes, best));
  const fallback =
    closest ??
    tryPaying(
      cost,
      amounts,
      classes,
      lifeCap,
      splits,
      splits.map(() => 0),
    );
  return err(explain(cost, pool, scores, classes, lifeCap, life, fallback));
};

const better = (a: Attempt, b: Attempt): boolean =>
  a.life !== b.life ? a.life < b.life : a.units !== b.units ? a.units < b.units : a.flex < b.flex;

/**
 * The ways of splitting {2/C} symbols between "one mana of the colour" and "two mana",
 * as counts converted per colour, fewest conversions first. Only splits that could
 * work are listed: a colour can't pay more {2/C} than the pool has of it, and each
 * conversion needs one more mana than the pool may have left.
 */
function* splitsToTry(
  cost: PayableCost,
  pool: ManaPool,
  scores: readonly number[],
  lifeCap: number,
  splits: readonly (readonly number[])[],
  amounts: readonly number[],
): Generator<number[]> {
  const usable = scores.filter((s) => s >= 0).length;
  const lifePayable = Math.min(lifeCap, cost.filter((s) => s.phyrexian).length);
  const base = amounts.reduce((a, b) => a + b, 0);
  const slack = usable + lifePayable - base;
  const lower = splits.map((list) => {
    const color = cost[list[0] ?? 0];
    const have =
      color?.kind === 'genericHybrid'
        ? pool.filter((u, i) => u.type === color.color && (scores[i] ?? -1) >= 0).length
        : 0;
    return Math.max(0, list.length - have);
  });
  const upper = splits.map((list) => list.length);
  const least = lower.reduce((a, b) => a + b, 0);
  const most = Math.min(
    slack,
    upper.reduce((a, b) => a + b, 0),
  );
  for (let total = least; total <= most; total++) yield* withTotal(lower, upper, total, 0);
}

function* withTotal(
  lower: readonly number[],
  upper: readonly number[],
  total: number,
  from: number,
): Generator<number[]> {
  if (from === lower.length) {
    if (total === 0) yield [];
    return;
  }
  const low = lower[from] ?? 0;
  const high = Math.min(upper[from] ?? 0, total);
  for (let here = low; here <= high; here++) {
    for (const rest of withTotal(lower, upper, total - here, from + 1)) yield [here, ...rest];
  }
}

const supplyClasses = (pool: ManaPool, scores: readonly number[]): SupplyClass[] => {
  const byId = new Map<number, SupplyClass>();
  pool.forEach((unit, i) => {
    const score = scores[i] ?? -1;
    if (score < 0) return;
    const type = TYPE_INDEX[unit.type];
    const snow = unit.snow ?? false;
    // Within a type, the score tells restricted and snow apart (see `flexibility`).
    const id = type * 8 + score;
    const found = byId.get(id);
    if (found) found.units.push(i);
    else byId.set(id, { type, snow, score, units: [i] });
  });
  return [...byId.values()];
};

const tryPaying = (
  cost: PayableCost,
  amounts: readonly number[],
  classes: readonly SupplyClass[],
  lifeCap: number,
  splits: readonly (readonly number[])[],
  converted: readonly number[],
): Attempt => {
  const asGeneric = new Set<number>();
  splits.forEach((list, i) => {
    for (const k of list.slice(list.length - (converted[i] ?? 0))) asGeneric.add(k);
  });
  const groups = new Map<number, Group>();
  cost.forEach((symbol, k) => {
    const twoGeneric = asGeneric.has(k);
    const key = twoGeneric ? ALL_TYPES : acceptance(symbol);
    const need = twoGeneric ? 2 : (amounts[k] ?? 0);
    if (need === 0) return;
    const group = groups.get(key) ?? { key, count: 0, symbols: [] };
    group.count += need;
    group.symbols.push(k);
    groups.set(key, group);
  });
  const list = [...groups.values()];
  // Nodes: 0 source, 1 sink, 2 life, then groups, then classes.
  const graph = new FlowGraph(3 + list.length + classes.length);
  let demand = 0;
  const lifeCost = 4 * list.reduce((sum, g) => sum + g.count, 0) + 1;
  graph.addEdge(2, 1, lifeCap, 0);
  classes.forEach((c, j) => {
    graph.addEdge(3 + list.length + j, 1, c.units.length, 0);
  });
  const groupEdges: number[][] = [];
  const lifeEdges: number[] = [];
  list.forEach((group, g) => {
    demand += group.count;
    graph.addEdge(0, 3 + g, group.count, 0);
    groupEdges.push(
      classes.map((c, j) =>
        group.key & (1 << c.type) && (!(group.key & SNOW_ONLY) || c.snow)
          ? graph.addEdge(3 + g, 3 + list.length + j, group.count, c.score)
          : -1,
      ),
    );
    lifeEdges.push(group.key & LIFE_OK ? graph.addEdge(3 + g, 2, group.count, lifeCost) : -1);
  });
  const { flow, cost: total } = graph.maxFlowMinCost(0, 1);
  const life = lifeEdges.reduce((sum, e) => sum + (e === -1 ? 0 : graph.flowOn(e)), 0);
  return {
    graph,
    groups: list,
    groupEdges,
    lifeEdges,
    converted: [...asGeneric],
    flow,
    demand,
    life,
    units: flow - life,
    flex: total - life * lifeCost,
  };
};

/** Turns a complete flow into units per symbol, in cost order within each group. */
const assign = (
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
    attempt.groupEdges[g]?.forEach((edge, j) => {
      if (edge === -1) return;
      const count = attempt.graph.flowOn(edge);
      const units = classes[j]?.units ?? [];
      bag.push(...units.slice(taken[j], (taken[j] ?? 0) + count));
      taken[j] = (taken[j] ?? 0) + count;
    });
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

const typeNames = (mask: number): string => {
  if ((mask & ALL_TYPES) === ALL_TYPES)
    return mask & SNOW_ONLY ? 'mana from a snow source' : 'mana of any type';
  const names = ['W', 'U', 'B', 'R', 'G', 'C'].filter((_, i) => mask & (1 << i)).map((t) => `{${t}}`);
  return names.length === 1 ? `${names[0]} mana` : `${names.slice(0, -1).join(', ')} or ${names.at(-1)} mana`;
};

/** A minimum cut names the symbols that together need more than the pool can give them. */
const explain = (
  cost: PayableCost,
  pool: ManaPool,
  scores: readonly number[],
  classes: readonly SupplyClass[],
  lifeCap: number,
  life: number,
  attempt: Attempt,
): PaymentFailure => {
  const seen = attempt.graph.reachable(0);
  const groups = attempt.groups.filter((_, g) => seen[3 + g]);
  const lifeReached = seen[2] === true;
  const available =
    classes.reduce((sum, c, j) => sum + (seen[3 + attempt.groups.length + j] ? c.units.length : 0), 0) +
    (lifeReached ? lifeCap : 0);
  const needed = groups.reduce((sum, g) => sum + g.count, 0);
  const symbols = groups.flatMap((g) => g.symbols).sort((a, b) => a - b);
  const texts = symbols.map((k) => cost[k]?.text ?? '');
  const mask = groups.reduce((m, g) => m | g.key, 0);
  const lifeNote =
    mask & LIFE_OK
      ? `; Phyrexian symbols may be paid with 2 life each, and life ${life} allows ${lifeCap} (CR 119.4)`
      : '';
  const excluded = scores.filter((s) => s < 0).length;
  const restrictedNote =
    excluded > 0 ? `; ${excluded} of the ${pool.length} mana can't be spent on this (CR 106.6)` : '';
  const twobridNote =
    attempt.converted.length > 0 || cost.some((s) => s.kind === 'genericHybrid')
      ? '; every way of paying the {2/C} symbols was tried'
      : '';
  return {
    ...rulesError(
      'ERR_UNPAYABLE',
      `can't pay ${texts.join('')}: ${needed === 1 ? 'it needs' : 'they need'} ${needed} ${typeNames(mask)}, and the pool has ${available} that can pay them${lifeNote}${restrictedNote}${twobridNote}`,
      { rule: '202.1a' },
    ),
    symbols: texts,
    needed,
    available,
  };
};
