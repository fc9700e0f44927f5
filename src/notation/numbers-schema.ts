import { z } from 'zod';
import { RESERVED_KEYS } from './json-limits.js';

/**
 * CR 107.1: every number in a board file is an integer; fractions are rejected, not rounded.
 * JavaScript's -0 is the integer 0: a board given as a value, not text, may hold -0 (JSON text
 * can't keep it: `JSON.stringify(-0)` is "0"), so it is read as 0, for the state to survive the
 * round trip through text (`Object.is` tells them apart).
 */
export const integerSchema = z.int().overwrite((n) => (n === 0 ? 0 : n));

/** Counts, damage and the like: integers from 0 up. */
export const countSchema = integerSchema.min(0);

/**
 * The longest id or name: past the longest card name (141 characters), short enough that a
 * message quoting one stays a line.
 */
export const NAME_LENGTH = 200;

/**
 * Ids and names: any non-empty string up to NAME_LENGTH but the names of properties every
 * JavaScript object has. The engine keys records by ids and counter kinds, where such a name
 * would read back as something else (`constructor` is a function), so it is refused as read.
 */
export const nameSchema = z
  .string()
  .min(1)
  .max(NAME_LENGTH)
  .regex(new RegExp(`^(?!(?:${RESERVED_KEYS.join('|')})$)`), {
    error: `must not be ${RESERVED_KEYS.map((k) => `"${k}"`).join(', ')}: every JavaScript object has a property of that name`,
  })
  .meta({ id: 'Name' });

/** Chapter numbers (CR 714.2a) and levels (716.2): integers from 1 up. */
export const positiveSchema = integerSchema.min(1);
