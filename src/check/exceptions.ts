import type { CardCheck } from './report.js';

/**
 * Failures of real card data that are the data's, not ours. The conformance test asserts that
 * on the shared data (MTGJSON, April 2022) exactly these, and nothing else, fail.
 */
export interface CardException {
  readonly card: string;
  readonly check: CardCheck;
  readonly reason: string;
}

export const CARD_EXCEPTIONS = [
  {
    card: 'Bind // Liberate',
    check: 'manaValue',
    reason: 'Mystery Booster playtest card; MTGJSON records the first half only (2, not 4; CR 709.4b)',
  },
  {
    card: 'Start // Fire',
    check: 'manaValue',
    reason: 'Mystery Booster playtest card; MTGJSON records the first half only (3, not 5; CR 709.4b)',
  },
  {
    card: 'Smelt // Herd // Saw',
    check: 'manaValue',
    reason: 'Mystery Booster playtest card; MTGJSON records the first part only (1, not 9; CR 709.4b)',
  },
  {
    card: 'Indulge // Excess',
    check: 'manaValue',
    reason:
      'New Capenna Commander aftermath card, data from before release; MTGJSON records the first half (3, not 5; CR 709.4b)',
  },
] as const satisfies readonly CardException[];

/** A type-line word that older card data prints and today's CR doesn't have, on whichever card. */
export interface TypeWordException {
  readonly word: string;
  readonly reason: string;
}

const RETIRED_CREATURE_TYPE =
  'a creature type of the 2022 Oracle text that the CR of 16 January 2026 no longer lists (205.3m)';

export const TYPE_WORD_EXCEPTIONS = [
  { word: 'Cephalid', reason: RETIRED_CREATURE_TYPE },
  { word: 'Naga', reason: RETIRED_CREATURE_TYPE },
  { word: 'Viashino', reason: RETIRED_CREATURE_TYPE },
  { word: 'Mime', reason: RETIRED_CREATURE_TYPE },
  { word: 'Chicken', reason: RETIRED_CREATURE_TYPE },
  { word: 'Cyborg', reason: RETIRED_CREATURE_TYPE },
  {
    word: 'Hero',
    reason:
      'the card type of Theros "Hero" cards for the Challenge Deck game, which are not Magic cards under CR 205.2a',
  },
  {
    word: 'Summon',
    reason:
      'the pre-1997 type line "Summon Legend" / "Summon Dragon" on two special non-tournament cards (1996 World Champion, Shichifukujin Dragon)',
  },
] as const satisfies readonly TypeWordException[];

/**
 * Checks that an Un-set card (`isFunny`: Un-sets, acorn and playtest cards) may fail, and why.
 * Such a failure is reported as expected, with this reason, and never makes the check fail.
 * Their costs and printed numbers must still read: the loaders refuse a card whose don't.
 */
export const FUNNY_ALLOWANCES = {
  types:
    'joke type lines ("Scariest Creature You’ll Ever See", Unstable’s "Host" supertype) are not CR 205 types',
  symbols: 'Un-set symbols ({½}, {∞}, {HR}, …) are parsed but are not tournament-legal symbols of CR 107',
} as const satisfies Partial<Readonly<Record<CardCheck, string>>>;
