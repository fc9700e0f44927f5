import type { CardData } from '../../src/cards/card-data.js';
import type { CardDefinition, CardPool } from '../../src/cards/pool.js';
import type { AbilityDef } from '../../src/effects/types.js';

/**
 * A small card pool typed by hand from the cards' printed data, for board-file tests; the
 * real pool is generated elsewhere. Abilities are given only where the tests read them.
 */

const card = (fields: Partial<CardData> & Pick<CardData, 'name' | 'types' | 'text'>): CardData => ({
  manaCost: null,
  colors: [],
  supertypes: [],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  layout: 'normal',
  ...fields,
});

const CARDS: readonly [CardData, readonly AbilityDef[]][] = [
  [
    card({
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      colors: ['G'],
      types: ['Creature'],
      subtypes: ['Bear'],
      power: '2',
      toughness: '2',
      text: '',
    }),
    [],
  ],
  [
    card({
      name: 'Tarmogoyf',
      manaCost: '{1}{G}',
      colors: ['G'],
      types: ['Creature'],
      subtypes: ['Lhurgoyf'],
      power: '*',
      toughness: '1+*',
      text: "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
    }),
    [],
  ],
  [
    card({
      name: 'Clone',
      manaCost: '{3}{U}',
      colors: ['U'],
      types: ['Creature'],
      subtypes: ['Shapeshifter'],
      power: '0',
      toughness: '0',
      text: 'You may have Clone enter as a copy of any creature on the battlefield.',
    }),
    [
      {
        kind: 'asEnters',
        text: 'You may have Clone enter as a copy of any creature on the battlefield.',
        choice: { kind: 'copy', of: { types: ['Creature'] } },
      },
    ],
  ],
  [
    card({
      name: 'Lightning Bolt',
      manaCost: '{R}',
      colors: ['R'],
      types: ['Instant'],
      text: 'Lightning Bolt deals 3 damage to any target.',
    }),
    [],
  ],
  [
    card({
      name: 'Giant Growth',
      manaCost: '{G}',
      colors: ['G'],
      types: ['Instant'],
      text: 'Target creature gets +3/+3 until end of turn.',
    }),
    [],
  ],
  [
    card({
      name: 'Ornithopter',
      manaCost: '{0}',
      types: ['Artifact', 'Creature'],
      subtypes: ['Thopter'],
      power: '0',
      toughness: '2',
      text: 'Flying',
    }),
    [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }],
  ],
  [
    card({
      name: 'Ensoul Artifact',
      manaCost: '{1}{U}',
      colors: ['U'],
      types: ['Enchantment'],
      subtypes: ['Aura'],
      text: 'Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.',
    }),
    [],
  ],
  [
    card({
      name: 'Lost Order of Jarkeld',
      manaCost: '{2}{W}{W}',
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Human', 'Knight'],
      power: '1+*',
      toughness: '1+*',
      text: "As Lost Order of Jarkeld enters, choose an opponent.\nLost Order of Jarkeld's power and toughness are each equal to 1 plus the number of creatures the chosen player controls.",
    }),
    [
      {
        kind: 'asEnters',
        text: 'As Lost Order of Jarkeld enters, choose an opponent.',
        choice: { kind: 'opponent' },
      },
    ],
  ],
  [
    card({
      name: 'Primal Clay',
      manaCost: '{4}',
      types: ['Artifact', 'Creature'],
      subtypes: ['Shapeshifter'],
      power: '*',
      toughness: '*',
      text: 'As Primal Clay enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types.',
    }),
    [
      {
        kind: 'asEnters',
        text: 'As Primal Clay enters, it becomes your choice of ...',
        choice: {
          kind: 'characteristics',
          options: [
            { name: '3/3', power: 3, toughness: 3 },
            { name: '2/2 flying', power: 2, toughness: 2, addKeywords: ['Flying'] },
            {
              name: '1/6 defender',
              power: 1,
              toughness: 6,
              addSubtypes: ['Wall'],
              addKeywords: ['Defender'],
            },
          ],
        },
      },
    ],
  ],
  [
    card({
      name: 'Serra Angel',
      manaCost: '{3}{W}{W}',
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Angel'],
      power: '4',
      toughness: '4',
      text: 'Flying, vigilance',
    }),
    [
      { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
      { kind: 'keyword', keyword: 'Vigilance', text: 'Vigilance' },
    ],
  ],
  [
    card({
      name: 'Typhoid Rats',
      manaCost: '{B}',
      colors: ['B'],
      types: ['Creature'],
      subtypes: ['Rat'],
      power: '1',
      toughness: '1',
      text: 'Deathtouch',
    }),
    [{ kind: 'keyword', keyword: 'Deathtouch', text: 'Deathtouch' }],
  ],
  [
    card({
      name: 'Wall of Stone',
      manaCost: '{1}{R}{R}',
      colors: ['R'],
      types: ['Creature'],
      subtypes: ['Wall'],
      power: '0',
      toughness: '8',
      text: 'Defender',
    }),
    [{ kind: 'keyword', keyword: 'Defender', text: 'Defender' }],
  ],
  [
    card({
      name: "Smuggler's Copter",
      manaCost: '{2}',
      types: ['Artifact'],
      subtypes: ['Vehicle'],
      power: '3',
      toughness: '3',
      text: 'Flying\nCrew 1',
    }),
    [{ kind: 'keyword', keyword: 'Flying', text: 'Flying' }],
  ],
  [
    card({
      name: "Mishra's Factory",
      types: ['Land'],
      text: "{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
    }),
    [],
  ],
  [
    card({
      name: 'Gudul Lurker',
      manaCost: '{U}',
      colors: ['U'],
      types: ['Creature'],
      subtypes: ['Salamander'],
      power: '1',
      toughness: '1',
      text: "Gudul Lurker can't be blocked.\nMegamorph {U}",
    }),
    [
      { kind: 'restriction', text: "Gudul Lurker can't be blocked.", restriction: { kind: 'cantBeBlocked' } },
      { kind: 'morph', text: 'Megamorph {U}', cost: '{U}', megamorph: true },
    ],
  ],
  [
    card({
      name: 'Dandân',
      manaCost: '{U}{U}',
      colors: ['U'],
      types: ['Creature'],
      subtypes: ['Fish'],
      power: '4',
      toughness: '1',
      text: '',
    }),
    [],
  ],
  [
    card({
      name: 'Prodigal Sorcerer',
      manaCost: '{2}{U}',
      colors: ['U'],
      types: ['Creature'],
      subtypes: ['Human', 'Wizard'],
      power: '1',
      toughness: '1',
      text: '{T}: Prodigal Sorcerer deals 1 damage to any target.',
    }),
    [],
  ],
  [
    card({
      name: 'Skinrender',
      manaCost: '{2}{B}{B}',
      colors: ['B'],
      types: ['Creature'],
      subtypes: ['Phyrexian', 'Zombie'],
      power: '3',
      toughness: '3',
      text: 'When Skinrender enters the battlefield, put three -1/-1 counters on target creature.',
    }),
    [],
  ],
  [
    card({ name: 'Opt', manaCost: '{U}', colors: ['U'], types: ['Instant'], text: 'Scry 1.\nDraw a card.' }),
    [],
  ],
  [
    card({
      name: 'Isamaru, Hound of Konda',
      manaCost: '{W}',
      colors: ['W'],
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Dog'],
      power: '2',
      toughness: '2',
      text: '',
    }),
    [],
  ],
  [
    card({
      name: 'Forest',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Forest'],
      text: '({T}: Add {G}.)',
    }),
    [],
  ],
  [
    card({
      name: 'Llanowar Elves',
      manaCost: '{G}',
      colors: ['G'],
      types: ['Creature'],
      subtypes: ['Elf', 'Druid'],
      power: '1',
      toughness: '1',
      text: '{T}: Add {G}.',
    }),
    [],
  ],
];

/** Lower case without accents, as the real pool's `find` compares names. */
const fold = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const definitions = new Map<string, CardDefinition>(
  CARDS.map(([data, abilities]) => [data.name, { data, abilities, behaviour: 'hand' }]),
);

export const FAKE_POOL: CardPool = {
  get: (name) => definitions.get(name),
  find: (name) => [...definitions.values()].find((d) => fold(d.data.name) === fold(name)),
  names: () => [...definitions.keys()],
};
