import type { Filter, Keyword, TargetSpec } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { firstOfAny, withFirst } from '../first-sets.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, wordFrom, words } from '../parser.js';
import { adjective } from './adjectives.js';
import { manaValueBound } from './card-quality.js';
import { keyword } from './keywords.js';
import { color, subtypeWord } from './nouns.js';
import { controlledBy, otherThanSelf, withCounterOnIt } from './subjects.js';
import { targetBound } from './target-bounds.js';

/**
 * Target phrases with more to them than "target [colour] [type] creature" (CR 115.1):
 * "target artifact or enchantment", "target nonblack creature", "target tapped creature",
 * "target attacking or blocking creature", "target creature with flying", "target player or
 * planeswalker", "target opponent", "target nonbasic land", "target noncreature permanent",
 * "target creature with power 2 or less" (208.1), "target permanent" (110.1), "target Forest" (a
 * subtype's word as the noun, 205.3), "target black or red permanent" (105.2), "target creature
 * other than [this]" (201.5: not the object with the ability).
 */

/** What the words before the noun add to a target's description. */
interface Part {
  readonly filter?: Filter;
  readonly combat?: TargetSpec['combat'];
  /** A subtype's word, which is the noun when no noun follows it: "target Wall" (205.3). */
  readonly subtype?: true;
}

const NON_TYPES: Readonly<Record<string, CardType>> = {
  nonartifact: 'Artifact',
  noncreature: 'Creature',
  nonland: 'Land',
  nonenchantment: 'Enchantment',
  nonplaneswalker: 'Planeswalker',
};

const modifier: Parser<Part> = alt<Part>(
  map(words('attacking or blocking'), () => ({ combat: 'attackingOrBlocking' })),
  map(words('attacking'), () => ({ combat: 'attacking' })),
  map(words('blocking'), () => ({ combat: 'blocking' })),
  map(wordFrom(NON_TYPES), (type): Part => ({ filter: { notTypes: [type] } })),
  // "white and/or blue" ("and/or" reads as "and or"): of either colour (105.2).
  map(seq(color, words('and or'), color), ([a, , b]) => (a === b ? null : { filter: { colors: [a, b] } })),
  // "tapped", "nontoken", "legendary", "nonblack", "non-Human", "black or red" (adjectives.ts).
  map(adjective, (filter) => ({ filter })),
  map(subtypeWord, (subtype) => ({ filter: { subtypes: [subtype] }, subtype: true })),
);

/** Modifiers one after another, maybe with commas: "nonartifact, nonblack". */
const modifiers: Parser<Part[]> = (toks, at) => {
  const parts: Part[] = [];
  let here = at;
  for (;;) {
    const m = modifier(toks, here);
    if (m === null) return { value: parts, at: here };
    parts.push(m.value);
    here = m.at;
    const comma = punct(',')(toks, here);
    if (comma !== null && modifier(toks, comma.at) !== null) here = comma.at;
  }
};

const NOUNS: Readonly<Record<string, readonly CardType[]>> = {
  'artifact creature': ['Artifact', 'Creature'],
  'enchantment creature': ['Enchantment', 'Creature'],
  creature: ['Creature'],
  artifact: ['Artifact'],
  enchantment: ['Enchantment'],
  land: ['Land'],
  planeswalker: ['Planeswalker'],
  permanent: [],
};

/** The nouns, singular or plural ("creatures"), longest first. */
const nounsIn = (plural: boolean): Parser<readonly CardType[]> =>
  alt(
    ...Object.entries(NOUNS)
      .map(([phrase, types]) => [plural ? `${phrase}s` : phrase, types] as const)
      .sort(([a], [b]) => b.length - a.length)
      .map(([phrase, types]) => map(words(phrase), () => types)),
  );

/** Card types, each named once: any of them (null if one is named twice). */
const anyOfTypes = (types: readonly CardType[]): Filter | null =>
  new Set(types).size === types.length ? { anyTypes: types } : null;

/**
 * "creature", "artifact or enchantment" (any of the types), "creature or planeswalker",
 * "artifact, creature, or land"; in the plural, "creatures", "creatures and/or planeswalkers"
 * ("and/or" reads as "and or").
 */
const nounsOf = (plural: boolean): Parser<Filter> => {
  const noun = nounsIn(plural);
  const singleType = map(noun, (types) => (types.length === 1 ? (types[0] ?? null) : null));
  const or = words(plural ? 'and or' : 'or');
  return alt<Filter>(
    map(seq(singleType, punct(','), singleType, punct(','), or, singleType), ([a, , b, , , c]) =>
      anyOfTypes([a, b, c]),
    ),
    map(seq(singleType, or, singleType), ([a, , b]) => anyOfTypes([a, b])),
    map(noun, (types) => (types.length === 0 ? {} : { types })),
  );
};

