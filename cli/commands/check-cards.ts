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
import { readCards } from '../cards.js';
import { nameOf } from '../input.js';
import { EXIT_NO, fail, printJson } from '../output.js';
import { type Progress, progressBar } from '../progress.js';
import { paint } from '../terminal.js';

export interface CheckCardsOptions {
  readonly json?: boolean;
}

const n = (x: number): string => x.toLocaleString('en-US');

/**
 * The bundled pool: its printed data, and for each card's first face the abilities the pool
 * gives it (a hand definition, or what the compiler made); other faces are compiled. Compiling
 * every card is most of a run's time, so it is counted on the progress line.
 */
const bundled = (
  progress: Progress,
): { cards: CardData[]; abilities: NonNullable<CheckOptions['abilities']> } => {
  const pool = defaultPool();
  const names = pool.names();
  progress.stage('compiling the bundled pool', names.length);
  const definitions = names.flatMap((name, i) => {
    progress.update(i + 1, names.length);
    return pool.get(name) ?? [];
  });
  const byName = new Map(definitions.map((d) => [d.data.name, d.abilities]));
  return {
    cards: definitions.map((d) => d.data),
    abilities: (card, faceIndex) => (faceIndex === 0 ? byName.get(card.name) : undefined),
  };
};

const label = (f: CheckFailure): string => (f.face ? `${f.card} [${f.face}]` : f.card);

const failureLines = (failures: readonly CheckFailure[]): string[] =>
  failures.map((f) => `  ${label(f)}: ${paint.out.bold(f.check)} at ${f.path}: ${f.message}`);

/** Expected failures grouped by their reason, with a few of the cards. */
const expectedLines = (expected: readonly ExpectedFailure[]): string[] => {
  const byReason = new Map<string, string[]>();
  for (const f of expected) byReason.set(f.reason, [...(byReason.get(f.reason) ?? []), label(f)]);
  return [...byReason].map(([reason, cards]) => {
    const some = [...new Set(cards)];
    const shown =
      some.length > 3 ? `${some.slice(0, 3).join(', ')}, … (${n(some.length)} cards)` : some.join(', ');
    return `  ${n(cards.length).padStart(5)}  ${reason}\n         ${paint.out.dim(shown)}`;
  });
};

const shareLine = (what: string, s: Share): string =>
  `  ${what.padEnd(42)} ${`${n(s.part)} / ${n(s.whole)}`.padStart(17)}  ${`${s.percent}%`.padStart(6)}`;

const summary = (source: string, r: CheckReport): string =>
  [
    `${paint.out.bold('checked')} ${source}: ${n(r.cards)} cards, ${n(r.faces)} faces, ${n(r.abilities)} abilities` +
      (r.skipped > 0 ? ` (${n(r.skipped)} art-series cards skipped: no game objects)` : ''),
    `  cost, mana value (CR 202.3), colours (202.2, 204.2), type line (205), printed numbers (208, 209, 310), Oracle symbols (107), compiled abilities`,
    r.failures.length === 0
      ? paint.out.green('no unexpected failures')
      : `${paint.out.red(`${n(r.failures.length)} unexpected failures`)}\n${failureLines(r.failures).join('\n')}`,
    ...(r.expected.length === 0
      ? []
      : [`${paint.out.bold('expected failures')} (committed exceptions):`, ...expectedLines(r.expected)]),
    `${paint.out.bold('coverage')} of the Oracle compiler (tokens, emblems and ${n(r.coverage.funnyExcluded)} Un-set cards left out)`,
    shareLine('creature cards with every ability modelled', r.coverage.creatures),
    shareLine('abilities of creature cards modelled', r.coverage.creatureAbilities),
    shareLine('abilities mentioning P/T or N/N, modelled', r.coverage.powerToughnessAbilities),
    shareLine('cards mentioning P/T or N/N, modelled', r.coverage.powerToughnessCards),
    ...(r.commonestReason === null
      ? []
      : [
          `${paint.out.bold('commonest reason')} an ability is unsupported, ${r.commonestReason.share.percent}% of them (${n(r.commonestReason.share.part)} / ${n(r.commonestReason.share.whole)}):`,
          `  ${r.commonestReason.reason} ${paint.out.dim(`(${r.commonestReason.example})`)}`,
        ]),
    ...(r.templates.length === 0
      ? []
      : [
          `${paint.out.bold(`${r.templates.length} most common unsupported templates`)}`,
          ...r.templates.map(
            (t) => `  ${n(t.count).padStart(6)}  ${t.template} ${paint.out.dim(`(${t.example})`)}`,
          ),
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
  const json = options.json ?? false;
  const progress = progressBar(json);
  let cards: readonly CardData[];
  let abilities: CheckOptions['abilities'];
  if (file === undefined) ({ cards, abilities } = bundled(progress));
  else {
    const read = await readCards(file, progress);
    if (!read.ok) {
      progress.stop();
      fail(read.error, { what: 'card file', json });
      return;
    }
    cards = read.value;
  }
  progress.stage('checking', cards.length);
  const report = checkCards(cards, { onProgress: progress.update, ...(abilities ? { abilities } : {}) });
  progress.stop();
  if (json) printJson(report);
  else process.stdout.write(`${summary(file === undefined ? 'the bundled pool' : nameOf(file), report)}\n`);
  if (report.failures.length > 0) process.exitCode = EXIT_NO;
};
