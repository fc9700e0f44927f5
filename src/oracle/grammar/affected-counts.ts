import type { PlayerRef, Value } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { permanentNoun } from './nouns.js';
import { controlledBy } from './subjects.js';

/**
 * Counts read off each object a "gets +1/+1 for each" changes (613.4c), "it" and "its" being
 * that object: "for each age counter on it" (Earthen Goo), "for each counter on it" (Luxior,
 * every kind, 122.1), "for each of its colors" (Civic Saber, 105.2).
 */
export const ofTheAffected: Parser<Value> = alt<Value>(
  map(seq(opt(counterKind), words('counter on it')), ([counter]) =>
    counter === null ? { kind: 'countersOnAffected' } : { kind: 'countersOnAffected', counter },
  ),
  map(words('of its colors'), (): Value => ({ kind: 'colorsOfAffected' })),
);

const HAVE: Readonly<Record<string, PlayerRef>> = {
  'you have': 'you',
  'your opponents have': 'opponents',
};

/**
 * CR 122.1: counters players have, "for each experience counter you have", "for each poison
 * counter your opponents have" (the sum over those players), "the number of experience counters
 * you have".
 */
export const playerCounters = (plural: boolean): Parser<Value> =>
  map(
    seq(counterKind, words(plural ? 'counters' : 'counter'), anyOf(...Object.keys(HAVE))),
    ([counter, , who]): Value => ({ kind: 'playerCounters', counter, whose: HAVE[who] ?? 'you' }),
  );

/**
 * CR 105.2: "for each color among permanents you control" (Faeburrow Elder), "… among other
 * legendary permanents you control" (Sisay): each colour once, however many have it.
 */
export const colorsAmong: Parser<Value> = map(
  seq(words('color among'), opt(words('other')), permanentNoun(true), controlledBy),
  ([, other, filter, who]): Value => ({
    kind: 'colorsAmong',
    among: { ...filter, ...(other ? { other: true } : {}), controller: who },
  }),
);
