import { defaultCards } from '../../src/cards/index.js';
import { largest } from '../../src/lists.js';
import { searchCards } from '../card-search.js';
import { readCards } from '../cards.js';
import { EXIT_NO, fail, printJson, wholeNumber } from '../output.js';
import { progressBar } from '../progress.js';
import { paint } from '../terminal.js';

export interface SearchOptions {
  readonly json?: boolean;
  readonly limit?: string;
  readonly cards?: string;
}

const DEFAULT_LIMIT = 20;

/**
 * `mtg-rules search <words...>`: the cards whose name, type line or Oracle text holds every
 * word, ranked name matches first, then type line, then text (see `searchCards`).
 */
export const searchCommand = async (words: readonly string[], options: SearchOptions): Promise<void> => {
  const json = options.json ?? false;
  const limit = wholeNumber('limit', options.limit, false);
  if (!limit.ok) {
    fail(limit.error, { what: "can't read the options", json });
    return;
  }
  const progress = progressBar(json);
  if (options.cards === undefined) progress.stage('reading the bundled cards');
  const cards =
    options.cards === undefined
      ? { ok: true as const, value: defaultCards() }
      : await readCards(options.cards, progress);
  if (!cards.ok) {
    progress.stop();
    fail(cards.error, { what: '--cards', json });
    return;
  }
  progress.stage('searching');
  const hits = searchCards(cards.value, words.join(' '));
  progress.stop();
  // Like grep: no card found is a question answered "no".
  if (hits.length === 0) process.exitCode = EXIT_NO;
  const shown = hits.slice(0, limit.value ?? DEFAULT_LIMIT);
  if (json) {
    printJson({ total: hits.length, cards: shown });
    return;
  }
  const c = paint.out;
  const width = largest(
    shown.map((h) => h.name.length),
    0,
  );
  for (const h of shown)
    process.stdout.write(`${c.bold(h.name.padEnd(width))}  ${h.typeLine}  ${c.dim(`(${h.matched})`)}\n`);
  const more = hits.length - shown.length;
  process.stdout.write(
    hits.length === 0
      ? 'no card has every word in its name, type line or text\n'
      : c.dim(`${hits.length} cards${more > 0 ? `, ${more} more with --limit` : ''}\n`),
  );
};
