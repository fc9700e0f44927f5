import { type ErrorCode, err, ok, type Result, rulesError } from './result.js';

/**
 * Text files are read as UTF-8. Editors on Windows often start one with a byte-order mark, which
 * is no part of the text; a file saved as UTF-16 is a different encoding, said so plainly rather
 * than reported as invisible characters that don't parse.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * UTF-16 read as if it were UTF-8: its byte-order mark (FF FE or FE FF) becomes two replacement
 * characters, or one U+FFFE when read with the wrong byte order; ASCII text has a NUL beside each
 * character.
 */
const looksLikeUtf16 = (text: string): boolean =>
  text.startsWith('\uFFFD\uFFFD') || text.startsWith('\uFFFE') || text.slice(0, 4).includes('\0');

/** The text without a leading byte-order mark, or an error if it was UTF-16 read as UTF-8. */
export const readableText = (text: string, code: ErrorCode): Result<string> => {
  if (looksLikeUtf16(text))
    return err(rulesError(code, 'the file is UTF-16; save it as UTF-8 (with or without a byte-order mark)'));
  return ok(text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text);
};
