import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocks, DOCUMENTS } from './markdown.js';
import { shellWords } from './shell-words.js';

/**
 * Every `npx mtg-rules …` line of a ```sh block in the README and docs/ is run with the built
 * CLI (dist/cli/main.js, the bundled cards), not a terminal and NO_COLOR set, so without colour
 * or progress; its stdout, stderr and exit code are compared with the file under
 * test/docs/__snapshots__/cli/ named after its arguments (`npx vitest run test/docs -u` rewrites
 * them), so a change to the output is a diff to review. A line naming a file of the user's, one
 * that is not in the package (board.json, AtomicCards.json.gz), is listed as skipped with that
 * file; an example should use one of examples/ instead. A block of output introduced by
 * "`npx mtg-rules …` prints:" must be found, as it is shown, in what the command prints.
 */

const CLI = join('dist', 'cli', 'main.js');
const PREFIX = ['npx', 'mtg-rules'];

interface Example {
  readonly where: string;
  readonly line: string;
  readonly args: readonly string[];
}

const lines = DOCUMENTS.flatMap(codeBlocks)
  .filter((block) => block.language === 'sh')
  .flatMap((block) =>
    block.text.split('\n').map((line, index) => ({ where: `${block.file}:${block.line + 1 + index}`, line })),
  )
  .filter(({ line }) => line.startsWith(`${PREFIX.join(' ')} `));

const parsed = lines.map(({ where, line }) => ({ where, line, parsed: shellWords(line) }));
const examples: Example[] = parsed.flatMap(({ where, line, parsed }) =>
  'words' in parsed
    ? [{ where, line: line.split(' #')[0]?.trim() ?? line, args: parsed.words.slice(PREFIX.length) }]
    : [],
);

/** A file argument that is neither in the package nor one of the files the package ships. */
const userFile = (example: Example): string | undefined =>
  example.args.find((arg) => /\.(json|gz|txt)$/.test(arg) && !existsSync(arg));
const skipped = examples.filter((example) => userFile(example) !== undefined);
const runnable = examples.filter((example) => userFile(example) === undefined);

/** A snapshot's name: the arguments, each character a file name can't hold well a '-'. */
const snapshotName = (args: readonly string[]): string =>
  args
    .map((arg) => arg.replace(/[^A-Za-z0-9.]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter((arg) => arg !== '')
    .join('_');

/** The built CLI with no terminal and no colour, as a script or CI runs it. */
const runBuilt = (args: readonly string[]) => {
  const { NO_COLOR: _no, FORCE_COLOR: _force, ...env } = process.env;
  return spawnSync(process.execPath, [CLI, ...args], {
    input: '',
    env: { ...env, NO_COLOR: '1' },
    encoding: 'utf8',
  });
};

/** A block of output the docs introduce with "`npx mtg-rules …` prints:", and the command's arguments. */
const printed = DOCUMENTS.flatMap(codeBlocks).flatMap((block) => {
  const command = /`npx mtg-rules ([^`]+)` prints:?$/.exec(block.before)?.[1];
  const words = command === undefined ? undefined : shellWords(command);
  return words && 'words' in words
    ? [{ where: `${block.file}:${block.line}`, args: words.words, text: block.text }]
    : [];
});

describe('the CLI examples of the README and docs/', () => {
  it('are all run, but for the ones that need a file of the user’s', () => {
    console.log(
      `${runnable.length} CLI examples run, ${printed.length} shown outputs compared; ${skipped.length} skipped, each needing a file of the user's:\n${skipped
        .map((example) => `  ${example.where}: ${example.line}  (needs ${userFile(example)})`)
        .join('\n')}`,
    );
    expect(parsed.filter(({ parsed }) => 'refused' in parsed)).toEqual([]);
    expect(runnable.length).toBeGreaterThan(0);
  });

  it('have a snapshot name each, told apart', () => {
    const names = new Map(runnable.map((example) => [snapshotName(example.args), example.args.join(' ')]));
    expect(names.size).toBe(new Set(runnable.map((example) => example.args.join(' '))).size);
  });

  it.each(runnable.map((example) => [example.where, example]))('%s', async (_, example) => {
    const run = runBuilt(example.args);
    // A documented example is never bad input (exit 2); 1 is a documented "no", such as a cost not payable.
    expect(run.status, run.stderr).not.toBe(2);
    const stderr = run.stderr === '' ? '' : `stderr:\n${run.stderr}`;
    await expect(`$ ${example.line}\n${run.stdout}${stderr}exit ${run.status}\n`).toMatchFileSnapshot(
      join('__snapshots__', 'cli', `${snapshotName(example.args)}.txt`),
    );
  });

  it.each(printed.map((output) => [output.where, output]))(
    'the output shown at %s is what it prints',
    (_, output) => {
      expect(runBuilt(output.args).stdout).toContain(output.text);
    },
  );
});
