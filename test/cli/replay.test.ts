import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayCommand } from '../../cli/commands/replay.js';
import { capture } from './capture.js';

/** `mtg-rules replay <record>` on examples/game.jsonl and on broken copies of it. */

const GAME = join(import.meta.dirname, '..', '..', 'examples', 'game.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'mtg-rules-replay-'));
const recordFile = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('`mtg-rules replay <record>`', () => {
  it('CR 104.3a, 104.2a: to the end: the last action, the board, and the result with its rules', async () => {
    const { out } = capture();
    await replayCommand(GAME, {});
    expect(process.exitCode).toBeUndefined();
    expect(out()).toContain('actions[6] concede');
    expect(out()).toContain('A won (CR 104.2a); B lost by CR 104.3a');
  });

  it('CR 103.5: --to 2 stops after two actions, with the mulligan question open', async () => {
    const { out } = capture();
    await replayCommand(GAME, { to: '2' });
    expect(out()).toContain('B puts 1 card on the bottom of their library (CR 103.5)');
    expect(out()).not.toContain(' won ');
  });

  it('a bad line is bad input (exit 2), with its line number', async () => {
    const lines = readFileSync(GAME, 'utf8').split('\n');
    const { err } = capture();
    await replayCommand(recordFile('bad.jsonl', `${lines[0]}\n${lines[1]}\nnot json\n`), {});
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('line 3: not JSON');
  });

  it('--to past the actions recorded is bad input (exit 2)', async () => {
    const { err } = capture();
    await replayCommand(GAME, { to: '99' });
    expect(process.exitCode).toBe(2);
    expect(err()).toContain('from 0 to 7');
  });
});
