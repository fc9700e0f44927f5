import type { Filter } from '../../effects/types.js';
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES } from '../../state/subtypes.js';
import { COLOR_NAMES, COLORS, type Color } from '../../symbols/colors.js';
import { alt, many, map, type Parser, seq, wordFrom, words } from '../parser.js';

/**
 * The words before a noun that narrow a group of permanents (CR 109, 700): "nontoken" (111.1),
 * "tapped", "untapped" (110.5), "attacking", "blocking" (506.4), "legendary", "nonlegendary",
 * "snow", "basic", "nonbasic" (205.4), "nonblack" (105.2), "non-Human" (205.3: without that subtype), a colour or two,
 * as in "another nontoken creature you control", "Other nonblack creatures", "Green legendary
 * creatures", "each untapped creature you control".
 */

const COLOR_BY_WORD: ReadonlyMap<string, Color> = new Map(
  COLORS.map((c) => [COLOR_NAMES[c].toLowerCase(), c]),
);

export const color: Parser<Color> = wordFrom(COLOR_BY_WORD);

/** "blue", "red or green": a permanent of any one of these colours (CR 105.2). */
export const colors: Parser<Color[]> = alt(
  map(seq(color, words('or'), color), ([a, , b]) => (a === b ? null : [a, b])),
  map(color, (c) => [c]),
);

const STATES: Readonly<Record<string, Filter>> = {
  attacking: { inState: 'attacking' },
  blocking: { inState: 'blocking' },
  tapped: { tapped: true },
  untapped: { tapped: false },
  nontoken: { token: false },
  legendary: { supertypes: ['Legendary'] },
  nonlegendary: { notSupertypes: ['Legendary'] },
  snow: { supertypes: ['Snow'] },
  basic: { supertypes: ['Basic'] },
  nonbasic: { notSupertypes: ['Basic'] },
  // CR 105.2a-c.
  monocolored: { colorCount: 'monocolored' },
  multicolored: { colorCount: 'multicolored' },
  colorless: { colorCount: 'colorless' },
};

const GROUP_STATES: ReadonlySet<string> = new Set([
  'attacking',
  'blocking',
  'tapped',
  'untapped',
  'nontoken',
]);

/** "attacking", "blocking", "tapped", "untapped", "nontoken": the states and statuses that name a group. */
export const groupState: Parser<Filter> = wordFrom(
  new Map(Object.entries(STATES).filter(([word]) => GROUP_STATES.has(word))),
);

/** "non-Human", "non-Eye": every one-word subtype of a permanent, by its word with "non-" before it. */
const NON_SUBTYPES: ReadonlyMap<string, string> = new Map(
  [...CREATURE_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...LAND_TYPES]
    .filter((t) => !t.includes(' '))
    .map((t) => [`non-${t.toLowerCase()}`, t]),
);

const NON_COLORS: ReadonlyMap<string, Color> = new Map(
  COLORS.map((c) => [`non${COLOR_NAMES[c].toLowerCase()}`, c]),
);

/** The adjectives of one word, by their words: a state or supertype, "non-" a subtype, "non" a colour. */
const ONE_WORD_ADJECTIVES: ReadonlyMap<string, Filter> = new Map<string, Filter>([
  ...[...NON_COLORS].map(([word, c]): [string, Filter] => [word, { notColors: [c] }]),
  ...[...NON_SUBTYPES].map(([word, subtype]): [string, Filter] => [word, { notSubtypes: [subtype] }]),
  ...Object.entries(STATES),
]);

/** One word of the stack. */
export const adjective: Parser<Filter> = alt<Filter>(
  wordFrom(ONE_WORD_ADJECTIVES),
  map(colors, (cs): Filter => ({ colors: cs })),
);

/** Joins the parts of one description, lists concatenated ("nonblack, nonred": neither colour). */
export const joinFilters = (parts: readonly Filter[]): Filter => {
  const out: Record<string, unknown> = {};
  for (const part of parts)
    for (const [k, v] of Object.entries(part)) {
      const had = out[k];
      out[k] = Array.isArray(v) ? [...(Array.isArray(had) ? had : []), ...v] : v;
    }
  // The keys and values come from Filters, merged list by list.
  return out as Filter;
};

/** Zero or more adjectives, one after another, as one filter. */
export const adjectives: Parser<Filter> = map(many(adjective), joinFilters);
