import { excerpt } from '../../src/excerpt.js';
import {
  costColors,
  isTournamentLegal,
  makeManaCost,
  manaValue,
  parseManaCost,
} from '../../src/mana/index.js';
import { fail, printJson } from '../output.js';
import { paint } from '../terminal.js';

export interface CostOptions {
  readonly json?: boolean;
}

/** `mtg-rules cost "<cost>"`: the symbols, mana value, colours and legality of a cost. */
export const costCommand = (text: string, options: CostOptions): void => {
  const parsed = parseManaCost(text);
  if (!parsed.ok) {
    fail(parsed.error, {
      what: `can't read the cost "${excerpt(text)}"`,
      input: text,
      json: options.json ?? false,
    });
    return;
  }
  const cost = parsed.value;
  const report = {
    cost: makeManaCost(cost),
    symbols: cost.map((s) => ({
      symbol: s.text,
      description: s.description,
      manaValue: s.manaValue,
      colors: s.colors,
      hybrid: s.hybrid,
      phyrexian: s.phyrexian,
      snow: s.snow,
      tournamentLegal: s.tournamentLegal,
      rule: s.rule,
    })),
    manaValue: manaValue(cost),
    colors: costColors(cost),
    tournamentLegal: isTournamentLegal(cost),
  };
  if (options.json) {
    printJson(report);
    return;
  }
  const lines = [
    `${paint.out.bold('cost')}         ${report.cost}`,
    ...report.symbols.map(
      (s) =>
        `  ${s.symbol.padEnd(10)} ${s.description}${s.rule ? paint.out.dim(` (CR ${s.rule})`) : paint.out.yellow(' (Un-set symbol)')}`,
    ),
    `${paint.out.bold('mana value')}   ${report.manaValue} ${paint.out.dim('(CR 202.3; X counts 0 off the stack)')}`,
    `${paint.out.bold('colors')}       ${report.colors.length > 0 ? report.colors.join(' ') : 'colorless'} ${paint.out.dim('(CR 202.2)')}`,
    `${paint.out.bold('tournament')}   ${report.tournamentLegal ? 'legal' : paint.out.yellow('not legal: it uses Un-set symbols')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
};
