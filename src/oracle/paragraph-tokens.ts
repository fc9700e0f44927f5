import { map, type Result } from '../result.js';
import { tokenizeOracle } from '../symbols/oracle.js';
import { lexAbility, type Tok } from './tokens.js';

/** Where each token of a lexed paragraph starts in its text, for the reason of one the grammar can't read. */
const STARTS = new WeakMap<readonly Tok[], readonly number[]>();

/** A paragraph's tokens, lexed once for every reading of it (or why its symbols don't parse). */
export const lexParagraph = (text: string, names: readonly string[]): Result<readonly Tok[]> =>
  map(tokenizeOracle(text), (tokens) => {
    const starts: number[] = [];
    const toks = lexAbility(tokens, names, starts);
    STARTS.set(toks, starts);
    return toks;
  });

/** Where each of the tokens `lexParagraph` gave starts in the paragraph's text. */
export const tokenStarts = (toks: readonly Tok[]): readonly number[] => STARTS.get(toks) ?? [];
