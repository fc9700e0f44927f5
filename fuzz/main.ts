import { mkdirSync, writeFileSync } from 'node:fs';
import { inspect, parseArgs } from 'node:util';
import fc from 'fast-check';
import { ALL_KNOWN, type Known } from './adversarial.js';
import { ENTRIES } from './entries.js';
import { KNOWN_CRASHES, type KnownCrash } from './known-crashes.js';

/**
 * `npm run fuzz`: fast-check over the public entry points (fuzz/entries.ts), a million inputs
 * each by default. Prints, per entry point, the inputs tried, the failure found if any and the
 * time; a failure's shrunk counterexample is written to `fuzz-failures/<entry>.txt`.
 *
 *   npm run fuzz -- --runs 100000 --entry parseBoard --entry apply --seed 42 --known all
 *   npm run fuzz -- --minutes 30 --entry apply
 *
 * `--minutes` stops each entry point at that time, with the inputs tried so far.
 * `--known all` (or `--known <class>`, repeated) also generates the crash classes issue 18 lists
 * as being fixed elsewhere (known-crashes.ts), left out by default so that a run finds what is new.
 */

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000000' },
    entry: { type: 'string', multiple: true },
    seed: { type: 'string' },
    minutes: { type: 'string' },
    known: { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: 'fuzz-failures' },
  },
});

const runs = Number(values.runs);
const entries = ENTRIES.filter((e) => values.entry === undefined || values.entry.includes(e.name));
if (!Number.isSafeInteger(runs) || runs < 1 || entries.length === 0) {
  console.error(
    `usage: npm run fuzz -- [--runs N] [--entry ${ENTRIES.map((e) => e.name).join('|')}] [--seed N] [--minutes M] [--known all|${Object.keys(KNOWN_CRASHES).join('|')}]`,
  );
  process.exit(2);
}
const known: Known = values.known.includes('all')
  ? ALL_KNOWN
  : new Set(Object.keys(KNOWN_CRASHES).filter((k): k is KnownCrash => values.known.includes(k)));

/** A counterexample as text: JSON where it is JSON, Node's inspection where it isn't (cycles, BigInts, Symbols). */
const written = (value: unknown): string => {
  try {
    const json = JSON.stringify(value, null, 2);
    if (json !== undefined && inspect(JSON.parse(json), { depth: 3 }) === inspect(value, { depth: 3 }))
      return json;
  } catch {
    // Not JSON: inspected below.
  }
  return inspect(value, { depth: 40, maxArrayLength: 200, maxStringLength: 2000 });
};

/** Inputs per call of fast-check: a long run is many, each with its own seed, so `--minutes` can stop between them. */
const CHUNK = 1000;
const baseSeed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const deadline = values.minutes === undefined ? Infinity : Number(values.minutes) * 60_000;

/** Runs an entry point in chunks until `runs` inputs, a failure, or the deadline. */
const fuzz = (entry: (typeof entries)[number]) => {
  const property = fc.property(entry.input(known), (input) => entry.check(input, known));
  const started = performance.now();
  let tried = 0;
  for (let chunk = 0; tried < runs && performance.now() - started < deadline; chunk++) {
    const details = fc.check(property, { numRuns: Math.min(CHUNK, runs - tried), seed: baseSeed + chunk });
    tried += details.numRuns;
    if (details.failed) return { tried, seconds: (performance.now() - started) / 1000, details };
  }
  return { tried, seconds: (performance.now() - started) / 1000, details: null };
};

let failed = 0;
console.log(`entry point        inputs  failures  time   (seed ${baseSeed})`);
for (const entry of entries) {
  const { tried, seconds, details } = fuzz(entry);
  console.log(
    `${entry.name.padEnd(16)} ${String(tried).padStart(8)}  ${details === null ? 0 : 1}  ${seconds.toFixed(1)} s`,
  );
  if (details === null) continue;
  failed++;
  mkdirSync(values.out, { recursive: true });
  const file = `${values.out}/${entry.name}.txt`;
  writeFileSync(
    file,
    [
      `seed ${details.seed}, path ${details.counterexamplePath}, after ${details.numRuns} inputs of this seed and ${details.numShrinks} shrinks`,
      String(details.errorInstance instanceof Error ? details.errorInstance.stack : details.errorInstance),
      written(details.counterexample?.[0]),
      '',
    ].join('\n'),
  );
  console.log(`  ${String(details.errorInstance).split('\n')[0]?.slice(0, 200)}\n  counterexample: ${file}`);
}
process.exit(failed === 0 ? 0 : 1);
