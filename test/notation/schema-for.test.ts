import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaFor } from '../../src/notation/schema-for.js';

/**
 * A board schema is declared by its hand-written type, and `schemaFor` rejects at compile time
 * a schema that disagrees with the type in either direction. Each `@ts-expect-error` row is a
 * disagreement tsc must report (`npx tsc --noEmit` fails on an expect-error that has no error).
 */

interface Shield {
  readonly damage: 'to' | 'by';
  readonly left?: number;
  readonly sources?: readonly { readonly id: string }[];
}

const shield = {
  damage: z.enum(['to', 'by']),
  left: z.int().exactOptional(),
  sources: z.array(z.strictObject({ id: z.string() })).exactOptional(),
};

describe('schemaFor: the schema must infer exactly its declared type', () => {
  it('accepts a schema that agrees, read-only or not, and returns it unchanged', () => {
    const schema = z.strictObject(shield);
    expect(schemaFor<Shield>()(schema)).toBe(schema);
    expect(schemaFor<Shield>()(schema).safeParse({ damage: 'to', left: 2 }).success).toBe(true);
  });

  it('rejects a schema with a field more or a field less than its type', () => {
    // @ts-expect-error the schema has a field its type lacks
    schemaFor<Shield>()(z.strictObject({ ...shield, combatOnly: z.literal(true).exactOptional() }));
    const { left: _, ...withoutLeft } = shield;
    // @ts-expect-error the type has an optional field the schema lacks
    schemaFor<Shield>()(z.strictObject(withoutLeft));
  });

  it('rejects a field optional on one side only', () => {
    // @ts-expect-error required in the schema, optional in the type
    schemaFor<Shield>()(z.strictObject({ ...shield, left: z.int() }));
    // @ts-expect-error optional in the schema, required in the type
    schemaFor<Shield>()(z.strictObject({ ...shield, damage: z.enum(['to', 'by']).exactOptional() }));
  });

  it('rejects a value type wider or narrower than the type, also deep inside', () => {
    // @ts-expect-error the schema admits a value the type doesn't ('all')
    schemaFor<Shield>()(z.strictObject({ ...shield, damage: z.enum(['to', 'by', 'all']) }));
    // @ts-expect-error the schema admits fewer values than the type ('by' is missing)
    schemaFor<Shield>()(z.strictObject({ ...shield, damage: z.enum(['to']) }));
    const sources = z.array(z.strictObject({ id: z.int() })).exactOptional();
    // @ts-expect-error a nested field's type differs
    schemaFor<Shield>()(z.strictObject({ ...shield, sources }));
  });
});
