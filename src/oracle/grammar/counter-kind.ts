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
const MEANING_NOT_GIVEN: readonly string[] = [
  'decayed',
  'exalted',
  'hexproof',
  'menace',
  'shadow',
  'shield',
  'stun',
  'finality',
];
const UNMODELLED_MEANING: ReadonlySet<string> = new Set([...MEANING_NOT_GIVEN, 'loyalty', 'defense']);
const NOT_GIVEN: ReadonlySet<string> = new Set(MEANING_NOT_GIVEN);

/**
 * A kind of counter an instruction may put: any but those whose meaning the engine doesn't give
 * (a shield counter put would do nothing, where 122.1c says it prevents damage and destruction).
 */
export const puttableCounterKind: Parser<string> = map(counterKind, (kind) =>
  NOT_GIVEN.has(kind) ? null : kind,
);

/** A word counter kind ("charge", "ice", "flying") whose meaning, if it has one, the engine gives it. */
export const plainCounterWord: Parser<string> = map(token('word'), (t) =>
  counterWord(t.v) && !UNMODELLED_MEANING.has(t.v) ? t.v : null,
);
