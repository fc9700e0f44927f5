import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as npm publishes it: `npm pack` of `dist/` as the global setup left it
 * (test/support/build-once.ts; `--ignore-scripts`, so no test rebuilds it while another reads it), the files the
 * tarball holds, and a strict consumer project that installs it, type-checks against its
 * declarations with skipLibCheck off, and runs.
 */

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const scratch = mkdtempSync(join(tmpdir(), 'mtg-rules-consumer-'));

interface Packed {
  readonly filename: string;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}
let packed: Packed;

beforeAll(async () => {
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [first] = JSON.parse(stdout) as Packed[];
  if (first === undefined) throw new Error('npm pack listed no tarball');
  packed = first;
}, 600_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the packed tarball', () => {
  const paths = (): readonly string[] => packed.files.map((f) => f.path);

  it('holds the licence, the changelog, the docs the CLI points to, the examples and the schema', () => {
    expect(paths()).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'CHANGELOG.md',
        'README.md',
        'docs/board-format.md',
        'docs/game-model.md',
        'examples/stack.json',
        'schema/board.schema.json',
        'dist/src/index.js',
        'dist/src/index.d.ts',
        'dist/cli/main.js',
        'dist/lib/pool-data.jsonl',
        'dist/lib/main.js',
        'dist/lib/simulate-worker.js',
        'dist/src/browser.js',
        'dist/src/browser.d.ts',
        'dist/playground/index.html',
      ]),
    );
    // `mtg-rules serve` gzips dist/lib/pool-data.jsonl for the playground: no second copy.
    expect(paths().filter((p) => p.endsWith('.gz'))).toEqual([]);
    expect(paths().filter((p) => p.startsWith('examples/') && p.endsWith('.json')).length).toBeGreaterThan(0);
  });

  it('holds no TypeScript sources, tests, benchmarks or source maps', () => {
    const unwanted = paths().filter(
      (p) =>
        (p.endsWith('.ts') && !p.endsWith('.d.ts')) ||
        /(^|\/)(test|bench)\//.test(p) ||
        /\.test\.|\.map$/.test(p) ||
        p.startsWith('src/'),
    );
    expect(unwanted).toEqual([]);
  });

  it('reports the size of the playground it serves', () => {
    const app = packed.files.filter((f) => f.path.startsWith('dist/playground/'));
    const bytes = app.reduce((sum, f) => sum + f.size, 0);
    console.log(`playground: ${app.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
    expect(app.length).toBeGreaterThan(0);
  });

  it('unpacks to at most 4 MB without the card pool (issue 17)', () => {
    const bytes = packed.files
      .filter((f) => f.path !== 'dist/lib/pool-data.jsonl')
      .reduce((sum, f) => sum + f.size, 0);
    console.log(`unpacked without the card pool: ${(bytes / 1e6).toFixed(2)} MB`);
    expect(bytes).toBeLessThanOrEqual(4_000_000);
  });

  it('reports the size of its declarations', () => {
    const declarations = packed.files.filter((f) => f.path.endsWith('.d.ts'));
    const bytes = declarations.reduce((sum, f) => sum + f.size, 0);
    console.log(`declarations: ${declarations.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
    expect(declarations.length).toBeGreaterThan(0);
  });
});

/** npm's codes for a registry it can't reach and a cache that lacks the package. */
const OFFLINE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|ENOTCACHED/;

describe('a consumer project', () => {
  it('installs the tarball, type-checks strictly under nodenext and runs', async (ctx) => {
    const project = join(scratch, 'project');
    mkdirSync(project);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify(
        {
          compilerOptions: {
            strict: true,
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'ES2022',
            // No @types/node: mtg-rules' declarations need none; zod's name `URL`, which DOM declares.
            lib: ['ES2022', 'DOM'],
            types: [],
            skipLibCheck: false,
            outDir: 'out',
          },
          files: ['main.ts'],
        },
        null,
        2,
      ),
    );
    copyFileSync(join(root, 'test/package/consumer/main.ts'), join(project, 'main.ts'));

    // Dependencies come from the npm cache when it has them, else from the registry.
    const tarball = join(scratch, packed.filename);
    const failure = await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball],
      { cwd: project },
    ).then(
      () => null,
      (e: { stderr?: string }) => e.stderr ?? String(e),
    );
    if (failure !== null) {
      if (OFFLINE.test(failure)) {
        console.warn(
          `SKIPPED: npm could install the dependencies neither from its cache nor from the registry.\n${failure}`,
        );
        ctx.skip();
      }
      throw new Error(`npm install failed:\n${failure}`);
    }

    const started = performance.now();
    await run(process.execPath, [tsc, '-p', project], { cwd: project }).catch((e: { stdout?: string }) => {
      throw new Error(`the consumer does not type-check:\n${e.stdout ?? ''}`);
    });
    // Printed, not asserted: a figure for the README, which a busy machine stretches (the load says how much).
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const load = loadavg()[0]?.toFixed(1);
    console.log(`consumer type-check (tsc, skipLibCheck off): ${seconds} s, load average ${load}`);

    const { stdout } = await run(process.execPath, [join(project, 'out/main.js')], { cwd: project });
    expect(stdout.split('\n')).toEqual([
      'mana value: 3',
      'payment: 3 symbols paid',
      'card: Grizzly Bears 2/2',
      'evaluate: Grizzly Bears 5/5',
      'browser entry: mana value 3, function',
      '',
    ]);
  }, 600_000);
});
