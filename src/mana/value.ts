import { type Color, colorsOf } from '../symbols/colors.js';
import type { Variable } from '../symbols/symbol.js';
import type { ManaCost } from './cost.js';

/** Announced values of X, Y and Z; absent means 0 (CR 107.3g, 107.2). */
export type VariableValues = Readonly<Partial<Record<Variable, number>>>;

/**
 * Mana value (CR 202.3): the total of the cost's symbols. Hybrid symbols count their
 * largest half (202.3f), Phyrexian symbols 1 (202.3g). X counts 0 except on the stack,
 * where the caller passes its announced value (202.3e).
 */
export const manaValue = (cost: ManaCost, variables: VariableValues = {}): number => {
  let total = 0;
  for (const symbol of cost) {
    total += symbol.kind === 'variable' ? (variables[symbol.variable] ?? 0) : symbol.manaValue;
  }
  return total;
};

/** The colours a cost gives an object (CR 202.2), in WUBRG order. */
export const costColors = (cost: ManaCost): Color[] => colorsOf(costColorMask(cost));

/** The colours a cost gives an object (CR 202.2), as a 5-bit mask (W 1, U 2, B 4, R 8, G 16). */
export const costColorMask = (cost: ManaCost): number => {
  let mask = 0;
  for (const symbol of cost) mask |= symbol.colorMask;
  return mask;
};

/** A cost is tournament-legal when every symbol in it is one the CR defines. */
export const isTournamentLegal = (cost: ManaCost): boolean => cost.every((s) => s.tournamentLegal);
