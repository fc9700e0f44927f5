import { spawnSync } from 'node:child_process';
import { vi } from 'vitest';

/** What a command function writes to stdout and stderr, while the test runs. */
export const capture = () => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  return { out: () => out.join(''), err: () => err.join('') };
};

/** Runs `body` with a stream's `isTTY` set as given, then restores it. */
export const asTerminal = async (
  stream: NodeJS.WriteStream,
  tty: boolean,
  body: () => Promise<void> | void,
): Promise<void> => {
  const before = Object.getOwnPropertyDescriptor(stream, 'isTTY');
  Object.defineProperty(stream, 'isTTY', { value: tty, configurable: true });
  try {
    await body();
  } finally {
    if (before) Object.defineProperty(stream, 'isTTY', before);
    else Reflect.deleteProperty(stream, 'isTTY');
  }
};

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The CLI as a user runs it, from its source (through tsx): arguments, standard input, and an
 * environment without the colour variables unless the test sets them.
 */
export const runCli = (
  args: readonly string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): Run => {
  const { NO_COLOR: _no, FORCE_COLOR: _force, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'cli/main.ts', ...args], {
    input: options.input ?? '',
    env: { ...env, ...options.env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};
