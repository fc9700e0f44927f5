import { printedColorOrder } from '../symbols/colors.js';
import type { ManaSymbol } from '../symbols/symbol.js';

/**
 * The order printed costs follow (checked against every real card's cost): X, Y and Z;
 * generic numbers; the Un-set generic symbols; {C}; {S}; then coloured symbols in
 * the colour order of the whole cost (Boros R then W), each hybrid standing between
 * its two colours: {1}{B}{B/G}{G}, {R/G}{G}{G/W}.
 */
export const canonicalOrder = (cost: readonly ManaSymbol[]): ManaSymbol[] => {
  let mask = 0;
  for (const symbol of cost) mask |= symbol.colorMask;
  const position = new Array<number>(5).fill(0);
  printedColorOrder(mask).forEach((color, i) => {
    position['WUBRG'.indexOf(color)] = i;
  });
  const pos = (mask: number): number[] => {
    const found: number[] = [];
    for (let bit = 0; bit < 5; bit++) if (mask & (1 << bit)) found.push(position[bit] ?? 0);
    return found.sort((a, b) => a - b);
  };
  const keyed = cost.map((symbol, index) => ({ symbol, index, key: sortKey(symbol, pos(symbol.colorMask)) }));
  keyed.sort((a, b) => a.key - b.key || a.index - b.index);
  return keyed.map((k) => k.symbol);
};

const COLOURED = 1000;

/** Groups are hundreds apart; within the coloured group, ten per colour position. */
const sortKey = (symbol: ManaSymbol, colorPositions: readonly number[]): number => {
  const first = colorPositions[0] ?? 0;
  const second = colorPositions[1] ?? first;
  switch (symbol.kind) {
    case 'variable':
      return 'XYZ'.indexOf(symbol.variable);
    case 'generic':
      // Larger numbers first, so that the order is total even for {1}{2}.
      return 100 + 1 / (symbol.amount + 1);
    case 'halfGeneric':
      return 200;
    case 'infinite':
      return 201;
    case 'legendary':
      return 202;
    case 'landDrop':
      return 203;
    case 'colorless':
      return 300;
    case 'colorlessPhyrexian':
      return 301;
    case 'snow':
      return 400;
    case 'genericHybrid':
      return COLOURED + first * 10;
    case 'colored':
      return COLOURED + first * 10 + 1;
    case 'colorlessHybrid':
      return COLOURED + first * 10 + 2;
    case 'halfColored':
      return COLOURED + first * 10 + 3;
    case 'phyrexian':
      return COLOURED + first * 10 + 4;
    case 'hybrid':
      return COLOURED + first * 10 + 5 + second / 10;
    case 'hybridPhyrexian':
      return COLOURED + first * 10 + 7 + second / 10;
    case 'anyPhyrexian':
      return COLOURED + 60;
  }
};
