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

const THESE_LONGEST_FIRST: readonly string[] = [...THESE].sort((a, b) => b.length - a.length);

/** What the object's own text may call it: its name, a legend's short name, "this creature". */
export const selfNames = (name: string, legendary: boolean): readonly string[] => {
  const names = [name];
  if (legendary) {
    // CR 201.5: a legendary object's text may use the first part of its name ("Rasputin").
    const [beforeComma] = name.split(', ');
    if (beforeComma !== undefined && beforeComma !== name) names.push(beforeComma);
    const [first] = name.split(/[ ,]/);
    if (first !== undefined && first !== name && first.length > 2 && first !== 'The') names.push(first);
  }
  // Longest first, so that a name is marked before a shorter name inside it.
  const sorted = [...THESE_LONGEST_FIRST];
  for (const own of new Set(names)) {
    if (THESE.includes(own)) continue;
    const at = sorted.findIndex((n) => n.length < own.length);
    sorted.splice(at === -1 ? sorted.length : at, 0, own);
  }
  return sorted;
};

const PT = /^([+\-\u2212]?)(\d+|X)\/([+\-\u2212]?)(\d+|X)$/;
const LEXEME = new RegExp(
  `${SELF}|[+\\-\u2212]?(?:\\d+|X)\\/[+\\-\u2212]?(?:\\d+|X)|\\d+|[A-Za-z][A-Za-z\\-]*(?:['\u2019](?!s\\b)[a-z]+)?|['\u2019]s\\b|[.,:;\u2014"•]`,
  'gu',
);

