import type { LayerOp } from '../../effects/types.js';
import type { Color } from '../../symbols/colors.js';
import { firstOf, withFirst } from '../first-sets.js';
import { alt, anyOf, listOf, many, map, opt, type Parser, punct, sepBy1, seq, words } from '../parser.js';
import type { Tok } from '../tokens.js';
import { basePowerOnly, basePT, typesOp } from './becomes.js';
import { grantedAbilities, lostKeywords } from './granted.js';
import { ptChange } from './instructions.js';
import { cardTypeWord, color, creatureTypeWord } from './nouns.js';
import { restriction } from './restrictions.js';
import { restricted, restrictionOp } from './this-turn.js';

/**
 * A static ability's list of changes to what it affects, "Equipped creature gets +2/+2, has
 * flying, and is a white Angel in addition to its other colors and types" (Angelic Armaments):
 * one effect whose parts apply in their own layers (CR 613.1d-f, 613.4c), all while the
 * ability applies (611.3a).
 */

/**
 * CR 205.1a-b, 105.3: "is a white Angel in addition to its other colors and types", "is a Knight
 * in addition to its other [creature] types", "is an artifact in addition to its other types",
 * "is black", "is a black Zombie": the colours it has (613.1e) and the types (613.1d), added to
 * its own where "in addition to its other …" keeps them, else instead of them.
 */
const isA: Parser<LayerOp[]> = map(
  seq(
    words('is'),
    opt(anyOf('a', 'an')),
    opt(listOf(color)),
    many(creatureTypeWord),
    many(cardTypeWord),
    opt(seq(words('with base power and toughness'), basePT)),
    opt(
      seq(
        words('in addition to its other'),
        alt(
          map(words('colors and types'), () => ({ colors: true, types: true })),
          map(words('colors'), () => ({ colors: true, types: false })),
          map(seq(opt(words('creature')), words('types')), () => ({ colors: false, types: true })),
        ),
      ),
    ),
  ),
  ([, article, colors, subtypes, types, withPT, keep]): LayerOp[] | null => {
    const typed = subtypes.length + types.length > 0;
    // "is black" has no article; "is a Knight" has one; a colour kept needs colours, types kept types.
    if ((article === null) === typed || (keep?.[1].colors && !colors) || (keep?.[1].types && !typed))
      return null;
    // CR 613.4b: "is a blue Frog creature with base power and toughness 1/1" (Frogify) sets it too.
    if (withPT !== null && (keep !== null || !typed)) return null;
    return [
      ...typesOp(types, subtypes, false, keep?.[1].types === true),
      ...colorChange(colors, keep?.[1].colors),
      ...(withPT === null ? [] : [withPT[1]]),
    ];
  },
);

const colorChange = (colors: readonly Color[] | null, kept: boolean | undefined): LayerOp[] => {
  if (colors === null) return [];
  return [kept ? { kind: 'addColors', colors } : { kind: 'setColors', colors }];
};

/** The words and numbers of a phrase read, as the text of the ability it grants ("can't be blocked by creatures with power 4 or greater"). */
const phraseText = (toks: readonly Tok[]): string | null => {
  const words = toks.map((t) => (t.t === 'word' ? t.v : t.t === 'num' ? String(t.n) : null));
  return words.every((w) => w !== null) ? words.join(' ') : null;
};

/**
 * CR 508.1c-d, 509.1b-c: a combat restriction or requirement granted in layer 6 (613.1f), read
 * like the object's own ("attacks each combat if able", "can't be blocked by creatures with
 * flying", "can block an additional creature each combat"), its words the granted ability's text.
 */
export const grantedRestriction: Parser<LayerOp> = withFirst(
  (toks, at) => {
    const read = restriction(toks, at);
    if (read === null) return null;
    const text = phraseText(toks.slice(at, read.at));
    return text === null ? null : { value: restrictionOp(text, read.value), at: read.at };
  },
  () => firstOf(restriction),
);

/** One change: "gets +2/+2", "has flying", "can't block", "attacks each combat if able", "is black". */
export const change: Parser<LayerOp[]> = alt<LayerOp[]>(
  map(seq(anyOf('get', 'gets'), ptChange), ([, pt]) => [pt]),
  map(seq(anyOf('have', 'has'), grantedAbilities), ([, granted]) => [granted]),
  map(lostKeywords, (lost) => [lost]),
  // CR 613.1f: "loses all abilities" (Frogify, Lignify, Mystic Subdual).
  map(seq(anyOf('loses', 'lose'), words('all abilities')), (): LayerOp[] => [{ kind: 'loseAllAbilities' }]),
  // CR 613.4b: "has base power and toughness 1/1" (Kasmina's Transmutation).
  map(seq(anyOf('have', 'has'), words('base power and toughness'), basePT), ([, , pt]) => [pt]),
  map(basePowerOnly, (op) => [op]),
  // The longer phrases first: "can't be blocked by creatures with flying" before "can't be blocked".
  map(grantedRestriction, (r) => [r]),
  map(restricted, (r) => [r]),
  isA,
);

/**
 * Two or more changes, "A and B" or "A, B, and C": the lists the shorter templates before it
 * ("gets +2/+2 and has flying") leave.
 */
export const compoundChanges: Parser<LayerOp[]> = map(
  alt<LayerOp[][]>(
    map(seq(sepBy1(change, punct(',')), punct(','), words('and'), change), ([list, , , last]) => [
      ...list,
      last,
    ]),
    map(seq(change, words('and'), change), ([a, , b]) => [a, b]),
  ),
  (parts) => (parts.length >= 2 && !lossWithGain(parts.flat()) ? parts.flat() : null),
);

/**
 * CR 613.1f: the loss of all abilities and a gain in one list: which of them applies first, and
 * so whether the gained ability stays, no card of the pool says; not read.
 */
const lossWithGain = (ops: readonly LayerOp[]): boolean =>
  ops.some((o) => o.kind === 'loseAllAbilities') && ops.some((o) => o.kind === 'addAbilities');
