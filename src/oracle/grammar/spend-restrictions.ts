import type { SpendColors, SpendQualities, SpendRestriction, SpendUse } from '../../mana/pool.js';
import {
  ARTIFACT_TYPES,
  CREATURE_TYPES,
  ENCHANTMENT_TYPES,
  PLANESWALKER_TYPES,
  SPELL_TYPES,
} from '../../state/subtypes.js';
import { type CardType, SUPERTYPES, type Supertype } from '../../state/vocabulary.js';
import { alt, anyOf, map, opt, type Parser, punct, sepBy1, seq, token, wordFrom, words } from '../parser.js';
import { CARD_TYPE_BY_WORD, nonCardTypeWord } from './nouns.js';

/**
 * CR 106.6: the sentence after "Add ..." that restricts how that mana may be spent: "Spend
 * this mana only to cast a creature spell", "... to cast artifact spells or activate abilities
 * of artifacts", "... to cast colorless Eldrazi spells or activate abilities of colorless
 * Eldrazi", "... on costs that contain {X}". A spell, or the object whose ability is activated,
 * is described by its qualities: colour, supertype, "non-" a card type, subtypes, card types.
 * Restrictions that read anything else (how a spell was cast, from where, a chosen type, a
 * watermark) don't fit, and the ability stays unsupported.
 */

const pluralsOf = (word: string): string[] => [
  `${word}s`,
  `${word}es`,
  ...(word.endsWith('f') ? [`${word.slice(0, -1)}ves`] : []),
  ...(word.endsWith('y') ? [`${word.slice(0, -1)}ies`] : []),
];

/** Each word with its singular and plural forms, the first meaning given keeping a form two share. */
const byForm = <T>(entries: readonly (readonly [string, T])[]): ReadonlyMap<string, T> => {
  const forms = new Map<string, T>();
  for (const [word, meaning] of entries)
    for (const form of [word, ...pluralsOf(word)]) if (!forms.has(form)) forms.set(form, meaning);
  return forms;
};

/** A card type, singular for a spell ("creature spells") or plural for permanents ("abilities of artifacts"). */
const CARD_TYPE_FORMS = byForm(Object.entries(CARD_TYPE_BY_WORD));

/**
 * A subtype (CR 205.3) a spell or a permanent may have, singular or plural ("Dragon", "Elves");
 * the singular stands for the plural too, as "Myr" and "Eldrazi" do.
 */
const SUBTYPE_FORMS = byForm(
  [...CREATURE_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...PLANESWALKER_TYPES, ...SPELL_TYPES]
    .filter((t) => !t.includes(' '))
    .map((t) => [t.toLowerCase(), t] as const),
);

const cardTypeWord: Parser<CardType> = wordFrom(CARD_TYPE_FORMS);

const subtypeWord: Parser<string> = wordFrom(SUBTYPE_FORMS);

const supertypeWord: Parser<Supertype> = wordFrom(new Map(SUPERTYPES.map((s) => [s.toLowerCase(), s])));

const colorWord: Parser<SpendColors> = alt<SpendColors>(
  map(words('colorless'), () => 'colorless'),
  map(words('multicolored'), () => 'multicolored'),
);

/** "A, B, or C", "A or B", "A and/or B" (the slash is no token): at least one of these. */
const oneOf = <T>(item: Parser<T>): Parser<T[]> =>
  map(
    seq(sepBy1(item, punct(',')), opt(punct(',')), opt(seq(alt(words('and or'), words('or')), item))),
    ([first, comma, last]) =>
      last ? [...first, last[1]] : first.length === 1 && comma === null ? first : null,
  );

/** "colorless Eldrazi", "legendary", "noncreature", "Dragon creature", "instant or sorcery". */
const qualities: Parser<SpendQualities> = map(
  seq(
    opt(colorWord),
    opt(supertypeWord),
    opt(nonCardTypeWord),
    opt(oneOf(subtypeWord)),
    opt(oneOf(cardTypeWord)),
  ),
  ([colors, supertype, not, subtypes, cardTypes]): SpendQualities => ({
    ...(cardTypes ? { cardTypes } : {}),
    ...(not ? { notCardTypes: [not] } : {}),
    ...(subtypes ? { subtypes } : {}),
    ...(supertype ? { supertypes: [supertype] } : {}),
    ...(colors ? { colors } : {}),
  }),
);

const article = opt(anyOf('a', 'an'));

/** "a creature spell", "artifact or creature spells", "spells": the spells the mana may be spent to cast. */
const spell: Parser<SpendUse> = map(
  seq(article, qualities, anyOf('spells', 'spell')),
  ([, q]): SpendUse => ({ kind: 'castSpell', ...q }),
);

/** "abilities", "an ability of an Elemental", "abilities of colorless Eldrazi". */
const ability: Parser<SpendUse> = map(
  seq(anyOf('abilities', 'an ability'), opt(seq(words('of'), article, qualities))),
  ([, of]): SpendUse | null => {
    if (of === null) return { kind: 'activateAbility' };
    return Object.keys(of[2]).length === 0 ? null : { kind: 'activateAbility', ...of[2] };
  },
);

/** One way the mana may be spent; "to cast" may name several spells: "an Elemental spell or a Chandra planeswalker spell". */
const uses: Parser<SpendUse[]> = alt<SpendUse[]>(
  map(seq(opt(words('to')), words('cast'), sepBy1(spell, words('or'))), ([, , spells]) => spells),
  map(seq(opt(words('to')), words('activate'), ability), ([, , use]) => [use]),
  map(seq(words('on costs that contain'), token('sym')), ([, x]) =>
    x.symbol.kind === 'variable' && x.symbol.variable === 'X' ? [{ kind: 'costWithX' } as const] : null,
  ),
);

/** "Spend this mana only [use], [use], or [use]", without its full stop. */
export const spendOnly: Parser<SpendRestriction> = map(
  seq(
    words('spend this mana only'),
    sepBy1(uses, alt<unknown>(seq(punct(','), opt(words('or'))), words('or'))),
  ),
  ([, list]): SpendRestriction | null => {
    const all = list.flat();
    const [first] = all;
    if (first === undefined) return null;
    return all.length === 1 ? first : { kind: 'anyOf', uses: all };
  },
);
