import { describe, it } from 'vitest';
import {
  check,
  type Expectations,
  effectOn,
  losesAllAbilities,
  modifyPT,
  type Row,
  setPT,
} from '../../support/boards.js';

/**
 * The cards of the layers issue, each on a small board. Expected values come from each
 * card's Oracle text (src/cards/pool-data.json) and the rule named in the row.
 */

const inGraveyard = (card: string, owner = 'A') => ({ card, zone: 'graveyard', owner });
const inHand = (card: string, owner = 'A') => ({ card, zone: 'hand', owner });

const VANILLA: readonly Row[] = [
  {
    name: 'Grizzly Bears: a 2/2 green Bear (CR 302.4c: its printed numbers)',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    expect: { bear: { pt: '2/2', base: '2/2', colors: ['G'], types: ['Creature'], subtypes: ['Bear'] } },
  },
  {
    name: 'Grizzly Bears in a hand: a creature card keeps its printed 2/2 (CR 208.3)',
    board: { objects: [{ id: 'bear', ...inHand('Grizzly Bears') }] },
    expect: { bear: { pt: '2/2' } },
  },
];

const CDAS: readonly Row[] = [
  {
    name: 'Tarmogoyf: no cards in any graveyard -> 0/1',
    board: { objects: [{ id: 'goyf', card: 'Tarmogoyf' }] },
    expect: { goyf: { pt: '0/1' } },
  },
  {
    name: "Tarmogoyf: an instant in A's graveyard and a creature in B's: all graveyards count -> 2/3",
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        inGraveyard('Lightning Bolt'),
        inGraveyard('Grizzly Bears', 'B'),
      ],
    },
    expect: { goyf: { pt: '2/3' } },
  },
  {
    name: 'Tarmogoyf: an artifact creature card (Memnite) counts both its card types -> 2/3',
    board: { objects: [{ id: 'goyf', card: 'Tarmogoyf' }, inGraveyard('Memnite', 'B')] },
    expect: { goyf: { pt: '2/3' } },
  },
  {
    name: 'Tarmogoyf: each card type once (two creatures, an artifact creature, an instant, a land) -> 4/5',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        inGraveyard('Grizzly Bears'),
        inGraveyard('Memnite'),
        inGraveyard('Lightning Bolt', 'B'),
        inGraveyard('Forest', 'B'),
      ],
    },
    expect: { goyf: { pt: '4/5' } },
  },
  {
    name: 'Tarmogoyf: sorcery, planeswalker and enchantment cards -> 3/4',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        inGraveyard('Wrath of God'),
        inGraveyard('Ajani Goldmane'),
        inGraveyard('Crusade', 'B'),
      ],
    },
    expect: { goyf: { pt: '3/4' } },
  },
  {
    name: 'Tarmogoyf: a double-faced card in a graveyard has only its front face (Delver of Secrets, CR 712.8a) -> 1/2',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        { id: 'delver', ...inGraveyard('Delver of Secrets // Insectile Aberration') },
      ],
    },
    expect: {
      goyf: { pt: '1/2' },
      delver: { name: 'Delver of Secrets', pt: '1/1', subtypes: ['Human', 'Wizard'], keywords: [] },
    },
  },
  {
    name: 'Tarmogoyf: a split card in a graveyard (Fire // Ice) is one instant card -> 1/2',
    board: { objects: [{ id: 'goyf', card: 'Tarmogoyf' }, inGraveyard('Fire // Ice')] },
    expect: { goyf: { pt: '1/2' } },
  },
  {
    name: 'Tarmogoyf in a hand: its CDA works in every zone (CR 604.3, 208.2a) -> 1/2 with an instant in a graveyard',
    board: { objects: [{ id: 'goyf', ...inHand('Tarmogoyf') }, inGraveyard('Lightning Bolt')] },
    expect: { goyf: { pt: '1/2' } },
  },
  {
    name: 'Tarmogoyf in a graveyard counts itself, a creature card -> 1/2',
    board: { objects: [{ id: 'goyf', ...inGraveyard('Tarmogoyf') }] },
    expect: { goyf: { pt: '1/2' } },
  },
  {
    name: 'Lhurgoyf: creature cards in all graveyards (Grizzly Bears, Memnite; not Lightning Bolt) -> 2/3',
    board: {
      objects: [
        { id: 'lhurgoyf', card: 'Lhurgoyf' },
        inGraveyard('Grizzly Bears'),
        inGraveyard('Memnite', 'B'),
        inGraveyard('Lightning Bolt', 'B'),
      ],
    },
    expect: { lhurgoyf: { pt: '2/3' } },
  },
  {
    name: 'Lhurgoyf: no creature cards in graveyards -> 0/1',
    board: { objects: [{ id: 'lhurgoyf', card: 'Lhurgoyf' }, inGraveyard('Lightning Bolt')] },
    expect: { lhurgoyf: { pt: '0/1' } },
  },
  {
    name: "Nightmare: Swamps you control, not an opponent's -> 2/2 flying",
    board: {
      objects: [
        { id: 'nightmare', card: 'Nightmare' },
        { card: 'Swamp' },
        { card: 'Swamp' },
        { card: 'Swamp', controller: 'B' },
      ],
    },
    expect: { nightmare: { pt: '2/2', keywords: ['Flying'] } },
  },
  {
    name: 'Nightmare with Urborg, Tomb of Yawgmoth: Urborg and an Island are Swamps -> 2/2',
    board: {
      objects: [
        { id: 'nightmare', card: 'Nightmare' },
        { card: 'Urborg, Tomb of Yawgmoth' },
        { id: 'island', card: 'Island' },
      ],
    },
    expect: { nightmare: { pt: '2/2' }, island: { subtypes: ['Island', 'Swamp'] } },
  },
  {
    name: 'Serra Avatar: your life total 20 -> 20/20',
    board: { objects: [{ id: 'avatar', card: 'Serra Avatar' }] },
    expect: { avatar: { pt: '20/20' } },
  },
  {
    name: 'Serra Avatar controlled by B, at 7 life while A has 20 -> 7/7',
    board: {
      players: [{ id: 'A' }, { id: 'B', life: 7 }],
      objects: [{ id: 'avatar', card: 'Serra Avatar', controller: 'B' }],
    },
    expect: { avatar: { pt: '7/7' } },
  },
  {
    name: "Serra Avatar in its owner's hand: CDAs work everywhere (CR 208.2a) -> 13/13 at 13 life",
    board: {
      players: [{ id: 'A', life: 13 }, { id: 'B' }],
      objects: [{ id: 'avatar', ...inHand('Serra Avatar') }],
    },
    expect: { avatar: { pt: '13/13' } },
  },
  {
    name: 'Serra Avatar at -3 life: a value set by an effect may be negative (CR 107.1b) -> -3/-3',
    board: {
      players: [{ id: 'A', life: -3 }, { id: 'B' }],
      objects: [{ id: 'avatar', card: 'Serra Avatar' }],
    },
    expect: { avatar: { pt: '-3/-3' } },
  },
  {
    name: "Maro: cards in your hand (3), not the opponent's (2) -> 3/3",
    board: {
      objects: [
        { id: 'maro', card: 'Maro' },
        inHand('Forest'),
        inHand('Island'),
        inHand('Lightning Bolt'),
        inHand('Forest', 'B'),
        inHand('Island', 'B'),
      ],
    },
    expect: { maro: { pt: '3/3' } },
  },
  {
    name: 'Maro in your hand counts itself -> 3/3 with two other cards',
    board: { objects: [{ id: 'maro', ...inHand('Maro') }, inHand('Forest'), inHand('Island')] },
    expect: { maro: { pt: '3/3' } },
  },
  {
    name: 'Lost Order of Jarkeld: chose B, who controls one creature -> 2/2',
    board: {
      objects: [
        { id: 'lost', card: 'Lost Order of Jarkeld', choices: { opponent: 'B' } },
        { card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    expect: { lost: { pt: '2/2' } },
  },
];

const anthemBoard = {
  objects: [
    { id: 'anthem', card: 'Glorious Anthem' },
    { id: 'mine', card: 'Grizzly Bears' },
    { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
  ],
} as const;

const ANTHEMS: readonly Row[] = [
  {
    name: "Glorious Anthem: creatures you control get +1/+1; the opponent's don't",
    board: anthemBoard,
    expect: { mine: { pt: '3/3', base: '2/2' }, theirs: { pt: '2/2' }, anthem: { pt: null } },
  },
  {
    name: 'Glorious Anthem twice: +2/+2',
    board: { objects: [...anthemBoard.objects, { card: 'Glorious Anthem' }] },
    expect: { mine: { pt: '4/4' } },
  },
  {
    name: "Honor of the Pure: white creatures you control get +1/+1; not green ones, not the opponent's",
    board: {
      objects: [
        { card: 'Honor of the Pure' },
        { id: 'angel', card: 'Serra Angel' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Serra Angel', controller: 'B' },
      ],
    },
    expect: { angel: { pt: '5/5' }, bear: { pt: '2/2' }, theirs: { pt: '4/4' } },
  },
  {
    name: "Crusade: white creatures get +1/+1, the opponent's too; not green ones",
    board: {
      objects: [
        { card: 'Crusade' },
        { id: 'angel', card: 'Serra Angel' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Serra Angel', controller: 'B' },
      ],
    },
    expect: { angel: { pt: '5/5' }, bear: { pt: '2/2' }, theirs: { pt: '5/5' } },
  },
  {
    name: 'Lord of Atlantis alone: "other" Merfolk, so it is 2/2 without islandwalk',
    board: { objects: [{ id: 'lord', card: 'Lord of Atlantis' }] },
    expect: { lord: { pt: '2/2', keywords: [] } },
  },
  {
    name: 'Lord of Atlantis twice: each gives the other +1/+1 and islandwalk -> 3/3 islandwalk',
    board: {
      objects: [
        { id: 'lord1', card: 'Lord of Atlantis' },
        { id: 'lord2', card: 'Lord of Atlantis', controller: 'B' },
      ],
    },
    expect: {
      lord1: { pt: '3/3', keywords: ['Islandwalk'] },
      lord2: { pt: '3/3', keywords: ['Islandwalk'] },
    },
  },
  {
    name: 'Lord of Atlantis: a changeling is a Merfolk (Chameleon Colossus) -> 5/5 with islandwalk',
    board: { objects: [{ card: 'Lord of Atlantis' }, { id: 'colossus', card: 'Chameleon Colossus' }] },
    expect: { colossus: { pt: '5/5', keywords: ['Islandwalk', 'Protection from black'] } },
  },
  {
    name: 'Elvish Champion: other Elf creatures get +1/+1 and forestwalk (Llanowar Elves), not a Bear',
    board: {
      objects: [
        { id: 'champion', card: 'Elvish Champion' },
        { id: 'elves', card: 'Llanowar Elves' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    expect: {
      champion: { pt: '2/2', keywords: [] },
      elves: { pt: '2/2', keywords: ['Forestwalk'] },
      bear: { pt: '2/2', keywords: [] },
    },
  },
  {
    name: 'Chameleon Colossus with Lord of Atlantis and Elvish Champion: a Merfolk and an Elf -> 6/6',
    board: {
      objects: [
        { card: 'Lord of Atlantis' },
        { card: 'Elvish Champion' },
        { id: 'colossus', card: 'Chameleon Colossus' },
      ],
    },
    expect: { colossus: { pt: '6/6', keywords: ['Forestwalk', 'Islandwalk', 'Protection from black'] } },
  },
  {
    name: 'Godhead of Awe: other creatures have base 1/1; it keeps its own 4/4 flying',
    board: {
      objects: [
        { id: 'godhead', card: 'Godhead of Awe' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    expect: { godhead: { pt: '4/4', keywords: ['Flying'] }, bear: { pt: '1/1', base: '1/1' } },
  },
  {
    name: 'Godhead of Awe, then Giant Growth (7b, then 7c) -> 4/4',
    board: {
      objects: [{ card: 'Godhead of Awe' }, { id: 'bear', card: 'Grizzly Bears' }],
      actions: [{ resolve: 'Giant Growth', targets: ['bear'] }],
    },
    expect: { bear: { pt: '4/4' } },
  },
  {
    name: "Godhead of Awe over Tarmogoyf's CDA (7a, then 7b) -> 1/1",
    board: {
      objects: [{ card: 'Godhead of Awe' }, { id: 'goyf', card: 'Tarmogoyf' }, inGraveyard('Lightning Bolt')],
    },
    expect: { goyf: { pt: '1/1' } },
  },
  {
    name: 'Godhead of Awe twice: each makes the other 1/1',
    board: {
      objects: [
        { id: 'g1', card: 'Godhead of Awe' },
        { id: 'g2', card: 'Godhead of Awe' },
      ],
    },
    expect: { g1: { pt: '1/1' }, g2: { pt: '1/1' } },
  },
];

const target = (spell: string, ...targets: string[]) => ({ resolve: spell, targets });

const SPELLS: readonly Row[] = [
  {
    name: 'Giant Growth: target creature gets +3/+3 -> 5/5',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }], actions: [target('Giant Growth', 'bear')] },
    expect: { bear: { pt: '5/5', base: '2/2' } },
  },
  {
    name: 'Giant Growth on Tarmogoyf with empty graveyards -> 3/4',
    board: { objects: [{ id: 'goyf', card: 'Tarmogoyf' }], actions: [target('Giant Growth', 'goyf')] },
    expect: { goyf: { pt: '3/4' } },
  },
  {
    name: 'Mutagenic Growth: target creature gets +2/+2 -> 4/4',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }],
      actions: [target('Mutagenic Growth', 'bear')],
    },
    expect: { bear: { pt: '4/4' } },
  },
  {
    name: 'Dismember: Serra Angel gets -5/-5 -> -1/-1',
    board: { objects: [{ id: 'angel', card: 'Serra Angel' }], actions: [target('Dismember', 'angel')] },
    expect: { angel: { pt: '-1/-1' } },
  },
  {
    name: 'Grasp of Darkness: Serra Angel gets -4/-4 -> 0/0',
    board: {
      objects: [{ id: 'angel', card: 'Serra Angel' }],
      actions: [target('Grasp of Darkness', 'angel')],
    },
    expect: { angel: { pt: '0/0' } },
  },
  {
    name: 'Turn to Frog: Serra Angel loses all abilities and becomes a blue Frog with base 1/1',
    board: { objects: [{ id: 'angel', card: 'Serra Angel' }], actions: [target('Turn to Frog', 'angel')] },
    expect: { angel: { pt: '1/1', colors: ['U'], types: ['Creature'], subtypes: ['Frog'], abilities: [] } },
  },
  {
    name: 'Turn to Frog with Glorious Anthem: base 1/1 (7b), then +1/+1 (7c) -> 2/2',
    board: {
      objects: [{ card: 'Glorious Anthem' }, { id: 'angel', card: 'Serra Angel' }],
      actions: [target('Turn to Frog', 'angel')],
    },
    expect: { angel: { pt: '2/2' } },
  },
  {
    name: 'Ovinize: Serra Angel loses all abilities and has base 0/1',
    board: { objects: [{ id: 'angel', card: 'Serra Angel' }], actions: [target('Ovinize', 'angel')] },
    expect: { angel: { pt: '0/1', abilities: [], colors: ['W'] } },
  },
  {
    name: 'Ovinize, then Giant Growth: 0/1 and +3/+3 -> 3/4',
    board: {
      objects: [{ id: 'angel', card: 'Serra Angel' }],
      actions: [target('Ovinize', 'angel'), target('Giant Growth', 'angel')],
    },
    expect: { angel: { pt: '3/4' } },
  },
  {
    name: 'Giant Growth, then Ovinize: the earlier +3/+3 still applies after the base 0/1 (7b before 7c) -> 3/4',
    board: {
      objects: [{ id: 'angel', card: 'Serra Angel' }],
      actions: [target('Giant Growth', 'angel'), target('Ovinize', 'angel')],
    },
    expect: { angel: { pt: '3/4' } },
  },
  {
    name: 'Twisted Image: Wall of Stone 0/8 switched -> 8/0',
    board: { objects: [{ id: 'wall', card: 'Wall of Stone' }], actions: [target('Twisted Image', 'wall')] },
    expect: { wall: { pt: '8/0', base: '0/8' } },
  },
  {
    name: 'Inside Out: Giant Spider 2/4 switched -> 4/2',
    board: { objects: [{ id: 'spider', card: 'Giant Spider' }], actions: [target('Inside Out', 'spider')] },
    expect: { spider: { pt: '4/2' } },
  },
  {
    name: 'Inside Out, then Giant Growth: the switch (7d) comes after +3/+3 (7c) -> 7/5',
    board: {
      objects: [{ id: 'spider', card: 'Giant Spider' }],
      actions: [target('Inside Out', 'spider'), target('Giant Growth', 'spider')],
    },
    expect: { spider: { pt: '7/5' } },
  },
];

const spoilingObjects = [
  { id: 'theirs', card: 'Serra Angel', controller: 'B' },
  { id: 'countered', card: 'Grizzly Bears', controller: 'B', counters: { '+1/+1': 1 } },
  { id: 'mine', card: 'Ornithopter' },
] as const;
const spoilingExpect: Expectations = {
  theirs: { pt: '0/2', abilities: [] },
  countered: { pt: '1/3', base: '0/2' },
  mine: { pt: '0/2', keywords: ['Flying'] },
};

const SUDDEN_SPOILING: readonly Row[] = [
  {
    name: "Sudden Spoiling targeting B (its resolved effect, inline, locked to B's creatures): they lose all abilities, base 0/2",
    board: {
      objects: spoilingObjects,
      effects: [
        effectOn(
          { source: 'spoiling', sourceName: 'Sudden Spoiling', on: ['theirs', 'countered'] },
          losesAllAbilities,
          setPT(0, 2),
        ),
      ],
    },
    expect: spoilingExpect,
  },
];

/**
 * Sudden Spoiling resolves although the game loop that enforces its split second (CR
 * 702.61a, a static ability that works only while the spell is on the stack) is not built:
 * split second plays no part in the spell's effect as it resolves (608.2).
 */
const SUDDEN_SPOILING_RESOLVED: readonly Row[] = [
  {
    name: "Sudden Spoiling targeting B (resolved): B's creatures lose all abilities and have base 0/2; A's are untouched",
    board: { objects: spoilingObjects, actions: [target('Sudden Spoiling', 'B')] },
    expect: spoilingExpect,
  },
];

const humility = { id: 'humility', card: 'Humility' } as const;
const opalescence = { id: 'opalescence', card: 'Opalescence' } as const;

const ANIMATION: readonly Row[] = [
  {
    name: 'Humility: Serra Angel loses all abilities and has base 1/1',
    board: { objects: [humility, { id: 'angel', card: 'Serra Angel' }] },
    expect: { angel: { pt: '1/1', abilities: [] }, humility: { pt: null } },
  },
  {
    name: 'Humility and a +1/+1 counter (7b, then 7c) -> 2/2',
    board: { objects: [humility, { id: 'angel', card: 'Serra Angel', counters: { '+1/+1': 1 } }] },
    expect: { angel: { pt: '2/2', base: '1/1' } },
  },
  {
    name: 'Humility, then Giant Growth -> 4/4',
    board: {
      objects: [humility, { id: 'bear', card: 'Grizzly Bears' }],
      actions: [target('Giant Growth', 'bear')],
    },
    expect: { bear: { pt: '4/4' } },
  },
  {
    name: 'Humility with Glorious Anthem: the Anthem is no creature and keeps its ability -> 2/2',
    board: { objects: [humility, { card: 'Glorious Anthem' }, { id: 'bear', card: 'Grizzly Bears' }] },
    expect: { bear: { pt: '2/2' } },
  },
  {
    name: 'Opalescence: each other non-Aura enchantment is a creature with P/T equal to its mana value (Crusade, white: 2/2 + its own +1/+1)',
    board: {
      objects: [
        opalescence,
        { id: 'crusade', card: 'Crusade' },
        { id: 'ornithopter', card: 'Ornithopter' },
        { id: 'ensoul', card: 'Ensoul Artifact', attachedTo: 'ornithopter' },
      ],
    },
    expect: {
      opalescence: { pt: null, types: ['Enchantment'] },
      crusade: { pt: '3/3', base: '2/2', types: ['Creature', 'Enchantment'] },
      ensoul: { pt: null },
      ornithopter: { pt: '5/5', keywords: ['Flying'] },
    },
  },
  {
    name: 'Opalescence (newer) and Humility (older): Humility is a 4/4 creature with no abilities; other creatures 1/1',
    board: { objects: [humility, opalescence, { id: 'bear', card: 'Grizzly Bears' }] },
    expect: {
      humility: { pt: '4/4', types: ['Creature', 'Enchantment'], abilities: [] },
      bear: { pt: '1/1' },
      opalescence: { pt: null },
    },
  },
  {
    name: 'Humility (newer) and Opalescence (older): every creature is 1/1, Humility too',
    board: { objects: [opalescence, humility, { id: 'bear', card: 'Grizzly Bears' }] },
    expect: { humility: { pt: '1/1', abilities: [] }, bear: { pt: '1/1' } },
  },
  {
    name: "March of the Machines: Smuggler's Copter is an artifact creature with P/T = its mana value -> 2/2",
    board: {
      objects: [
        { card: 'March of the Machines' },
        { id: 'copter', card: "Smuggler's Copter" },
        { id: 'memnite', card: 'Memnite' },
      ],
    },
    expect: {
      copter: { pt: '2/2', types: ['Artifact', 'Creature'], keywords: ['Flying'] },
      memnite: { pt: '1/1' },
    },
  },
  {
    name: 'Ensoul Artifact on Ornithopter: base 5/5, keeps flying',
    board: {
      objects: [
        { id: 'ornithopter', card: 'Ornithopter' },
        { card: 'Ensoul Artifact', attachedTo: 'ornithopter' },
      ],
    },
    expect: { ornithopter: { pt: '5/5', base: '5/5', keywords: ['Flying'] } },
  },
  {
    name: "Ensoul Artifact on an uncrewed Smuggler's Copter: a 5/5 artifact creature",
    board: {
      objects: [
        { id: 'copter', card: "Smuggler's Copter" },
        { card: 'Ensoul Artifact', attachedTo: 'copter' },
      ],
    },
    expect: { copter: { pt: '5/5', types: ['Artifact', 'Creature'] } },
  },
];

const crew = (on: string) =>
  effectOn(
    { source: on, sourceName: 'crew', on: [on] },
    { kind: 'setTypes', types: ['Artifact', 'Creature'] },
  );

const LANDS_AND_VEHICLES: readonly Row[] = [
  {
    name: "Mishra's Factory unanimated: a land, no power or toughness",
    board: { objects: [{ id: 'factory', card: "Mishra's Factory" }] },
    expect: { factory: { pt: null, types: ['Land'] } },
  },
  {
    name: "Mishra's Factory, ability 1: a 2/2 Assembly-Worker artifact creature that's still a land",
    board: {
      objects: [{ id: 'factory', card: "Mishra's Factory" }],
      actions: [{ resolve: 'factory', ability: 1 }],
    },
    expect: {
      factory: { pt: '2/2', types: ['Artifact', 'Creature', 'Land'], subtypes: ['Assembly-Worker'] },
    },
  },
  {
    name: "Mishra's Factory, ability 1, then ability 2 on itself: +1/+1 -> 3/3",
    board: {
      objects: [{ id: 'factory', card: "Mishra's Factory" }],
      actions: [
        { resolve: 'factory', ability: 1 },
        { resolve: 'factory', ability: 2, targets: ['factory'] },
      ],
    },
    expect: { factory: { pt: '3/3', base: '2/2' } },
  },
  {
    name: "Mishra's Factory pumping another, animated Mishra's Factory -> 3/3; itself stays a land",
    board: {
      objects: [
        { id: 'f1', card: "Mishra's Factory" },
        { id: 'f2', card: "Mishra's Factory" },
      ],
      actions: [
        { resolve: 'f2', ability: 1 },
        { resolve: 'f1', ability: 2, targets: ['f2'] },
      ],
    },
    expect: { f1: { pt: null }, f2: { pt: '3/3' } },
  },
  {
    name: 'Mutavault, ability 1: a 2/2 creature land with all creature types (CR 205.3m)',
    board: { objects: [{ id: 'vault', card: 'Mutavault' }], actions: [{ resolve: 'vault', ability: 1 }] },
    expect: {
      vault: {
        pt: '2/2',
        types: ['Creature', 'Land'],
        subtypesInclude: ['Assembly-Worker', 'Elf', 'Merfolk', 'Shapeshifter', 'Time Lord', 'Zubera'],
      },
    },
  },
  {
    name: 'Mutavault animated with Lord of Atlantis: it is a Merfolk -> 3/3 with islandwalk',
    board: {
      objects: [{ id: 'vault', card: 'Mutavault' }, { card: 'Lord of Atlantis' }],
      actions: [{ resolve: 'vault', ability: 1 }],
    },
    expect: { vault: { pt: '3/3', keywords: ['Islandwalk'] } },
  },
  {
    name: "Smuggler's Copter crewed (an inline crew effect): a 3/3 flying artifact creature Vehicle",
    board: { objects: [{ id: 'copter', card: "Smuggler's Copter" }], effects: [crew('copter')] },
    expect: {
      copter: { pt: '3/3', types: ['Artifact', 'Creature'], subtypes: ['Vehicle'], keywords: ['Flying'] },
    },
  },
  {
    name: "Smuggler's Copter with two +1/+1 counters: none while uncrewed (CR 208.3), 5/5 once crewed (122.1a)",
    board: {
      objects: [
        { id: 'idle', card: "Smuggler's Copter", counters: { '+1/+1': 2 } },
        { id: 'copter', card: "Smuggler's Copter", counters: { '+1/+1': 2 } },
      ],
      effects: [crew('copter')],
    },
    expect: { idle: { pt: null }, copter: { pt: '5/5', base: '3/3' } },
  },
  {
    name: "Veteran Motorist's +1/+1 (an inline effect) on a crewed Smuggler's Copter -> 4/4",
    board: {
      objects: [
        { id: 'motorist', card: 'Veteran Motorist' },
        { id: 'copter', card: "Smuggler's Copter" },
      ],
      effects: [
        effectOn({ source: 'motorist', on: ['copter'], timestamp: 10 }, modifyPT(1, 1)),
        crew('copter'),
      ],
    },
    expect: { copter: { pt: '4/4' }, motorist: { pt: '3/1' } },
  },
];

const COPIES: readonly Row[] = [
  {
    name: 'Aquamorph Entity: 5/1 chosen on the battlefield, 0/0 in a hand',
    board: {
      objects: [
        { id: 'bf', card: 'Aquamorph Entity', choices: { option: '5/1' } },
        { id: 'hand', ...inHand('Aquamorph Entity') },
      ],
    },
    expect: { bf: { pt: '5/1' }, hand: { pt: '0/0' } },
  },
  {
    name: 'Primal Clay: 3/3, 2/2 flying or 1/6 Wall defender',
    board: {
      objects: [
        { id: 'a', card: 'Primal Clay', choices: { option: '3/3' } },
        { id: 'b', card: 'Primal Clay', choices: { option: '2/2 flying' } },
        { id: 'c', card: 'Primal Clay', choices: { option: '1/6 Wall defender' } },
      ],
    },
    expect: {
      a: { pt: '3/3', keywords: [] },
      b: { pt: '2/2', keywords: ['Flying'] },
      c: { pt: '1/6', keywords: ['Defender'], subtypes: ['Shapeshifter', 'Wall'] },
    },
  },
  {
    name: 'Clone in a hand: a 0/0 blue Shapeshifter',
    board: { objects: [{ id: 'clone', ...inHand('Clone') }] },
    expect: { clone: { pt: '0/0', colors: ['U'], subtypes: ['Shapeshifter'] } },
  },
  {
    name: 'Clone copying a Grizzly Bears with counters and Giant Growth: copies only copiable values (CR 707.2) -> 2/2',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
        { id: 'clone', card: 'Clone', controller: 'B', choices: { copyOf: 'bear' } },
      ],
      actions: [target('Giant Growth', 'bear')],
    },
    expect: {
      bear: { pt: '7/7' },
      clone: { name: 'Grizzly Bears', pt: '2/2', colors: ['G'], subtypes: ['Bear'] },
    },
  },
  {
    name: 'Clone copying Tarmogoyf copies its CDA (CR 707.2) -> 1/2 with an instant in a graveyard',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        { id: 'clone', card: 'Clone', choices: { copyOf: 'goyf' } },
        inGraveyard('Lightning Bolt'),
      ],
    },
    expect: { clone: { name: 'Tarmogoyf', pt: '1/2' } },
  },
  {
    name: 'Clone copying a Clone copying Grizzly Bears is a Grizzly Bears (CR 707.3)',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'clone1', card: 'Clone', choices: { copyOf: 'bear' } },
        { id: 'clone2', card: 'Clone', choices: { copyOf: 'clone1' } },
      ],
    },
    expect: { clone2: { name: 'Grizzly Bears', pt: '2/2' } },
  },
];

