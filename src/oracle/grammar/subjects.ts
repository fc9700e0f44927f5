import type { Filter } from '../../effects/types.js';
import { CREATURE_TYPES } from '../../state/subtypes.js';
import { COLOR_NAMES, COLORS, type Color } from '../../symbols/colors.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';

/**
 * Groups of objects as Oracle text names them, as the layers' filters (CR 611.3a: permanents on
 * the battlefield): "creatures you control", "other Elf creatures", "white creatures your
 * opponents control", "other Merfolk", "all creatures".
 */

const COLOR_BY_WORD: ReadonlyMap<string, Color> = new Map(
  COLORS.map((c) => [COLOR_NAMES[c].toLowerCase(), c]),
);

const pluralsOf = (type: string): string[] => {
  const lower = type.toLowerCase();
  const forms = [`${lower}s`, `${lower}es`];
  if (lower.endsWith('f')) forms.push(`${lower.slice(0, -1)}ves`);
  if (lower.endsWith('y')) forms.push(`${lower.slice(0, -1)}ies`);
  if (lower.endsWith('folk') || lower === 'kithkin' || lower === 'sheep' || lower === 'fish')
    forms.push(lower);
  return forms;
};

const ONE_WORD_TYPES = CREATURE_TYPES.filter((t) => !t.includes(' '));
const TYPE_BY_WORD: ReadonlyMap<string, string> = new Map(ONE_WORD_TYPES.map((t) => [t.toLowerCase(), t]));
const TYPE_BY_PLURAL: ReadonlyMap<string, string> = new Map(
  ONE_WORD_TYPES.flatMap((t) => pluralsOf(t).map((p) => [p, t] as const)),
);

const color: Parser<Color> = map(token('word'), (t) => COLOR_BY_WORD.get(t.v) ?? null);
const creatureType: Parser<string> = map(token('word'), (t) => TYPE_BY_WORD.get(t.v) ?? null);
const creatureTypePlural: Parser<string> = map(token('word'), (t) => TYPE_BY_PLURAL.get(t.v) ?? null);

/** "you control", "your opponents control", "an opponent controls". */
export const controlledBy: Parser<'you' | 'opponents'> = alt(
  map(words('you control'), () => 'you' as const),
  map(anyOf('your opponents control', 'an opponent controls'), () => 'opponents' as const),
);

const withController = (filter: Filter, who: 'you' | 'opponents' | null): Filter =>
  who === null ? filter : { ...filter, controller: who };

/** "[other] [colour] [subtype] creatures [you control]", or "[other] [subtype plural] [you control]". */
export const creatureGroup: Parser<Filter> = alt(
  map(
    seq(
      opt(anyOf('other', 'all other', 'each other')),
      opt(words('all')),
      opt(color),
      opt(creatureType),
      words('creatures'),
      opt(controlledBy),
    ),
    ([other, , c, subtype, , who]): Filter =>
      withController(
        {
          types: ['Creature'],
          ...(other ? { other: true } : {}),
          ...(c ? { colors: [c] } : {}),
          ...(subtype ? { subtypes: [subtype] } : {}),
        },
        who,
      ),
  ),
  map(
    seq(opt(anyOf('other', 'all other')), creatureTypePlural, opt(controlledBy)),
    ([other, subtype, who]): Filter =>
      withController({ subtypes: [subtype], ...(other ? { other: true } : {}) }, who),
  ),
);
