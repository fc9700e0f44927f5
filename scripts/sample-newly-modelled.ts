/**
 * Prints fifty cards drawn at random (fast-check, fixed seed) from the real cards that the Oracle
 * compiler models completely now but did not model completely before issue 13 (one-face, not
 * Un-set, with rules text beyond reminder text). The trust test
 * (test/conformance/newly-modelled-sample.test.ts) pins the fifty it printed on 2026-11-26.
 * The compiler before issue 13 is commit 93789d4; check it out beside this one and pass its
 * src/oracle/compile.ts:
 *   git worktree add /tmp/before 93789d4 && ln -s "$PWD/node_modules" /tmp/before/
 *   npx tsx scripts/sample-newly-modelled.ts /tmp/before/src/oracle/compile.ts [cards.json.gz]
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import type { CardData } from '../src/cards/card-data.js';
import { readCardFile } from '../src/cards/read-file.js';
import { compileCard } from '../src/oracle/compile.js';

const SEED = 20261126;
const SIZE = 50;

const beforePath = process.argv[2];
if (beforePath === undefined)
  throw new Error('usage: sample-newly-modelled.ts <before/src/oracle/compile.ts> [cards]');
const before = (await import(pathToFileURL(resolve(beforePath)).href)) as {
  compileCard: (card: CardData) => readonly { kind: string }[];
};
const source = process.argv[3] ?? join(import.meta.dirname, '..', '..', 'shared', 'data', 'cards.json.gz');
const cards = await readCardFile(source);
if (!cards.ok) throw new Error(`${source}: ${cards.error.message}`);
const complete = (abilities: readonly { kind: string }[]) => abilities.every((a) => a.kind !== 'unsupported');
const newly = cards.value.filter(
  (c) =>
    !c.isFunny &&
    c.faces === undefined &&
    c.text.replace(/\([^)]*\)/g, '').trim() !== '' &&
    complete(compileCard(c)) &&
    !complete(before.compileCard(c)),
);
const picks = fc.sample(fc.integer({ min: 0, max: newly.length - 1 }), { seed: SEED, numRuns: SIZE * 2 });
const names = [...new Set(picks.map((i) => newly[i]?.name ?? ''))].slice(0, SIZE);
console.log(`${newly.length} cards newly modelled completely; ${names.length} drawn with seed ${SEED}:`);
for (const name of names) console.log(name);
