import { z } from 'zod';
import { SPEND_COLORS, type SpendRestriction } from '../mana/pool.js';
import { nameSchema } from './numbers-schema.js';

/**
 * Mana spend restrictions (CR 106.6, src/mana/pool.ts `SpendRestriction`), as mana in a pool
 * and the `addMana` instruction that makes it carry them.
 */

const names = z.array(nameSchema).min(1);

const qualities = {
  cardTypes: names.describe('At least one of these card types.').exactOptional(),
  notCardTypes: names.describe('None of these card types ("noncreature").').exactOptional(),
  subtypes: names.describe('At least one of these subtypes.').exactOptional(),
  supertypes: names.describe('Every one of these supertypes ("legendary").').exactOptional(),
  colors: z.enum(SPEND_COLORS).describe('No colour, or two or more (CR 105.2b-c).').exactOptional(),
};

const spendUseOptions = [
  z
    .strictObject({ kind: z.literal('castSpell'), ...qualities })
    .describe('To cast a spell with these qualities (all spells if none are given).'),
  z
    .strictObject({ kind: z.literal('activateAbility'), ...qualities })
    .describe('To activate an ability of an object with these qualities (any ability if none are given).'),
  z.strictObject({ kind: z.literal('costWithX') }).describe('On a cost that contains {X}.'),
] as const;

export const spendRestrictionSchema: z.ZodType<SpendRestriction> = z
  .discriminatedUnion('kind', [
    ...spendUseOptions,
    z
      .strictObject({
        kind: z.literal('anyOf'),
        uses: z.array(z.discriminatedUnion('kind', spendUseOptions)).min(2),
      })
      .describe('Any one of these uses.'),
  ])
  .meta({ id: 'SpendRestriction', description: 'What restricted mana may be spent on (CR 106.6).' });
