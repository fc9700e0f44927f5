import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The engine a benchmark times: its modules imported from one checkout's sources (through tsx,
 * which runs the benchmarks), so that `--against` times two builds in one process. Each module
 * is named by its path from the checkout's root, and typed as this checkout's module is.
 */
export interface Engine {
  readonly label: string;
  readonly load: <Module>(path: string) => Promise<Module>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const engineAt = (root: string, label: string): Engine => ({
  label,
  load: async <Module>(path: string) => (await import(pathToFileURL(join(root, path)).href)) as Module,
});

export const thisCheckout = (): Engine => engineAt(ROOT, 'this checkout');

/**
 * Another revision, written into a temporary folder by `git archive`: its sources as they were
 * committed, with this checkout's node_modules beside them, and `../shared` beside it as here, so
 * that what it reads from there is found. The folder is removed when the process ends.
 * (A test gives its own folder, since a test worker may end without the exit event.)
 */
export const otherRevision = (
  rev: string,
  folder = mkdtempSync(join(tmpdir(), 'mtg-rules-against-')),
): Engine => {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
  // Its modules are imported until the process ends.
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const root = join(folder, 'main');
  mkdirSync(root);
  const tarball = join(folder, 'sources.tar');
  git('archive', '--output', tarball, commit);
  execFileSync('tar', ['-x', '-f', tarball, '-C', root]);
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  const shared = resolve(ROOT, '../shared');
  if (existsSync(shared)) symlinkSync(shared, join(folder, 'shared'));
  return engineAt(root, `${rev} (${commit.slice(0, 8)})`);
};
