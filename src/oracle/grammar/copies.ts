import type { AbilityDef, CopyException, EntryChoice, Filter, Value } from '../../effects/types.js';
import type { CardType, Supertype } from '../../state/vocabulary.js';
import { pendingText } from '../ability-texts.js';
import {
  alt,
  anyOf,
  many1,
  map,
  opt,
  type Parser,
  punct,
  sepBy1,
  seq,
  token,
  wordFrom,
  words,
} from '../parser.js';
import type { PtPart } from '../tokens.js';
import type { AbilityParser } from './abilities.js';
import { sentenceEnd } from './granted.js';
import { keywordList } from './keywords.js';
import { cardTypeWord, creatureTypeWord, eitherCardType, nonCardTypeWord } from './nouns.js';
import { count } from './numbers.js';
import type { RawInstruction, Ref } from './references.js';
import { controlledBy } from './subjects.js';
import { target } from './targets.js';

type CopyChoice = Extract<EntryChoice, { readonly kind: 'copy' }>;

/**
 * CR 707.5, 614.1c: "You may have [this] enter the battlefield as a copy of any creature on the
 * battlefield[, except ...]." (Clone, Quicksilver Gargantuan, Body Double): a replacement effect
 * whose choice is made as it enters, with the exceptions of 707.9a-b.
 */

/** "creature", "Ally creature", "artifact or creature", "nonland permanent", "Equipment". */
const copiedKind: Parser<Filter> = alt<Filter>(
  eitherCardType,
  map(seq(nonCardTypeWord, words('permanent')), ([t]) => ({ notTypes: [t] })),
  map(words('permanent'), () => ({})),
  map(words('equipment'), () => ({ types: ['Artifact'], subtypes: ['Equipment'] })),
  map(seq(opt(creatureTypeWord), cardTypeWord), ([subtype, t]) => ({
    types: [t],
    ...(subtype === null ? {} : { subtypes: [subtype] }),
  })),
);

/** Where the copied object is: "on the battlefield", "you control", "card in a graveyard" (Body Double). */
const copiedObject: Parser<Filter> = map(
  seq(
    anyOf('any', 'a', 'an'),
    copiedKind,
    alt<Filter>(
      map(words('on the battlefield'), () => ({})),
      map(controlledBy, (who) => ({ controller: who })),
      map(words('card in a graveyard'), () => ({ zone: 'graveyard' })),
    ),
  ),
  ([, kind, where]) => ({ ...kind, ...where }),
);

const SUPERTYPE_BY_WORD: Readonly<Record<string, Supertype>> = { legendary: 'Legendary', snow: 'Snow' };

type TypeWord =
  | { readonly supertype: Supertype }
  | { readonly type: CardType }
  | { readonly subtype: string };

const typeWord: Parser<TypeWord> = alt<TypeWord>(
  map(wordFrom(SUPERTYPE_BY_WORD), (supertype) => ({ supertype })),
  map(cardTypeWord, (type) => ({ type })),
  map(creatureTypeWord, (subtype) => ({ subtype })),
);

/** CR 707.9b, 205.1b: "it's a Shapeshifter Rogue in addition to its other [creature] types". */
const addedTypes: Parser<CopyException> = map(
  seq(anyOf('a', 'an'), many1(typeWord), words('in addition to its other'), anyOf('types', 'creature types')),
  ([, found]): CopyException => {
    const pick = <T>(f: (w: TypeWord) => T | undefined): T[] => found.flatMap((w) => f(w) ?? []);
    const addSupertypes = pick((w) => ('supertype' in w ? w.supertype : undefined));
    const addTypes = pick((w) => ('type' in w ? w.type : undefined));
    const addSubtypes = pick((w) => ('subtype' in w ? w.subtype : undefined));
    return {
      ...(addSupertypes.length > 0 ? { addSupertypes } : {}),
      ...(addTypes.length > 0 ? { addTypes } : {}),
      ...(addSubtypes.length > 0 ? { addSubtypes } : {}),
    };
  },
);

/**
 * CR 707.9a: 'it has "When this creature becomes the target of a spell or ability, sacrifice
 * it."' (Phantasmal Image), 'it has haste and "At the beginning of the end step, exile this
 * permanent."' (Heat Shimmer): each quoted ability kept as text, read with the copy (ability-texts.ts).
 */
