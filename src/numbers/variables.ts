import { err, ok, type Result, rulesError } from '../result.js';
import { ZONE_NAMES } from '../state/vocabulary.js';
import { determinedOrZero, nonIntegerRule } from './integers.js';

/**
 * The letters that stand for a number to be determined. CR 107.3p: Y follows the same rules
 * as X. `{Z}` appears only on Un-cards, which the CR doesn't define; it gets X's rules too.
 */
export const VARIABLE_LETTERS = ['X', 'Y', 'Z'] as const;
/**
 * A letter that stands for a number to be determined (CR 107.3, 107.3p): X, Y, or the Un-cards' Z.
 */
export type VariableLetter = (typeof VARIABLE_LETTERS)[number];

/**
 * The rule that makes a letter a variable (CR 107.3, 107.3p), or null for `{Z}`, which no rule
 * defines.
 */
export const variableRule = (letter: VariableLetter): '107.3' | '107.3p' | null => {
  switch (letter) {
    case 'X':
      return '107.3';
    case 'Y':
      return '107.3p';
    case 'Z':
      return null;
  }
};

/** CR 400.1: the game's zones, and the ante zone some older cards still name. */
export const ZONES = [...ZONE_NAMES, 'ante'] as const;
/** A zone of the game (CR 400.1), or the ante zone some older cards still name. */
export type Zone = (typeof ZONES)[number];

/**
 * How the cost that carries the variable is paid (CR 601.2b, 601.2f; 602.2b for abilities).
 * For a spell with `{X}` in its mana cost, this says how that mana cost is dealt with.
 */
export const X_PAYMENTS = [
  'manaCost',
  'reducedManaCost',
  'alternativeCostWithX',
  'alternativeCostWithoutX',
  'withoutPayingManaCost',
  'additionalCost',
  'activationCost',
  'specialActionCost',
] as const;
/**
 * How the cost that carries a variable is paid (CR 601.2b, 601.2f, 602.2b), which decides whether X
 * may be more than 0 (107.3b).
 */
export type XPayment = (typeof X_PAYMENTS)[number];

/** CR 107.3b: whether 0 is the only legal choice when paying this way. */
const onlyZeroIsLegal = (payment: XPayment): boolean => {
  switch (payment) {
    case 'alternativeCostWithoutX':
    case 'withoutPayingManaCost':
      // Neither the mana cost nor an alternative cost that includes X is paid.
      return true;
    case 'reducedManaCost':
      // Only reducing a cost, even to {0} (CR 601.2f), still pays the mana cost.
      return false;
    case 'manaCost':
    case 'alternativeCostWithX':
    case 'additionalCost':
    case 'activationCost':
    case 'specialActionCost':
      return false;
  }
};

/**
 * A value announced for X (or Y, Z) as a spell is cast, an ability activated or a special action
 * taken (CR 107.3a, 107.3d), with what limits it.
 */
export interface XAnnouncement {
  /** The value the player announces (CR 601.2b) or, for a special action, chooses (CR 107.3d). */
  readonly value: number;
  /** Which variable is announced; defaults to X. */
  readonly letter?: VariableLetter;
  /** Defaults to paying the mana cost. */
  readonly payment?: XPayment;
  /** Limits from the card's own text: "X can't be 0" is `minimum: 1`. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** The payer's life total, when the variable is an amount of life to pay (CR 119.4). */
  readonly lifeTotal?: number;
}

const letterNote = (letter: VariableLetter): string => {
  const rule = variableRule(letter);
  if (rule === null) return ` (${letter} is treated like X; the CR doesn't define it)`;
  return letter === 'X' ? '' : ` (${letter} follows the rules for X, CR ${rule})`;
};

/**
 * Checks a value announced for X (or Y, Z) as a spell is cast, an ability activated or a
 * special action taken (CR 107.3a, 107.3d), and returns it when it is legal.
 */
export const announceX = (input: XAnnouncement): Result<number> => {
  const { value } = input;
  const letter = input.letter ?? 'X';
  const note = letterNote(letter);
  const refuse = (message: string, rule: string) =>
    err(rulesError('ERR_X_VALUE', `${message}${note}`, { path: '$.value', rule }));

  const integerRule = nonIntegerRule(value);
  if (integerRule !== null) return refuse(`${letter} must be a whole number, not ${value}`, integerRule);
  // CR 107.1b: no one chooses a negative number.
  if (value < 0) return refuse(`${letter} can't be negative (${value})`, '107.1b');
  if (onlyZeroIsLegal(input.payment ?? 'manaCost') && value !== 0) {
    return refuse(
      `${letter} must be 0: the spell is cast paying neither its mana cost nor an alternative cost with ${letter}`,
      '107.3b',
    );
  }
  // CR 601.2e: a proposal the card's text forbids is illegal.
  if (input.minimum !== undefined && value < input.minimum) {
    return refuse(`${letter} must be at least ${input.minimum} by the card's text`, '601.2e');
  }
  if (input.maximum !== undefined && value > input.maximum) {
    return refuse(`${letter} must be at most ${input.maximum} by the card's text`, '601.2e');
  }
  // CR 119.4: paying life needs that much life; CR 119.4b: paying 0 life always works.
  if (input.lifeTotal !== undefined && value > 0 && value > input.lifeTotal) {
    return refuse(`${letter} can't be ${value}: paying ${value} life needs at least that much life`, '119.4');
  }
  return ok(value + 0);
};

