import type { PayableSymbol } from '../symbols/symbol.js';
import { ALL_TYPES, acceptance, LIFE_OK, SNOW_ONLY } from './acceptance.js';
import type { SupplyClass } from './payment-solver.js';

/**
 * Hall's condition for a payment, without a flow. A payment is a transportation problem
 * (see `payment-solver.ts`): symbols ask for units, each unit pays one symbol, and 2 life
 * pays a Phyrexian symbol (CR 107.4f) up to floor(life / 2) times (119.4). By max-flow
 * min-cut, it can be paid exactly when every set of symbols asks for no more than the
 * units and life that can pay some symbol of the set.
 *
 * A symbol's "reach" is a mask: bits 0-5 the types of mana that pay it, bit 6 (snow) any
 * mana from a snow source (the {S} symbol, 107.4h), bit 7 life. The reach of a set of
 * symbols is the union of theirs, so it is enough to check, for every mask R within the
 * union of all reaches, the symbols whose reach lies within R against the supply R covers.
 *
 * A {2/C} symbol is paid with one mana of its colour or with two of any type (107.4e);
 * each way of splitting them ("k_c of colour c converted to two generic mana") changes
 * only two things: a mask R without every type loses k_c symbols for each colour c in R,
 * and a mask with every type gains one mana per conversion. So one pass over the masks
 * keeps, per set Q of {2/C} colours, the worst excess of demand over supply, and then any
 * split is judged in a few dozen additions.
 */

const LIFE_BIT = LIFE_OK;
const SNOW_BIT = SNOW_ONLY;
/** Below any excess: a set of masks with nothing recorded. */
const NONE = -(2 ** 30);

/** Demand per reach mask, and the masks in use. */
const demandByReach = new Int32Array(256);
const reaches = new Uint8Array(256);
let reachCount = 0;

/** The supply: per class, its types' mask, whether it is snow, and its units. */
let supplyMask = new Uint8Array(16);
let supplySnow = new Uint8Array(16);
let supplyCount = new Int32Array(16);
let supplyLength = 0;

/**
 * The worst excess of demand over mana supply (life left out) over the masks R, indexed
 * by [life bit of R] * 32 + (the {2/C} colours within R), for masks without every type;
 * and over masks with every type, indexed by the life bit.
 */
const partialExcess = new Int32Array(64);
const fullExcess = new Int32Array(2);

/** {2/C} symbols per colour (WUBRG) and their colours as a 5-bit mask. */
const twobridCounts = new Int32Array(5);
let twobridColors = 0;
let lifeAllowed = 0;

/** Which {2/C} symbols of each colour are converted, filled by the caller of `deficitOf`. */
export const conversions = new Int32Array(5);
const subsetSums = new Int32Array(32);

/** Reach of a symbol paid with its own kind of mana ({2/C}: with one mana of its colour). */
const reachOf = (symbol: PayableSymbol): number => {
  const key = acceptance(symbol);
  return key & SNOW_ONLY ? SNOW_BIT : key;
};

/** Loads the cost: `amounts[k]` mana for symbol k (a {2/C} symbol counts 1 of its colour). */
export const loadDemand = (cost: readonly PayableSymbol[], amounts: readonly number[]): void => {
  for (let i = 0; i < reachCount; i++) demandByReach[reaches[i] ?? 0] = 0;
  reachCount = 0;
  // Loops, not fill(): on five entries the call costs more than the stores.
  for (let c = 0; c < 5; c++) {
    twobridCounts[c] = 0;
    conversions[c] = 0;
  }
  twobridColors = 0;
  for (let k = 0; k < cost.length; k++) {
    const symbol = cost[k];
    const amount = amounts[k] ?? 0;
    if (!symbol || amount === 0) continue;
    if (symbol.kind === 'genericHybrid') {
      const key = acceptance(symbol);
      twobridColors |= key;
      const c = 31 - Math.clz32(key);
      twobridCounts[c] = (twobridCounts[c] ?? 0) + 1;
    }
    const reach = reachOf(symbol);
    if (demandByReach[reach] === 0) reaches[reachCount++] = reach;
    demandByReach[reach] = (demandByReach[reach] ?? 0) + amount;
  }
};

const growSupply = (size: number): void => {
  if (supplyMask.length >= size) return;
  supplyMask = new Uint8Array(size * 2);
  supplySnow = new Uint8Array(size * 2);
  supplyCount = new Int32Array(size * 2);
};

/** Loads the supply from the solver's classes. */
export const loadClasses = (classes: readonly SupplyClass[]): void => {
  growSupply(classes.length);
  supplyLength = 0;
  for (const c of classes) {
    supplyMask[supplyLength] = c.mask;
    supplySnow[supplyLength] = c.snowMask === 0 ? 0 : 1;
    supplyCount[supplyLength++] = c.units.length;
  }
};

/** Loads the supply as counts per type (WUBRGC) and snow: index type * 2 + (snow ? 1 : 0). */
export const loadTypeCounts = (counts: Int32Array): void => {
  growSupply(12);
  supplyLength = 0;
  for (let slot = 0; slot < 12; slot++) {
    const count = counts[slot] ?? 0;
    if (count === 0) continue;
    supplyMask[supplyLength] = 1 << (slot >> 1);
    supplySnow[supplyLength] = slot & 1;
    supplyCount[supplyLength++] = count;
  }
};

/** Unions of sets of reaches, each built from a smaller set's. */
const unions = new Uint8Array(256);

/**
 * One pass over the masks, after `loadDemand` and a supply: fills the excess tables for
 * `deficitOf` and `leastLifeOf`, with `lifeCap` 2-life payments allowed.
 */
