import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The browser entry bundles for the browser (issue 16): a plugin sees every import the bundler
 * resolves and records the Node built-ins among them, which a browser cannot load.
 */

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

const bundleImports = async (entry: string): Promise<{ builtins: string[]; bytes: number }> => {
  const builtins: string[] = [];
  const recordBuiltins: Plugin = {
    name: 'record-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (NODE_BUILTINS.has(source)) {
        builtins.push(`${source} (from ${importer ?? 'the entry'})`);
        return { id: source, external: true };
      }
      return null;
    },
  };
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [recordBuiltins],
    build: {
      write: false,
      minify: false,
      lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'bundle' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const bytes = chunks.reduce((sum, chunk) => sum + (chunk.type === 'chunk' ? chunk.code.length : 0), 0);
  return { builtins, bytes };
};

describe('the browser entry (src/browser.ts)', () => {
  it('bundles for the browser with no Node built-in reachable', async () => {
    const { builtins, bytes } = await bundleImports('../../src/browser.ts');
    expect(builtins).toEqual([]);
    expect(bytes).toBeGreaterThan(0);
  });

  it('and so does the published module, dist/src/browser.js, through the bundle in dist/lib', async () => {
    const { builtins, bytes } = await bundleImports('../../dist/src/browser.js');
    expect(builtins).toEqual([]);
    expect(bytes).toBeGreaterThan(0);
  });

  it('the check can fail: the Node entry (src/index.ts) reaches node:fs', async () => {
    const { builtins } = await bundleImports('../../src/index.ts');
    expect(builtins.some((name) => name.startsWith('node:fs'))).toBe(true);
  });
});
