import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { type CodeBlock, codeBlocks, DOCUMENTS } from './markdown.js';

/**
 * Every ```ts block of the README and docs/ is a complete program: type-checked against the
 * package's source (test/docs/tsconfig.json maps `mtg-rules` to src/index.ts, with the project's
 * strict options) and run with tsx from the package's directory. A value a block states is an
 * assertion of node:assert/strict, so the run checks it. A block that is not a program (a
 * signature) says so in its info string, "```ts no-run <why>", and is listed here as skipped.
 */

const run = promisify(execFile);
const TSCONFIG = resolve('test/docs/tsconfig.json');
const scratch = mkdtempSync(join(tmpdir(), 'mtg-rules-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const blocks = DOCUMENTS.flatMap(codeBlocks).filter((block) => block.language === 'ts');
const skipped = blocks.filter((block) => block.tags[0] === 'no-run');
const programs = blocks
  .filter((block) => !skipped.includes(block))
  // .mts: an ES module wherever the scratch directory is, as the package is (type: module).
  .map((block) => ({ block, path: join(scratch, `${basename(block.file, '.md')}-${block.line}.mts`) }));
for (const { block, path } of programs) writeFileSync(path, block.text);

const where = (block: CodeBlock): string => `${block.file}:${block.line}`;

/** Each diagnostic at the line of the Markdown file it is on. */
const typeErrors = (): string[] => {
  const config = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (config === undefined) return [`cannot read ${TSCONFIG}`];
  const program = ts.createProgram(
    programs.map((p) => p.path),
    config.options,
  );
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const source = programs.find((p) => p.path === d.file?.fileName);
    if (d.file === undefined || d.start === undefined) return message;
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    // The block's first line is the one after its fence.
    return source
      ? `${source.block.file}:${source.block.line + 1 + line}: ${message}`
      : `${d.file.fileName}:${line + 1}: ${message}`;
  });
};

describe('the TypeScript blocks of the README and docs/', () => {
  it('skip only what says why', () => {
    console.log(
      `${programs.length} TypeScript blocks checked and run; ${skipped.length} skipped:\n${skipped
        .map((block) => `  ${where(block)}: ${block.tags.slice(1).join(' ')}`)
        .join('\n')}`,
    );
    expect(skipped.filter((block) => block.tags.length < 2).map(where)).toEqual([]);
    expect(programs.length).toBeGreaterThan(0);
  });

  it("type-check against the source, with the project's strict options", () => {
    expect(typeErrors()).toEqual([]);
    // It checks the whole of src/ the blocks import: about 10 s alone, minutes on a loaded machine.
  }, 300_000);

  it.concurrent.each(programs.map((p) => [where(p.block), p.path]))(
    '%s runs, and its assertions hold',
    async (_, path) => {
      await run(process.execPath, ['--import', 'tsx', path], {
        env: { ...process.env, TSX_TSCONFIG_PATH: TSCONFIG, NO_COLOR: '1' },
      });
    },
  );
});