export const measureExcess = (lifeCap: number): void => {
  lifeAllowed = lifeCap;
  for (let slot = 0; slot < 64; slot++) partialExcess[slot] = NONE;
  fullExcess[0] = NONE;
  fullExcess[1] = NONE;
  someMask(recordMask);
};

/**
 * Whether the cost loaded, without {2/C} symbols, can be paid with `lifeCap` 2-life
 * payments allowed: the pass of `measureExcess`, stopped at the first set of symbols that
 * asks for more than it can get.
 */
export const hallHolds = (lifeCap: number): boolean => {
  lifeAllowed = lifeCap;
  return !someMask(asksTooMuch);
};

/**
 * Whether `stop` holds for some mask. Only unions of reaches can be the reach of a set of
 * symbols, so those are the masks visited: every submask of their union, or every union
 * of a set of reaches if that is fewer. With {2/C} symbols, every type (their two generic
 * mana) counts as one more reach.
 */
const someMask = (stop: (r: number) => boolean): boolean => {
  let union = 0;
  for (let i = 0; i < reachCount; i++) union |= reaches[i] ?? 0;
  const extra = twobridColors !== 0 && demandByReach[ALL_TYPES] === 0 ? 1 : 0;
  if (extra === 1) union |= ALL_TYPES;
  const sets = reachCount + extra;
  if (sets < popCount(union)) {
    unions[0] = 0;
    if (stop(0)) return true;
    for (let set = 1; set < 1 << sets; set++) {
      const low = 31 - Math.clz32(set & -set);
      const mask = (unions[set & (set - 1)] ?? 0) | (low === reachCount ? ALL_TYPES : (reaches[low] ?? 0));
      unions[set] = mask;
      if (stop(mask)) return true;
    }
    return false;
  }
  for (let r = union; ; r = (r - 1) & union) {
    if (stop(r)) return true;
    if (r === 0) return false;
  }
};

const popCount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};

/** Mask r's excess of demand (every symbol whose reach lies within r) over mana supply. */
const excessAt = (r: number): number => {
  let excess = 0;
  for (let i = 0; i < reachCount; i++) {
    const reach = reaches[i] ?? 0;
    if ((reach & ~r) === 0) excess += demandByReach[reach] ?? 0;
  }
  const types = r & ALL_TYPES;
  const snow = (r & SNOW_BIT) !== 0;
  for (let j = 0; j < supplyLength; j++) {
    if (((supplyMask[j] ?? 0) & types) !== 0 || (snow && supplySnow[j] === 1)) excess -= supplyCount[j] ?? 0;
  }
  return excess;
};

const asksTooMuch = (r: number): boolean => excessAt(r) > ((r & LIFE_BIT) === 0 ? 0 : lifeAllowed);

/** Records mask r's excess in the tables. */
const recordMask = (r: number): boolean => {
  const excess = excessAt(r);
  const life = (r & LIFE_BIT) === 0 ? 0 : 1;
  if ((r & ALL_TYPES) === ALL_TYPES) {
    if (excess > (fullExcess[life] ?? 0)) fullExcess[life] = excess;
  } else {
    const slot = life * 32 + (r & twobridColors);
    if (excess > (partialExcess[slot] ?? 0)) partialExcess[slot] = excess;
  }
  return false;
};

/**
 * The worst excess, with life (1) or without (0), of the split in `conversions`; with
 * `removed`, of the cost without `conversions` of its {2/C} symbols instead.
 */
const excessOf = (life: number, removed = false): number => {
  // Sums of conversions over each set of {2/C} colours, each from a smaller set's.
  subsetSums[0] = 0;
  let worst = partialExcess[life * 32] ?? NONE;
  // The sets of {2/C} colours in increasing order, so each set's smaller ones come first.
  for (let q = -twobridColors & twobridColors; q !== 0; q = (q - twobridColors) & twobridColors) {
    const sum = (subsetSums[q & (q - 1)] ?? 0) + (conversions[31 - Math.clz32(q & -q)] ?? 0);
    subsetSums[q] = sum;
    const excess = (partialExcess[life * 32 + q] ?? NONE) - sum;
    if (excess > worst) worst = excess;
  }
  // A conversion adds one mana to a mask with every type; a removal takes one away.
  const all = subsetSums[twobridColors] ?? 0;
  const full = (fullExcess[life] ?? NONE) + (removed ? -all : all);
  return full > worst ? full : worst;
};

/**
 * How far the split in `conversions` falls short: the demand a maximum flow leaves unmet
 * (0 when it can be paid), after `measureExcess`.
 */
export const deficitOf = (): number => {
  const withoutLife = excessOf(0);
  const withLife = excessOf(1) - lifeAllowed;
  return Math.max(0, withoutLife, withLife);
};

/** The fewest 2-life payments a payable split needs (CR 107.4f), after `measureExcess`. */
export const leastLifeOf = (): number => Math.max(0, excessOf(1));

/**
 * The fewest 2-life payments the cost needs without its {2/C} symbols, after
 * `measureExcess`: no split of them pays less. Sets `conversions`.
 */
export const leastLifeWithoutTwobrids = (): number => {
  conversions.set(twobridCounts);
  return Math.max(0, excessOf(1, true));
};

/** Whether the cost loaded has {2/C} symbols. */
export const hasTwobrids = (): boolean => twobridColors !== 0;

/** Whether some split of the {2/C} symbols can be paid, after `measureExcess`. */
export const someSplitPays = (): boolean => trySplits(0);

const trySplits = (color: number): boolean => {
  if (color === 5) return deficitOf() === 0;
  const most = twobridCounts[color] ?? 0;
  for (let k = 0; k <= most; k++) {
    conversions[color] = k;
    if (trySplits(color + 1)) return true;
  }
  conversions[color] = 0;
  return false;
};
