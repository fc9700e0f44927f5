import { foldName } from '../../src/cards/make-pool.js';
import { type CardDefinition, type CardPool, err, ok, type Result } from '../../src/index.js';
import { didYouMean } from '../../src/state/suggest.js';
import { hasEvery, searchWords } from '../card-search.js';
import { cardPool } from '../cards.js';
import { fail, printJson } from '../output.js';
import { progressBar } from '../progress.js';
import { paint } from '../terminal.js';
import {
  type AbilityStatus,
  type CardReport,
  cardReport,
  describeValue,
  type FaceReport,
} from './card-report.js';

export interface CardOptions {
  readonly json?: boolean;
  readonly cards?: string;
}

const label = (name: string): string => paint.out.bold(name.padEnd(12));

const costLine = (face: FaceReport): string => {
  const cost = face.cost;
  if (cost === null)
    return `${label('mana cost')} none ${paint.out.dim('(CR 202.1b); mana value 0 unless CR 202.3a-c says otherwise')}`;
  if ('error' in cost) return `${label('mana cost')} ${face.manaCost} ${paint.out.red(cost.error)}`;
  const stated =
    face.statedManaValue !== null && face.statedManaValue !== cost.manaValue
      ? paint.out.yellow(` (the data states ${face.statedManaValue})`)
      : '';
  return `${label('mana cost')} ${cost.cost}  mana value ${cost.manaValue}${stated} ${paint.out.dim('(CR 202.3)')}`;
};

const numbersLines = (face: FaceReport): string[] => {
  const printed = face.printed;
  if ('error' in printed) return [`${label('P/T')} ${paint.out.red(printed.error)}`];
  return [
    printed.power !== null && printed.toughness !== null
      ? `${label('P/T')} ${face.power}/${face.toughness}  ${paint.out.dim(`power ${describeValue(printed.power)}, toughness ${describeValue(printed.toughness)} (CR 208.1)`)}`
      : '',
    printed.loyalty !== null
      ? `${label('loyalty')} ${describeValue(printed.loyalty)} ${paint.out.dim('(CR 209.1)')}`
      : '',
    face.defense !== null ? `${label('defense')} ${face.defense} ${paint.out.dim('(CR 310.4)')}` : '',
  ].filter((line) => line !== '');
};

const colorsLine = (face: FaceReport): string => {
  const colors = face.colors.length > 0 ? face.colors.join(' ') : 'colorless';
  const indicator = face.colorIndicator
    ? ` ${paint.out.dim(`(colour indicator ${face.colorIndicator.join(' ')}, CR 204.2)`)}`
    : '';
  return `${label('colors')} ${colors}${indicator}`;
};

const faceLines = (face: FaceReport, heading: string | null): string[] => {
  const indent = heading === null ? '' : '  ';
  return [
    ...(heading === null ? [] : [heading]),
    ...[
      costLine(face),
      `${label('type')} ${face.typeLine}`,
      colorsLine(face),
      ...numbersLines(face),
      ...(face.text === ''
        ? []
        : face.text.split('\n').map((line, i) => `${i === 0 ? label('text') : label('')} ${line}`)),
    ].map((line) => `${indent}${line}`),
  ];
};

/** A level striation spans several lines of Oracle text; it is shown on one, its lines joined by " / ". */
const oneLine = (text: string): string => text.replaceAll('\n', ' / ');

const abilityLine = (a: AbilityStatus): string =>
  a.status === 'modelled'
    ? `  ${paint.out.green('modelled')}     ${a.kind.padEnd(10)} "${oneLine(a.text)}" ${paint.out.dim(`(${a.from})`)}`
    : `  ${paint.out.yellow('unsupported')}  "${oneLine(a.text)}" — ${a.reason}`;

export const cardLines = (report: CardReport): string[] => {
  const several = report.faces.length > 1;
  const stated =
    report.statedManaValue === null ? '' : `, mana value ${report.statedManaValue} as the data states it`;
  return [
    `${paint.out.bold(report.name)}  ${paint.out.dim(`layout ${report.layout}${stated}${report.isFunny ? ', a funny card (Un-set or playtest)' : ''}`)}`,
    ...report.faces.flatMap((face, i) =>
      faceLines(face, several ? paint.out.bold(`face ${i + 1}: ${face.name}`) : null),
    ),
    `${paint.out.bold('abilities')}  ${paint.out.dim(report.behaviour === 'hand' ? 'from a hand definition' : 'compiled from the Oracle text')}`,
    ...(report.abilities.length === 0 ? ['  none'] : report.abilities.map(abilityLine)),
    ...report.otherFaces.flatMap((abilities, i) => [
      `${paint.out.bold(`abilities of face ${i + 2}`)}  ${paint.out.dim('compiled from its Oracle text; the engine plays the front face')}`,
      ...(abilities.length === 0 ? ['  none'] : abilities.map(abilityLine)),
    ]),
  ];
};

/**
 * The card a name stands for: the pool's lookup (other case, accents, face names), else the one
 * card whose name holds every word of it; several are listed, none gets the closest name.
 */
const lookUp = (pool: CardPool, name: string): Result<CardDefinition> => {
  const found = pool.find(name);
  if (found) return ok(found);
  const words = searchWords(name);
  const candidates = words.length === 0 ? [] : pool.names().filter((n) => hasEvery(foldName(n), words));
  const [only] = candidates;
  const card = candidates.length === 1 && only !== undefined ? pool.get(only) : undefined;
  if (card) return ok(card);
  const message =
    candidates.length > 1
      ? `"${name}" is part of ${candidates.length} card names: ${candidates.slice(0, MAX_LISTED).join('; ')}${candidates.length > MAX_LISTED ? '; …' : ''}`
      : `no card named "${name}" in the card pool${didYouMean(name, pool.names())}`;
  return err({ code: 'ERR_UNKNOWN_CARD', message });
};

const MAX_LISTED = 10;

/** `mtg-rules card "<name>"`: a card's printed faces, read, and what the engine models of it. */
export const cardCommand = async (name: string, options: CardOptions): Promise<void> => {
  const json = options.json ?? false;
  const progress = progressBar(json);
  const pool = await cardPool(options.cards, progress);
  progress.stop();
  if (!pool.ok) {
    fail(pool.error, { what: '--cards', json });
    return;
  }
  const card = lookUp(pool.value, name);
  if (!card.ok) {
    fail(card.error, { what: "can't find the card", json });
    return;
  }
  const report = cardReport(card.value);
  if (json) printJson(report);
  else process.stdout.write(`${cardLines(report).join('\n')}\n`);
};
