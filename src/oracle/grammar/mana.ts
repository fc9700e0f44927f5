import { startsWithKind, withFirst } from '../first-sets.js';
import { map, type Parser } from '../parser.js';
import type { Tok } from '../tokens.js';

const isManaToken = (tok: Tok | undefined, kinds: ReadonlySet<string> | null): boolean =>
  tok?.t === 'sym' &&
  'inManaCost' in tok.symbol &&
  tok.symbol.inManaCost &&
  (kinds === null || kinds.has(tok.symbol.kind));

/** A run of mana symbols (CR 107.4) as their text, "{1}{G}"; `kinds` limits which. */
export const manaSymbols = (kinds: ReadonlySet<string> | null = null): Parser<string> =>
  withFirst((toks, at) => {
    let mana = '';
    let here = at;
    for (let tok = toks[here]; isManaToken(tok, kinds) && tok?.t === 'sym'; tok = toks[here]) {
      mana += tok.text;
      here++;
    }
    return mana === '' ? null : { value: mana, at: here };
  }, startsWithKind('sym'));

/** A mana cost paid on resolution, "{2}", "{G}{G}"; not one with X, which nothing announces here. */
export const manaCost: Parser<string> = map(manaSymbols(), (mana) => (mana.includes('X') ? null : mana));
