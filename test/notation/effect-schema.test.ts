import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  AbilityDef,
  Condition,
  EffectDef,
  EntryChoice,
  EntryOption,
  Filter,
  Instruction,
  LayerOp,
  Restriction,
  TargetSpec,
  TokenDef,
  Trigger,
  Value,
} from '../../src/effects/types.js';
import type {
  abilitySchema,
  effectDefSchema,
  layerOpSchema,
  tokenDefSchema,
} from '../../src/notation/effect-schema.js';
import type { filterSchema, valueSchema } from '../../src/notation/filter-schema.js';

/**
 * The validators must accept exactly the effect language of src/effects/types.ts. parseBoard and
 * makeBoard already check that each side's values fit the other's types; these checks add
 * that both name the same fields, since an optional field missing on one side would fit.
 */

type KeysByKind<T extends { readonly kind: string }> = {
  [K in T['kind']]: keyof Extract<T, { readonly kind: K }>;
};
type Ability = z.infer<typeof abilitySchema>;
type Kind<T, K> = Extract<T, { readonly kind: K }>;
type SpellInstruction = Kind<Ability, 'spell'>['instructions'][number];
type Choice = Kind<Ability, 'asEnters'>['choice'];

describe('the effect validators name the same fields as the effect types', () => {
  it('filters, values and effects', () => {
    expectTypeOf<keyof z.infer<typeof filterSchema>>().toEqualTypeOf<keyof Filter>();
    expectTypeOf<KeysByKind<z.infer<typeof valueSchema>>>().toEqualTypeOf<KeysByKind<Value>>();
    expectTypeOf<KeysByKind<z.infer<typeof layerOpSchema>>>().toEqualTypeOf<KeysByKind<LayerOp>>();
    expectTypeOf<keyof z.infer<typeof effectDefSchema>>().toEqualTypeOf<keyof EffectDef>();
    expectTypeOf<keyof z.infer<typeof tokenDefSchema>>().toEqualTypeOf<keyof TokenDef>();
  });

  it('abilities and what they hold', () => {
    expectTypeOf<KeysByKind<Ability>>().toEqualTypeOf<KeysByKind<AbilityDef>>();
    expectTypeOf<KeysByKind<SpellInstruction>>().toEqualTypeOf<KeysByKind<Instruction>>();
    expectTypeOf<keyof NonNullable<Kind<Ability, 'spell'>['targets']>>().toEqualTypeOf<keyof TargetSpec>();
    expectTypeOf<KeysByKind<Choice>>().toEqualTypeOf<KeysByKind<EntryChoice>>();
    expectTypeOf<keyof Kind<Choice, 'characteristics'>['options'][number]>().toEqualTypeOf<
      keyof EntryOption
    >();
    expectTypeOf<KeysByKind<NonNullable<Kind<Ability, 'static'>['condition']>>>().toEqualTypeOf<
      KeysByKind<Condition>
    >();
    expectTypeOf<KeysByKind<Kind<Ability, 'triggered'>['trigger']>>().toEqualTypeOf<KeysByKind<Trigger>>();
    expectTypeOf<KeysByKind<Kind<Ability, 'restriction'>['restriction']>>().toEqualTypeOf<
      KeysByKind<Restriction>
    >();
  });
});
