import type { CardDefinition, CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { didYouMean } from '../state/suggest.js';

/**
 * The card a board file names. The pool's `find` accepts other case, accents and face names;
 * the definition's `data.name` is the canonical name that the state keeps.
 */
export const findCard = (pool: CardPool, name: string, path: string): Result<CardDefinition> => {
  const card = pool.get(name) ?? pool.find(name);
  return card
    ? ok(card)
    : err(
        rulesError(
          'ERR_UNKNOWN_CARD',
          `no card named "${name}" in the card pool${didYouMean(name, pool.names())}`,
          {
            path,
          },
        ),
      );
};

/** The names of a card's "as enters" options (Primal Clay's 3/3, 2/2 flyer, 1/6 wall). */
const entryOptions = (card: CardDefinition): string[] =>
  card.abilities.flatMap((a) =>
    a.kind === 'asEnters' && a.choice.kind === 'characteristics' ? a.choice.options.map((o) => o.name) : [],
  );

/** An "as enters" option, checked against the card that offers it. */
export const checkOption = (card: CardDefinition, option: string, path: string): Result<string> => {
  const options = entryOptions(card);
  if (options.includes(option)) return ok(option);
  const name = card.data.name;
  const message =
    options.length === 0
      ? `${name} has no "as enters" options to choose "${option}" from`
      : `"${option}" is not an "as enters" option of ${name}; its options are ${options.join(', ')}${didYouMean(option, options)}`;
  return err(rulesError('ERR_BOARD_REFERENCE', message, { path, rule: '614.12' }));
};