/** Where an instance of X sits, and what is known about it; one variant per CR 107.3 rule. */
export type XContext =
  /** {X} in the mana cost of a card or spell (CR 107.3a, 107.3g). */
  | {
      readonly kind: 'manaCost';
      readonly zone: Zone;
      /** The announced value (CR 107.3a) or, for a spell whose text defines X, that value (CR 107.3c). */
      readonly valueOnStack?: number | undefined;
    }
  /** X defined by the text of the spell or ability, as it stands now (CR 107.3c). */
  | { readonly kind: 'textDefined'; readonly value: number | undefined }
  /** X in the cost of a special action, such as suspend or morph (CR 107.3d). */
  | { readonly kind: 'specialActionCost'; readonly chosen?: number | undefined }
  /** A reference to the X of another object, described by its own context (CR 107.3e). */
  | { readonly kind: 'otherObject'; readonly other?: XContext | undefined }
  /** X only in text, not defined there, chosen by the controller (CR 107.3f). */
  | { readonly kind: 'textOnly'; readonly chosen?: number | undefined }
  /** An effect tells a player to pay an object's mana cost containing {X} (CR 107.3h). */
  | { readonly kind: 'payManaCost'; readonly zone: Zone; readonly valueAsCast?: number | undefined }
  /** X in an ability the object gained (CR 107.3j). */
  | { readonly kind: 'gainedAbility'; readonly definedByAbility?: number | undefined }
  /** X in an activated ability's activation cost (CR 107.3k). */
  | { readonly kind: 'activationCost'; readonly announced?: number | undefined }
  /** X in a permanent's enters-the-battlefield trigger or replacement effect (CR 107.3m). */
  | { readonly kind: 'entersAbility'; readonly spellX?: number | undefined }
  /** X in a delayed triggered ability created by a resolving spell or ability (CR 107.3n). */
  | {
      readonly kind: 'delayedTrigger';
      /** The value the trigger's own text defines, if it defines one (CR 107.3c). */
      readonly ownText?: number | undefined;
      /** The X chosen for the costs of the spell or ability that created the trigger. */
      readonly creatorX?: number | undefined;
    };

/**
 * The value of X (or Y, Z: CR 107.3p) in a context. Every value that isn't known is a number
 * that can't be determined, so it is 0 (CR 107.2).
 */
export const xValueOf = (context: XContext): number => {
  switch (context.kind) {
    case 'manaCost':
      // CR 107.3g: off the stack {X} is 0, even when the text defines X.
      return context.zone === 'stack' ? determinedOrZero(context.valueOnStack) : 0;
    case 'textDefined':
      // CR 107.3c: the controller doesn't choose, and the value follows the text as it changes.
      return determinedOrZero(context.value);
    case 'specialActionCost':
      // CR 107.3d: chosen by the player taking the action, just before paying.
      return determinedOrZero(context.chosen);
    case 'otherObject':
      // CR 107.3e: the value chosen or defined for the other object, under its own rules.
      return context.other === undefined ? 0 : xValueOf(context.other);
    case 'textOnly':
      // CR 107.3f: chosen as the spell or ability is put on the stack or resolves.
      return determinedOrZero(context.chosen);
    case 'payManaCost':
      // CR 107.3h: only a spell keeps the value chosen as it was cast; a card on the stack is a
      // spell (CR 112.1), and an ability has no mana cost to pay.
      return context.zone === 'stack' ? determinedOrZero(context.valueAsCast) : 0;
    case 'gainedAbility':
      // CR 107.3j: an exception to 107.3i, the gained ability doesn't share the object's X.
      return determinedOrZero(context.definedByAbility);
    case 'activationCost':
      // CR 107.3k: each activation has its own X, apart from the object's other X values.
      return determinedOrZero(context.announced);
    case 'entersAbility':
      // CR 107.3m: the X of the spell that became the permanent, though the permanent's is 0.
      return determinedOrZero(context.spellX);
    case 'delayedTrigger':
      // CR 107.3n applies only when the trigger's own text doesn't define X (otherwise 107.3c).
      return determinedOrZero(context.ownText ?? context.creatorX);
  }
};
