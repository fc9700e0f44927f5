import { excerpt } from '../excerpt.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { COLORS } from '../symbols/colors.js';
import { notText } from '../symbols/text-argument.js';

/** The six types of mana (CR 106.1b): the five colours and colourless. */
export const MANA_TYPES = [...COLORS, 'C'] as const;
/** A type of mana (CR 106.1b): one of the five colours, or colourless (`C`). */
export type ManaType = (typeof MANA_TYPES)[number];

/**
 * What a spell, or the object whose ability is activated, must be for restricted mana to pay
 * for it (CR 106.6): every quality given must hold, and a list holds when one of its entries does.
 */
export interface SpendQualities {
  /** At least one of these card types: "artifact or creature spells". */
  readonly cardTypes?: readonly string[];
  /** None of these card types: "a noncreature spell". */
  readonly notCardTypes?: readonly string[];
  /** At least one of these subtypes: "a Knight or Equipment spell", "abilities of Dragons". */
  readonly subtypes?: readonly string[];
  /** Every one of these supertypes: "legendary spells". */
  readonly supertypes?: readonly string[];
  /** No colour ("colorless", CR 105.2c) or two or more ("multicolored", 105.2b). */
  readonly colors?: SpendColors;
}

/**
 * The colour qualities a restriction on spending mana may name (CR 106.6): colorless (105.2c) or
 * multicolored (105.2b).
 */
export const SPEND_COLORS = ['colorless', 'multicolored'] as const;
/** A colour quality a restriction on spending mana names (CR 106.6): colorless or multicolored. */
export type SpendColors = (typeof SPEND_COLORS)[number];

/** One thing restricted mana may be spent on (CR 106.6). */
export type SpendUse =
  /** "Spend this mana only to cast spells", maybe only spells with these qualities: "... creature spells". */
  | ({ readonly kind: 'castSpell' } & SpendQualities)
  /** "Spend this mana only to activate abilities", maybe only those of objects with these qualities: "... of artifacts". */
  | ({ readonly kind: 'activateAbility' } & SpendQualities)
  /** "Spend this mana only on costs that contain {X}". */
  | { readonly kind: 'costWithX' };

/**
 * What a unit of restricted mana may be spent on (CR 106.6): one use, or any one of several:
 * "Spend this mana only to cast artifact spells or activate abilities of artifacts".
 */
export type SpendRestriction = SpendUse | { readonly kind: 'anyOf'; readonly uses: readonly SpendUse[] };

/** One mana in a pool: its type, whether a snow source made it (106.3), and its restrictions. */
export interface ManaUnit {
  readonly type: ManaType;
  readonly snow?: boolean;
  readonly restrictions?: readonly SpendRestriction[];
}

/** A player's mana pool (CR 106.4): the units of mana in it. */
export type ManaPool = readonly ManaUnit[];

const TYPE_ORDER: Readonly<Record<ManaType, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/**
 * Parses a mana pool (CR 106.4) written the way a cost is: one braced symbol per mana, `{W}{W}{C}`.
 * Mana from a snow source is marked `{S:G}` (snow green), `{S:C}` (snow colourless).
 */
export const parseManaPool = (text: string): Result<ManaPool> => {
  const refused = notText(text, 'ERR_POOL_SYNTAX', 'a mana pool');
  if (refused) return refused;
  const units: ManaUnit[] = [];
  const pattern = /\{(S:)?([^{}]*)\}/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) {
      return err(
        rulesError('ERR_POOL_SYNTAX', `expected a mana symbol such as {G} or {S:G} at offset ${at}`, {
          offset: at,
        }),
      );
    }
    const type = match[2] ?? '';
    // An own key only: `{constructor}` names no mana type, whatever every object inherits.
    if (!Object.hasOwn(TYPE_ORDER, type)) {
      return err(
        rulesError(
          'ERR_POOL_SYNTAX',
          `"${excerpt(match[0])}" is not a mana type: a pool holds W, U, B, R, G or C mana (CR 106.1b); mark snow mana {S:G}`,
          { offset: at, rule: '106.1b' },
        ),
      );
    }
    units.push(match[1] ? { type: type as ManaType, snow: true } : { type: type as ManaType });
    at = pattern.lastIndex;
  }
  return ok(units);
};

/** Writes a pool (CR 106.4) canonically: WUBRGC, plain mana before snow mana of the same type. */
export const makeManaPool = (pool: ManaPool): Result<string> => {
  if (pool.some((u) => u.restrictions && u.restrictions.length > 0)) {
    return err(
      rulesError('ERR_UNSUPPORTED', 'restricted mana has no text notation; pass the pool as data', {
        rule: '106.6',
      }),
    );
  }
  const sorted = [...pool].sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || Number(a.snow ?? false) - Number(b.snow ?? false),
  );
  return ok(sorted.map((u) => (u.snow ? `{S:${u.type}}` : `{${u.type}}`)).join(''));
};
