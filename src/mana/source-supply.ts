import type { ManaCost } from './cost.js';
import type { PaymentOptions } from './payment-model.js';
import { TYPE_INDEX } from './payment-model.js';
import type { SupplyClass } from './payment-solver.js';
import type { ManaPool } from './pool.js';
import {
  type ManaSource,
  type PreparedSource,
  prepareSource,
  type Usable,
  unitScore,
} from './source-prepare.js';

/**
 * The preference as one number per plan, lowest best, each level worth more than all
 * below it together: 2 life per Phyrexian symbol, then each source tapped, then each
 * unit of source mana spent (pool mana first), then the flexibility of the sources
 * tapped, then each mana spent, then the flexibility of the pool's mana spent
 * (`flexibility`).
 */
export interface Weights {
  readonly life: number;
  readonly act: number;
  readonly sourceUnit: number;
  readonly flex: number;
  readonly mana: number;
  readonly score: number;
}

/** A unit a branching source's option adds: which source (the caller's index), which option, where in it. */
export interface Slot {
  readonly source: number;
  readonly option: number;
  readonly pos: number;
}

/** A branching source and its options, each unit with its id. */
export interface Branching {
  readonly source: Extract<PreparedSource, { kind: 'branching' }>;
  readonly choices: readonly {
    readonly option: number;
    readonly units: readonly (Usable & { readonly id: number })[];
  }[];
}

/**
 * Unit ids: a pool unit's is its index; a flexible source's one unit is the pool's length
 * plus the source's index; a branching source's units come after all sources, in `slots`.
 */
export interface Supply {
  /** The pool's classes, then one class per kind of flexible source. */
  readonly base: readonly SupplyClass[];
  readonly branching: readonly Branching[];
  /** The branching sources' units, from id `pool.length + sources.length` on. */
  readonly slots: readonly Slot[];
  readonly weights: Weights;
  /** Pool units this cost may not spend, and sources with no unit it may spend (CR 106.6). */
  readonly excludedPool: number;
  readonly uselessSources: number;
}

/**
 * Weights for `units` units of mana and `sources` sources at most, flexibility up to
 * `maxFlex`, and `phyrexian` life payments. Past what a double counts exactly (thousands
 * of units), the levels under source mana are dropped: plans stay exact and legal, and
 * only the choice among equally good ones is left to order.
 */
export const weightsFor = (units: number, sources: number, maxFlex: number, phyrexian: number): Weights => {
  const mana = 4 * units + 1;
  const flex = mana * (units + 1);
  const sourceUnit = flex * (maxFlex * sources + 1);
  const act = sourceUnit * (units + 1);
  const life = act * (sources + 1);
  if (life * (phyrexian + 1) <= Number.MAX_SAFE_INTEGER)
    return { life, act, sourceUnit, flex, mana, score: 1 };
  return { life: (units + 1) * (sources + 1), act: units + 1, sourceUnit: 1, flex: 0, mana: 0, score: 0 };
};

type Class = SupplyClass & { units: number[] };

/** The class in `classes` with these masks and cost, made if there is none, and the unit added to it. */
const addTo = (
  classes: Class[],
  from: number,
  mask: number,
  snowMask: number,
  cost: number,
  id: number,
): void => {
  for (let j = from; j < classes.length; j++) {
    const c = classes[j];
    if (c && c.mask === mask && c.snowMask === snowMask && c.cost === cost) {
      c.units.push(id);
      return;
    }
  }
  classes.push({ mask, snowMask, cost, units: [id] });
};

/**
 * The supply for one cost: the pool's units in classes by type, snow and score (as
 * planPayment has them, each spent before any source's mana), each flexible source as
 * one unit of several types, and the sources that need a choice of option set apart for
 * the search.
 */
export const prepareSupply = (
  cost: ManaCost,
  pool: ManaPool,
  sources: readonly ManaSource[],
  options: PaymentOptions,
): Supply => {
  const poolScores = pool.map((unit) => unitScore(unit, cost, options));
  const prepared: PreparedSource[] = [];
  let units = 0;
  let maxFlex = 0;
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i];
    const p = source && prepareSource(source, i, cost, options);
    if (!p) continue;
    prepared.push(p);
    units += p.kind === 'branching' ? p.size : 1;
    maxFlex = Math.max(maxFlex, p.flex);
  }
  let excludedPool = 0;
  for (const s of poolScores) if (s < 0) excludedPool++;
  units += pool.length - excludedPool;
  const phyrexian = cost.reduce((n, s) => n + (s.phyrexian ? 1 : 0), 0);
  const w = weightsFor(units, prepared.length, maxFlex, phyrexian);
  const base: Class[] = [];
  poolScores.forEach((score, i) => {
    const unit = pool[i];
    if (score < 0 || !unit) return;
    const bit = 1 << TYPE_INDEX[unit.type];
    addTo(base, 0, bit, unit.snow ? bit : 0, w.mana + w.score * score, i);
  });
  const poolClasses = base.length;
  const slots: Slot[] = [];
  const branching: Branching[] = [];
  const firstSlot = pool.length + sources.length;
  for (const s of prepared) {
    if (s.kind === 'flexible') {
      const unitCost = w.act + w.sourceUnit + w.flex * s.flex + w.mana;
      addTo(base, poolClasses, s.mask, s.snowMask, unitCost, pool.length + s.index);
      continue;
    }
    const choices = s.options.map((o) => ({
      option: o.option,
      units: o.units.map((u) => {
        slots.push({ source: s.index, option: o.option, pos: u.pos });
        return { ...u, id: firstSlot + slots.length - 1 };
      }),
    }));
    branching.push({ source: s, choices });
  }
  return {
    base,
    branching,
    slots,
    weights: w,
    excludedPool,
    uselessSources: sources.length - prepared.length,
  };
};
