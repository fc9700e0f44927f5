import { loadCardBytes } from '../src/cards/card-bytes.js';
import { poolFromCards } from '../src/cards/index.js';
import { type CardData, type CardPool, defaultPool, ok, type Result } from '../src/index.js';
import { nameOf, readInput } from './input.js';
import type { Progress } from './progress.js';

/**
 * The cards of a card file given with --cards or to check-cards (MTGJSON AtomicCards or Scryfall
 * oracle cards, gzipped or not; `-` for standard input), said on the progress line as it is read.
 */
export const readCards = async (file: string, progress: Progress): Promise<Result<CardData[]>> => {
  progress.stage(`reading ${nameOf(file)}`);
  const bytes = await readInput(file, 'ERR_CARD_FILE');
  return bytes.ok ? loadCardBytes(bytes.value, nameOf(file)) : bytes;
};

/** The pool a command plays with: the cards of --cards, or the bundled pool. */
export const cardPool = async (file: string | undefined, progress: Progress): Promise<Result<CardPool>> => {
  if (file === undefined) return ok(defaultPool());
  const cards = await readCards(file, progress);
  return cards.ok ? ok(poolFromCards(cards.value)) : cards;
};
