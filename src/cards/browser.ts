/**
 * Cards without the file system: everything of `cards/` a browser can run. The pool comes by
 * `fetchPool`; `index.ts` adds what reads files (`defaultPool`, `readCardFile`).
 */

export { compileCard, compileFace } from '../oracle/compile.js';
export type { CardData, CardFace } from './card-data.js';
export { fetchPool } from './fetch-pool.js';
export { CARD_FILE_FORMATS, type CardFileFormat, loadCardFile } from './load.js';
export { makePool } from './make-pool.js';
export type { CardDefinition, CardPool } from './pool.js';
export { poolFromCardBytes } from './pool-from-bytes.js';
export { poolFromCards } from './pool-from-cards.js';
export { faceOf, type PrintedPT, printedColors, printedLoyalty, printedPT } from './printed.js';
export {
  type GameValue,
  makePrintedPT,
  type PlayfulValue,
  type PrintedPTOptions,
  type PrintedValue,
  parsePrintedPT,
  type StarForm,
} from './printed-pt.js';
export { searchCardNames } from './search-names.js';