const hasQuoted: Parser<CopyException> = map(
  seq(
    opt(words('it')),
    words('has'),
    opt(seq(keywordList, words('and'))),
    sepBy1(token('quoted'), words('and')),
  ),
  ([, , keywords, quoted]) => ({
    ...(keywords === null ? {} : { addKeywords: keywords[0] }),
    addAbilities: quoted.map((q) => pendingText(q.text)),
  }),
);

/** One exception: "it's 7/7" (707.9b), "it's a Spirit in addition to its other types", "it has haste" (707.9a). */
const exception: Parser<CopyException> = alt<CopyException>(
  map(seq(words("it 's"), token('pt')), ([, t]) =>
    t.signed || !('n' in t.power) || !('n' in t.toughness)
      ? null
      : { power: t.power.n, toughness: t.toughness.n },
  ),
  map(seq(words("it 's"), addedTypes), ([, added]) => added),
  hasQuoted,
  map(seq(opt(words('it')), words('has'), keywordList), ([, , addKeywords]) => ({ addKeywords })),
);

/** Exceptions joined by "and", as one; two saying the same characteristic are no one reading. */
export const exceptions: Parser<CopyException> = map(sepBy1(exception, words('and')), (list) => {
  const keys = list.flatMap((e) => Object.keys(e));
  return new Set(keys).size === keys.length ? Object.assign({}, ...list) : null;
});

const ptIs = (part: PtPart, n: number): boolean => 'n' in part && part.n === n;

/** CR 707.9e: "it enters with X additional +1/+1 counters on it" (Altered Ego), an additional effect. */
const moreCounters: Parser<Pick<CopyChoice, 'counters'>> = map(
  seq(
    words('it enters with'),
    alt<Value>(
      map(count, (n) => ({ kind: 'constant', n })),
      map(words('x'), () => ({ kind: 'x' })),
    ),
    words('additional'),
    map(token('pt'), (t) => (t.signed && ptIs(t.power, 1) && ptIs(t.toughness, 1) ? t : null)),
    anyOf('counters', 'counter'),
    words('on it'),
  ),
  ([, amount]) => ({ counters: { counter: '+1/+1', amount } }),
);

/** "You may have [this] enter [the battlefield] as a copy of [what][, except ...]." */
export const entersAsCopy: AbilityParser = map(
  seq(
    words('you may have'),
    token('self'),
    words('enter'),
    opt(words('the battlefield')),
    words('as a copy of'),
    copiedObject,
    opt(
      seq(
        punct(','),
        words('except'),
        alt<Omit<CopyChoice, 'kind' | 'of'>>(
          moreCounters,
          map(exceptions, (except) => ({ except })),
        ),
      ),
    ),
    sentenceEnd,
  ),
  ([, , , , , of, except]) =>
    (text: string): AbilityDef => ({
      kind: 'asEnters',
      text,
      choice: { kind: 'copy', of, ...(except === null ? {} : except[2]) },
    }),
);

/**
 * CR 707.2, 111.1: "Create a token that's a copy of target creature [you control][, except ...]";
 * "... a copy of that creature / artifact" naming the trigger's object (Necroduality, 603.2).
 * "That creature" naming a target before it is not read: the target may have left the
 * battlefield by then (Nemesis Trap), and its last known values (608.2h) are not kept.
 */
export const tokenCopyInstruction: Parser<RawInstruction> = map(
  seq(
    words("create a token that 's a copy of"),
    alt<Ref>(
      map(target, (spec): Ref => ({ kind: 'target', spec })),
      map(seq(words('that'), anyOf('creature', 'artifact')), (): Ref => ({ kind: 'that' })),
    ),
    opt(seq(punct(','), words('except'), exceptions)),
  ),
  ([, ref, except]) => ({
    ref,
    build: (on) =>
      (ref.kind === 'target' && on === 'targets') || (ref.kind === 'that' && on === 'triggerObject')
        ? { kind: 'tokenCopy', on, ...(except === null ? {} : { except: except[2] }) }
        : null,
  }),
);
