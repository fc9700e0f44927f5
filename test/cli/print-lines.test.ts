import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printLines } from '../../cli/output.js';
import { capture } from './capture.js';

/**
 * `printLines` writes in chunks as the lines come (issue 18: half a million `--explain` lines
 * held at once cost more in garbage collection than in formatting). However they are cut, the
 * chunks put together are the lines, each ended by a newline.
 */
describe('printLines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes every line, each ended by a newline, in order, whatever their sizes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ minLength: 20_000, maxLength: 70_000 })), {
          maxLength: 30,
        }),
        (lines) => {
          vi.restoreAllMocks();
          const { out } = capture();
          printLines(lines);
          expect(out()).toBe(lines.map((line) => `${line}\n`).join(''));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes nothing for no lines', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    printLines([]);
    expect(write).not.toHaveBeenCalled();
  });

  it('writes 200,000 short lines in chunks of about 64 kB, not one string of them all', () => {
    const sizes: number[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => sizes.push(String(chunk).length) > 0);
    printLines(Array.from({ length: 200_000 }, (_, i) => `line ${i}`));
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.max(...sizes)).toBeLessThan(65_536 + 20);
  });
});
