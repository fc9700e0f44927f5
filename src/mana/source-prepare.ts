import type { ManaCost } from './cost.js';
import { canSpend, flexibility, type PaymentOptions, TYPE_INDEX } from './payment-model.js';
import type { ManaPool, ManaUnit } from './pool.js';

/** One mana ability a player could activate to pay (CR 605.1a): what each of its choices adds. */
export interface ManaSource {
  /** Opaque to the solver: the caller's name for this source and ability. */
  readonly id: string;
  /** Each choice the player may make as it resolves (CR 106.1a, 608.2d): the units one activation adds. At least one. */
  readonly options: readonly ManaPool[];
}

/** A unit an option adds that this cost may spend (CR 106.6), and where it stands in the option. */
export interface Usable {
  readonly pos: number;
  readonly bit: number;
  readonly snow: boolean;
  readonly restricted: boolean;
}

export interface SourceOption {
  /** The option's index in the caller's source. */
  readonly option: number;
  readonly units: readonly Usable[];
}

/**
 * A source as the solver sees it. Flexible: every useful option adds one unit, so the
 * source is one unit of any type its options make (a land that taps for {G} or {U}).
 * Branching: some option adds several units (Sol Ring's {C}{C}, Gilded Lotus's three of
 * one colour), so the search picks an option.
 */
export type PreparedSource =
  | {
      readonly kind: 'flexible';
      /** The source's index in the caller's list. */
      readonly index: number;
      readonly mask: number;
      readonly snowMask: number;
      readonly flex: number;
    }
  | {
      readonly kind: 'branching';
      readonly index: number;
      readonly mask: number;
      readonly snowMask: number;
      readonly flex: number;
      /** The useful options, none within another. */
      readonly options: readonly SourceOption[];
      /** The most units one activation adds that this cost may spend. */
      readonly size: number;
      /** Equal for sources whose useful options are the same, so the search tries one of each. */
      readonly key: string;
    };

/**
 * A source's flexibility, higher for a source that can pay more kinds of symbol: 2 per
 * colour it makes, 1 for {C}, 1 for snow, 2 if none of its mana is restricted, and 1 per
 * unit beyond the first that one activation adds. The least flexible is tapped first.
 */
export const sourceFlexibility = (
  mask: number,
  snowMask: number,
  unrestricted: boolean,
  size: number,
): number => {
  let colours = 0;
  for (let bit = 0; bit < 5; bit++) if (mask & (1 << bit)) colours++;
  return 2 * colours + (mask & 0b100000 ? 1 : 0) + (snowMask ? 1 : 0) + (unrestricted ? 2 : 0) + size - 1;
};

/** A unit's flexibility score, or -1 if its restrictions forbid spending it on this cost (CR 106.6). */
export const unitScore = (unit: ManaUnit, cost: ManaCost, options: PaymentOptions): number => {
  const restrictions = unit.restrictions;
  if (restrictions === undefined || restrictions.length === 0) return flexibility(unit, false);
  return canSpend(restrictions, cost, options.purpose) ? flexibility(unit, true) : -1;
};

const usableUnits = (units: ManaPool, cost: ManaCost, options: PaymentOptions): Usable[] => {
  const out: Usable[] = [];
  units.forEach((unit, pos) => {
    if (unitScore(unit, cost, options) < 0) return;
    const restricted = unit.restrictions !== undefined && unit.restrictions.length > 0;
    out.push({ pos, bit: 1 << TYPE_INDEX[unit.type], snow: unit.snow ?? false, restricted });
  });
  return out;
};

const unitKey = (u: Usable): number => u.bit * 4 + (u.snow ? 2 : 0) + (u.restricted ? 1 : 0);

/** Whether every unit of `small` has a unit of the same kind in `big`, each matched once. */
const within = (small: readonly Usable[], big: readonly Usable[]): boolean => {
  const left = big.map(unitKey);
  for (const u of small) {
    const at = left.indexOf(unitKey(u));
    if (at === -1) return false;
    left.splice(at, 1);
  }
  return true;
};

/**
 * The options worth choosing: those that add a unit this cost may spend, and that no
 * other option adds the same and more of (an option within another is never better).
 */
const usefulOptions = (source: ManaSource, cost: ManaCost, options: PaymentOptions): SourceOption[] => {
  const all = source.options
    .map((units, option) => ({ option, units: usableUnits(units, cost, options) }))
    .filter((o) => o.units.length > 0);
  return all.filter(
    (o, i) =>
      !all.some(
        (other, j) =>
          j !== i && within(o.units, other.units) && (other.units.length > o.units.length || j < i),
      ),
  );
};

/** The source as the solver sees it, or undefined if it adds nothing this cost may spend. */
export const prepareSource = (
  source: ManaSource,
  index: number,
  cost: ManaCost,
  options: PaymentOptions,
): PreparedSource | undefined => {
  // The common case, a land: each option one unit with no restriction.
  let mask = 0;
  let snowMask = 0;
  let plain = true;
  for (const units of source.options) {
    const unit = units[0];
    if (units.length !== 1 || !unit || (unit.restrictions !== undefined && unit.restrictions.length > 0)) {
      plain = false;
      break;
    }
    const bit = 1 << TYPE_INDEX[unit.type];
    mask |= bit;
    if (unit.snow) snowMask |= bit;
  }
  if (plain && mask !== 0) {
    return { kind: 'flexible', index, mask, snowMask, flex: sourceFlexibility(mask, snowMask, true, 1) };
  }
  const useful = usefulOptions(source, cost, options);
  if (useful.length === 0) return undefined;
  mask = 0;
  snowMask = 0;
  let size = 0;
  let unrestricted = true;
  for (const o of useful) {
    size = Math.max(size, o.units.length);
    for (const u of o.units) {
      mask |= u.bit;
      if (u.snow) snowMask |= u.bit;
      if (u.restricted) unrestricted = false;
    }
  }
  const flex = sourceFlexibility(mask, snowMask, unrestricted, size);
  if (size === 1) return { kind: 'flexible', index, mask, snowMask, flex };
  const key = useful.map((o) => o.units.map(unitKey).join(',')).join(';');
  return { kind: 'branching', index, mask, snowMask, flex, options: useful, size, key };
};

/**
 * Which option of a flexible source to choose, and which of its units, to pay a symbol
 * of acceptance `types` (snow only if `snowOnly`): the first that can.
 */
export const optionPaying = (
  source: ManaSource,
  types: number,
  snowOnly: boolean,
  cost: ManaCost,
  options: PaymentOptions,
): { option: number; pos: number } | undefined => {
  for (let option = 0; option < source.options.length; option++) {
    const units = source.options[option] ?? [];
    for (let pos = 0; pos < units.length; pos++) {
      const unit = units[pos];
      if (
        unit &&
        (types & (1 << TYPE_INDEX[unit.type])) !== 0 &&
        (!snowOnly || unit.snow === true) &&
        unitScore(unit, cost, options) >= 0
      ) {
        return { option, pos };
      }
    }
  }
  return undefined;
};
