import { readFile } from 'node:fs/promises';
import pc from 'picocolors';
import {
  checkDeck,
  type DeckCardReport,
  type DeckError,
  type DeckReport,
  type DeckSection,
  defaultPool,
  parseDeckList,
  resolveDeck,
  SECTION_HEADERS,
  type Share,
} from '../../src/index.js';
import { EXIT_BAD_INPUT, EXIT_NO, printJson } from '../output.js';

export interface CheckDeckOptions {
  readonly json?: boolean;
}

const n = (x: number): string => x.toLocaleString('en-US');
const shareText = (s: Share): string => `${n(s.part)} / ${n(s.whole)} (${s.percent}%)`;

const cardLine = (c: DeckCardReport): string => {
  const name = `${String(c.count).padStart(3)} ${c.card}`;
  if (c.gap === null) return `  ${name}  ${pc.green('modelled')}`;
  const where = c.gap.face === c.card ? '' : `${c.gap.face}: `;
  const ability = c.gap.ability === null ? '' : `"${c.gap.ability.replaceAll('\n', ' / ')}" — `;
  return `  ${name}  ${pc.yellow('not modelled')}: ${where}${ability}${c.gap.reason} ${pc.dim(`(line ${c.line})`)}`;
};

const sectionTitle = (section: DeckSection): string =>
  section === 'main' ? 'Deck (main)' : SECTION_HEADERS[section];

const reportText = (file: string, r: DeckReport): string =>
  [
    ...r.sections.flatMap((s) => [
      `${pc.bold(sectionTitle(s.section))}: ${shareText(s.copies)} cards fully modelled; ${shareText(s.names)} distinct cards`,
      ...s.cards.map(cardLine),
    ]),
    `${pc.bold('total')} for ${file}: ${shareText(r.copies)} cards fully modelled; ${shareText(r.names)} distinct cards`,
  ].join('\n');

const printDeckErrors = (file: string, errors: readonly DeckError[]): void => {
  for (const e of errors)
    process.stderr.write(`${file}:${e.line}:${e.column}: ${pc.red('error')}: ${e.message}\n`);
  process.exitCode = EXIT_BAD_INPUT;
};

/**
 * `mtg-rules check-deck <file>`: reads a deck list (MTG Arena or Magic Online text), looks its
 * names up in the bundled pool, and reports per section which cards the engine fully models, as
 * `check-cards` counts them, with the first reason for each it doesn't. Exit 0 when every card
 * is modelled, 1 when some isn't, 2 when the file can't be read, a line is bad or none names a card.
 */
export const checkDeckCommand = async (file: string, options: CheckDeckOptions): Promise<void> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    process.stderr.write(`${pc.red('error')}: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const list = parseDeckList(text);
  if (!list.ok) return printDeckErrors(file, list.error);
  if (list.value.entries.length === 0) {
    process.stderr.write(`${pc.red('error')}: ${file} has no card lines, such as "4 Lightning Bolt"\n`);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const deck = resolveDeck(list.value, defaultPool());
  if (!deck.ok) return printDeckErrors(file, deck.error);
  const report = checkDeck(deck.value);
  if (options.json) printJson(report);
  else process.stdout.write(`${reportText(file, report)}\n`);
  if (report.copies.part < report.copies.whole) process.exitCode = EXIT_NO;
};
