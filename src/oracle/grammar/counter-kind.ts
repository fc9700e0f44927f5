import { alt, map, type Parser, token } from '../parser.js';

/** A word that can name a kind of counter: "charge", not "counter" itself. */
const counterWord = (v: string): boolean => /^[a-z]+$/.test(v) && v !== 'counter' && v !== 'counters';

/** A counter's kind: "+1/+1", "-1/-1", or a word ("charge"). */
export const counterKind: Parser<string> = alt(
  map(token('pt'), (t) =>
    'n' in t.power && 'n' in t.toughness && t.signed
      ? `${t.power.n < 0 ? '-' : '+'}${Math.abs(t.power.n)}/${t.toughness.n < 0 ? '-' : '+'}${Math.abs(t.toughness.n)}`
      : null,
  ),
  map(token('word'), (t) => (counterWord(t.v) ? t.v : null)),
);

/**
 * CR 122.1b-h: the kinds of counter with a meaning of their own that the engine doesn't give
 * them: keyword counters for keywords it doesn't apply as counters, shield, stun and finality
 * counters, and loyalty and defense counters (a planeswalker's and a battle's own, 306.5b, 310.4b).
 */
const UNMODELLED_MEANING: ReadonlySet<string> = new Set([
  'decayed',
  'exalted',
  'hexproof',
  'menace',
  'shadow',
  'shield',
  'stun',
  'finality',
  'loyalty',
  'defense',
]);

/** A word counter kind ("charge", "ice", "flying") whose meaning, if it has one, the engine gives it. */
export const plainCounterWord: Parser<string> = map(token('word'), (t) =>
  counterWord(t.v) && !UNMODELLED_MEANING.has(t.v) ? t.v : null,
);
