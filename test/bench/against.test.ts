import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compareSuite } from '../../bench/compare.js';
import { otherRevision, thisCheckout } from '../../bench/engine.js';

/**
 * `npm run bench -- --against <rev>` (issue 17): another revision's sources are written beside
 * this checkout and imported from there, and the two are timed in turns. These rows check the
 * mechanics, not any figure.
 */
describe('bench --against', () => {
  const folder = mkdtempSync(join(tmpdir(), 'mtg-rules-against-test-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('imports the engine of another revision from its own sources', async () => {
    const head = otherRevision('HEAD', folder);
    expect(head.label).toMatch(/^HEAD \([0-9a-f]{8}\)$/);
    const theirs = await head.load<typeof import('../../src/index.js')>('src/index.js');
    const ours = await thisCheckout().load<typeof import('../../src/index.js')>('src/index.js');
    // Two copies of the engine, not one module seen twice.
    expect(theirs.parseManaCost).not.toBe(ours.parseManaCost);
    const cost = theirs.parseManaCost('{2}{W}');
    expect(cost.ok && cost.value.length).toBe(2);
  }, 60_000);

  it('refuses a revision the repository does not have', () => {
    expect(() => otherRevision('no-such-revision-anywhere', folder)).toThrow();
  });

  it('prints both medians and their ratio for each task, and "not compared" for a suite the other fails', async () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const ours = thisCheckout();
    const other = { label: 'other', load: ours.load };
    const suite = async () => [
      { title: 'sums', tasks: [{ name: 'an empty call', batch: 1, run: () => void 0 }], time: 20 },
    ];
    await compareSuite(suite, ours, other, 2);
    const broken = { label: 'broken', load: () => Promise.reject(new Error('no src/index.js')) };
    await compareSuite(
      async (engine) => {
        await engine.load('src/index.js');
        return [{ title: 'needs the index', tasks: [], time: 20 }];
      },
      ours,
      broken,
      1,
    );
    log.mockRestore();
    const text = lines.join('\n');
    expect(text).toMatch(/an empty call +[\d,.]+\/s +[\d,.]+\/s +\d+\.\d\d× \(\d+\.\d\d×-\d+\.\d\d×\)/);
    expect(text).toContain('not compared: broken fails: no src/index.js');
  });
});
