import { gameInteger } from '../numbers/game-integer.js';
import { all, err, map, ok, type Result, rulesError } from '../result.js';
import type { Color } from '../symbols/colors.js';
import { isPayable, type ManaSymbol, type Variable } from '../symbols/symbol.js';
import { genericSymbol } from '../symbols/table.js';
import type { ManaCost } from './cost.js';
import type { VariableValues } from './value.js';

/** Which half of a hybrid symbol a player chose when reducing by it (CR 118.7e). */
export type HybridHalf = 'first' | 'second';

/** A cost reduction by an amount of mana (CR 118.7), with the halves chosen for its hybrids. */
export interface CostReduction {
  readonly mana: ManaCost;
  readonly halves?: readonly HybridHalf[];
}

/**
 * What changes a cost as it is locked in (CR 601.2f): additional costs and increases, the announced
 * values of X, Y and Z, and reductions.
 */
export interface CostChanges {
  /** Additional costs and cost increases, added to the mana or alternative cost (601.2f). */
  readonly additional?: readonly ManaCost[];
  /** Announced values of X, Y and Z (107.3a); unannounced ones are 0. */
  readonly variables?: VariableValues;
  /** Reductions, applied in the order given (601.2f lets the player choose it). */
  readonly reductions?: readonly CostReduction[];
}

/** What a single reduction symbol takes off: generic mana, one {C}, or one coloured mana. */
type Cut = { readonly generic: number } | { readonly colorless: true } | { readonly color: Color };

/**
 * The total cost of CR 601.2f: the cost plus additional costs and increases, X replaced
 * by its announced value, minus reductions (118.7). Generic symbols are merged; a mana
 * component reduced to nothing is `{0}`.
 */
export const lockInCost = (cost: ManaCost, changes: CostChanges = {}): Result<ManaCost> => {
  const announced = announcedValues(changes.variables ?? {});
  if (!announced.ok) return announced;
  let generic = 0;
  const others: ManaSymbol[] = [];
  for (const part of [cost, ...(changes.additional ?? [])]) {
    for (const symbol of part) {
      if (symbol.kind === 'generic') generic += symbol.amount;
      else if (symbol.kind === 'variable') generic += changes.variables?.[symbol.variable] ?? 0;
      else others.push(symbol);
    }
  }
  for (const reduction of changes.reductions ?? []) {
    const cuts = reductionCuts(reduction);
    if (!cuts.ok) return cuts;
    for (const cut of cuts.value) generic = applyCut(cut, others, generic);
  }
  // CR 107.1: a total past 2^53 − 1 could no longer be told from its neighbours.
  const total = gameInteger(generic, '$.generic');
  if (!total.ok) return total;
  const locked = generic > 0 ? [genericSymbol(generic), ...others] : others;
  return ok(locked.length === 0 ? [genericSymbol(0)] : locked);
};

/** CR 107.3a, 107.1: each announced X, Y or Z is a whole number from 0. */
const announcedValues = (variables: VariableValues): Result<VariableValues> =>
  map(
    all(Object.keys(variables), (letter) => {
      const value = variables[letter as Variable];
      return value === undefined ? ok(0) : gameInteger(value, `$.variables.${letter}`, 0, 'ERR_X_VALUE');
    }),
    () => variables,
  );

/** Applies one cut to the coloured and colourless symbols in place; returns the generic left. */
const applyCut = (cut: Cut, others: ManaSymbol[], generic: number): number => {
  if ('generic' in cut) return Math.max(0, generic - cut.generic);
  // 118.7b-d: a coloured or colourless reduction the cost can't absorb reduces generic mana.
  const index = others.findIndex((s) =>
    'color' in cut ? s.kind === 'colored' && s.color === cut.color : s.kind === 'colorless',
  );
  if (index === -1) return Math.max(0, generic - 1);
  others.splice(index, 1);
  return generic;
};

const reductionCuts = (reduction: CostReduction): Result<Cut[]> => {
  const cuts: Cut[] = [];
  let nextHalf = 0;
  for (const symbol of reduction.mana) {
    const chooses =
      symbol.kind === 'hybrid' ||
      symbol.kind === 'hybridPhyrexian' ||
      symbol.kind === 'genericHybrid' ||
      symbol.kind === 'colorlessHybrid';
    const half = chooses ? reduction.halves?.[nextHalf++] : undefined;
    if (chooses && half === undefined) {
      return err(
        rulesError('ERR_REDUCTION', `reducing a cost by ${symbol.text} needs a choice of one half of it`, {
          rule: '118.7e',
        }),
      );
    }
    const cut = cutOf(symbol, half ?? 'first');
    if (!cut.ok) return cut;
    cuts.push(cut.value);
  }
  return ok(cuts);
};

const cutOf = (symbol: ManaSymbol, half: HybridHalf): Result<Cut> => {
  if (!isPayable(symbol)) {
    return err(rulesError('ERR_UNSUPPORTED', `a cost reduction by ${symbol.text} is not supported`));
  }
  switch (symbol.kind) {
    case 'generic':
      return ok({ generic: symbol.amount });
    case 'snow':
      return ok({ generic: 1 }); // 118.7g
    case 'colored':
    case 'phyrexian': // 118.7f
      return ok({ color: symbol.color });
    case 'colorless':
      return ok({ colorless: true });
    case 'hybrid':
    case 'hybridPhyrexian':
      return ok({ color: half === 'first' ? symbol.pair[0] : symbol.pair[1] });
    case 'genericHybrid':
      return ok(half === 'first' ? { generic: symbol.amount } : { color: symbol.color });
    case 'colorlessHybrid':
      return ok(half === 'first' ? { colorless: true } : { color: symbol.color });
    case 'variable':
      return err(
        rulesError(
          'ERR_REDUCTION',
          `a reduction by ${symbol.text} needs its value: reduce by a number instead`,
          {
            rule: '107.3',
          },
        ),
      );
    case 'colorlessPhyrexian':
      return err(rulesError('ERR_UNSUPPORTED', `a cost reduction by ${symbol.text} is not supported`));
  }
};
