import { readFile } from 'node:fs/promises';
import { type ErrorCode, err, ok, type Result } from '../src/index.js';

/** The file argument that stands for standard input, as in most Unix tools. */
export const STDIN = '-';

const readStdin = async (): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** The bytes of a file argument; `-` reads standard input to its end. */
export const readInput = async (file: string, code: ErrorCode): Promise<Result<Uint8Array>> => {
  try {
    return ok(file === STDIN ? await readStdin() : await readFile(file));
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return err({ code, message: `can't read ${nameOf(file)}: ${message}` });
  }
};

/** A file argument as messages name it. */
export const nameOf = (file: string): string => (file === STDIN ? 'standard input' : file);
