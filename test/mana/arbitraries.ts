import fc from 'fast-check';
import { type ManaCost, parseManaCost } from '../../src/mana/cost.js';
import type { SpendPurpose } from '../../src/mana/payment-model.js';
import { MANA_TYPES, type ManaUnit, type SpendRestriction } from '../../src/mana/pool.js';
import { HYBRID_PAIRS } from '../../src/symbols/table.js';

/** Generators shared by the payment properties: the symbol families, units and purposes. */

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

export const GENERIC = ['{1}', '{2}', '{X}'];
export const COLORED = COLORS.map((c) => `{${c}}`);
export const HYBRID = HYBRID_PAIRS.map(([a, b]) => `{${a}/${b}}`);
export const TWOBRID = COLORS.map((c) => `{2/${c}}`);
export const COLORLESS_HYBRID = COLORS.map((c) => `{C/${c}}`);
export const PHYREXIAN = [...COLORS.map((c) => `{${c}/P}`), '{C/P}'];
export const HYBRID_PHYREXIAN = HYBRID_PAIRS.map(([a, b]) => `{${a}/${b}/P}`);

export const parse = (texts: readonly string[]): ManaCost => {
  const parsed = parseManaCost(texts.join(''));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

export const anySymbol = fc.oneof(
  fc.constantFrom(...GENERIC),
  fc.constantFrom(...COLORED),
  fc.constant('{C}'),
  fc.constant('{S}'),
  fc.constantFrom(...HYBRID),
  fc.constantFrom(...TWOBRID),
  fc.constantFrom(...COLORLESS_HYBRID),
  fc.constantFrom(...PHYREXIAN),
  fc.constantFrom(...HYBRID_PHYREXIAN),
);

/** {2/C} symbols beside Phyrexian ones, where the split search and life meet (CR 107.4e-f). */
export const twobridHeavySymbol = fc.oneof(
  { arbitrary: fc.constantFrom(...TWOBRID), weight: 3 },
  { arbitrary: fc.constantFrom(...PHYREXIAN, ...HYBRID_PHYREXIAN), weight: 2 },
  { arbitrary: fc.constantFrom(...COLORED, ...GENERIC, '{S}'), weight: 1 },
);

// Mostly restrictions that the usual purpose (casting a spell) allows, so that restricted
// mana is often spendable and its place in the preference is exercised.
export const restriction: fc.Arbitrary<SpendRestriction> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'castSpell' } as const), weight: 3 },
  {
    arbitrary: fc
      .constantFrom(['Instant'], ['Creature'])
      .map((cardTypes) => ({ kind: 'castSpell', cardTypes }) as const),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'activateAbility' } as const), weight: 1 },
  { arbitrary: fc.constant({ kind: 'costWithX' } as const), weight: 1 },
  // Qualities and several uses (Eldrazi Temple, Pillar of the Paruns, Soldevi Machinist).
  {
    arbitrary: fc.constantFrom<SpendRestriction>(
      { kind: 'castSpell', colors: 'multicolored' },
      { kind: 'castSpell', subtypes: ['Elf'], notCardTypes: ['Instant'] },
      { kind: 'activateAbility', cardTypes: ['Artifact'] },
      {
        kind: 'anyOf',
        uses: [
          { kind: 'castSpell', subtypes: ['Elf'], colors: 'colorless' },
          { kind: 'activateAbility', subtypes: ['Elf'], colors: 'colorless' },
        ],
      },
    ),
    weight: 1,
  },
);

/** A unit; `restrictedWeight` against 2 for unrestricted. */
export const unitOf = (restrictedWeight: number): fc.Arbitrary<ManaUnit> =>
  fc
    .record({
      type: fc.constantFrom(...MANA_TYPES),
      snow: fc.boolean(),
      restrictions: fc.oneof(
        { arbitrary: fc.constant([]), weight: 2 },
        { arbitrary: fc.array(restriction, { minLength: 1, maxLength: 2 }), weight: restrictedWeight },
      ),
    })
    .map(({ type, snow, restrictions }) => ({
      type,
      ...(snow ? { snow } : {}),
      ...(restrictions.length > 0 ? { restrictions } : {}),
    }));

export const unit = unitOf(1);

export const purpose: fc.Arbitrary<SpendPurpose | undefined> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'spell' } as const), weight: 3 },
  { arbitrary: fc.constant({ kind: 'spell', cardTypes: ['Instant'] } as const), weight: 1 },
  { arbitrary: fc.constant({ kind: 'ability' } as const), weight: 1 },
  {
    arbitrary: fc.constantFrom<SpendPurpose>(
      { kind: 'spell', cardTypes: ['Creature'], subtypes: ['Elf'], colors: [] },
      { kind: 'spell', cardTypes: ['Creature'], subtypes: ['Elf'], colors: ['G', 'W'] },
      { kind: 'ability', cardTypes: ['Artifact', 'Creature'], subtypes: ['Elf'], colors: [] },
    ),
    weight: 1,
  },
  { arbitrary: fc.constant(undefined), weight: 1 },
);
