import { describe, expect, it } from 'vitest';
import { lexAbility, selfNames, type Tok } from '../../src/oracle/tokens.js';
import { tokenizeOracle } from '../../src/symbols/oracle.js';
import { allFaces, loadSharedCards, MISSING_CARDS } from '../cards/shared-cards.js';

/**
 * Where `lexAbility` says each token starts, on every paragraph of every card of MTGJSON's data
 * (shared/data/cards.json.gz, April 2022): the token is printed there. An unreadable ability's
 * reason quotes the text from that character on.
 */

if (MISSING_CARDS) console.warn(`token starts skipped: ${MISSING_CARDS}`);

const cards = await loadSharedCards();

/**
 * Whether `tok` is what `text` prints at `at`: `names` are what the text calls its object, and
 * `symbols` where the symbol tokenizer found symbols (a level symbol is printed "LEVEL 1-3").
 */
const printedAt = (
  text: string,
  at: number,
  tok: Tok,
  names: readonly string[],
  symbols: ReadonlySet<number>,
): boolean => {
  const rest = text.slice(at);
  switch (tok.t) {
    case 'word':
      return rest.slice(0, tok.v.length).toLowerCase().replaceAll('\u2019', "'") === tok.v;
    case 'num':
      return rest.startsWith(String(tok.n));
    case 'pt':
      return /^[+\-\u2212]?(?:\d+|X)\/[+\-\u2212]?(?:\d+|X)/.test(rest);
    case 'sym':
      return symbols.has(at);
    case 'punct':
      return rest.startsWith(tok.v);
    case 'self':
      return names.some((name) => rest.startsWith(name));
    case 'quoted':
      return rest.startsWith('"');
  }
};

describe.skipIf(MISSING_CARDS !== null)('token starts on every card in the data', () => {
  it('each token starts where it is printed, in order, one start a token', () => {
    const wrong: string[] = [];
    let paragraphs = 0;
    for (const { face, label } of allFaces(cards)) {
      const names = selfNames(face.name, face.supertypes.includes('Legendary'));
      for (const text of face.text.split('\n')) {
        const tokens = tokenizeOracle(text);
        if (!tokens.ok) continue;
        paragraphs++;
        const symbols = new Set(tokens.value.flatMap((t) => (t.kind === 'symbol' ? [t.offset] : [])));
        const starts: number[] = [];
        const toks = lexAbility(tokens.value, names, starts);
        const fits =
          starts.length === toks.length &&
          toks.every((tok, i) => printedAt(text, starts[i] ?? -1, tok, names, symbols)) &&
          starts.every((at, i) => i === 0 || at > (starts[i - 1] ?? 0));
        if (!fits) wrong.push(`${label}: ${text}`);
      }
    }
    expect(paragraphs).toBeGreaterThan(40_000);
    expect(wrong).toEqual([]);
  });
});
