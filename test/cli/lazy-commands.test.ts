import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: a command loads only what it needs. `cost` and `pay` read one cost and a pool, so the
 * modules they reach, followed import by import through the sources, must hold neither the card
 * pool nor the engine; and the CLI's entry loads no command until it runs.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every source file a file reaches by static relative imports (`import ... from './x.js'`), itself included. */
const reached = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const queue = [resolve(ROOT, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)\.js';/gms)) {
      if (/^(?:import|export)\s+type\s/.test(m[0])) continue;
      queue.push(resolve(dirname(file), `${m[1]}.ts`));
    }
  }
  return new Set([...seen].map((f) => relative(ROOT, f)));
};

describe('the CLI loads what a command needs (issue 17)', () => {
  it.each(['cli/commands/cost.ts', 'cli/commands/pay.ts'])(
    '%s reaches neither the card pool, the Oracle compiler nor the engine',
    (command) => {
      const files = [...reached(command)];
      expect(files).toContain('src/mana/index.ts');
      expect(files.filter((f) => /^src\/(?:cards|oracle|engine|game)\/|^src\/index\.ts$/.test(f))).toEqual(
        [],
      );
    },
  );

  it('cli/main.ts imports no command statically: each loads as it runs', () => {
    expect([...reached('cli/main.ts')].filter((f) => f.startsWith('cli/commands/'))).toEqual([]);
  });
});
