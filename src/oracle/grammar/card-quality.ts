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
import {
  alt,
  anyOf,
  many,
  many1,
  map,
  memo,
  opt,
  type Parser,
  punct,
  sepBy1,
  seq,
  wordFrom,
  words,
} from '../parser.js';
import { cardTypeWord, color, nonCardTypeWord } from './nouns.js';
import { count } from './numbers.js';

/**
 * Cards as a dig or a search describes them (CR 205: card types and subtypes; 105 colours;
 * 202.3 mana value; 208.1 power): "a creature card", "an artifact or enchantment card", "an Elf,
 * Warrior, or Tyvar card", "a legendary creature card", "a green card", "a noncreature, nonland
 * card", "a Goblin permanent card", "a creature card with power 2 or less", "all land cards".
 */

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

const subtype: Parser<string> = wordFrom(SUBTYPE_WORDS);

/** The supertypes that may stand before a list of kinds, qualifying each (CR 205.4). */
const LIST_SUPERTYPES: Readonly<Record<string, Filter>> = {
  basic: { supertypes: ['Basic'] },
  snow: { supertypes: ['Snow'] },
};

/** Words before the kind: "basic", "legendary", "nonlegendary", "snow" (CR 205.4), a colour. */
const PREFIXES: Readonly<Record<string, Filter>> = {
  ...LIST_SUPERTYPES,
  legendary: { supertypes: ['Legendary'] },
  nonlegendary: { notSupertypes: ['Legendary'] },
};

const prefix: Parser<Filter> = alt<Filter>(
  wordFrom(PREFIXES),
  map(color, (c): Filter => ({ colors: [c] })),
);

/** Joins the parts of one kind, each naming different fields. */
const joined = (parts: readonly Filter[]): Filter => {
  const out: Record<string, unknown> = {};
  for (const part of parts)
    for (const [k, v] of Object.entries(part))
      out[k] = [...((out[k] as readonly unknown[] | undefined) ?? []), ...(v as readonly unknown[])];
  return out as Filter;
};

/** The noun of one kind: "artifact creature", "Human creature", "Goblin permanent", "Goblin", "noncreature, nonland". */
const core: Parser<Filter> = alt<Filter>(
  map(
    seq(opt(subtype), many1(cardTypeWord)),
    ([sub, types]): Filter => ({
      types,
      ...(sub ? { subtypes: [sub] } : {}),
    }),
  ),
  // CR 110.4a: a permanent card is one that isn't an instant or sorcery.
  map(
    seq(opt(subtype), words('permanent')),
    ([sub]): Filter => ({
      notTypes: ['Instant', 'Sorcery'],
      ...(sub ? { subtypes: [sub] } : {}),
    }),
  ),
  map(subtype, (sub): Filter => ({ subtypes: [sub] })),
  map(sepBy1(nonCardTypeWord, punct(',')), (types): Filter => ({ notTypes: types })),
);

/** "Human creature", "basic land", "legendary artifact", "nonlegendary green creature", "green", "legendary". */
const oneKind: Parser<Filter> = alt<Filter>(
  map(seq(many(prefix), core), ([before, noun]) => joined([...before, noun])),
  map(many1(prefix), (before) => joined(before)),
);

/** "artifact or enchantment", "Elf, Warrior, or Tyvar": cards of any one of these kinds. */
const listOfKinds: Parser<Filter[]> = alt<Filter[]>(
  map(seq(sepBy1(oneKind, punct(',')), punct(','), words('or'), oneKind), ([list, , , last]) =>
    list.length >= 2 ? [...list, last] : null,
  ),
  map(seq(oneKind, words('or'), oneKind), ([a, , b]) => [a, b]),
  map(oneKind, (k) => [k]),
);

/** A supertype before the list qualifies every kind in it: "a basic Forest or Island card" (CR 205.4). */
const supertype: Parser<Filter> = wordFrom(LIST_SUPERTYPES);

const kinds: Parser<Filter[]> = alt<Filter[]>(
  map(seq(many1(supertype), listOfKinds), ([supers, list]) => list.map((k) => joined([...supers, k]))),
  listOfKinds,
);

/** "with mana value 3 or less", "with mana value 4 or greater", "with mana value 2" (CR 202.3). */
export const manaValueBound: Parser<{ manaValueAtMost?: number; manaValueAtLeast?: number }> = map(
  seq(words('with mana value'), count, opt(anyOf('or less', 'or greater'))),
  ([, n, side]) =>
    side === 'or less'
      ? { manaValueAtMost: n }
      : side === 'or greater'
        ? { manaValueAtLeast: n }
        : { manaValueAtMost: n, manaValueAtLeast: n },
);

/** "with mana value 3 or less", "with power 2 or less", "with mana value 2" (CR 202.3, 208.1). */
const bound: Parser<Omit<CardQuality, 'anyOf'>> = alt<Omit<CardQuality, 'anyOf'>>(
  map(seq(words('with power'), count, anyOf('or less', 'or greater')), ([, n, side]) =>
    side === 'or less' ? { powerAtMost: n } : { powerAtLeast: n },
  ),
  manaValueBound,
);

/**
 * "[kinds] card(s) [with …] [or (a) [kinds] card(s)]"; `plural` says which form of "card" it
 * takes: "a basic land card or a Gate card".
 */
export const cardQuality = memo((plural: boolean): Parser<CardQuality> => {
  const cardWord = words(plural ? 'cards' : 'card');
  return map(
    seq(kinds, cardWord, opt(bound), opt(seq(words('or'), opt(anyOf('a', 'an')), kinds, cardWord))),
    ([anyOf, , b, more]) => ({ anyOf: [...anyOf, ...(more ? more[2] : [])], ...(b ?? {}) }),
  );
});

/** Any card: "one of them", "a card". */
export const anyCard: CardQuality = { anyOf: [{}] };
