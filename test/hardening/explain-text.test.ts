import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evalCommand } from '../../cli/commands/eval.js';
import { capture } from '../cli/capture.js';

/**
 * Issue 18, item 8: `eval --explain` text looked for each object's steps in the whole trace, so
 * 5,000 creatures and 100 anthems took over two minutes against 14 s for `--json --explain`. The
 * steps are grouped by object in one pass now. Its cost is measured on the full size by a bench
 * row (bench/hardening.ts); these rows check that the grouping keeps each object's steps whole
 * and in order, and that the text is written in chunks as it is made rather than held whole.
 */

const CREATURES = 500;
const ANTHEMS = 20;

describe('eval --explain of a large board (issue 18)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  const anthemsFile = (): string => {
    const objects = [
      ...Array.from({ length: CREATURES }, (_, i) => ({ id: `c${i}`, card: 'Grizzly Bears' })),
      ...Array.from({ length: ANTHEMS }, (_, i) => ({ id: `g${i}`, card: 'Glorious Anthem' })),
    ];
    const file = join(mkdtempSync(join(tmpdir(), 'mtg-explain-')), 'anthems.json');
    writeFileSync(file, JSON.stringify({ objects }));
    return file;
  };

  it(`CR 613.4c: each of ${CREATURES.toLocaleString('en-US')} Grizzly Bears lists the ${ANTHEMS} Glorious Anthems that reach it, in timestamp order`, async () => {
    const { out } = capture();
    await evalCommand(anthemsFile(), { explain: true });
    const last = out().split(`c${CREATURES - 1} Grizzly Bears`)[1] ?? '';
    expect(last).toMatch(new RegExp(`^ is ${2 + ANTHEMS}/${2 + ANTHEMS}`));
    const [steps = ''] = last.split('\n\n');
    // Objects take timestamps in file order (613.7): the anthems t501 to t520.
    const stamps = [...steps.matchAll(/layer 7c\s+Glorious Anthem t(\d+)/g)].map((m) => Number(m[1]));
    expect(stamps).toStrictEqual(Array.from({ length: ANTHEMS }, (_, i) => CREATURES + 1 + i));
  });

  it(`the ${(CREATURES * (ANTHEMS + 1)).toLocaleString('en-US')} trace lines are written in chunks, not as one string`, async () => {
    const sizes: number[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => sizes.push(String(chunk).length) > 0);
    await evalCommand(anthemsFile(), { explain: true });
    // Before, the explanation was one write of about 700,000 characters.
    expect(Math.max(...sizes)).toBeLessThan(100_000);
  });
});
