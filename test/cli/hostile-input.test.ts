import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_LINE_LENGTH, ruleSuffix } from '../../cli/output.js';
import { runCli } from './capture.js';

/** Bad input exits 2 with one line of message, capped, never a stack trace (issue 18). */

const dir = mkdtempSync(join(tmpdir(), 'mtg-rules-hostile-'));
const file = (name: string, content: string | Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The run's stderr as lines, after checking it is one bounded error line and exit 2. */
const oneErrorLine = (args: readonly string[], input?: string): string => {
  const run = runCli(args, input === undefined ? {} : { input });
  expect(run.status).toBe(2);
  const [line = '', ...rest] = run.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('  '));
  expect(rest).toEqual([]);
  expect(line.startsWith('error: ')).toBe(true);
  expect(line.length).toBeLessThanOrEqual('error: '.length + ERROR_LINE_LENGTH);
  return line;
};

describe('mtg-rules on hostile input: exit 2, one line', () => {
  it('a board nested 5,000 deep crashed with a stack trace and exit 1; now exit 2 and the limit', () => {
    const deep = file('deep.json', `{ "objects": ${'['.repeat(5000)}${']'.repeat(5000)} }`);
    const line = oneErrorLine(['eval', deep]);
    expect(line).toMatch(
      / at \$\.objects(\[0\])+\[…: nested more than 64 levels deep, the most a board file may nest$/,
    );
  });

  it('a board file in UTF-16 was "not valid JSON" with invisible characters; now it says UTF-16', () => {
    const utf16 = file('utf16.json', Buffer.from('\uFEFF{}', 'utf16le'));
    expect(oneErrorLine(['eval', utf16])).toBe(
      `error: ${utf16}: the file is UTF-16; save it as UTF-8 (with or without a byte-order mark)`,
    );
  });

  it('a JSON error quoting a line break of the file was two lines; now one', () => {
    const line = oneErrorLine(['eval', '-'], '{"a":\n  x}');
    expect(line).toMatch(/^error: standard input: not JSON: Unexpected token/);
  });

  it('a 100,000-character card name filled stderr; now 40 characters of it, with an ellipsis', () => {
    const board = JSON.stringify({ objects: [{ card: 'x'.repeat(100_000) }] });
    expect(oneErrorLine(['eval', '-'], board)).toBe(
      `error: standard input at $.objects[0].card: "${'x'.repeat(38)}… is longer than 200 characters`,
    );
  });

  it('a 100,000-character cost: its start in the line, and 60 characters of it around the caret', () => {
    const run = runCli(['cost', `{1}${'W'.repeat(100_000)}`]);
    expect(run.status).toBe(2);
    const [line = '', shown = '', caret = ''] = run.stderr.split('\n');
    expect(line).toBe(
      `error: can't read the cost "{1}${'W'.repeat(76)}…": expected "{" at offset 3, found "WWWWWWWW": a mana cost is a run of braced symbols such as {2}{W}`,
    );
    expect([shown, caret]).toEqual([`  {1}${'W'.repeat(57)}…`, '     ^']);
  });

  it('a board file name of 3,000 characters, named three times in the line, is cut at the cap with an ellipsis', () => {
    const line = oneErrorLine(['eval', 'n'.repeat(3000)]);
    expect(line.length).toBe('error: '.length + ERROR_LINE_LENGTH);
    expect(line.endsWith('…')).toBe(true);
  });

  it('a 100,000-character --x echoed whole; now 80 characters of it', () => {
    const line = oneErrorLine(['pay', '{X}', '--pool', '{R}', '--x', 'x'.repeat(100_000)]);
    expect(line).toContain(`--x must be a whole number of 0 or more, not "${'x'.repeat(79)}…"`);
  });
});

describe('ruleSuffix: the rule once', () => {
  it.each([
    [
      'a message that cites its rule: the board harness printed "(CR 107.1a) (CR 107.1a)"',
      '2.5 is not a whole number (CR 107.1a)',
      '107.1a',
      '',
    ],
    [
      'a message that does not: the rule after it',
      '2.5 is not a whole number of counters',
      '107.1a',
      ' (CR 107.1a)',
    ],
    ['no rule: nothing', 'not JSON', undefined, ''],
  ])('%s', (_, message, rule, suffix) => {
    expect(ruleSuffix({ code: 'ERR_NUMBER', message, ...(rule === undefined ? {} : { rule }) })).toBe(suffix);
  });
});
