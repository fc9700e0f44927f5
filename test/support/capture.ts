import { vi } from 'vitest';

/** Captures what a CLI command writes to stdout and stderr (restore with `vi.restoreAllMocks`). */
export const captureOutput = (): { out: () => string; err: () => string } => {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  return { out: () => out.join(''), err: () => err.join('') };
};