const DIGIT = /^\d/;
const WORD_START = /^[A-Za-z'\u2019]/;

const ptPart = (sign: string, body: string): PtPart => {
  const negative = sign === '-' || sign === '\u2212';
  if (body === 'X') return { x: negative ? -1 : 1 };
  // "-2/-0" changes toughness by 0, not by JavaScript's -0, which compares unequal to 0 (CR 107.1).
  return { n: negative && body !== '0' ? -Number(body) : Number(body) };
};

/**
 * Where the characters of a run of text came from, so that each token can say where it starts
 * in the ability's text: an ability the grammar can't read names the character it stops at.
 * `pieces` holds pairs (index in the run, offset in the text), one where each stretch of the run
 * that stands together in the text begins; `marks` holds pairs (index, characters removed), one
 * for each self name `markSelf` replaced, in the order replaced.
 */
interface Run {
  text: string;
  pieces: number[];
  marks: number[];
  /** The offset in the text of the character after the run's last. */
  end: number;
}

const emptyRun = (): Run => ({ text: '', pieces: [], marks: [], end: -1 });

const append = (run: Run, chars: string, offset: number): void => {
  if (chars === '') return;
  if (offset !== run.end) run.pieces.push(run.text.length, offset);
  run.text += chars;
  run.end = offset + chars.length;
};

/** The offset in the text of the character at `index` of the run as marked. */
const originOf = (run: Run, index: number): number => {
  let at = index;
  // Undo the replacements, the last made first: each took out characters after its marker.
  for (let k = run.marks.length - 2; k >= 0; k -= 2)
    if (at > (run.marks[k] ?? 0)) at += run.marks[k + 1] ?? 0;
  let piece = 0;
  while (piece + 2 < run.pieces.length && (run.pieces[piece + 2] ?? 0) <= at) piece += 2;
  return (run.pieces[piece + 1] ?? 0) + at - (run.pieces[piece] ?? 0);
};

const lexText = (run: Run, out: Tok[], starts: number[]): void => {
  // `exec` on the one global LEXEME, from the start: `matchAll` would copy the expression each run.
  LEXEME.lastIndex = 0;
  for (let match = LEXEME.exec(run.text); match !== null; match = LEXEME.exec(run.text)) {
    const [lexeme] = match;
    starts.push(originOf(run, match.index));
    // LEXEME's alternatives tell the kinds apart: only a P/T value holds a slash, only a number starts with a digit.
    const pt = lexeme.includes('/') ? PT.exec(lexeme) : null;
    if (lexeme === SELF) out.push({ t: 'self' });
    else if (pt) {
      const [, ps = '', pb = '', ts = '', tb = ''] = pt;
      out.push({ t: 'pt', power: ptPart(ps, pb), toughness: ptPart(ts, tb), signed: ps !== '' || ts !== '' });
    } else if (DIGIT.test(lexeme)) out.push({ t: 'num', n: Number(lexeme) });
    else if (WORD_START.test(lexeme)) out.push({ t: 'word', v: lexeme.toLowerCase().replace('\u2019', "'") });
    else out.push({ t: 'punct', v: lexeme });
  }
};

/** Replaces every self name with the self marker, whole words only. */
const markSelf = (run: Run, names: readonly string[]): void => {
  let marked = run.text;
  for (const name of names) {
    let at = marked.indexOf(name);
    while (at !== -1) {
      const before = marked[at - 1];
      const after = marked[at + name.length];
      const bounded =
        (before === undefined || !/\w/.test(before)) && (after === undefined || !/\w/.test(after));
      if (bounded) {
        marked = `${marked.slice(0, at)}${SELF}${marked.slice(at + name.length)}`;
        run.marks.push(at, name.length - 1);
      }
      at = marked.indexOf(name, bounded ? at + 1 : at + name.length);
    }
  }
  run.text = marked;
};

/** Lexes a run of text, its self names marked, and starts another. */
const lexRun = (run: Run, names: readonly string[], out: Tok[], starts: number[]): Run => {
  markSelf(run, names);
  lexText(run, out, starts);
  return emptyRun();
};

/**
 * The tokens of one ability from the symbol tokenizer's output for it: text runs are split into
 * words, everything inside parentheses (reminder text, CR 207.2) is dropped, and an ability in
 * quotation marks is one `quoted` token. An unclosed quotation mark stays a punctuation mark,
 * which no template reads. `starts` receives where each token starts in the ability's text.
 */
export const lexAbility = (
  tokens: readonly OracleToken[],
  names: readonly string[],
  starts: number[] = [],
): Tok[] => {
  const out: Tok[] = [];
  let depth = 0;
  let quoted: Run | null = null;
  let quoteAt = 0;
  for (const token of tokens) {
    if (token.kind === 'symbol') {
      if (quoted !== null) append(quoted, token.symbol.text, token.offset);
      else if (depth === 0) {
        starts.push(token.offset);
        out.push({ t: 'sym', symbol: token.symbol, text: token.symbol.text });
      }
      continue;
    }
    let visible = emptyRun();
    // Characters are taken a stretch at a time, from `from` to the next parenthesis or quotation mark.
    let from = 0;
    const { text } = token;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charAt(i);
      if (quoted !== null) {
        if (ch !== '"') continue;
        append(quoted, text.slice(from, i), token.offset + from);
        starts.push(quoteAt);
        out.push({ t: 'quoted', text: quoted.text });
        quoted = null;
        from = i + 1;
      } else if (ch === '(' || ch === ')' || ch === '"') {
        if (depth === 0) append(visible, text.slice(from, i), token.offset + from);
        if (ch === '(') depth++;
        else if (ch === ')') depth = Math.max(0, depth - 1);
        else if (depth === 0) {
          visible = lexRun(visible, names, out, starts);
          quoted = emptyRun();
          quoteAt = token.offset + i;
        }
        from = i + 1;
      }
    }
    if (quoted !== null) append(quoted, text.slice(from), token.offset + from);
    else if (depth === 0) append(visible, text.slice(from), token.offset + from);
    lexRun(visible, names, out, starts);
  }
  if (quoted !== null) {
    starts.push(quoteAt);
    out.push({ t: 'punct', v: '"' });
    lexRun(quoted, names, out, starts);
  }
  return out;
};
