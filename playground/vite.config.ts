import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { defineConfig, type Plugin } from 'vite';
import { drawnCharacters } from './mana-font-subset.js';

/**
 * The playground: a static app (no server does rules work, issue 16). The card pool is the file
 * the package ships (src/cards/pool-data.jsonl), gzipped here and fetched by the app, which
 * undoes the gzip with DecompressionStream (cards/fetch-pool.ts).
 */

export const POOL_ASSET = 'pool-data.jsonl.gz';

const gzippedPool = (): Buffer =>
  gzipSync(readFileSync(new URL('../src/cards/pool-data.jsonl', import.meta.url)), { level: 9 });

const cardPool = (): Plugin => {
  let gz: Buffer | undefined;
  return {
    name: 'mtg-rules-card-pool',
    configureServer(server) {
      server.middlewares.use(`/${POOL_ASSET}`, (_req, res) => {
        gz ??= gzippedPool();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(gz);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: POOL_ASSET, source: gzippedPool() });
    },
  };
};

/**
 * mana-font's stylesheet names its glyphs in four formats and a second font (MPlantin) we never
 * use: 3.5 MB. Its one font face becomes the glyphs the app draws, as woff2 (which every current
 * browser reads), inlined: about 9 kB of the 184 kB font (mana-font-subset.ts).
 */
const manaFontSubset = (): Plugin => ({
  name: 'mana-font-subset',
  enforce: 'pre',
  async transform(code, id) {
    if (!/mana-font\/css\/mana\.css/.test(id)) return null;
    const woff2 = readFileSync(new URL('../fonts/mana.woff2', pathToFileURL(id)));
    const subset = await subsetFont(woff2, drawnCharacters(code), { targetFormat: 'woff2' });
    const url = `data:font/woff2;base64,${subset.toString('base64')}`;
    const face = `@font-face{font-family:"Mana";src:url("${url}") format("woff2");font-display:block}`;
    return { code: code.replace(/@font-face\s*\{[^}]*\}/g, '').replace(/^/, face), map: null };
  },
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative URLs, so that the built app runs from any path (`mtg-rules serve`, a static host).
  base: './',
  plugins: [cardPool(), manaFontSubset()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/playground', import.meta.url)),
    emptyOutDir: true,
    reportCompressedSize: false,
    // The engine and every rule text the library cites are one chunk by design: ~0.9 MB, 0.2 MB gzipped.
    chunkSizeWarningLimit: 1200,
  },
});
