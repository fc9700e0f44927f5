import type { z } from 'zod';
import type { DeepReadonly } from './deep-readonly.js';

/** Whether A and B are one type to TypeScript (its identity relation, not mere assignability). */
export type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/** Where a schema and its type disagree, the argument must have this key, which no schema has. */
interface Disagrees<Inferred> {
  readonly 'the schema infers another type than it is declared by': Inferred;
}

/**
 * Declares a board file's schema by its hand-written type T, and checks at compile time that
 * what the schema accepts is exactly T: no field more or less, none optional on one side only,
 * no value type wider or narrower. Read-only-ness is left out of the comparison (both sides are
 * compared deeply read-only), and the board schemas have no transforms or defaults (those live in
 * defaults.ts), so what a schema parses is what it accepts: the file as written.
 */
export const schemaFor =
  <T>() =>
  <S extends z.ZodType<T>>(
    schema: S &
      (Same<DeepReadonly<z.output<S>>, DeepReadonly<T>> extends true ? unknown : Disagrees<z.output<S>>),
  ): z.ZodType<T> =>
    schema;
