import type { CopyException, EntryOption } from '../effects/types.js';
import { assignTypes, type Working } from './working.js';

/** What an "as enters" option or a copy exception adds "in addition to" the values it starts from. */
type Additions = Pick<CopyException, 'addSupertypes' | 'addTypes' | 'addSubtypes'>;

const union = <T>(have: readonly T[], more: readonly T[] | undefined): readonly T[] =>
  more === undefined ? have : [...have, ...more.filter((x) => !have.includes(x))];

/** CR 205.1b, 613.2: types "in addition to its other types", as copiable values. */
const add = (working: Working, more: Additions): void => {
  working.supertypes = union(working.supertypes, more.addSupertypes);
  assignTypes(working, union(working.types, more.addTypes));
  working.subtypes = union(working.subtypes, more.addSubtypes);
};

/** CR 208.2b, 613.2a: an "as enters" option sets P/T and adds what it says. */
export const applyOption = (working: Working, option: EntryOption): void => {
  working.power = option.power;
  working.toughness = option.toughness;
  add(working, option);
  working.abilities = [
    ...working.abilities,
    ...(option.addKeywords ?? []).map((keyword) => ({
      def: { kind: 'keyword' as const, keyword, text: keyword },
      grantedBy: null,
      grantedAt: null,
    })),
  ];
};

/**
 * CR 707.9b: a copy exception changes the copied values; the abilities and keywords it adds
 * are in the copy's definition (`definitionOf`), so the base values already have them. One giving P/T leaves out the copied
 * characteristic-defining ability that would define them (707.9d: Quicksilver Gargantuan copying
 * Tarmogoyf is 7/7); one adding types keeps those defining types (707.9d, Glasspool Mimic).
 */
export const applyCopyException = (working: Working, exception: CopyException): void => {
  if (exception.power !== undefined && exception.toughness !== undefined) {
    working.power = exception.power;
    working.toughness = exception.toughness;
    working.abilities = working.abilities.filter(
      (a) => a.def.kind !== 'cda' || !a.def.effect.ops.some((op) => op.kind === 'setPT'),
    );
  }
  add(working, exception);
};

/** How a trace names an exception: "7/7, Artifact, haste". */
export const describeException = (e: CopyException): string =>
  [
    ...(e.power !== undefined && e.toughness !== undefined ? [`${e.power}/${e.toughness}`] : []),
    ...(e.addSupertypes ?? []),
    ...(e.addTypes ?? []),
    ...(e.addSubtypes ?? []),
    ...(e.addKeywords ?? []).map((k) => k.toLowerCase()),
    ...(e.addAbilities ?? []).map((a) => `"${a.text}"`),
  ].join(', ');