const colossus = { id: 'colossus', card: 'Chameleon Colossus' } as const;

const ABILITIES: readonly Row[] = [
  {
    name: 'Chameleon Colossus: changeling, every creature type (CR 702.73a)',
    board: { objects: [colossus] },
    expect: {
      colossus: {
        pt: '4/4',
        subtypesInclude: ['Elf', 'Merfolk', 'Shapeshifter', 'Time Lord', 'Assembly-Worker'],
      },
    },
  },
  {
    name: 'Chameleon Colossus in a hand: changeling works everywhere (CR 702.73a, 604.3)',
    board: { objects: [{ id: 'colossus', ...inHand('Chameleon Colossus') }] },
    expect: { colossus: { zone: 'hand', subtypesInclude: ['Elf', 'Merfolk', 'Time Lord'] } },
  },
  {
    name: 'Chameleon Colossus, its ability: +X/+X where X is its power (4) -> 8/8',
    board: { objects: [colossus], actions: [{ resolve: 'colossus', ability: 2 }] },
    expect: { colossus: { pt: '8/8' } },
  },
  {
    name: 'Chameleon Colossus at -2 power, its ability: X = -2 counts as 0 (CR 107.1b example) -> still -2/4',
    board: {
      objects: [colossus],
      effects: [effectOn({ source: 'x', sourceName: '-6/-0', on: ['colossus'] }, modifyPT(-6, 0))],
      actions: [{ resolve: 'colossus', ability: 2 }],
    },
    expect: { colossus: { pt: '-2/4' } },
  },
  {
    name: 'Viridian Joiner: a 1/2 Elf Druid; -2/-0 makes it -1/2 (CR 107.1b example, P/T part)',
    board: {
      objects: [{ id: 'joiner', card: 'Viridian Joiner' }],
      effects: [effectOn({ source: 'x', sourceName: '-2/-0', on: ['joiner'] }, modifyPT(-2, 0))],
    },
    expect: { joiner: { pt: '-1/2', base: '1/2', subtypes: ['Druid', 'Elf'] } },
  },
  {
    name: 'Viridian Joiner with Elvish Champion: an Elf -> 2/3 with forestwalk',
    board: { objects: [{ id: 'joiner', card: 'Viridian Joiner' }, { card: 'Elvish Champion' }] },
    expect: { joiner: { pt: '2/3', keywords: ['Forestwalk'] } },
  },
  {
    name: 'Mesa Pegasus: flying is modelled, banding is reported as not modelled',
    board: { objects: [{ id: 'pegasus', card: 'Mesa Pegasus' }] },
    expect: { pegasus: { pt: '1/1', keywords: ['Flying'], unsupported: ['banding'] } },
  },
  {
    name: 'Firebreathing, its ability once: enchanted creature gets +1/+0 -> 3/2',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Firebreathing', attachedTo: 'bear' },
      ],
      actions: [{ resolve: 'aura', ability: 1 }],
    },
    expect: { bear: { pt: '3/2' }, aura: { pt: null } },
  },
  {
    name: 'Firebreathing, its ability twice -> 4/2',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Firebreathing', attachedTo: 'bear' },
      ],
      actions: [
        { resolve: 'aura', ability: 1 },
        { resolve: 'aura', ability: 1 },
      ],
    },
    expect: { bear: { pt: '4/2' } },
  },
];

