import type { Filter } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
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

const other = opt(anyOf('other', 'all other', 'each other'));

/** "[other] [colour] [subtype] creatures [you control]", or "[other] [subtype plural] [you control]". */
export const creatureGroup: Parser<Filter> = alt(
  map(
    seq(other, opt(words('all')), opt(color), opt(creatureTypeWord), words('creatures'), opt(controlledBy)),
    ([isOther, , c, subtype, , who]): Filter =>
      withController(
        {
          types: ['Creature'],
          ...(isOther ? { other: true } : {}),
          ...(c ? { colors: [c] } : {}),
          ...(subtype ? { subtypes: [subtype] } : {}),
        },
        who,
      ),
  ),
  map(seq(other, creatureTypePlural, opt(controlledBy)), ([isOther, subtype, who]) =>
    withController({ subtypes: [subtype], ...(isOther ? { other: true } : {}) }, who),
  ),
);
