import { describe, expect, it } from 'vitest';
import type { Restriction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Combat restrictions naming a quality, and "alone" (CR 508.1c, 509.1b), card by card: the Oracle text of
 * a real card (MTGJSON, April 2022) and the restriction it compiles to.
 */

const ROWS: readonly (readonly [string, string, Restriction])[] = [
  [
    'Bog Rats',
    "Bog Rats can't be blocked by Walls.",
    { kind: 'cantBeBlockedBy', by: [{ subtypes: ['Wall'] }] },
  ],
  [
    'Dauthi Horror',
    "Dauthi Horror can't be blocked by white creatures.",
    { kind: 'cantBeBlockedBy', by: [{ colors: ['W'] }] },
  ],
  [
    'Amrou Kithkin',
    "Amrou Kithkin can't be blocked by creatures with power 3 or greater.",
    { kind: 'cantBeBlockedBy', by: [{ powerAtLeast: 3 }] },
  ],
  [
    'Argothian Pixies',
    "Argothian Pixies can't be blocked by artifact creatures.",
    { kind: 'cantBeBlockedBy', by: [{ types: ['Artifact'] }] },
  ],
  [
    'Orchard Spirit',
    "Orchard Spirit can't be blocked except by creatures with flying or reach.",
    { kind: 'cantBeBlockedExceptBy', by: [{ keywords: ['Flying', 'Reach'] }] },
  ],
  [
    'Elven Riders',
    "Elven Riders can't be blocked except by Walls and/or creatures with flying.",
    { kind: 'cantBeBlockedExceptBy', by: [{ subtypes: ['Wall'] }, { keywords: ['Flying'] }] },
  ],
  [
    'Guile',
    "Guile can't be blocked except by three or more creatures.",
    { kind: 'cantBeBlockedByFewerThan', n: 3 },
  ],
  [
    'Brassclaw Orcs',
    "Brassclaw Orcs can't block creatures with power 2 or greater.",
    { kind: 'cantBlockCreatures', of: [{ powerAtLeast: 2 }] },
  ],
  [
    'Gibbering Hyenas',
    "Gibbering Hyenas can't block black creatures.",
    { kind: 'cantBlockCreatures', of: [{ colors: ['B'] }] },
  ],
  [
    'Sea Serpent',
    "Sea Serpent can't attack unless defending player controls an Island.",
    { kind: 'cantAttackUnlessDefenderControls', quality: { subtypes: ['Island'] } },
  ],
  ['Raging Kronch', "Raging Kronch can't attack alone.", { kind: 'cantAttackAlone' }],
  ['Craven Hulk', "Craven Hulk can't block alone.", { kind: 'cantBlockAlone' }],
  ['Mogg Flunkies', "Mogg Flunkies can't attack or block alone.", { kind: 'cantAttackOrBlockAlone' }],
  [
    'Two-Headed Giant of Foriys',
    'Two-Headed Giant of Foriys can block an additional creature each combat.',
    { kind: 'canBlockAdditional', n: 1 },
  ],
  [
    'Watcher in the Web',
    'Watcher in the Web can block an additional seven creatures each combat.',
    { kind: 'canBlockAdditional', n: 7 },
  ],
  ['Palace Guard', 'Palace Guard can block any number of creatures.', { kind: 'canBlockAnyNumber' }],
  [
    'Wandering Wolf',
    "Creatures with power less than Wandering Wolf's power can't block it.",
    { kind: 'cantBeBlockedByLesserPower' },
  ],
];

describe('combat restrictions naming qualities, card by card (CR 508.1c, 509.1b)', () => {
  it.each(ROWS)('%s: %s', (name, text, restriction) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([{ kind: 'restriction', text, restriction }]);
  });

  it('Thorn Elemental: "You may have ~ assign its combat damage as though it weren\'t blocked" (510.1b-c)', () => {
    const text = "You may have Thorn Elemental assign its combat damage as though it weren't blocked.";
    expect(compileCard(card('Thorn Elemental', ['Creature'], text))).toEqual([
      { kind: 'restriction', text, restriction: { kind: 'mayAssignAsThoughUnblocked' } },
    ]);
  });

  it.each([
    ["Orgg can't attack if defending player controls an untapped creature with power 3 or greater."],
    ["Dandân can't attack unless defending player controls an enchantment or an enchanted permanent."],
    ["Frost Titan can't be blocked by creatures."],
  ])('refused: %s', (text) => {
    const [ability] = compileCard(card(text.split(' can')[0] ?? '', ['Creature'], text));
    expect(ability?.kind).toBe('unsupported');
  });
});
