/**
 * Cards: the shipped pool, card files (MTGJSON, Scryfall), printed values and the Oracle-text
 * compiler.
 *
 * @packageDocumentation
 */

export * from './browser.js';
export { defaultCards, defaultPool } from './default-pool.js';
export { poolFromCardFile, readCardFile } from './read-file.js';
