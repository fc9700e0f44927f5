import { appendAll } from '../lists.js';
import type { PayableSymbol } from '../symbols/symbol.js';
import { ALL_TYPES, LIFE_OK, SNOW_ONLY } from './acceptance.js';
import type { Attempt, SupplyClass } from './payment-solver.js';

/**
 * What a minimum cut says about a flow that fell short: the symbols whose groups the
 * source still reaches need more than the classes they reach can give (max-flow
 * min-cut), so those symbols can't all be paid together.
 */
export interface Cut {
  /** Indices of the cost's symbols, ascending. */
  readonly symbols: readonly number[];
  readonly needed: number;
  /** The acceptance of those symbols together. */
  readonly mask: number;
  /** Whether life could still pay some of them. */
  readonly lifeReached: boolean;
  /** For each class, whether it is on the symbols' side (it can pay them and is used up). */
  readonly reached: readonly boolean[];
}

export const cutOf = (attempt: Attempt, classes: readonly SupplyClass[]): Cut => {
  const seen = attempt.graph.reachable(0);
  const symbols: number[] = [];
  let needed = 0;
  let mask = 0;
  attempt.groups.forEach((group, g) => {
    if (!seen[3 + g]) return;
    appendAll(symbols, group.symbols);
    needed += group.count;
    mask |= group.key;
  });
  return {
    symbols: symbols.sort((a, b) => a - b),
    needed,
    mask,
    lifeReached: seen[2] === true,
    reached: classes.map((_, j) => seen[3 + attempt.groups.length + j] === true),
  };
};

/** Units of the reached classes that pass `filter`. */
export const reachedUnits = (
  cut: Cut,
  classes: readonly SupplyClass[],
  filter: (c: SupplyClass) => boolean = () => true,
): number => classes.reduce((sum, c, j) => sum + (cut.reached[j] && filter(c) ? c.units.length : 0), 0);

export const typeNames = (mask: number): string => {
  if ((mask & ALL_TYPES) === ALL_TYPES)
    return mask & SNOW_ONLY ? 'mana from a snow source' : 'mana of any type';
  const names = ['W', 'U', 'B', 'R', 'G', 'C'].filter((_, i) => mask & (1 << i)).map((t) => `{${t}}`);
  return names.length === 1 ? `${names[0]} mana` : `${names.slice(0, -1).join(', ')} or ${names.at(-1)} mana`;
};

/** The opening of an explanation: which symbols, and what they need. */
export const cutHead = (cost: readonly PayableSymbol[], cut: Cut): string =>
  `can't pay ${cut.symbols.map((k) => cost[k]?.text ?? '').join('')}: ${cut.needed === 1 ? 'it needs' : 'they need'} ${cut.needed} ${typeNames(cut.mask)}`;

/** Notes on life, restricted mana and {2/C} symbols, each only where it applies. */
export const cutNotes = (
  cost: readonly PayableSymbol[],
  cut: Cut,
  life: number,
  lifeCap: number,
  excluded: number,
  total: number,
  converted: number,
): string => {
  const lifeNote =
    cut.mask & LIFE_OK
      ? `; Phyrexian symbols may be paid with 2 life each, and life ${life} allows ${lifeCap} (CR 119.4)`
      : '';
  const restrictedNote =
    excluded > 0 ? `; ${excluded} of the ${total} mana can't be spent on this (CR 106.6)` : '';
  const twobridNote =
    converted > 0 || cost.some((s) => s.kind === 'genericHybrid')
      ? '; every way of paying the {2/C} symbols was tried'
      : '';
  return `${lifeNote}${restrictedNote}${twobridNote}`;
};
