/**
 * Bundles the library and the CLI into dist/lib with esbuild: one module per entry point and a few
 * shared chunks, where tsc wrote some 600 files. Node resolves, reads and links each module file it
 * imports, and that was most of a command's start (issue 17: `mtg-rules eval` spent over half of
 * its time loading modules). Code splitting keeps `mtg-rules cost` to the chunks it needs, and the
 * dependencies stay imports (`packages: 'external'`), installed beside the package.
 *
 * Every module lands in the one folder dist/lib, so that a module's own `import.meta.url` finds
 * what sits beside it there as it does in the sources: the card pool (src/cards/default-pool.ts),
 * the worker (cli/run-games.ts). The package's published paths (package.json `exports` and `bin`)
 * are one-line modules that re-export their entry in dist/lib; tsc writes the declarations beside
 * them. esbuild keeps no comments, and shortens the syntax (`minifySyntax`: 50 kB less) without
 * renaming anything or joining lines, so that stack traces keep their names and lines; both keep
 * the package under issue 17's 4 MB.
 * Run by `npm run build`, after tsc.
 */
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const path = (file) => fileURLToPath(new URL(file, root));

/** Each entry point: its source, and the published module that re-exports it. */
const ENTRIES = [
  { name: 'index', source: 'src/index.ts', published: 'dist/src/index.js' },
  { name: 'browser', source: 'src/browser.ts', published: 'dist/src/browser.js' },
  { name: 'main', source: 'cli/main.ts', published: 'dist/cli/main.js', command: true },
  { name: 'soak', source: 'cli/soak.ts', published: 'dist/cli/soak.js', command: true },
  // Started by tinypool from its file, dist/lib/simulate-worker.js: not published under another path.
  { name: 'simulate-worker', source: 'cli/simulate-worker.ts' },
];

await build({
  entryPoints: ENTRIES.map(({ name, source }) => ({ in: path(source), out: name })),
  outdir: path('dist/lib'),
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  legalComments: 'none',
  minifySyntax: true,
  logLevel: 'warning',
});

for (const { name, published, command } of ENTRIES) {
  if (published === undefined) continue;
  const target = `../lib/${name}.js`;
  const file = path(published);
  mkdirSync(path(published.slice(0, published.lastIndexOf('/'))), { recursive: true });
  writeFileSync(
    file,
    command ? `#!/usr/bin/env node\nimport '${target}';\n` : `export * from '${target}';\n`,
  );
  if (command) chmodSync(file, 0o755);
}

// Read at run time beside the module that reads it, not imported (src/cards/default-pool.ts).
copyFileSync(path('src/cards/pool-data.jsonl'), path('dist/lib/pool-data.jsonl'));