/**
 * Blood Moon's effect applies first whatever the timestamps (613.8a: it removes Urborg's
 * ability, so Urborg's effect depends on it). Urborg is then a Mountain with no ability of
 * its own (305.7), the Island is only an Island, and Nightmare counts the one basic Swamp.
 */
const moonAndUrborg = (moonFirst: boolean) => {
  const moon = { id: 'moon', card: 'Blood Moon' };
  const urborg = { id: 'urborg', card: 'Urborg, Tomb of Yawgmoth' };
  return {
    objects: [
      ...(moonFirst ? [moon, urborg] : [urborg, moon]),
      { id: 'island', card: 'Island' },
      { id: 'swamp', card: 'Swamp' },
      { id: 'nightmare', card: 'Nightmare' },
    ],
  };
};

/**
 * Mycosynth Lattice's type-changing effect applies first whatever the timestamps: it
 * changes what March of the Machines applies to (613.8a). Every noncreature permanent is
 * then an artifact, and March makes it a creature with P/T equal to its mana value.
 */
const latticeAndMarch = (latticeFirst: boolean) => {
  const lattice = { id: 'lattice', card: 'Mycosynth Lattice' };
  const march = { id: 'march', card: 'March of the Machines' };
  return {
    objects: [...(latticeFirst ? [lattice, march] : [march, lattice]), { id: 'forest', card: 'Forest' }],
  };
};