const merge = (parts: readonly Part[], base: Filter): { filter: Filter; combat?: TargetSpec['combat'] } => {
  const filter: Record<string, unknown[] | boolean> = {};
  let combat: TargetSpec['combat'];
  for (const p of [...parts, { filter: base }]) {
    if (p.combat) combat = p.combat;
    for (const [k, v] of Object.entries(p.filter ?? {})) {
      const had = filter[k];
      filter[k] = Array.isArray(v) ? [...(Array.isArray(had) ? had : []), ...v] : v;
    }
  }
  // The keys and values come from Filters, merged list by list.
  return { filter: filter as Filter, ...(combat ? { combat } : {}) };
};

const withKeyword: Parser<{ readonly with: boolean; readonly keyword: Keyword }> = map(
  seq(anyOf('with', 'without'), keyword),
  ([w, k]) => ({ with: w === 'with', keyword: k }),
);

/**
 * "target [modifiers] noun [you control / an opponent controls] [with/without keyword]"; in the
 * plural, "target attacking creatures", "target creatures and/or planeswalkers your opponents
 * control", for a number of targets (the caller's to say how many).
 */
const objectPhraseOf = (plural: boolean): Parser<TargetSpec> =>
  map(
    seq(
      words('target'),
      modifiers,
      opt(nounsOf(plural)),
      opt(controlledBy),
      opt(withKeyword),
      opt(targetBound),
      // The controller after the quality: "target creature with power 4 or greater an opponent
      // controls" (Hidden Dragonslayer), "... without flying you don't control" (Street Spasm).
      opt(controlledBy),
      opt(manaValueBound),
      opt(withCounterOnIt),
      opt(otherThanSelf),
    ),
    ([, parts, noun, whose, kw, bound, whoseAfter, manaValue, counter, other]): TargetSpec | null => {
      if (whose && whoseAfter) return null;
      const who = whose ?? whoseAfter;
      // "target Wall", "target attacking or blocking Spirit": a subtype's word last is the noun.
      const base = noun ?? (!plural && parts.at(-1)?.subtype ? {} : null);
      if (base === null) return null;
      // "artifact, enchantment, or creature with flying" (Broken Wings): the keyword is the last
      // type's alone, which one filter can't say.
      if (kw && base.anyTypes) return null;
      // "target permanent" is any permanent (CR 110.1, 115.1).
      const { filter, combat } = merge(parts, base);
      return {
        count: 1,
        filter: { ...filter, ...(who ? { controller: who } : {}), ...manaValue, ...counter, ...other },
        ...(combat ? { combat } : {}),
        ...(kw ? (kw.with ? { withKeyword: kw.keyword } : { withoutKeyword: kw.keyword }) : {}),
        ...(bound ? { ptBound: bound } : {}),
      };
    },
  );

const objectPhrase = objectPhraseOf(false);

/** CR 115.4: "targets", the plural of "any target"; or the plural of an object target. */
export const pluralTargets: Parser<TargetSpec> = alt<TargetSpec>(
  map(words('targets'), () => ({ count: 1, filter: {}, anyTarget: true })),
  objectPhraseOf(true),
);

const planeswalker: Filter = { types: ['Planeswalker'] };

/** Player targets (CR 115.1): "target opponent", "target player or planeswalker", "target opponent or planeswalker". */
const playerPhrase: Parser<TargetSpec> = alt<TargetSpec>(
  map(words('target player or planeswalker'), () => ({ count: 1, filter: planeswalker, orPlayer: true })),
  map(words('target opponent or planeswalker'), () => ({
    count: 1,
    filter: planeswalker,
    orPlayer: true,
    playerIs: 'opponent',
  })),
  map(words('target creature or player'), () => ({
    count: 1,
    filter: { types: ['Creature'] },
    orPlayer: true,
  })),
  map(words('target opponent'), () => ({ count: 1, filter: {}, players: true, playerIs: 'opponent' })),
);

/** The richer target phrases. */
const richPhrase = alt(playerPhrase, objectPhrase);

/**
 * A target phrase: the richer reading where it reads further than `plainer` does at the same
 * place, else the plainer one, so that what the plainer reading compiled stays the same. Each is
 * read once (a choice of the two would read the plainer one again wherever it stands), and the
 * phrase begins as one of them does, so a choice can skip it elsewhere.
 */
export const richOrPlainTarget = (plainer: Parser<TargetSpec>): Parser<TargetSpec> =>
  withFirst(
    (toks, at) => {
      const rich = richPhrase(toks, at);
      const plain = plainer(toks, at);
      return rich !== null && (plain === null || plain.at < rich.at) ? rich : plain;
    },
    firstOfAny([richPhrase, plainer]),
  );
