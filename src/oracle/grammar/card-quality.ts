import type { CardQuality } from '../../effects/library.js';
import type { Filter } from '../../effects/types.js';
import {
  ARTIFACT_TYPES,
  CREATURE_TYPES,
  ENCHANTMENT_TYPES,
  LAND_TYPES,
  PLANESWALKER_TYPES,
  SPELL_TYPES,
} from '../../state/subtypes.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, anyOf, map, opt, type Parser, punct, sepBy1, seq, token, words } from '../parser.js';
import { color } from './nouns.js';
import { count } from './numbers.js';

/**
 * Cards as a dig or a search describes them (CR 205: card types and subtypes; 105 colours;
 * 202.3 mana value; 208.1 power): "a creature card", "an artifact or enchantment card", "an Elf,
 * Warrior, or Tyvar card", "a legendary creature card", "a green card", "a noncreature, nonland
 * card", "a Goblin permanent card", "a creature card with power 2 or less", "all land cards".
 */

const TYPE_WORDS: Readonly<Record<string, CardType>> = {
  artifact: 'Artifact',
  creature: 'Creature',
  enchantment: 'Enchantment',
  land: 'Land',
  planeswalker: 'Planeswalker',
  instant: 'Instant',
  sorcery: 'Sorcery',
  battle: 'Battle',
};

/** Every one-word subtype (CR 205.3), by its word: "Goblin", "Island", "Aura", "Equipment", "Tyvar". */
const SUBTYPE_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ...CREATURE_TYPES,
    ...LAND_TYPES,
    ...ARTIFACT_TYPES,
    ...ENCHANTMENT_TYPES,
    ...PLANESWALKER_TYPES,
    ...SPELL_TYPES,
  ]
    .filter((t) => !t.includes(' ') && !t.includes('’'))
    .map((t) => [t.toLowerCase(), t]),
);

const cardType: Parser<CardType> = map(token('word'), (t) => TYPE_WORDS[t.v] ?? null);
const subtype: Parser<string> = map(token('word'), (t) => SUBTYPE_WORDS.get(t.v) ?? null);

/** "noncreature", "nonland": a card type the card doesn't have. */
const notType: Parser<CardType> = map(token('word'), (t) =>
  t.v.startsWith('non') ? (TYPE_WORDS[t.v.slice(3)] ?? null) : null,
);

/** "Human creature", "creature", "Goblin", "legendary artifact", "green". */
const oneKind: Parser<Filter> = alt<Filter>(
  map(
    seq(opt(color), opt(words('legendary')), opt(subtype), cardType),
    ([c, legendary, sub, type]): Filter => ({
      types: [type],
      ...(sub ? { subtypes: [sub] } : {}),
      ...(c ? { colors: [c] } : {}),
      ...(legendary ? { supertypes: ['Legendary'] } : {}),
    }),
  ),
  // CR 110.4a: a permanent card is one that isn't an instant or sorcery.
  map(
    seq(opt(color), opt(subtype), words('permanent')),
    ([c, sub]): Filter => ({
      notTypes: ['Instant', 'Sorcery'],
      ...(sub ? { subtypes: [sub] } : {}),
      ...(c ? { colors: [c] } : {}),
    }),
  ),
  map(subtype, (sub): Filter => ({ subtypes: [sub] })),
  map(sepBy1(notType, punct(',')), (types): Filter => ({ notTypes: types })),
  map(color, (c): Filter => ({ colors: [c] })),
);

/** "artifact or enchantment", "Elf, Warrior, or Tyvar": cards of any one of these kinds. */
const kinds: Parser<Filter[]> = alt<Filter[]>(
  map(seq(sepBy1(oneKind, punct(',')), punct(','), words('or'), oneKind), ([list, , , last]) =>
    list.length >= 2 ? [...list, last] : null,
  ),
  map(seq(oneKind, words('or'), oneKind), ([a, , b]) => [a, b]),
  map(oneKind, (k) => [k]),
);

/** "with mana value 3 or less", "with power 2 or less" (CR 202.3, 208.1). */
const bound: Parser<Omit<CardQuality, 'anyOf'>> = map(
  seq(words('with'), anyOf('mana value', 'power'), count, anyOf('or less', 'or greater')),
  ([, what, n, side]) =>
    what === 'power'
      ? side === 'or less'
        ? { powerAtMost: n }
        : { powerAtLeast: n }
      : side === 'or less'
        ? { manaValueAtMost: n }
        : { manaValueAtLeast: n },
);

/** "[kinds] card(s) [with …]"; `plural` says which form of "card" it takes. */
export const cardQuality = (plural: boolean): Parser<CardQuality> =>
  map(seq(kinds, words(plural ? 'cards' : 'card'), opt(bound)), ([anyOf, , b]) => ({ anyOf, ...(b ?? {}) }));

/** Any card: "one of them", "a card". */
export const anyCard: CardQuality = { anyOf: [{}] };
