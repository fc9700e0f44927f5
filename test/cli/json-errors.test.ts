import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardCommand } from '../../cli/commands/card.js';
import { checkCardsCommand } from '../../cli/commands/check-cards.js';
import { costCommand } from '../../cli/commands/cost.js';
import { evalCommand } from '../../cli/commands/eval.js';
import { payCommand } from '../../cli/commands/pay.js';
import { searchCommand } from '../../cli/commands/search.js';
import { capture } from './capture.js';

/**
 * --json makes every command's errors JSON: `{ error: { code, message, path?, rule?, offset? } }`
 * on stdout, nothing on stderr, and the exit codes unchanged (2 bad input, 1 refused).
 */

const MISSING = join('test', 'cli', 'no-such-file.json');

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('--json errors on every command', () => {
  it.each([
    [
      'cost: {Q} is not mana (CR 107.4)',
      () => costCommand('{Q}', { json: true }),
      { code: 'ERR_NOT_MANA', rule: '107.4', offset: 0 },
    ],
    [
      'pay: a pool that cannot be read',
      () => payCommand('{1}', { pool: '{1', json: true }),
      { code: 'ERR_POOL_SYNTAX' },
    ],
    [
      'pay: --x must be a whole number (CR 107.1)',
      () => payCommand('{X}', { pool: '{C}', x: 'two', json: true }),
      { code: 'ERR_NUMBER', rule: '107.1' },
    ],
    [
      'card: a name no card has',
      () => cardCommand('Grizly Bears', { json: true }),
      { code: 'ERR_UNKNOWN_CARD' },
    ],
    [
      'card: --cards names a missing file',
      () => cardCommand('Tarmogoyf', { json: true, cards: MISSING }),
      { code: 'ERR_CARD_FILE' },
    ],
    [
      'search: --limit must be a whole number',
      () => searchCommand(['bolt'], { json: true, limit: 'ten' }),
      { code: 'ERR_NUMBER' },
    ],
    [
      'eval: a missing board file',
      () => evalCommand(MISSING, { json: true }),
      { code: 'ERR_BOARD_JSON', stage: 'read' },
    ],
    [
      'check-cards: a missing card file',
      () => checkCardsCommand(MISSING, { json: true }),
      { code: 'ERR_CARD_FILE' },
    ],
  ])('%s: the error as JSON on stdout, exit 2', async (_, run, error) => {
    const { out, err } = capture();
    await run();
    expect(JSON.parse(out()).error).toMatchObject({ message: expect.any(String), ...error });
    expect(err()).toBe('');
    expect(process.exitCode).toBe(2);
  });

  it('the same errors without --json: a line on stderr, nothing on stdout, exit 2', async () => {
    const { out, err } = capture();
    costCommand('{Q}', {});
    expect(err()).toBe(
      'error: can\'t read the cost "{Q}": {Q} (untap this permanent) is not a mana symbol (CR 107.4)\n  {Q}\n  ^\n',
    );
    expect(out()).toBe('');
    expect(process.exitCode).toBe(2);
  });
});
