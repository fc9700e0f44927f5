import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Prevention (CR 615) in the compiler: shields made by activated and triggered abilities
 * (615.7, 615.1a) and static prevention abilities (615.1a, 615.5), each row a real card's
 * Oracle text (MTGJSON).
 */

const SAMITE = '{T}: Prevent the next 1 damage that would be dealt to any target this turn.';
const GEIST =
  '{3}{W}: Prevent all combat damage that would be dealt to and dealt by Moonlight Geist this turn.';
const PHANTOM =
  'If damage would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1 counter from Phantom Centaur.';

const KAMI = 'Sacrifice Kami of False Hope: Prevent all combat damage that would be dealt this turn.';
const FIGHTER =
  'Sacrifice Resistance Fighter: Prevent all combat damage target creature would deal this turn.';
const MAZE =
  '{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.';

const PIXIES = 'Prevent all damage that would be dealt to Argothian Pixies by artifact creatures.';
const TREEFOLK = 'Prevent all damage that would be dealt to Argothian Treefolk by artifact sources.';
const SKYKNIGHT =
  'Prevent all damage that would be dealt to Tresserhorn Skyknight by creatures with first strike.';
const PRIEST = 'Prevent all combat damage that would be dealt to Marble Priest by Walls.';

const VAPOR = "Prevent all damage that would be dealt to Wall of Vapor by creatures it's blocking.";
const BEING = 'Prevent all combat damage that would be dealt to Enchanted Being by enchanted creatures.';

const FORM = 'Prevent all combat damage that would be dealt to and dealt by enchanted creature.';
const KABUTO = 'Prevent all combat damage that would be dealt to equipped creature.';

