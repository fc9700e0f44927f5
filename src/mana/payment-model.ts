import type { RulesError } from '../result.js';
import type { ManaSymbol } from '../symbols/symbol.js';
import type { ManaCost } from './cost.js';
import type { ManaPool, ManaType, ManaUnit, SpendQualities, SpendRestriction } from './pool.js';
import type { VariableValues } from './value.js';

/**
 * What the player has to pay with (CR 601.2h): their mana pool, and life for Phyrexian symbols
 * (107.4f).
 */
export interface PaymentResources {
  readonly pool: ManaPool;
  /** The player's life total, for Phyrexian symbols (CR 119.4). Absent means no life can be paid. */
  readonly life?: number;
}

/**
 * What the mana is spent on, so that spend restrictions can be checked (CR 106.6): a spell, or
 * an activated ability, with the spell's or the ability's source's characteristics as far as
 * restrictions read them. A list not given is empty; colours not given are unknown, so that no
 * restriction on colour allows them.
 */
export type SpendPurpose = ({ readonly kind: 'spell' } | { readonly kind: 'ability' }) & SpendObject;

/** The characteristics of a spell, or of an ability's source, that restrictions read (CR 106.6). */
export interface SpendObject {
  readonly cardTypes?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly supertypes?: readonly string[];
  readonly colors?: readonly string[];
}

/**
 * Options of a payment (CR 601.2g-h): the announced values of X, Y and Z, and what the mana is
 * spent on, which restricted mana checks (106.6).
 */
export interface PaymentOptions {
  /** Announced X, Y, Z (CR 107.3a); unannounced ones are 0. */
  readonly variables?: VariableValues;
  readonly purpose?: SpendPurpose;
}

/**
 * How one symbol of the cost is paid (CR 601.2h): with these units of the pool, or with life
 * (107.4f).
 */
export interface SymbolPayment {
  readonly symbol: ManaSymbol;
  /** Indices into the pool. */
  readonly mana: readonly number[];
  readonly life: number;
}

/**
 * How a cost is paid (CR 601.2h): which units of the pool, or how much life (107.4f), pay each
 * symbol, and the totals.
 */
export interface PaymentPlan {
  /** One entry per symbol of the cost, in the cost's order. */
  readonly payments: readonly SymbolPayment[];
  readonly lifePaid: number;
  readonly manaSpent: number;
}

/**
 * Why a cost can't be paid (CR 601.2h): the error, with the symbols that can't all be paid together
 * and how much they need against what the pool can give.
 */
export interface PaymentFailure extends RulesError {
  /** The symbols that can't all be paid together. */
  readonly symbols: readonly string[];
  /** How many mana (or 2-life payments) those symbols need, and how many the pool can give them. */
  readonly needed: number;
  readonly available: number;
}

/** How many Phyrexian symbols life can pay: 2 life each, never below 0 (CR 107.4f, 119.4). */
export const lifePayments = (life: number | undefined): number =>
  life !== undefined && life > 0 ? Math.floor(life / 2) : 0;

export const TYPE_INDEX: Readonly<Record<ManaType, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };
export const COLORLESS = 5;

/**
 * The preference between plans: spend no life unless needed, then as little mana as
 * possible, then keep the most flexible mana. Flexibility of a unit: +2 unrestricted,
 * +1 snow (it can pay `{S}`), +1 coloured (it can pay coloured symbols); spending first
 * what scores lowest keeps what can pay the most kinds of symbol.
 */
export const flexibility = (unit: ManaUnit, restricted: boolean): number =>
  (restricted ? 0 : 2) + (unit.snow ? 1 : 0) + (unit.type === 'C' ? 0 : 1);

/** Whether a unit's restrictions let it pay this cost for this purpose. */
export const canSpend = (
  restrictions: readonly SpendRestriction[],
  cost: ManaCost,
  purpose: SpendPurpose | undefined,
): boolean => restrictions.every((r) => allows(r, cost, purpose));

const allows = (
  restriction: SpendRestriction,
  cost: ManaCost,
  purpose: SpendPurpose | undefined,
): boolean => {
  switch (restriction.kind) {
    case 'castSpell':
      return purpose?.kind === 'spell' && hasQualities(restriction, purpose);
    case 'activateAbility':
      return purpose?.kind === 'ability' && hasQualities(restriction, purpose);
    case 'costWithX':
      return cost.some((s) => s.kind === 'variable');
    case 'anyOf':
      return restriction.uses.some((use) => allows(use, cost, purpose));
  }
};

const someOf = (wanted: readonly string[] | undefined, had: readonly string[] | undefined): boolean =>
  wanted === undefined || wanted.some((w) => had?.includes(w) ?? false);

/** Whether the spell or source has every quality the restriction asks for (CR 106.6, 105.2b-c). */
const hasQualities = (q: SpendQualities, o: SpendObject): boolean =>
  someOf(q.cardTypes, o.cardTypes) &&
  !(q.notCardTypes ?? []).some((t) => o.cardTypes?.includes(t)) &&
  someOf(q.subtypes, o.subtypes) &&
  (q.supertypes ?? []).every((t) => o.supertypes?.includes(t)) &&
  (q.colors === undefined ||
    (o.colors !== undefined && (q.colors === 'colorless' ? o.colors.length === 0 : o.colors.length >= 2)));
