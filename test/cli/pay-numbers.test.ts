import { afterEach, describe, expect, it, vi } from 'vitest';
import { payCommand } from '../../cli/commands/pay.js';
import { searchCommand } from '../../cli/commands/search.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { parseBoard } from '../../src/index.js';
import { capture } from './capture.js';

/**
 * CR 107.1: the command line's numeric options pass the same check as a board file's numbers
 * (numbers.gameInteger): past 2^53 − 1 a number is refused, not rounded. Issue 18, item 7.
 */

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

const HUGE = '9'.repeat(400);
const PAST = '9007199254740993';

describe('numeric options past 2^53 − 1 are refused (CR 107.1)', () => {
  it.each([
    ['a 400-digit --life, which became Infinity and paid {W/P}', { pool: '{C}', life: HUGE }, '--life'],
    ['--life 2^53 + 1', { pool: '{C}', life: PAST }, '--life'],
    ['--life −(2^53 + 1)', { pool: '{C}', life: `-${PAST}` }, '--life'],
    ['--x 2^53 + 1', { pool: '{C}', x: PAST }, '--x'],
  ])('pay: %s', (_name, options, path) => {
    const { out } = capture();
    payCommand('{X}{W/P}', { ...options, json: true });
    expect(JSON.parse(out()).error).toMatchObject({ code: 'ERR_NUMBER', path, rule: '107.1' });
    expect(process.exitCode).toBe(2);
  });

  it('search --limit 2^53 + 1', async () => {
    const { out } = capture();
    await searchCommand(['Bears'], { limit: PAST, json: true });
    expect(JSON.parse(out()).error).toMatchObject({ code: 'ERR_NUMBER', path: '--limit', rule: '107.1' });
  });

  it('the largest safe --life, 2^53 − 1, is read as it is', () => {
    const { out } = capture();
    payCommand('{W/P}', { pool: '{C}', life: '9007199254740991', json: true });
    expect(JSON.parse(out())).toMatchObject({ payable: true, lifePaid: 2 });
  });

  it('a board file says the same of the same number as the option does', () => {
    const { out } = capture();
    payCommand('{W/P}', { pool: '{C}', life: PAST, json: true });
    const board = parseBoard({ players: [{ id: 'A', life: Number(PAST) }] }, defaultPool());
    expect(board.ok ? null : board.error.message).toBe(JSON.parse(out()).error.message);
  });
});
