import type { PayableSymbol } from '../symbols/symbol.js';
import { COLORLESS, TYPE_INDEX } from './payment-model.js';
import type { SupplyClass } from './payment-solver.js';

/**
 * What each symbol accepts, as a mask (CR 107.4): bits 0-5 the types of mana (WUBRGC) that
 * pay it with one mana, bit 6 "only mana from a snow source" ({S}, 107.4h), bit 7 "2 life
 * may pay it" (Phyrexian symbols, 107.4f). Symbols with the same mask are interchangeable.
 */

export const ALL_TYPES = 0b111111;
export const SNOW_ONLY = 1 << 6;
export const LIFE_OK = 1 << 7;

/** Acceptance of a symbol paid with mana: which types, snow only, and whether life may pay it. */
export const acceptance = (symbol: PayableSymbol): number => {
  switch (symbol.kind) {
    case 'generic':
    case 'variable':
      return ALL_TYPES;
    case 'colored':
    case 'genericHybrid':
      return 1 << TYPE_INDEX[symbol.color];
    case 'colorless':
      return 1 << COLORLESS;
    case 'snow':
      return ALL_TYPES | SNOW_ONLY;
    case 'hybrid':
      return (1 << TYPE_INDEX[symbol.pair[0]]) | (1 << TYPE_INDEX[symbol.pair[1]]);
    case 'colorlessHybrid':
      return (1 << COLORLESS) | (1 << TYPE_INDEX[symbol.color]);
    case 'phyrexian':
      return (1 << TYPE_INDEX[symbol.color]) | LIFE_OK;
    case 'colorlessPhyrexian':
      return (1 << COLORLESS) | LIFE_OK;
    case 'hybridPhyrexian':
      return (1 << TYPE_INDEX[symbol.pair[0]]) | (1 << TYPE_INDEX[symbol.pair[1]]) | LIFE_OK;
  }
};

/** Whether a unit of class `c` may pay a symbol of acceptance `key`. */
export const pays = (key: number, c: SupplyClass): boolean =>
  (key & (key & SNOW_ONLY ? c.snowMask : c.mask) & ALL_TYPES) !== 0;
