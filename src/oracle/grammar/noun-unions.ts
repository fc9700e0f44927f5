import type { Filter, Value } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, listOf, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { permanentNoun } from './nouns.js';
import { controlledBy } from './subjects.js';

/**
 * "artifact and/or enchantment", "creature and/or Vehicle", "Samurai or Warrior", "Dwarf,
 * Equipment, and/or Vehicle": each permanent that is at least one of these, counted once
 * (Born to Drive's creature Vehicle counts one). "and/or" reads as "and or" (the slash is no token).
 */

/** Two or three singular nouns joined by "or" or "and/or", with commas before the last with three. */
const nounList: Parser<readonly Filter[]> = alt<readonly Filter[]>(
  map(
    seq(
      permanentNoun(false),
      punct(','),
      permanentNoun(false),
      opt(punct(',')),
      opt(words('and')),
      words('or'),
      permanentNoun(false),
    ),
    ([a, , b, , , , c]) => [a, b, c],
  ),
  map(seq(permanentNoun(false), opt(words('and')), words('or'), permanentNoun(false)), ([a, , , b]) => [
    a,
    b,
  ]),
);

/** One card type's filter, or one subtype's: the only nouns a filter can say "not" of. */
const singleKind = (f: Filter): { readonly type: CardType } | { readonly subtype: string } | null => {
  const keys = Object.keys(f);
  if (keys.length !== 1) return null;
  if (f.types?.length === 1 && f.types[0] !== undefined) return { type: f.types[0] };
  if (f.subtypes?.length === 1 && f.subtypes[0] !== undefined) return { subtype: f.subtypes[0] };
  return null;
};

/**
 * The objects that are any of `nouns`, with `extra` (controller, zone) added to each: one count
 * of any of the card types when each noun is one, or else the sum of disjoint counts, each noun
 * less those before it (so a permanent that is two of them counts once).
 */
const unionCount = (nouns: readonly Filter[], extra: Filter): Value | null => {
  const kinds = nouns.map(singleKind);
  const types = kinds.flatMap((k) => (k && 'type' in k ? [k.type] : []));
  if (types.length === nouns.length)
    return new Set(types).size === types.length ? { kind: 'count', of: { anyTypes: types, ...extra } } : null;
  const parts: Value[] = [];
  const notTypes: CardType[] = [];
  const notSubtypes: string[] = [];
  for (const [i, noun] of nouns.entries()) {
    parts.push({
      kind: 'count',
      of: {
        ...noun,
        ...(notTypes.length > 0 ? { notTypes: [...notTypes] } : {}),
        ...(notSubtypes.length > 0 ? { notSubtypes: [...notSubtypes] } : {}),
        ...extra,
      },
    });
    const kind = kinds[i];
    if (i < nouns.length - 1) {
      if (!kind) return null;
      if ('type' in kind) notTypes.push(kind.type);
      else notSubtypes.push(kind.subtype);
    }
  }
  return { kind: 'sum', of: parts };
};

/** "artifact and/or enchantment you control": the permanents of any of these kinds a player controls. */
export const unionControlled: Parser<Value> = map(seq(nounList, controlledBy), ([nouns, who]) =>
  unionCount(nouns, { controller: who }),
);

/**
 * "Soldiers and Warriors you control" (Aysen Crusader), "artifacts and creatures you control":
 * plural nouns joined by "and" in a count, each permanent that is any of them counted once.
 */
export const pluralUnionControlled: Parser<Value> = map(
  seq(listOf(permanentNoun(true)), controlledBy),
  ([nouns, who]) => (nouns.length < 2 ? null : unionCount(nouns, { controller: who })),
);
