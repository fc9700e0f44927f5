/**
 * mtg-rules: the rules of Magic: The Gathering for numbers, symbols, mana, cards, layers and the
 * game, as the Comprehensive Rules state them.
 *
 * The root exports the main API, the functions the README's tour uses, and every public type.
 * Each area is also a namespace holding all of its functions and tables, as chessops does with
 * `fen` and `san`: `mana.lockInCost`, `board.VERBS`, `cards.printedPT`, `game.STEPS`. They are
 * imported and re-exported (not `export * as`), the form api-extractor reads.
 *
 * This is the Node entry: it reads the shipped card pool from disk (`defaultPool`). Browsers
 * import `mtg-rules/browser`, the same API with `fetchPool` instead.
 *
 * @packageDocumentation
 */

import * as cards from './cards/index.js';

export { defaultPool, poolFromCardFile } from './cards/index.js';
export * from './core.js';
export { cards };
