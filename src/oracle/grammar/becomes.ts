import type { LayerOp } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import type { Color } from '../../symbols/colors.js';
import { alt, anyOf, listOf, many, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import { grantedAbilities } from './granted.js';
import { cardTypeWord, color, creatureTypeWord } from './nouns.js';
import { ptValue } from './numbers.js';

/**
 * "Becomes a 2/2 blue Frog artifact creature [with flying] [in addition to its other types]"
 * (CR 205.1, 613.1d-f, 613.4b), "loses all abilities", "has base power and toughness 0/1": the
 * layer operations of an effect that changes what an object is.
 */

/** CR 613.4b: an unsigned P/T, "1/1", as the base power and toughness it sets. */
export const basePT: Parser<LayerOp> = map(token('pt'), (t): LayerOp | null =>
  t.signed ? null : { kind: 'setPT', power: ptValue(t.power), toughness: ptValue(t.toughness) },
);

export const typesOp = (
  types: readonly CardType[],
  subtypes: readonly string[],
  allTypes: boolean,
  keep: boolean,
): LayerOp[] => {
  if (types.length === 0 && subtypes.length === 0 && !allTypes) return [];
  const all = allTypes ? { allCreatureTypes: true } : {};
  if (keep || types.length === 0) {
    // CR 205.1b: "in addition to its other types" keeps them; a subtype alone leaves card types be.
    return [
      keep
        ? {
            kind: 'setTypes',
            ...(types.length > 0 ? { addTypes: types } : {}),
            ...(subtypes.length > 0 ? { addSubtypes: subtypes } : {}),
            ...all,
          }
        : { kind: 'setTypes', subtypes, ...all },
    ];
  }
  // CR 205.1a: becoming a new card type replaces the old ones.
  return [{ kind: 'setTypes', types, ...(subtypes.length > 0 ? { subtypes } : {}), ...all }];
};

const colorOp = (colors: readonly Color[]): LayerOp[] =>
  colors.length > 0 ? [{ kind: 'setColors', colors }] : [];

/** "with flying", "with trample, indestructible, and haste", "with vigilance and all creature types" (613.1f, 205.3m). */
const withAbilities: Parser<readonly [LayerOp, boolean]> = map(
  seq(words('with'), grantedAbilities, opt(words('and all creature types'))),
  ([, granted, all]) => [granted, all !== null],
);

/** CR 205.1b: "that's still a planeswalker", "in addition to its other types": it keeps its other types. */
const keepsTypes: Parser<true> = map(
  alt<unknown>(
    words('in addition to its other types'),
    seq(words("that 's still"), anyOf('a', 'an'), token('word')),
  ),
  () => true,
);

/**
 * "[verb] a [P/T] [colours] [subtypes] [card types] [with base power and toughness P/T] [with
 * all creature types] [with flying, ...] [in addition to its other types / that's still a
 * planeswalker]": the types (613.1d), colours (613.1e), abilities (613.1f) and base P/T (613.4b)
 * it has for the effect's duration. `withPT` says whether its P/T must be there.
 */
const changesInto = (verb: Parser<unknown>, withPT: boolean): Parser<LayerOp[]> =>
  map(
    seq(
      verb,
      anyOf('a', 'an'),
      withPT ? basePT : opt(basePT),
      opt(listOf(color)),
      many(creatureTypeWord),
      many(cardTypeWord),
      opt(seq(words('with base power and toughness'), basePT)),
      opt(words('with all creature types')),
      opt(withAbilities),
      opt(keepsTypes),
    ),
    ([, , pt, colors, subtypes, types, withBasePT, allTypes, granted, keep]) => {
      const all = allTypes !== null || granted?.[1] === true;
      if ((colors?.length ?? 0) + subtypes.length + types.length === 0 && !all) return null;
      return [
        ...typesOp(types, subtypes, all, keep !== null),
        ...colorOp(colors ?? []),
        ...(granted ? [granted[0]] : []),
        ...optionalOp(pt ?? withBasePT?.[1] ?? null),
      ];
    },
  );

const optionalOp = (op: LayerOp | null): LayerOp[] => (op === null ? [] : [op]);

/** "becomes a 2/2 blue Frog artifact creature", also "become" after "you may have [this]" (Angel's Tomb) or a plural subject. */
export const becomes: Parser<LayerOp[]> = changesInto(anyOf('becomes', 'become'), false);

/** "is a 3/3 black Ooze creature" (Corrupted Zendikon): a static ability's animation, its P/T stated. */
export const isAnimated: Parser<LayerOp[]> = changesInto(words('is'), true);

/** CR 205.1b: "that are still lands", after a plural: they keep their other types. */
const stillPlural = seq(words('that are still'), token('word'));

/** CR 205.1b: "They're still lands.", the sentence after a plural's: they keep their other types. */
export const theyreStill = seq(punct('.'), words("they're still"), token('word'));

/**
 * "2/2 creatures", "1/1 green Elf creatures that are still lands", "2/2 Elemental creatures with
 * reach, indestructible, and haste": what each of a group becomes or is (613.1d-f, 613.4b);
 * "that are still [lands]" keeps their other types (205.1b).
 */
export const animatedGroup: Parser<LayerOp[]> = map(
  seq(
    basePT,
    opt(listOf(color)),
    many(creatureTypeWord),
    words('creatures'),
    opt(withAbilities),
    opt(stillPlural),
  ),
  ([pt, colors, subtypes, , granted, still]) => [
    ...typesOp(['Creature'], subtypes, granted?.[1] === true, still !== null),
    ...colorOp(colors ?? []),
    ...optionalOp(granted?.[0] ?? null),
    pt,
  ],
);

/** "It's still a land." (CR 205.1b): the object keeps its other types. */
export const stillItsType = seq(punct('.'), words("it 's still"), anyOf('a', 'an'), token('word'));

/** The same operations, with a type change that keeps the object's other types (205.1b). */
export const keepingTypes = (ops: readonly LayerOp[]): LayerOp[] =>
  ops.map((op) =>
    op.kind === 'setTypes' && (op.types || op.subtypes)
      ? {
          kind: 'setTypes',
          ...((op.types ?? op.addTypes) ? { addTypes: op.types ?? op.addTypes ?? [] } : {}),
          ...((op.subtypes ?? op.addSubtypes) ? { addSubtypes: op.subtypes ?? op.addSubtypes ?? [] } : {}),
          ...(op.allCreatureTypes ? { allCreatureTypes: true } : {}),
        }
      : op,
  );

/** CR 613.4b: "has base power 3" (Symmetry Sage, Withercrown): the power alone, its toughness its own. */
export const basePowerOnly: Parser<LayerOp> = map(
  seq(anyOf('has', 'have'), words('base power'), token('num')),
  ([, , n]): LayerOp => ({ kind: 'setPT', power: { kind: 'constant', n: n.n } }),
);

/** "loses all abilities [and becomes ... | and has base power and toughness P/T]", "has base power and toughness P/T". */
export const transforms: Parser<LayerOp[]> = alt(
  map(seq(anyOf('loses', 'lose'), words('all abilities and'), becomes), ([, , ops]) =>
    // The hand definitions and the trace list the loss after the type and colour changes; the
    // abilities it becomes with come after the loss, which would otherwise take them too (613.1f).
    [
      ...ops.filter((o) => o.kind !== 'setPT' && o.kind !== 'addAbilities'),
      { kind: 'loseAllAbilities' } satisfies LayerOp,
      ...ops.filter((o) => o.kind === 'addAbilities' || o.kind === 'setPT'),
    ],
  ),
  map(
    seq(
      anyOf('loses', 'lose'),
      words('all abilities and'),
      anyOf('has', 'have'),
      words('base power and toughness'),
      basePT,
    ),
    ([, , , , pt]) => [{ kind: 'loseAllAbilities' } satisfies LayerOp, pt],
  ),
  map(seq(anyOf('loses', 'lose'), words('all abilities')), (): LayerOp[] => [{ kind: 'loseAllAbilities' }]),
  becomes,
  map(seq(anyOf('has', 'have'), words('base power and toughness'), basePT), ([, , pt]) => [pt]),
  map(basePowerOnly, (op) => [op]),
);
