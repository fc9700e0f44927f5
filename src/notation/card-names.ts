import type { CardDefinition, CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { optionProblem, unknownCardMessage } from '../state/validate/cards.js';

/**
 * The card a board file names. The pool's `find` accepts other case, accents and face names;
 * the definition's `data.name` is the canonical name that the state keeps.
 */
export const findCard = (pool: CardPool, name: string, path: string): Result<CardDefinition> => {
  const card = pool.get(name) ?? pool.find(name);
  return card ? ok(card) : err(rulesError('ERR_UNKNOWN_CARD', unknownCardMessage(pool, name), { path }));
};

/** An "as enters" option, checked against the card that offers it (CR 614.12). */
export const checkOption = (card: CardDefinition, option: string, path: string): Result<string> => {
  const why = optionProblem(card, option);
  return why === null ? ok(option) : err(rulesError('ERR_BOARD_REFERENCE', why, { path, rule: '614.12' }));
};

/** The canonical name of the card a board file names, or the name as written when the pool lacks it (validateState says so). */
export const canonicalCardName = (pool: CardPool, name: string): string =>
  (pool.get(name) ?? pool.find(name))?.data.name ?? name;