const SONGSTITCHER =
  '{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking creature with flying.';

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Samite Healer, CR 615.7: "Prevent the next 1 damage that would be dealt to any target this turn" is a shield on its target',
    card('Samite Healer', ['Creature'], SAMITE),
    {
      kind: 'activated',
      text: SAMITE,
      cost: '{T}',
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [
        { kind: 'preventDamage', on: 'targets', damage: 'to', amount: { kind: 'constant', n: 1 } },
      ],
    },
  ],
  [
    'Moonlight Geist, CR 615.1a: "all combat damage that would be dealt to and dealt by ~ this turn" shields both ways',
    card('Moonlight Geist', ['Creature'], GEIST),
    {
      kind: 'activated',
      text: GEIST,
      cost: '{3}{W}',
      targets: null,
      instructions: [{ kind: 'preventDamage', on: 'self', damage: 'toAndBy', combatOnly: true }],
    },
  ],
  [
    'Fog Bank, CR 615.1a: the static "Prevent all combat damage that would be dealt to and dealt by ~."',
    card('Fog Bank', ['Creature'], 'Prevent all combat damage that would be dealt to and dealt by Fog Bank.'),
    {
      kind: 'prevention',
      text: 'Prevent all combat damage that would be dealt to and dealt by Fog Bank.',
      prevention: { to: true, by: true, combatOnly: true },
    },
  ],
  [
    'Ignoble Soldier, CR 615.1a: "prevent all combat damage that would be dealt by it this turn" as it becomes blocked',
    card(
      'Ignoble Soldier',
      ['Creature'],
      'Whenever Ignoble Soldier becomes blocked, prevent all combat damage that would be dealt by it this turn.',
    ),
    {
      kind: 'triggered',
      text: 'Whenever Ignoble Soldier becomes blocked, prevent all combat damage that would be dealt by it this turn.',
      trigger: { kind: 'becomesBlocked' },
      instructions: [{ kind: 'preventDamage', on: 'self', damage: 'by', combatOnly: true }],
    },
  ],
  [
    'Fog, CR 615.1a: "Prevent all combat damage that would be dealt this turn" is a shield around all damage',
    card('Fog', ['Instant'], 'Prevent all combat damage that would be dealt this turn.'),
    {
      kind: 'spell',
      text: 'Prevent all combat damage that would be dealt this turn.',
      targets: null,
      instructions: [{ kind: 'preventDamage', on: 'all', damage: 'to', combatOnly: true }],
    },
  ],
  [
    'Kami of False Hope, CR 615.1a: the same shield from an activated ability',
    card('Kami of False Hope', ['Creature'], KAMI),
    {
      kind: 'activated',
      text: KAMI,
      cost: '',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: null,
      instructions: [{ kind: 'preventDamage', on: 'all', damage: 'to', combatOnly: true }],
    },
  ],
  [
    'Resistance Fighter, CR 615.1a: "Prevent all combat damage target creature would deal this turn" shields what its target deals',
    card('Resistance Fighter', ['Creature'], FIGHTER),
    {
      kind: 'activated',
      text: FIGHTER,
      cost: '',
      extraCosts: [{ kind: 'sacrificeSelf' }],
      targets: { count: 1, filter: { types: ['Creature'] } },
      instructions: [{ kind: 'preventDamage', on: 'targets', damage: 'by', combatOnly: true }],
    },
  ],
  [
    'Songstitcher, CR 615.1a: "… that would be dealt this turn by target attacking creature with flying"',
    card('Songstitcher', ['Creature'], SONGSTITCHER),
    {
      kind: 'activated',
      text: SONGSTITCHER,
      cost: '{1}{W}',
      targets: { count: 1, filter: { types: ['Creature'] }, withKeyword: 'Flying', combat: 'attacking' },
      instructions: [{ kind: 'preventDamage', on: 'targets', damage: 'by', combatOnly: true }],
    },
  ],
  [
    'Maze of Ith, CR 615.1a: "that creature" is the target untapped before it',
    card('Maze of Ith', ['Land'], MAZE),
    {
      kind: 'activated',
      text: MAZE,
      cost: '{T}',
      targets: { count: 1, filter: { types: ['Creature'] }, combat: 'attacking' },
      instructions: [
        { kind: 'untap', on: 'targets' },
        { kind: 'preventDamage', on: 'targets', damage: 'toAndBy', combatOnly: true },
      ],
    },
  ],
  [
    'Glittering Lion, CR 615.1a: "Prevent all damage that would be dealt to ~." is a static prevention ability',
    card('Glittering Lion', ['Creature'], 'Prevent all damage that would be dealt to Glittering Lion.'),
    {
      kind: 'prevention',
      text: 'Prevent all damage that would be dealt to Glittering Lion.',
      prevention: { to: true, by: false },
    },
  ],
  [
    'Argothian Pixies, CR 615.1a: "… by artifact creatures" names the sources\' card types',
    card('Argothian Pixies', ['Creature'], PIXIES),
    {
      kind: 'prevention',
      text: PIXIES,
      prevention: { to: true, by: false, sourceTypes: ['Artifact', 'Creature'] },
    },
  ],
  [
    'Argothian Treefolk, CR 615.1a: "… by artifact sources"',
    card('Argothian Treefolk', ['Creature'], TREEFOLK),
    { kind: 'prevention', text: TREEFOLK, prevention: { to: true, by: false, sourceTypes: ['Artifact'] } },
  ],
  [
    'Tresserhorn Skyknight, CR 615.1a: "… by creatures with first strike"',
    card('Tresserhorn Skyknight', ['Creature'], SKYKNIGHT),
    {
      kind: 'prevention',
      text: SKYKNIGHT,
      prevention: { to: true, by: false, sourceTypes: ['Creature'], sourceKeyword: 'First strike' },
    },
  ],
  [
    'Marble Priest, CR 615.1a: "Prevent all combat damage that would be dealt to ~ by Walls"',
    card('Marble Priest', ['Creature'], PRIEST),
    {
      kind: 'prevention',
      text: PRIEST,
      prevention: { to: true, by: false, combatOnly: true, sourceSubtypes: ['Wall'] },
    },
  ],
  [
    'Wall of Vapor, CR 615.1a: "… by creatures it\'s blocking"',
    card('Wall of Vapor', ['Creature'], VAPOR),
    {
      kind: 'prevention',
      text: VAPOR,
      prevention: { to: true, by: false, sourceTypes: ['Creature'], sourceInCombat: 'blockedByIt' },
    },
  ],
  [
    'Enchanted Being, CR 615.1a: "… by enchanted creatures"',
    card('Enchanted Being', ['Creature'], BEING),
    {
      kind: 'prevention',
      text: BEING,
      prevention: { to: true, by: false, combatOnly: true, sourceTypes: ['Creature'], sourceEnchanted: true },
    },
  ],
  [
    'Gaseous Form, CR 615.1a, 303.4: an Aura\'s "… to and dealt by enchanted creature" is about what it enchants',
    card('Gaseous Form', ['Enchantment'], FORM),
    { kind: 'prevention', text: FORM, prevention: { to: true, by: true, attached: true, combatOnly: true } },
  ],
  [
    'General\'s Kabuto, CR 615.1a, 301.5: an Equipment\'s "… to equipped creature"',
    card("General's Kabuto", ['Artifact'], KABUTO),
    {
      kind: 'prevention',
      text: KABUTO,
      prevention: { to: true, by: false, attached: true, combatOnly: true },
    },
  ],
  [
    'Phantom Centaur, CR 615.5: the prevention with an additional effect, removing a +1/+1 counter',
    card('Phantom Centaur', ['Creature'], PHANTOM),
    { kind: 'prevention', text: PHANTOM, prevention: { to: true, by: false, thenRemoveCounter: '+1/+1' } },
  ],
];

describe('prevention compiles', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });
});

/** Prevention the engine does not apply yet stays unsupported, never partly applied. */
const REFUSED: readonly (readonly [string, CardData])[] = [
  [
    'Elvish Healer: "If it\'s a green creature, prevent the next 2 damage instead" is no template',
    card(
      'Elvish Healer',
      ['Creature'],
      "{T}: Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, prevent the next 2 damage instead.",
    ),
  ],
  [
    'Harmless Assault, CR 615.1a: "that would be dealt this turn by attacking creatures" is no template',
    card(
      'Harmless Assault',
      ['Instant'],
      'Prevent all combat damage that would be dealt this turn by attacking creatures.',
    ),
  ],
  [
    'Sanctum Guardian, CR 615.8: "the next time a source of your choice would deal damage" is no template',
    card(
      'Sanctum Guardian',
      ['Creature'],
      'Sacrifice Sanctum Guardian: The next time a source of your choice would deal damage to any target this turn, prevent that damage.',
    ),
  ],
];

describe('prevention the compiler refuses', () => {
  it.each(REFUSED)('%s', (_name, c) => {
    expect(compileCard(c).map((a) => a.kind)).toEqual(['unsupported']);
  });
});
