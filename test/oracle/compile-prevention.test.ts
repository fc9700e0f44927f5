import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, StaticPrevention } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
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

type Row = readonly [string, CardData, AbilityDef];

/** A row whose card has one static prevention ability (615.1a). */
const prevents = (
  name: string,
  cardName: string,
  types: readonly CardType[],
  text: string,
  prevention: StaticPrevention,
): Row => [name, card(cardName, types, text), { kind: 'prevention', text, prevention }];

type Activated = Extract<AbilityDef, { kind: 'activated' }>;

/** A row whose card has one activated ability; `sacrificeSelf` for "Sacrifice ~:" (602.1). */
const activated = (
  name: string,
  cardName: string,
  types: readonly CardType[],
  text: string,
  cost: string,
  targets: Activated['targets'],
  instructions: Activated['instructions'],
  sacrificeSelf = false,
): Row => [
  name,
  card(cardName, types, text),
  {
    kind: 'activated',
    text,
    cost,
    ...(sacrificeSelf ? { extraCosts: [{ kind: 'sacrificeSelf' }] } : {}),
    targets,
    instructions,
  },
];

const ROWS: readonly Row[] = [
  activated(
    'Samite Healer, CR 615.7: "Prevent the next 1 damage that would be dealt to any target this turn" is a shield on its target',
    'Samite Healer',
    ['Creature'],
    SAMITE,
    '{T}',
    { count: 1, filter: {}, anyTarget: true },
    [{ kind: 'preventDamage', on: 'targets', damage: 'to', amount: { kind: 'constant', n: 1 } }],
  ),
  activated(
    'Moonlight Geist, CR 615.1a: "all combat damage that would be dealt to and dealt by ~ this turn" shields both ways',
    'Moonlight Geist',
    ['Creature'],
    GEIST,
    '{3}{W}',
    null,
    [{ kind: 'preventDamage', on: 'self', damage: 'toAndBy', combatOnly: true }],
  ),
  prevents(
    'Fog Bank, CR 615.1a: the static "Prevent all combat damage that would be dealt to and dealt by ~."',
    'Fog Bank',
    ['Creature'],
    'Prevent all combat damage that would be dealt to and dealt by Fog Bank.',
    { to: true, by: true, combatOnly: true },
  ),
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
  activated(
    'Kami of False Hope, CR 615.1a: the same shield from an activated ability',
    'Kami of False Hope',
    ['Creature'],
    KAMI,
    '',
    null,
    [{ kind: 'preventDamage', on: 'all', damage: 'to', combatOnly: true }],
    true,
  ),
  activated(
    'Resistance Fighter, CR 615.1a: "Prevent all combat damage target creature would deal this turn" shields what its target deals',
    'Resistance Fighter',
    ['Creature'],
    FIGHTER,
    '',
    { count: 1, filter: { types: ['Creature'] } },
    [{ kind: 'preventDamage', on: 'targets', damage: 'by', combatOnly: true }],
    true,
  ),
  activated(
    'Songstitcher, CR 615.1a: "… that would be dealt this turn by target attacking creature with flying"',
    'Songstitcher',
    ['Creature'],
    SONGSTITCHER,
    '{1}{W}',
    { count: 1, filter: { types: ['Creature'] }, withKeyword: 'Flying', combat: 'attacking' },
    [{ kind: 'preventDamage', on: 'targets', damage: 'by', combatOnly: true }],
  ),
  activated(
    'Maze of Ith, CR 615.1a: "that creature" is the target untapped before it',
    'Maze of Ith',
    ['Land'],
    MAZE,
    '{T}',
    { count: 1, filter: { types: ['Creature'] }, combat: 'attacking' },
    [
      { kind: 'untap', on: 'targets' },
      { kind: 'preventDamage', on: 'targets', damage: 'toAndBy', combatOnly: true },
    ],
  ),
  prevents(
    'Glittering Lion, CR 615.1a: "Prevent all damage that would be dealt to ~." is a static prevention ability',
    'Glittering Lion',
    ['Creature'],
    'Prevent all damage that would be dealt to Glittering Lion.',
    { to: true, by: false },
  ),
  prevents(
    'Argothian Pixies, CR 615.1a: "… by artifact creatures" names the sources\' card types',
    'Argothian Pixies',
    ['Creature'],
    PIXIES,
    { to: true, by: false, sourceTypes: ['Artifact', 'Creature'] },
  ),
  prevents(
    'Argothian Treefolk, CR 615.1a: "… by artifact sources"',
    'Argothian Treefolk',
    ['Creature'],
    TREEFOLK,
    { to: true, by: false, sourceTypes: ['Artifact'] },
  ),
  prevents(
    'Tresserhorn Skyknight, CR 615.1a: "… by creatures with first strike"',
    'Tresserhorn Skyknight',
    ['Creature'],
    SKYKNIGHT,
    { to: true, by: false, sourceTypes: ['Creature'], sourceKeyword: 'First strike' },
  ),
  prevents(
    'Marble Priest, CR 615.1a: "Prevent all combat damage that would be dealt to ~ by Walls"',
    'Marble Priest',
    ['Creature'],
    PRIEST,
    { to: true, by: false, combatOnly: true, sourceSubtypes: ['Wall'] },
  ),
  prevents(
    'Wall of Vapor, CR 615.1a: "… by creatures it\'s blocking"',
    'Wall of Vapor',
    ['Creature'],
    VAPOR,
    { to: true, by: false, sourceTypes: ['Creature'], sourceInCombat: 'blockedByIt' },
  ),
  prevents('Enchanted Being, CR 615.1a: "… by enchanted creatures"', 'Enchanted Being', ['Creature'], BEING, {
    to: true,
    by: false,
    combatOnly: true,
    sourceTypes: ['Creature'],
    sourceEnchanted: true,
  }),
  prevents(
    'Gaseous Form, CR 615.1a, 303.4: an Aura\'s "… to and dealt by enchanted creature" is about what it enchants',
    'Gaseous Form',
    ['Enchantment'],
    FORM,
    { to: true, by: true, attached: true, combatOnly: true },
  ),
  prevents(
    'General\'s Kabuto, CR 615.1a, 301.5: an Equipment\'s "… to equipped creature"',
    "General's Kabuto",
    ['Artifact'],
    KABUTO,
    { to: true, by: false, attached: true, combatOnly: true },
  ),
  prevents(
    'Excruciator, CR 615.12: "Damage that would be dealt by ~ can\'t be prevented"',
    'Excruciator',
    ['Creature'],
    "Damage that would be dealt by Excruciator can't be prevented.",
    { to: false, by: true, unpreventable: true },
  ),
  prevents(
    'Phantom Centaur, CR 615.5: the prevention with an additional effect, removing a +1/+1 counter',
    'Phantom Centaur',
    ['Creature'],
    PHANTOM,
    { to: true, by: false, thenRemoveCounter: '+1/+1' },
  ),
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
