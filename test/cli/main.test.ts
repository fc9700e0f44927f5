import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../cli/examples.js';
import { runCli } from './capture.js';

/** The CLI as a user runs it: the conventions every command shares. */

const ATOMIC = join('test', 'cards', 'fixtures', 'atomic-cards.json');
const RED = '\x1b[31m';

describe('mtg-rules, spawned', () => {
  it("--version is package.json's version, read at run time", () => {
    const version = JSON.parse(readFileSync('package.json', 'utf8')).version;
    expect(runCli(['--version'])).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  it('colours per stream and by the flags: FORCE_COLOR colours the error on stderr; --no-color beats it', () => {
    const forced = runCli(['cost', '{Q}'], { env: { FORCE_COLOR: '1' } });
    expect(forced.status).toBe(2);
    expect(forced.stderr.startsWith(`${RED}error`)).toBe(true);
    const plain = runCli(['--no-color', 'cost', '{Q}'], { env: { FORCE_COLOR: '1' } });
    expect(plain.stderr.startsWith('error: ')).toBe(true);
    const flagged = runCli(['cost', '{Q}', '--color'], { env: { NO_COLOR: '1' } });
    expect(flagged.stderr.startsWith(`${RED}error`)).toBe(true);
  });

  it('a reader that closes the pipe early (`| head`) ends the command quietly, with success', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'cli/main.ts', 'eval', 'examples/combat.json'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // The reader goes away before the first line is written: every write meets a closed pipe (EPIPE).
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const status = await new Promise<number | null>((done) => child.on('close', done));
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('- reads the board from stdin (eval)', () => {
    const board = JSON.stringify({ objects: [{ id: 'bear', card: 'Grizzly Bears' }] });
    const run = runCli(['eval', '-', '--json'], { input: board });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).objects[0]).toMatchObject({ id: 'bear', power: 2, toughness: 2 });
  });

  it('- reads the card file from stdin (check-cards), with no progress in --json output', () => {
    const run = runCli(['--progress', 'check-cards', '-', '--json'], { input: readFileSync(ATOMIC, 'utf8') });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ cards: 5, failures: [] });
    expect(run.stderr).toBe('');
  });

  it("--json: Commander's own errors too, as { error: { code: ERR_USAGE, message } } (exit 2)", () => {
    const run = runCli(['pay', '{1}', '--json']);
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: 'ERR_USAGE', message: "required option '--pool <mana>' not specified" },
    });
  });

  it('every command has examples, and its help ends with them', () => {
    const help = runCli(['--help']).stdout;
    const commands = [...help.matchAll(/^ {2}([a-z][a-z-]*) /gm)]
      .map((m) => m[1])
      .filter((c) => c !== 'help');
    expect(Object.keys(EXAMPLES).sort()).toEqual(commands.sort());
    const pay = runCli(['pay', '--help']).stdout;
    expect(pay.trimEnd().endsWith(`$ ${EXAMPLES.pay.at(-1)?.[0]}\n      ${EXAMPLES.pay.at(-1)?.[1]}`)).toBe(
      true,
    );
  });
});
