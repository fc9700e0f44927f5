import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vitest's global setup: `dist/` as of today's sources, built once before any test file runs.
 * `npm ci` builds it (prepare); a source edited since (the playground's included) is built again
 * here, so the tests that run the built CLI or pack the package (with `--ignore-scripts`) read
 * today's code, and no test rebuilds `dist/` while another reads it.
 */
const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(dir, f)).mtimeMs),
  );

export default function buildOnce(): void {
  const cli = join('dist', 'cli', 'main.js');
  const built = existsSync(cli) ? statSync(cli).mtimeMs : 0;
  if (built >= Math.max(newest('src'), newest('cli'), newest('playground'))) return;
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}
