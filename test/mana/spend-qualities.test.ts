import { describe, expect, it } from 'vitest';
import { parseManaCost } from '../../src/mana/cost.js';
import { planPayment } from '../../src/mana/payment.js';
import { canSpend, type SpendPurpose } from '../../src/mana/payment-model.js';
import type { SpendRestriction } from '../../src/mana/pool.js';

/**
 * CR 106.6: what restricted mana may be spent on, read against the spell cast or the source of
 * the ability activated: card types, "non-" a type, subtypes, supertypes, colourless and
 * multicoloured (105.2b-c), and several uses at once. Each restriction is a real card's, as its
 * Oracle text states it (MTGJSON, April 2022); each purpose a real card's printed characteristics.
 */

const spell = (o: Omit<SpendPurpose, 'kind'>): SpendPurpose => ({ kind: 'spell', ...o });
const ability = (o: Omit<SpendPurpose, 'kind'>): SpendPurpose => ({ kind: 'ability', ...o });

/** Eldrazi Temple: "Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi." */
const temple: SpendRestriction = {
  kind: 'anyOf',
  uses: [
    { kind: 'castSpell', subtypes: ['Eldrazi'], colors: 'colorless' },
    { kind: 'activateAbility', subtypes: ['Eldrazi'], colors: 'colorless' },
  ],
};
/** Pillar of the Paruns: "... only to cast a multicolored spell." */
const pillar: SpendRestriction = { kind: 'castSpell', colors: 'multicolored' };
/** Narset of the Ancient Way: "... only to cast a noncreature spell." */
const narset: SpendRestriction = { kind: 'castSpell', notCardTypes: ['Creature'] };
/** Untaidake, the Cloud Keeper: "... only to cast legendary spells." */
const untaidake: SpendRestriction = { kind: 'castSpell', supertypes: ['Legendary'] };
/** Tournament Grounds: "... only to cast a Knight or Equipment spell." */
const grounds: SpendRestriction = { kind: 'castSpell', subtypes: ['Knight', 'Equipment'] };
/** Chandra's Embercat: "... only to cast an Elemental spell or a Chandra planeswalker spell." */
const embercat: SpendRestriction = {
  kind: 'anyOf',
  uses: [
    { kind: 'castSpell', subtypes: ['Elemental'] },
    { kind: 'castSpell', cardTypes: ['Planeswalker'], subtypes: ['Chandra'] },
  ],
};
/** Soldevi Machinist: "... only to activate abilities of artifacts." */
const machinist: SpendRestriction = { kind: 'activateAbility', cardTypes: ['Artifact'] };

const ROWS: readonly (readonly [string, SpendRestriction, SpendPurpose, boolean])[] = [
  [
    'Eldrazi Temple: Endless One, a colorless Eldrazi creature spell',
    temple,
    spell({ cardTypes: ['Creature'], subtypes: ['Eldrazi'], colors: [] }),
    true,
  ],
  [
    "Eldrazi Temple: not Kozilek's Predator, a green Eldrazi spell",
    temple,
    spell({ cardTypes: ['Creature'], subtypes: ['Eldrazi', 'Drone'], colors: ['G'] }),
    false,
  ],
  [
    'Eldrazi Temple: not Sol Ring, colorless but no Eldrazi',
    temple,
    spell({ cardTypes: ['Artifact'], colors: [] }),
    false,
  ],
  [
    "Eldrazi Temple: Kozilek's Shrieker's ability (devoid: colorless, 702.114a)",
    temple,
    ability({ cardTypes: ['Creature'], subtypes: ['Eldrazi', 'Drone'], colors: [] }),
    true,
  ],
  [
    'Eldrazi Temple: an Eldrazi whose colours are not stated is not known to be colorless',
    temple,
    spell({ cardTypes: ['Creature'], subtypes: ['Eldrazi'] }),
    false,
  ],
  [
    'Pillar of the Paruns, 105.2b: Putrid Leech, black and green',
    pillar,
    spell({ cardTypes: ['Creature'], colors: ['B', 'G'] }),
    true,
  ],
  [
    'Pillar of the Paruns, 105.2a: not Grizzly Bears, green only',
    pillar,
    spell({ cardTypes: ['Creature'], colors: ['G'] }),
    false,
  ],
  [
    'Pillar of the Paruns, 105.2c: not Sol Ring, colorless',
    pillar,
    spell({ cardTypes: ['Artifact'], colors: [] }),
    false,
  ],
  ['Narset of the Ancient Way: Lightning Bolt, an instant', narset, spell({ cardTypes: ['Instant'] }), true],
  [
    'Narset of the Ancient Way: not Ornithopter, an artifact creature',
    narset,
    spell({ cardTypes: ['Artifact', 'Creature'] }),
    false,
  ],
  [
    'Untaidake: a legendary creature spell',
    untaidake,
    spell({ cardTypes: ['Creature'], supertypes: ['Legendary'] }),
    true,
  ],
  ['Untaidake: not a nonlegendary one', untaidake, spell({ cardTypes: ['Creature'], supertypes: [] }), false],
  [
    'Tournament Grounds: an Equipment spell',
    grounds,
    spell({ cardTypes: ['Artifact'], subtypes: ['Equipment'] }),
    true,
  ],
  [
    'Tournament Grounds: not an Aura spell',
    grounds,
    spell({ cardTypes: ['Enchantment'], subtypes: ['Aura'] }),
    false,
  ],
  [
    "Chandra's Embercat: a Chandra planeswalker spell",
    embercat,
    spell({ cardTypes: ['Planeswalker'], subtypes: ['Chandra'] }),
    true,
  ],
  [
    "Chandra's Embercat: not a Jace planeswalker spell",
    embercat,
    spell({ cardTypes: ['Planeswalker'], subtypes: ['Jace'] }),
    false,
  ],
  [
    "Chandra's Embercat: not an Elemental's ability",
    embercat,
    ability({ cardTypes: ['Creature'], subtypes: ['Elemental'] }),
    false,
  ],
  ["Soldevi Machinist: Mind Stone's ability", machinist, ability({ cardTypes: ['Artifact'] }), true],
  ['Soldevi Machinist: not an artifact spell', machinist, spell({ cardTypes: ['Artifact'] }), false],
];

describe('spend restrictions read the spell or the source (CR 106.6)', () => {
  const one = parseManaCost('{1}');
  it.each(ROWS)('%s', (_, restriction, purpose, allowed) => {
    if (!one.ok) throw new Error(one.error.message);
    expect(canSpend([restriction], one.value, purpose)).toBe(allowed);
    // The planner spends the unit exactly where canSpend allows it.
    expect(
      planPayment(one.value, { pool: [{ type: 'C', restrictions: [restriction] }] }, { purpose }).ok,
    ).toBe(allowed);
  });
});
