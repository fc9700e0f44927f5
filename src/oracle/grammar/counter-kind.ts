import { alt, map, type Parser, token } from '../parser.js';

/** A counter's kind: "+1/+1", "-1/-1", or a word ("charge"). */
export const counterKind: Parser<string> = alt(
  map(token('pt'), (t) =>
    'n' in t.power && 'n' in t.toughness && t.signed
      ? `${t.power.n < 0 ? '-' : '+'}${Math.abs(t.power.n)}/${t.toughness.n < 0 ? '-' : '+'}${Math.abs(t.toughness.n)}`
      : null,
  ),
  map(token('word'), (t) => (/^[a-z]+$/.test(t.v) && t.v !== 'counter' && t.v !== 'counters' ? t.v : null)),
);
