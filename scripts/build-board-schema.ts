/**
 * Writes schema/board.schema.json, the JSON Schema of board files, from the zod schemas in
 * src/notation, then formats it with Biome so that `npm run lint` accepts it. The file is
 * committed; test/notation/json-schema.test.ts checks that it is current.
 * Run: npx tsx scripts/build-board-schema.ts
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardJsonSchema } from '../src/notation/board-json-schema.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'schema', 'board.schema.json');
writeFileSync(target, `${JSON.stringify(boardJsonSchema(), null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', target], { cwd: root, stdio: 'inherit' });
console.log(`wrote ${target}`);
