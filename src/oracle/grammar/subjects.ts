import type { Filter } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
import { counterKind } from './counter-kind.js';
import { keyword } from './keywords.js';
import { color, creatureTypePlural, creatureTypeWord } from './nouns.js';

/**
 * Groups of objects as Oracle text names them, as the layers' filters (CR 611.3a: permanents on
 * the battlefield): "creatures you control", "other Elf creatures", "white creatures your
 * opponents control", "other Merfolk", "all creatures".
 */

/** "you control", "your opponents control", "an opponent controls". */
export const controlledBy: Parser<'you' | 'opponents'> = alt(
  map(words('you control'), () => 'you' as const),
  map(anyOf('your opponents control', 'an opponent controls'), () => 'opponents' as const),
);

const withController = (filter: Filter, who: 'you' | 'opponents' | null): Filter =>
  who === null ? filter : { ...filter, controller: who };

/** "with flying" (613.1f: its abilities now), "with a +1/+1 counter on it" (122.1). */
const withQuality: Parser<Filter> = alt(
  map(
    seq(words('with a'), counterKind, words('counter on it')),
    ([, kind]): Filter => ({ withCounter: kind }),
  ),
  map(seq(words('with'), keyword), ([, k]): Filter => ({ withKeyword: k })),
);

const other = opt(anyOf('other', 'all other', 'each other'));

/**
 * "[other] [colour] [subtype] creatures [you control] [with flying]", "each [other] creature [you
 * control] [with a +1/+1 counter on it]", "each [other] Elf [creature] you control", or "[other]
 * [all] [subtype plural] [you control]".
 */
export const creatureGroup: Parser<Filter> = alt(
  map(
    seq(
      other,
      opt(words('all')),
      opt(color),
      opt(creatureTypeWord),
      words('creatures'),
      opt(controlledBy),
      opt(withQuality),
    ),
    ([isOther, , c, subtype, , who, quality]): Filter =>
      withController(
        {
          types: ['Creature'],
          ...(isOther ? { other: true } : {}),
          ...(c ? { colors: [c] } : {}),
          ...(subtype ? { subtypes: [subtype] } : {}),
          ...quality,
        },
        who,
      ),
  ),
  map(
    seq(words('each'), opt(words('other')), words('creature'), opt(controlledBy), opt(withQuality)),
    ([, isOther, , who, quality]): Filter =>
      withController({ types: ['Creature'], ...(isOther ? { other: true } : {}), ...quality }, who),
  ),
  // "each Elf you control", "each other Dragon creature you control": a creature type in the singular.
  map(
    seq(words('each'), opt(words('other')), creatureTypeWord, opt(words('creature')), controlledBy),
    ([, isOther, subtype, creature, who]): Filter =>
      withController(
        {
          ...(creature ? { types: ['Creature'] } : {}),
          subtypes: [subtype],
          ...(isOther ? { other: true } : {}),
        },
        who,
      ),
  ),
  map(seq(other, opt(words('all')), creatureTypePlural, opt(controlledBy)), ([isOther, , subtype, who]) =>
    withController({ subtypes: [subtype], ...(isOther ? { other: true } : {}) }, who),
  ),
);
