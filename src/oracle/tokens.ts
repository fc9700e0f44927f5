import type { OracleToken } from '../symbols/oracle.js';
import type { MtgSymbol } from '../symbols/symbol.js';

/**
 * The compiler's tokens: the words, numbers, P/T changes, symbols and punctuation of one
 * ability, with reminder text (CR 207.2) left out and every name for the object itself folded
 * into one `self` token (CR 201.5: an object's name in its text means that object).
 */
export type Tok =
  | { readonly t: 'word'; readonly v: string }
  | { readonly t: 'num'; readonly n: number }
  /** "+1/+1", "-2/-0", "+X/+0", "3/3": the two halves, each a signed number or X. */
  | { readonly t: 'pt'; readonly power: PtPart; readonly toughness: PtPart; readonly signed: boolean }
  | { readonly t: 'sym'; readonly symbol: MtgSymbol; readonly text: string }
  | { readonly t: 'punct'; readonly v: string }
  | { readonly t: 'self' }
  /**
   * An ability in quotation marks ('have "{T}: Add {G}."'), its text as written: it is read
   * later, as a paragraph of the object that will have it (ability-texts.ts), so it is not lexed.
   */
  | { readonly t: 'quoted'; readonly text: string };

export type PtPart = { readonly n: number } | { readonly x: 1 | -1 };

const SELF = '\u0001';

/** CR 201.5: "this creature", and "this Saga" (714), "this Class" (716), capitalized as printed. */
const THESE = [
  'creature',
  'permanent',
  'artifact',
  'enchantment',
  'land',
  'spell',
  'token',
  'Saga',
  'Class',
].flatMap((noun) => [`this ${noun}`, `This ${noun}`]);

/**
 * What the text of an ability an effect grants calls the object that has it: "this creature",
 * "this permanent" (CR 113.10). No name: a card's name in the text it grants is that card's.
 */
export const GRANTED_SELF_NAMES: readonly string[] = THESE;

/** What the object's own text may call it: its name, a legend's short name, "this creature". */
export const selfNames = (name: string, legendary: boolean): string[] => {
  const names = [name, ...THESE];
  if (legendary) {
    // CR 201.5: a legendary object's text may use the first part of its name ("Rasputin").
    const [beforeComma] = name.split(', ');
    if (beforeComma !== undefined && beforeComma !== name) names.push(beforeComma);
    const [first] = name.split(/[ ,]/);
    if (first !== undefined && first !== name && first.length > 2 && first !== 'The') names.push(first);
  }
  return [...new Set(names)].sort((a, b) => b.length - a.length);
};

const PT = /^([+\-\u2212]?)(\d+|X)\/([+\-\u2212]?)(\d+|X)$/;
const LEXEME = new RegExp(
  `${SELF}|[+\\-\u2212]?(?:\\d+|X)\\/[+\\-\u2212]?(?:\\d+|X)|\\d+|[A-Za-z][A-Za-z\\-]*(?:['\u2019](?!s\\b)[a-z]+)?|['\u2019]s\\b|[.,:;\u2014"•]`,
  'gu',
);

const ptPart = (sign: string, body: string): PtPart => {
  const negative = sign === '-' || sign === '\u2212';
  if (body === 'X') return { x: negative ? -1 : 1 };
  return { n: negative ? -Number(body) : Number(body) };
};

const lexText = (text: string, out: Tok[]): void => {
  for (const [lexeme] of text.matchAll(LEXEME)) {
    if (lexeme === SELF) out.push({ t: 'self' });
    else if (/^\d+$/.test(lexeme)) out.push({ t: 'num', n: Number(lexeme) });
    else {
      const pt = PT.exec(lexeme);
      if (pt) {
        const [, ps = '', pb = '', ts = '', tb = ''] = pt;
        out.push({
          t: 'pt',
          power: ptPart(ps, pb),
          toughness: ptPart(ts, tb),
          signed: ps !== '' || ts !== '',
        });
      } else if (/^[A-Za-z'\u2019]/.test(lexeme)) {
        out.push({ t: 'word', v: lexeme.toLowerCase().replace('\u2019', "'") });
      } else out.push({ t: 'punct', v: lexeme });
    }
  }
};

/** Replaces every self name with the self marker, whole words only. */
const markSelf = (text: string, names: readonly string[]): string => {
  let marked = text;
  for (const name of names) {
    let at = marked.indexOf(name);
    while (at !== -1) {
      const before = marked[at - 1];
      const after = marked[at + name.length];
      const bounded =
        (before === undefined || !/\w/.test(before)) && (after === undefined || !/\w/.test(after));
      if (bounded) marked = `${marked.slice(0, at)}${SELF}${marked.slice(at + name.length)}`;
      at = marked.indexOf(name, bounded ? at + 1 : at + name.length);
    }
  }
  return marked;
};

/**
 * The tokens of one ability from the symbol tokenizer's output for it: text runs are split into
 * words, everything inside parentheses (reminder text, CR 207.2) is dropped, and an ability in
 * quotation marks is one `quoted` token. An unclosed quotation mark stays a punctuation mark,
 * which no template reads.
 */
export const lexAbility = (tokens: readonly OracleToken[], names: readonly string[]): Tok[] => {
  const out: Tok[] = [];
  let depth = 0;
  let quoted: string | null = null;
  for (const token of tokens) {
    if (token.kind === 'symbol') {
      if (quoted !== null) quoted += token.symbol.text;
      else if (depth === 0) out.push({ t: 'sym', symbol: token.symbol, text: token.symbol.text });
      continue;
    }
    let visible = '';
    for (const ch of token.text) {
      if (quoted !== null) {
        if (ch !== '"') quoted += ch;
        else {
          out.push({ t: 'quoted', text: quoted });
          quoted = null;
        }
      } else if (ch === '(') depth++;
      else if (ch === ')') depth = Math.max(0, depth - 1);
      else if (depth > 0) continue;
      else if (ch !== '"') visible += ch;
      else {
        lexText(markSelf(visible, names), out);
        visible = '';
        quoted = '';
      }
    }
    lexText(markSelf(visible, names), out);
  }
  if (quoted !== null) {
    out.push({ t: 'punct', v: '"' });
    lexText(markSelf(quoted, names), out);
  }
  return out;
};
