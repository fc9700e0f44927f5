import pc from 'picocolors';
import { readCardFile } from '../../src/cards/read-file.js';
import {
  type CardData,
  type CheckFailure,
  type CheckOptions,
  type CheckReport,
  checkCards,
  defaultPool,
  type ExpectedFailure,
  type Share,
} from '../../src/index.js';
import { EXIT_BAD_INPUT, EXIT_NO, printJson } from '../output.js';
import { progressBar } from '../progress.js';

export interface CheckCardsOptions {
  readonly json?: boolean;
}

const n = (x: number): string => x.toLocaleString('en-US');

/**
 * The bundled pool: its printed data, and for each card's first face the abilities the pool
 * gives it (a hand definition, or what the compiler made); other faces are compiled.
 */
const bundled = (): { cards: CardData[]; abilities: NonNullable<CheckOptions['abilities']> } => {
  const pool = defaultPool();
  const definitions = pool.names().flatMap((name) => pool.get(name) ?? []);
  const byName = new Map(definitions.map((d) => [d.data.name, d.abilities]));
  return {
    cards: definitions.map((d) => d.data),
    abilities: (card, faceIndex) => (faceIndex === 0 ? byName.get(card.name) : undefined),
  };
};

const label = (f: CheckFailure): string => (f.face ? `${f.card} [${f.face}]` : f.card);

const failureLines = (failures: readonly CheckFailure[]): string[] =>
  failures.map((f) => `  ${label(f)}: ${pc.bold(f.check)} at ${f.path}: ${f.message}`);

/** Expected failures grouped by their reason, with a few of the cards. */
const expectedLines = (expected: readonly ExpectedFailure[]): string[] => {
  const byReason = new Map<string, string[]>();
  for (const f of expected) byReason.set(f.reason, [...(byReason.get(f.reason) ?? []), label(f)]);
  return [...byReason].map(([reason, cards]) => {
    const some = [...new Set(cards)];
    const shown =
      some.length > 3 ? `${some.slice(0, 3).join(', ')}, … (${n(some.length)} cards)` : some.join(', ');
    return `  ${n(cards.length).padStart(5)}  ${reason}\n         ${pc.dim(shown)}`;
  });
};

const shareLine = (what: string, s: Share): string =>
  `  ${what.padEnd(42)} ${`${n(s.part)} / ${n(s.whole)}`.padStart(17)}  ${`${s.percent}%`.padStart(6)}`;

const summary = (source: string, r: CheckReport): string =>
  [
    `${pc.bold('checked')} ${source}: ${n(r.cards)} cards, ${n(r.faces)} faces, ${n(r.abilities)} abilities` +
      (r.skipped > 0 ? ` (${n(r.skipped)} art-series cards skipped: no game objects)` : ''),
    `  cost, mana value (CR 202.3), colours (202.2, 204.2), type line (205), printed numbers (208, 209, 310), Oracle symbols (107), compiled abilities`,
    r.failures.length === 0
      ? pc.green('no unexpected failures')
      : `${pc.red(`${n(r.failures.length)} unexpected failures`)}\n${failureLines(r.failures).join('\n')}`,
    ...(r.expected.length === 0
      ? []
      : [`${pc.bold('expected failures')} (committed exceptions):`, ...expectedLines(r.expected)]),
    `${pc.bold('coverage')} of the Oracle compiler (tokens, emblems and ${n(r.coverage.funnyExcluded)} Un-set cards left out)`,
    shareLine('creature cards with every ability modelled', r.coverage.creatures),
    shareLine('abilities of creature cards modelled', r.coverage.creatureAbilities),
    shareLine('abilities mentioning P/T or N/N, modelled', r.coverage.powerToughnessAbilities),
    shareLine('cards mentioning P/T or N/N, modelled', r.coverage.powerToughnessCards),
    ...(r.commonestReason === null
      ? []
      : [
          `${pc.bold('commonest reason')} an ability is unsupported, ${r.commonestReason.share.percent}% of them (${n(r.commonestReason.share.part)} / ${n(r.commonestReason.share.whole)}):`,
          `  ${r.commonestReason.reason} ${pc.dim(`(${r.commonestReason.example})`)}`,
        ]),
    ...(r.templates.length === 0
      ? []
      : [
          `${pc.bold(`${r.templates.length} most common unsupported templates`)}`,
          ...r.templates.map((t) => `  ${n(t.count).padStart(6)}  ${t.template} ${pc.dim(`(${t.example})`)}`),
        ]),
  ].join('\n');

/**
 * `mtg-rules check-cards [file]`: checks every card of a card file (MTGJSON AtomicCards or a
 * Scryfall oracle-cards file), or of the bundled pool, and reports failures and coverage.
 * Exit 0 when nothing fails unexpectedly, 1 when something does, 2 when the file can't be read.
 */
export const checkCardsCommand = async (
  file: string | undefined,
  options: CheckCardsOptions,
): Promise<void> => {
  let cards: readonly CardData[];
  let abilities: CheckOptions['abilities'];
  if (file === undefined) ({ cards, abilities } = bundled());
  else {
    const read = await readCardFile(file);
    if (!read.ok) {
      const where = read.error.path ? ` at ${read.error.path}` : '';
      process.stderr.write(`${pc.red('error')}: ${read.error.message}${where}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    cards = read.value;
  }
  const progress = progressBar('checking', !options.json);
  const report = checkCards(cards, { onProgress: progress.update, ...(abilities ? { abilities } : {}) });
  progress.stop();
  if (options.json) printJson(report);
  else process.stdout.write(`${summary(file ?? 'the bundled pool', report)}\n`);
  if (report.failures.length > 0) process.exitCode = EXIT_NO;
};
