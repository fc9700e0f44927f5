import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardJsonSchema } from '../../src/notation/board-json-schema.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const COMMITTED = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schema', 'board.schema.json');

describe('the JSON Schema of board files', () => {
  it('schema/board.schema.json is current: run `npx tsx scripts/build-board-schema.ts` if not', () => {
    expect(JSON.parse(readFileSync(COMMITTED, 'utf8'))).toStrictEqual(boardJsonSchema());
  });

  it('is draft 2020-12, with named definitions for editors', () => {
    const schema = boardJsonSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(isRecord(schema.$defs) ? schema.$defs : {})).toEqual(
      expect.arrayContaining([
        'Board',
        'Player',
        'Object',
        'Effect',
        'Action',
        'EffectDef',
        'LayerOp',
        'Value',
        'Filter',
      ]),
    );
  });

  it('closes every object to unknown fields, as parseBoard does, so editors flag typos', () => {
    const open: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const record = Object(node);
      if (record.type === 'object' && record.properties && record.additionalProperties !== false)
        open.push(path);
      for (const [key, child] of Object.entries(record)) visit(child, `${path}/${key}`);
    };
    visit(boardJsonSchema(), '#');
    expect(open).toStrictEqual([]);
  });
});
