/**
 * Numbers (CR 107.1-107.3): only integers, rounding as the text says, negative results, numbers
 * that can't be determined, and the values of X, Y and Z.
 *
 * @packageDocumentation
 */

export { gameInteger, integerProblem, LARGEST_GAME_INTEGER, type NumberProblem } from './game-integer.js';
export {
  assignedCombatDamage,
  chooseAnyNumber,
  determinedOrZero,
  divideRounded,
  EFFECT_OPERATIONS,
  EFFECT_TARGETS,
  type EffectOperation,
  type EffectShape,
  type EffectTarget,
  effectAmount,
  isGameInteger,
  modifyPowerToughness,
  type PowerToughness,
  ROUNDINGS,
  type Rounding,
  totalPowerToughness,
} from './integers.js';
export {
  announceX,
  VARIABLE_LETTERS,
  type VariableLetter,
  variableRule,
  X_PAYMENTS,
  type XAnnouncement,
  type XContext,
  type XPayment,
  xValueOf,
  ZONES,
  type Zone,
} from './variables.js';
