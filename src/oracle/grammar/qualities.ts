import type { Filter, Keyword, Quality } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, sepBy1, seq, words } from '../parser.js';
import { keyword } from './keywords.js';
import { color, creatureTypePlural, permanentNoun } from './nouns.js';
import { ptBound } from './pt-bounds.js';

/**
 * Creatures and permanents as combat restrictions describe them (CR 509.1b, 508.1c):
 * "Walls", "white creatures", "artifact creatures", "creatures with flying or reach",
 * "creatures with power 2 or greater", and several joined by "and/or".
 */

/** "flying", "flying or reach". */
const keywordChoice: Parser<Keyword[]> = sepBy1(keyword, words('or'));

const power: Parser<Quality> = map(seq(words('creatures'), ptBound), ([, b]): Quality | null =>
  b.of !== 'power' || b.plusOther
    ? null
    : b.side === 'atLeast'
      ? { powerAtLeast: b.n }
      : { powerAtMost: b.n },
);

/** "[colour] [artifact] creatures [with flying]". */
const described: Parser<Quality> = map(
  seq(opt(color), opt(words('artifact')), words('creatures'), opt(seq(words('with'), keywordChoice))),
  ([c, artifact, , withKeywords]): Quality | null => {
    const q: Quality = {
      ...(artifact ? { types: ['Artifact'] } : {}),
      ...(c ? { colors: [c] } : {}),
      ...(withKeywords ? { keywords: withKeywords[1] } : {}),
    };
    // Bare "creatures" says nothing about which; "can't be blocked by creatures" is no template.
    return Object.keys(q).length > 0 ? q : null;
  },
);

const oneQuality: Parser<Quality> = alt<Quality>(
  power,
  described,
  map(creatureTypePlural, (subtype): Quality => ({ subtypes: [subtype] })),
);

/** One quality, or several joined by "and/or" ("and/or" reads as "and or": the slash is no token). */
export const creatureQualities: Parser<Quality[]> = sepBy1(oneQuality, words('and or'));

/** A permanent's quality from a singular noun: "an Island", "an artifact", "a blue creature". */
export const permanentQuality: Parser<Quality> = map(
  seq(anyOf('a', 'an'), permanentNoun(false)),
  ([, f]: readonly [string, Filter]): Quality => ({
    ...(f.types ? { types: f.types } : {}),
    ...(f.subtypes ? { subtypes: f.subtypes } : {}),
    ...(f.colors ? { colors: f.colors } : {}),
  }),
);
