import { map, type Result } from '../result.js';
import { tokenizeOracle } from '../symbols/oracle.js';
import { lexAbility, type Tok } from './tokens.js';

/**
 * A paragraph's tokens, and where each starts in its text (for the reason of one the grammar
 * can't read). The two travel together: a table from tokens to starts (a WeakMap) cost the
 * garbage collector more than the whole lookup saved.
 */
export interface Lexed {
  readonly toks: readonly Tok[];
  readonly starts: readonly number[];
}

/** A paragraph's tokens, lexed once for every reading of it (or why its symbols don't parse). */
export const lexParagraph = (text: string, names: readonly string[]): Result<Lexed> =>
  map(tokenizeOracle(text), (tokens) => {
    const starts: number[] = [];
    return { toks: lexAbility(tokens, names, starts), starts };
  });
