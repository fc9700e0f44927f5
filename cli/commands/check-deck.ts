import { resolveDeck, SECTION_HEADERS } from '../../src/decks/index.js';
import {
  checkDeck,
  type DeckCardReport,
  type DeckError,
  type DeckReport,
  type DeckSection,
  parseDeckList,
  type Share,
} from '../../src/index.js';
import { cardPool } from '../cards.js';
import { nameOf, readInput } from '../input.js';
import { EXIT_BAD_INPUT, EXIT_NO, fail, printJson } from '../output.js';
import { progressBar } from '../progress.js';
import { paint } from '../terminal.js';

export interface CheckDeckOptions {
  readonly json?: boolean;
  readonly cards?: string;
}

const n = (x: number): string => x.toLocaleString('en-US');
const shareText = (s: Share): string => `${n(s.part)} / ${n(s.whole)} (${s.percent}%)`;

const cardLine = (c: DeckCardReport): string => {
  const name = `${String(c.count).padStart(3)} ${c.card}`;
  if (c.gap === null) return `  ${name}  ${paint.out.green('modelled')}`;
  const where = c.gap.face === c.card ? '' : `${c.gap.face}: `;
  const ability = c.gap.ability === null ? '' : `"${c.gap.ability.replaceAll('\n', ' / ')}" — `;
  return `  ${name}  ${paint.out.yellow('not modelled')}: ${where}${ability}${c.gap.reason} ${paint.out.dim(`(line ${c.line})`)}`;
};

const sectionTitle = (section: DeckSection): string =>
  section === 'main' ? 'Deck (main)' : SECTION_HEADERS[section];

const reportText = (file: string, r: DeckReport): string =>
  [
    ...r.sections.flatMap((s) => [
      `${paint.out.bold(sectionTitle(s.section))}: ${shareText(s.copies)} cards fully modelled; ${shareText(s.names)} distinct cards`,
      ...s.cards.map(cardLine),
    ]),
    `${paint.out.bold('total')} for ${file}: ${shareText(r.copies)} cards fully modelled; ${shareText(r.names)} distinct cards`,
  ].join('\n');

/**
 * Each bad line as compilers print errors, `file:line:column: error: message`; under --json the
 * shared error shape (`fail`) for the first, with every one in `errors`.
 */
const failDeck = (file: string, errors: readonly DeckError[], json: boolean): void => {
  const [first] = errors;
  if (json || first === undefined) {
    if (first) fail(first, { what: `can't read the deck list ${nameOf(file)}`, json, context: { errors } });
    return;
  }
  for (const e of errors)
    process.stderr.write(`${nameOf(file)}:${e.line}:${e.column}: ${paint.err.red('error')}: ${e.message}\n`);
  process.exitCode = EXIT_BAD_INPUT;
};

/**
 * `mtg-rules check-deck <file>`: reads a deck list (MTG Arena or Magic Online text; `-` for
 * standard input), looks its names up in the bundled pool or the cards of --cards, and reports
 * per section which cards the engine fully models, as `check-cards` counts them, with the first
 * reason for each it doesn't. Exit 0 when every card is modelled, 1 when some isn't, 2 when the
 * file can't be read, a line is bad or none names a card.
 */
export const checkDeckCommand = async (file: string, options: CheckDeckOptions): Promise<void> => {
  const json = options.json === true;
  const bytes = await readInput(file, 'ERR_DECK_FILE');
  if (!bytes.ok) return fail(bytes.error, { what: "can't read the deck list", json });
  const list = parseDeckList(new TextDecoder().decode(bytes.value));
  if (!list.ok) return failDeck(file, list.error, json);
  if (list.value.entries.length === 0) {
    const message = `${nameOf(file)} has no card lines, such as "4 Lightning Bolt"`;
    return fail({ code: 'ERR_DECK_SYNTAX', message }, { what: "can't read the deck list", json });
  }
  const pool = await cardPool(options.cards, progressBar(json));
  if (!pool.ok) return fail(pool.error, { what: '--cards', json });
  const deck = resolveDeck(list.value, pool.value);
  if (!deck.ok) return failDeck(file, deck.error, json);
  const report = checkDeck(deck.value);
  if (json) printJson(report);
  else process.stdout.write(`${reportText(nameOf(file), report)}\n`);
  if (report.copies.part < report.copies.whole) process.exitCode = EXIT_NO;
};
