import pc from 'picocolors';
import { defaultPool, didYouMean, type RulesError } from '../../src/index.js';
import { EXIT_BAD_INPUT, printError, printJson } from '../output.js';
import {
  type AbilityStatus,
  type CardReport,
  cardReport,
  describeValue,
  type FaceReport,
} from './card-report.js';

export interface CardOptions {
  readonly json?: boolean;
}

const label = (name: string): string => pc.bold(name.padEnd(12));

const costLine = (face: FaceReport): string => {
  const cost = face.cost;
  if (cost === null)
    return `${label('mana cost')} none ${pc.dim('(CR 202.1b); mana value 0 unless CR 202.3a-c says otherwise')}`;
  if ('error' in cost) return `${label('mana cost')} ${face.manaCost} ${pc.red(cost.error)}`;
  const stated =
    face.statedManaValue !== null && face.statedManaValue !== cost.manaValue
      ? pc.yellow(` (the data states ${face.statedManaValue})`)
      : '';
  return `${label('mana cost')} ${cost.cost}  mana value ${cost.manaValue}${stated} ${pc.dim('(CR 202.3)')}`;
};

const numbersLines = (face: FaceReport): string[] => {
  const printed = face.printed;
  if ('error' in printed) return [`${label('P/T')} ${pc.red(printed.error)}`];
  return [
    printed.power !== null && printed.toughness !== null
      ? `${label('P/T')} ${face.power}/${face.toughness}  ${pc.dim(`power ${describeValue(printed.power)}, toughness ${describeValue(printed.toughness)} (CR 208.1)`)}`
      : '',
    printed.loyalty !== null
      ? `${label('loyalty')} ${describeValue(printed.loyalty)} ${pc.dim('(CR 209.1)')}`
      : '',
    face.defense !== null ? `${label('defense')} ${face.defense} ${pc.dim('(CR 310.4)')}` : '',
  ].filter((line) => line !== '');
};

const colorsLine = (face: FaceReport): string => {
  const colors = face.colors.length > 0 ? face.colors.join(' ') : 'colorless';
  const indicator = face.colorIndicator
    ? ` ${pc.dim(`(colour indicator ${face.colorIndicator.join(' ')}, CR 204.2)`)}`
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
    ? `  ${pc.green('modelled')}     ${a.kind.padEnd(10)} "${oneLine(a.text)}" ${pc.dim(`(${a.from})`)}`
    : `  ${pc.yellow('unsupported')}  "${oneLine(a.text)}" — ${a.reason}`;

export const cardLines = (report: CardReport): string[] => {
  const several = report.faces.length > 1;
  const stated =
    report.statedManaValue === null ? '' : `, mana value ${report.statedManaValue} as the data states it`;
  return [
    `${pc.bold(report.name)}  ${pc.dim(`layout ${report.layout}${stated}${report.isFunny ? ', a funny card (Un-set or playtest)' : ''}`)}`,
    ...report.faces.flatMap((face, i) =>
      faceLines(face, several ? pc.bold(`face ${i + 1}: ${face.name}`) : null),
    ),
    `${pc.bold('abilities')}  ${pc.dim(report.behaviour === 'hand' ? 'from a hand definition' : 'compiled from the Oracle text')}`,
    ...(report.abilities.length === 0 ? ['  none'] : report.abilities.map(abilityLine)),
    ...report.otherFaces.flatMap((abilities, i) => [
      `${pc.bold(`abilities of face ${i + 2}`)}  ${pc.dim('compiled from its Oracle text; the engine plays the front face')}`,
      ...(abilities.length === 0 ? ['  none'] : abilities.map(abilityLine)),
    ]),
  ];
};

/** `mtg-rules card "<name>"`: a card's printed faces, read, and what the engine models of it. */
export const cardCommand = (name: string, options: CardOptions): void => {
  const pool = defaultPool();
  const card = pool.find(name);
  if (card === undefined) {
    const error: RulesError = {
      code: 'ERR_UNKNOWN_CARD',
      message: `no card named "${name}" in the card pool${didYouMean(name, pool.names())}`,
    };
    printError("can't find the card", name, error);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const report = cardReport(card);
  if (options.json) printJson(report);
  else process.stdout.write(`${cardLines(report).join('\n')}\n`);
};
