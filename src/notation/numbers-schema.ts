import { z } from 'zod';

/** CR 107.1: every number in a board file is an integer; fractions are rejected, not rounded. */
export const integerSchema = z.int();

/** Counts, damage and the like: integers from 0 up. */
export const countSchema = z.int().min(0);

/** Ids and names: any non-empty string. */
export const nameSchema = z.string().min(1);

/** Chapter numbers (CR 714.2a) and levels (716.2): integers from 1 up. */
export const positiveSchema = z.int().min(1);
