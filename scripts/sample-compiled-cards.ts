/**
 * Prints fifty cards drawn at random (fast-check, fixed seed) from the real cards the Oracle
 * compiler models completely: one-face, not Un-set, with rules text beyond reminder text. The
 * trust test (test/conformance/compiled-sample.test.ts) pins the fifty it printed on 2026-11-24.
 * Run: npx tsx scripts/sample-compiled-cards.ts [path to cards.json.gz]
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { readCardFile } from '../src/cards/read-file.js';
import { compileCard } from '../src/oracle/compile.js';

const SEED = 20261124;
const SIZE = 50;

const source = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'shared', 'data', 'cards.json.gz');
const cards = await readCardFile(source);
if (!cards.ok) throw new Error(`${source}: ${cards.error.message}`);
const modelled = cards.value.filter(
  (c) =>
    !c.isFunny &&
    c.faces === undefined &&
    c.text.replace(/\([^)]*\)/g, '').trim() !== '' &&
    compileCard(c).every((a) => a.kind !== 'unsupported'),
);
const picks = fc.sample(fc.integer({ min: 0, max: modelled.length - 1 }), { seed: SEED, numRuns: SIZE * 2 });
const names = [...new Set(picks.map((i) => modelled[i]?.name ?? ''))].slice(0, SIZE);
console.log(`${modelled.length} cards modelled completely; ${names.length} drawn with seed ${SEED}:`);
for (const name of names) console.log(name);
