import type { AbilityDef, Value } from '../../effects/types.js';
import { setPT, staticAbility, unsupported } from './build.js';

const manaValue: Value = { kind: 'manaValueOfAffected' };

/** Effects that make noncreatures creatures, or strip creatures (layers 4, 6 and 7b). */
export const ANIMATION: Readonly<Record<string, readonly AbilityDef[]>> = {
  Humility: [
    staticAbility(
      'All creatures lose all abilities and have base power and toughness 1/1.',
      { types: ['Creature'] },
      { kind: 'loseAllAbilities' },
      setPT(1, 1),
    ),
  ],
  Opalescence: [
    staticAbility(
      'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
      { types: ['Enchantment'], notSubtypes: ['Aura'], other: true },
      { kind: 'setTypes', addTypes: ['Creature'] },
      setPT(manaValue, manaValue),
    ),
  ],
  'March of the Machines': [
    staticAbility(
      'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
      { types: ['Artifact'], notTypes: ['Creature'] },
      { kind: 'setTypes', addTypes: ['Creature'] },
      setPT(manaValue, manaValue),
    ),
  ],
  'Ensoul Artifact': [
    { kind: 'enchant', text: 'Enchant artifact', filter: { types: ['Artifact'] } },
    staticAbility(
      'Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.',
      { attachedToSource: true },
      { kind: 'setTypes', addTypes: ['Creature'] },
      setPT(5, 5),
    ),
  ],
  'Mycosynth Lattice': [
    staticAbility(
      'All permanents are artifacts in addition to their other types.',
      {},
      {
        kind: 'setTypes',
        addTypes: ['Artifact'],
      },
    ),
    staticAbility(
      "All cards that aren't on the battlefield, spells, and permanents are colorless.",
      { zone: 'anywhere' },
      { kind: 'setColors', colors: [] },
    ),
    unsupported(
      'Players may spend mana as though it were mana of any color.',
      'a rule-changing effect on payment (CR 609.4b) that planPayment does not take yet',
    ),
  ],
};
