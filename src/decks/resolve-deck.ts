import type { CardDefinition, CardPool } from '../cards/pool.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { unknownCardMessage } from '../state/validate/cards.js';
import type { DeckEntry, DeckError, DeckList } from './deck-list.js';

/** A deck list entry with the card its name names. */
export interface ResolvedEntry extends DeckEntry {
  readonly card: CardDefinition;
}

/** A deck list whose every name a pool has. */
export interface ResolvedDeck {
  readonly entries: readonly ResolvedEntry[];
}

/**
 * Each name of a deck list looked up in a pool as `mtg-rules card` looks it up (`pool.find`:
 * other case and accents, a split card's or double-faced card's full name "A // B" or a face's
 * name). Every name the pool doesn't have is an error with its line and column and the nearest
 * name. The set code and collector number play no part (see `DeckEntry`).
 */
export const resolveDeck = (list: DeckList, pool: CardPool): Result<ResolvedDeck, readonly DeckError[]> => {
  const entries: ResolvedEntry[] = [];
  const errors: DeckError[] = [];
  for (const entry of list.entries) {
    const card = pool.find(entry.name);
    if (card !== undefined) entries.push({ ...entry, card });
    else {
      errors.push({
        ...rulesError('ERR_UNKNOWN_CARD', unknownCardMessage(pool, entry.name)),
        line: entry.line,
        column: entry.column,
      });
    }
  }
  return errors.length > 0 ? err(errors) : ok({ entries });
};