const latticeExpect: Expectations = {
  lattice: { pt: '6/6', types: ['Artifact', 'Creature'] },
  march: { pt: '4/4', types: ['Artifact', 'Creature', 'Enchantment'], colors: [] },
  forest: { pt: '0/0', types: ['Artifact', 'Creature', 'Land'] },
};

const DEPENDENCIES: readonly Row[] = [
  {
    name: 'Urborg, Tomb of Yawgmoth without Blood Moon: every land is a Swamp -> Nightmare 3/3',
    board: { objects: moonAndUrborg(true).objects.filter((o) => o.id !== 'moon') },
    expect: {
      urborg: { subtypes: ['Swamp'] },
      island: { subtypes: ['Island', 'Swamp'] },
      nightmare: { pt: '3/3' },
    },
  },
  {
    name: 'Blood Moon (older) and Urborg, Tomb of Yawgmoth: Urborg is a Mountain, the Island no Swamp -> Nightmare 1/1',
    board: moonAndUrborg(true),
    expect: {
      urborg: { subtypes: ['Mountain'] },
      island: { subtypes: ['Island'] },
      nightmare: { pt: '1/1' },
    },
  },
  {
    name: 'Blood Moon (newer) and Urborg, Tomb of Yawgmoth: the same, by dependency (CR 613.8) -> Nightmare 1/1',
    board: moonAndUrborg(false),
    expect: {
      urborg: { subtypes: ['Mountain'] },
      island: { subtypes: ['Island'] },
      nightmare: { pt: '1/1' },
    },
  },
  {
    name: 'Mycosynth Lattice (older) and March of the Machines: every permanent an artifact creature',
    board: latticeAndMarch(true),
    expect: latticeExpect,
  },
  {
    name: 'Mycosynth Lattice (newer) and March of the Machines: the same, by dependency (CR 613.8)',
    board: latticeAndMarch(false),
    expect: latticeExpect,
  },
];

describe('the cards of the layers issue', () => {
  it.each(VANILLA)('$name', check);
  it.each(CDAS)('$name', check);
  it.each(ANTHEMS)('$name', check);
  it.each(SPELLS)('$name', check);
  it.each(SUDDEN_SPOILING)('$name', check);
  it.each(SUDDEN_SPOILING_RESOLVED)('$name', check);
  it.each(ANIMATION)('$name', check);
  it.each(LANDS_AND_VEHICLES)('$name', check);
  it.each(COPIES)('$name', check);
  it.each(ABILITIES)('$name', check);
  it.each(DEPENDENCIES)('$name', check);
});
