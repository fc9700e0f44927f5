/**
 * Removes the comments from the built JavaScript of dist/src and dist/cli: they are a quarter of
 * its bytes, and the package's size is counted (issue 17: at most 4 MB without the card pool).
 * The declarations keep theirs, which editors and the API reference show. TypeScript's own
 * printer rewrites each file from its syntax tree, so nothing but comments changes. Run by
 * `npm run build`, after tsc.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const printer = ts.createPrinter({ removeComments: true });

for (const folder of ['src', 'cli']) {
  for (const entry of readdirSync(join(dist, folder), { recursive: true })) {
    const file = join(dist, folder, entry);
    if (!file.endsWith('.js')) continue;
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.JS,
    );
    writeFileSync(file, printer.printFile(source));
  }
}
