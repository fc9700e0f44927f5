import { type ErrorCode, err, ok, optional, type Result, rulesError } from './result.js';
import { readableText } from './text-encoding.js';

/** V8 names the position of most syntax errors; running out of input is at the end. */
const syntaxErrorOffset = (message: string, text: string): number | undefined => {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  return message.includes('end of JSON input') ? text.length : undefined;
};

/**
 * The value of a file's JSON text (a leading byte-order mark dropped, UTF-16 refused: see
 * `readableText`), or an error with the character offset where the parser stopped.
 */
export const parseJsonText = (text: string, code: ErrorCode): Result<unknown> => {
  const readable = readableText(text, code);
  if (!readable.ok) return readable;
  try {
    return ok(JSON.parse(readable.value));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const offset = syntaxErrorOffset(why, readable.value);
    return err(rulesError(code, `not JSON: ${why}`, optional('offset', offset)));
  }
};
