/**
 * Keeps only the declarations a consumer can reach: the package exports `.` and `./browser`
 * (package.json `exports`), so a .d.ts that no import from dist/src/index.d.ts or browser.d.ts
 * leads to, and the CLI's, are never read. tsc emits one for every module; the .js files all stay. Run by `npm run build`,
 * after tsc; test/package/published.test.ts type-checks the rest with skipLibCheck off.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
// `from './x.js'`, `import './x.js'` and `import('./x.js')`: every way a declaration names another.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)\.js['"]/g;

const reachable = new Set();
const visit = (file) => {
  if (reachable.has(file)) return;
  reachable.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    visit(resolve(dirname(file), `${specifier}.d.ts`));
  }
};
visit(join(dist, 'src/index.d.ts'));
visit(join(dist, 'src/browser.d.ts'));

for (const entry of readdirSync(dist, { recursive: true })) {
  const file = join(dist, entry);
  if (file.endsWith('.d.ts') && !reachable.has(file)) rmSync(file);
}
