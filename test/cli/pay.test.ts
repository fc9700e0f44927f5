import { afterEach, describe, expect, it, vi } from 'vitest';
import { payCommand } from '../../cli/commands/pay.js';
import { capture } from './capture.js';

/**
 * CR 107.3a: the value of X in a cost is announced as the spell is cast. `pay` without --x
 * takes X as 0, and says so, naming the flag.
 */

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

const NOTE = 'X taken as 0: --x not given; a variable in a cost is announced as it is paid (CR 107.3a)';

describe('pay: X taken as 0 is said (CR 107.3a)', () => {
  it('{X}{R} from {R}{C} without --x: payable with X 0, and a note naming --x', () => {
    const { out } = capture();
    payCommand('{X}{R}', { pool: '{R}{C}' });
    expect(out()).toContain(`note: ${NOTE}\n`);
    expect(out()).toContain('payable: 1 mana');
    expect(process.exitCode).toBeUndefined();
  });

  it('the same with --json: `assumed` holds X, 0 and the note', () => {
    const { out } = capture();
    payCommand('{X}{R}', { pool: '{R}{C}', json: true });
    expect(JSON.parse(out())).toMatchObject({
      payable: true,
      assumed: [{ variable: 'X', value: 0, message: NOTE }],
    });
  });

  it('{X}{Y}{R} with --x 1 only: Y taken as 0, naming --y (CR 107.3p)', () => {
    const { out } = capture();
    payCommand('{X}{Y}{R}', { pool: '{R}{C}', x: '1', json: true });
    expect(JSON.parse(out()).assumed).toEqual([
      expect.objectContaining({ variable: 'Y', message: expect.stringContaining('--y not given') }),
    ]);
  });

  it.each([
    ['--x given', '{X}{R}', { x: '1' }],
    ['no X in the cost', '{1}{R}', {}],
  ])('%s: nothing is assumed', (_, cost, x) => {
    const { out } = capture();
    payCommand(cost, { pool: '{R}{C}', json: true, ...x });
    expect(JSON.parse(out())).not.toHaveProperty('assumed');
  });

  it('X taken as 0 and still not payable: the note, then why (exit 1)', () => {
    const { out } = capture();
    payCommand('{X}{R}{R}', { pool: '{R}' });
    expect(out()).toMatch(/^note: X taken as 0.*\nnot payable: /);
    expect(process.exitCode).toBe(1);
  });
});
