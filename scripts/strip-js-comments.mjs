/**
 * Removes the comments from the built JavaScript of dist/src and dist/cli: they are a quarter of
 * its bytes, and the package's size is counted (issue 17: at most 4 MB without the card pool).
 * The declarations keep theirs, which editors and the API reference show. TypeScript's own
 * printer rewrites each file from its syntax tree, so nothing but comments changes; its four
 * spaces of indentation become two, as in the sources (another 88 kB), except inside template
 * literals, whose text is their value. Run by `npm run build`, after tsc.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const printer = ts.createPrinter({ removeComments: true });

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);

/** Where the text of each template literal lies, from its opening to its closing backquote. */
const templateSpans = (source) => {
  const spans = [];
  const visit = (node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      spans.push([node.getStart(source), node.getEnd()]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
};

/** The printer's indentation halved on each line that doesn't begin inside a template literal. */
const halveIndentation = (file, text) => {
  const spans = templateSpans(parse(file, text));
  const inTemplate = (at) => spans.some(([from, to]) => at > from && at < to);
  let at = 0;
  return text
    .split('\n')
    .map((line) => {
      const start = at;
      at += line.length + 1;
      if (inTemplate(start)) return line;
      const indent = line.length - line.trimStart().length;
      return ' '.repeat(Math.floor(indent / 2)) + line.slice(indent);
    })
    .join('\n');
};

for (const folder of ['src', 'cli']) {
  for (const entry of readdirSync(join(dist, folder), { recursive: true })) {
    const file = join(dist, folder, entry);
    if (!file.endsWith('.js')) continue;
    const printed = printer.printFile(parse(file, readFileSync(file, 'utf8')));
    writeFileSync(file, halveIndentation(file, printed));
  }
}
