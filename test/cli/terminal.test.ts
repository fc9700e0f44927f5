import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorEnabled, configureTerminal, paint, progressEnabled } from '../../cli/terminal.js';
import { asTerminal } from './capture.js';

/** Colour and progress, decided from the flags, the environment and each stream. */

describe('colorEnabled: the flag, then NO_COLOR (no-color.org), then FORCE_COLOR (chalk), then the stream', () => {
  it.each([
    ['a terminal, nothing set: colour', undefined, {}, true, true],
    ['a pipe, nothing set: none', undefined, {}, false, false],
    [
      'no-color.org: NO_COLOR set and not empty turns it off on a terminal',
      undefined,
      { NO_COLOR: '1' },
      true,
      false,
    ],
    ['no-color.org: an empty NO_COLOR is as if unset', undefined, { NO_COLOR: '' }, true, true],
    ['FORCE_COLOR=1 colours a pipe', undefined, { FORCE_COLOR: '1' }, false, true],
    ['FORCE_COLOR empty colours a pipe, as chalk reads it', undefined, { FORCE_COLOR: '' }, false, true],
    ['FORCE_COLOR=0 turns it off, as chalk reads it', undefined, { FORCE_COLOR: '0' }, true, false],
    ['FORCE_COLOR=false turns it off', undefined, { FORCE_COLOR: 'false' }, true, false],
    [
      'NO_COLOR beats FORCE_COLOR, as picocolors reads them',
      undefined,
      { NO_COLOR: '1', FORCE_COLOR: '1' },
      true,
      false,
    ],
    ['TERM=dumb: none on a terminal', undefined, { TERM: 'dumb' }, true, false],
    ['--color beats NO_COLOR', true, { NO_COLOR: '1' }, false, true],
    ['--no-color beats FORCE_COLOR', false, { FORCE_COLOR: '3' }, true, false],
  ])('%s', (_, flag, env, tty, expected) => {
    expect(colorEnabled(flag, env, tty)).toBe(expected);
  });
});

describe('progressEnabled: on stderr when it is a terminal or --progress forces it; never with --json', () => {
  it.each([
    ['a terminal', undefined, true, false, true],
    ['not a terminal', undefined, false, false, false],
    ['not a terminal, --progress', true, false, false, true],
    ['a terminal, --no-progress', false, true, false, false],
    ['a terminal, --json', undefined, true, true, false],
    ['--progress and --json: JSON wins', true, true, true, false],
  ])('%s', (_, flag, tty, json, expected) => {
    expect(progressEnabled(flag, tty, json)).toBe(expected);
  });
});

describe('colours per stream', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    configureTerminal({});
  });

  it("stdout piped, stderr a terminal: stderr's text coloured, stdout's not", async () => {
    vi.stubEnv('NO_COLOR', undefined);
    vi.stubEnv('FORCE_COLOR', undefined);
    await asTerminal(process.stdout, false, () =>
      asTerminal(process.stderr, true, () => {
        configureTerminal({});
        expect(paint.err.red('error')).toBe('\x1b[31merror\x1b[39m');
        expect(paint.out.red('error')).toBe('error');
      }),
    );
  });

  it('--no-color: neither stream coloured, both terminals', async () => {
    await asTerminal(process.stdout, true, () =>
      asTerminal(process.stderr, true, () => {
        configureTerminal({ color: false });
        expect(paint.err.red('error')).toBe('error');
        expect(paint.out.bold('cost')).toBe('cost');
      }),
    );
  });
});
