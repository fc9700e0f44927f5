import pc from 'picocolors';
import { costColors, isTournamentLegal, makeManaCost, manaValue, parseManaCost } from '../../src/index.js';
import { EXIT_BAD_INPUT, printError, printJson } from '../output.js';

export interface CostOptions {
  readonly json?: boolean;
}

/** `mtg-rules cost "<cost>"`: the symbols, mana value, colours and legality of a cost. */
export const costCommand = (text: string, options: CostOptions): void => {
  const parsed = parseManaCost(text);
  if (!parsed.ok) {
    printError(`can't read the cost "${text}"`, text, parsed.error);
    process.exitCode = EXIT_BAD_INPUT;
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
    `${pc.bold('cost')}         ${report.cost}`,
    ...report.symbols.map(
      (s) =>
        `  ${s.symbol.padEnd(10)} ${s.description}${s.rule ? pc.dim(` (CR ${s.rule})`) : pc.yellow(' (Un-set symbol)')}`,
    ),
    `${pc.bold('mana value')}   ${report.manaValue} ${pc.dim('(CR 202.3; X counts 0 off the stack)')}`,
    `${pc.bold('colors')}       ${report.colors.length > 0 ? report.colors.join(' ') : 'colorless'} ${pc.dim('(CR 202.2)')}`,
    `${pc.bold('tournament')}   ${report.tournamentLegal ? 'legal' : pc.yellow('not legal: it uses Un-set symbols')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
};
