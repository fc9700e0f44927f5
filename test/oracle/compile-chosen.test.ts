import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import type { AbilityDef, Filter, Instruction, Value } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { CardType } from '../../src/state/vocabulary.js';
import { card } from './faces.js';

/**
 * Choices made as a permanent enters (CR 614.12) and the static abilities that read them, each
 * paragraph a real card's Oracle text (MTGJSON, April 2022).
 */

const one = (name: string, types: readonly CardType[], text: string): AbilityDef | undefined =>
  compileCard(card(name, types, text))[0];

const anthem = (text: string, affects: Filter, n: number): AbilityDef => ({
  kind: 'static',
  text,
  effect: {
    affects,
    ops: [{ kind: 'modifyPT', power: { kind: 'constant', n }, toughness: { kind: 'constant', n } }],
  },
});

const protection = (text: string, affects: Filter): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects, ops: [{ kind: 'addChosenColorProtection' }] },
});

const CHOOSE_TYPE = 'As Adaptive Automaton enters the battlefield, choose a creature type.';
const CHOOSE_COLOR = 'As Hall of Triumph enters the battlefield, choose a color.';
const AUTOMATON_TYPE = 'Adaptive Automaton is the chosen type in addition to its other types.';
const AUTOMATON_LORD = 'Other creatures you control of the chosen type get +1/+1.';
const PLAGUE = 'All creatures of the chosen type get -1/-1.';
const ENGINEER = 'Creatures of the chosen type your opponents control get -1/-1.';
const HALL = 'Creatures you control of the chosen color get +1/+1.';
const XENOGRAFT = 'Each creature you control is the chosen type in addition to its other types.';
const COVER = 'Creatures of the chosen type have fear.';
const CANNON = '{3}, {T}, Sacrifice a creature of the chosen type: Doom Cannon deals 3 damage to any target.';
const HEART = '{T}: Add one mana of the chosen color.';
const ORDER = 'Order of the Stars has protection from the chosen color.';
const WARD_SLIVER = 'All Slivers have protection from the chosen color.';
const GOLEM = "Alloy Golem is the chosen color. (It's still an artifact.)";
const SKY = 'All nonland permanents are the chosen color.';
const SPIRIT =
  "Chameleon Spirit's power and toughness are each equal to the number of permanents of the chosen color your opponents control.";
const PRETENDER =
  'Whenever another creature of the chosen type enters the battlefield under your control, put a +1/+1 counter on Bloodline Pretender.';
const DIAMOND = 'Whenever you cast a spell of the chosen color, put a +1/+1 counter on Diamond Knight.';
const MIMIC =
  'Each other creature you control of the chosen type enters the battlefield with an additional +1/+1 counter on it.';
const DOOR_CAST = 'Whenever you cast a spell of the chosen type, put a charge counter on Door of Destinies.';
const DOOR =
  'Creatures you control of the chosen type get +1/+1 for each charge counter on Door of Destinies.';
const PER_CHARGE: Value = { kind: 'times', n: 1, of: { kind: 'countersOnSource', counter: 'charge' } };
const ONE_COUNTER: Instruction = {
  kind: 'addCounters',
  on: 'self',
  counter: '+1/+1',
  amount: { kind: 'constant', n: 1 },
};
const SPIRIT_COUNT: Value = { kind: 'count', of: { chosenColor: true, controller: 'opponents' } };

const ROWS: readonly (readonly [string, CardData, AbilityDef])[] = [
  [
    'Adaptive Automaton, CR 614.12: "As [this] enters the battlefield, choose a creature type."',
    card('Adaptive Automaton', ['Artifact', 'Creature'], CHOOSE_TYPE),
    { kind: 'asEnters', text: CHOOSE_TYPE, choice: { kind: 'creatureType' } },
  ],
  [
    'Hall of Triumph, CR 614.12: "As [this] enters the battlefield, choose a color."',
    card('Hall of Triumph', ['Artifact'], CHOOSE_COLOR),
    { kind: 'asEnters', text: CHOOSE_COLOR, choice: { kind: 'color' } },
  ],
  [
    'Adaptive Automaton, CR 613.1d, 205.1b: "[This] is the chosen type in addition to its other types."',
    card('Adaptive Automaton', ['Artifact', 'Creature'], AUTOMATON_TYPE),
    {
      kind: 'static',
      text: AUTOMATON_TYPE,
      effect: { affects: { self: true }, ops: [{ kind: 'setTypes', addChosenCreatureType: true }] },
    },
  ],
  [
    'Xenograft, CR 613.1d: "Each creature you control is the chosen type in addition to its other types."',
    card('Xenograft', ['Enchantment'], XENOGRAFT),
    {
      kind: 'static',
      text: XENOGRAFT,
      effect: {
        affects: { types: ['Creature'], controller: 'you' },
        ops: [{ kind: 'setTypes', addChosenCreatureType: true }],
      },
    },
  ],
  [
    'Adaptive Automaton, CR 613.4c: "Other creatures you control of the chosen type get +1/+1."',
    card('Adaptive Automaton', ['Artifact', 'Creature'], AUTOMATON_LORD),
    anthem(
      AUTOMATON_LORD,
      { types: ['Creature'], other: true, chosenCreatureType: true, controller: 'you' },
      1,
    ),
  ],
  [
    'Engineered Plague, CR 613.4c: "All creatures of the chosen type get -1/-1."',
    card('Engineered Plague', ['Enchantment'], PLAGUE),
    anthem(PLAGUE, { types: ['Creature'], chosenCreatureType: true }, -1),
  ],
  [
    'Plague Engineer: "Creatures of the chosen type your opponents control get -1/-1." (the controller after the choice)',
    card('Plague Engineer', ['Creature'], ENGINEER),
    anthem(ENGINEER, { types: ['Creature'], chosenCreatureType: true, controller: 'opponents' }, -1),
  ],
  [
    'Hall of Triumph, CR 105.1: "Creatures you control of the chosen color get +1/+1."',
    card('Hall of Triumph', ['Artifact'], HALL),
    anthem(HALL, { types: ['Creature'], chosenColor: true, controller: 'you' }, 1),
  ],
  [
    'Cover of Darkness, CR 613.1f: "Creatures of the chosen type have fear."',
    card('Cover of Darkness', ['Enchantment'], COVER),
    {
      kind: 'static',
      text: COVER,
      effect: {
        affects: { types: ['Creature'], chosenCreatureType: true },
        ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Fear', text: 'Fear' }] }],
      },
    },
  ],
  [
    'Doom Cannon, CR 601.2h, 602.2b: "Sacrifice a creature of the chosen type" is a cost the player names, read off the source',
    card('Doom Cannon', ['Artifact'], CANNON),
    {
      kind: 'activated',
      text: CANNON,
      cost: '{3}, {T}',
      extraCosts: [
        {
          kind: 'chosen',
          verb: 'sacrifice',
          amount: 1,
          filter: { types: ['Creature'], chosenCreatureType: true },
        },
      ],
      targets: { count: 1, filter: {}, anyTarget: true },
      instructions: [{ kind: 'dealDamage', amount: { kind: 'constant', n: 3 }, to: 'targets' }],
    },
  ],
  [
    'Coldsteel Heart, CR 605.1a, 614.12: "{T}: Add one mana of the chosen color." offers the colour its source chose',
    card('Coldsteel Heart', ['Artifact'], HEART),
    {
      kind: 'activated',
      text: HEART,
      cost: '{T}',
      targets: null,
      instructions: [{ kind: 'addMana', mana: ['{W}', '{U}', '{B}', '{R}', '{G}'], ofChosenColor: true }],
    },
  ],
  [
    'Order of the Stars, CR 702.16a, 613.1f: "[This] has protection from the chosen color."',
    card('Order of the Stars', ['Creature'], ORDER),
    protection(ORDER, { self: true }),
  ],
  [
    'Ward Sliver, CR 702.16a: "All Slivers have protection from the chosen color."',
    card('Ward Sliver', ['Creature'], WARD_SLIVER),
    protection(WARD_SLIVER, { subtypes: ['Sliver'] }),
  ],
  [
    'Alloy Golem, CR 613.1e: "[This] is the chosen color." (the reminder text left out, 207.2)',
    card('Alloy Golem', ['Artifact', 'Creature'], GOLEM),
    { kind: 'static', text: GOLEM, effect: { affects: { self: true }, ops: [{ kind: 'setChosenColor' }] } },
  ],
  [
    'Shifting Sky, CR 613.1e: "All nonland permanents are the chosen color."',
    card('Shifting Sky', ['Enchantment'], SKY),
    {
      kind: 'static',
      text: SKY,
      effect: { affects: { notTypes: ['Land'] }, ops: [{ kind: 'setChosenColor' }] },
    },
  ],
  [
    'Chameleon Spirit, CR 604.3: its power and toughness count "permanents of the chosen color your opponents control"',
    card('Chameleon Spirit', ['Creature'], SPIRIT),
    {
      kind: 'cda',
      text: SPIRIT,
      effect: {
        affects: { self: true, zone: 'anywhere' },
        ops: [{ kind: 'setPT', power: SPIRIT_COUNT, toughness: SPIRIT_COUNT }],
      },
    },
  ],
  [
    'Bloodline Pretender, CR 603.6a, 614.12: "Whenever another creature of the chosen type enters … under your control"',
    card('Bloodline Pretender', ['Artifact', 'Creature'], PRETENDER),
    {
      kind: 'triggered',
      text: PRETENDER,
      trigger: {
        kind: 'permanentEnters',
        filter: { types: ['Creature'], chosenCreatureType: true, other: true, controller: 'you' },
      },
      instructions: [ONE_COUNTER],
    },
  ],
  [
    'Diamond Knight, CR 601.2i, 614.12: "Whenever you cast a spell of the chosen color"',
    card('Diamond Knight', ['Creature'], DIAMOND),
    {
      kind: 'triggered',
      text: DIAMOND,
      trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack', chosenColor: true }] },
      instructions: [ONE_COUNTER],
    },
  ],
  [
    'Metallic Mimic, CR 614.1c, 614.12: "Each other creature you control of the chosen type enters … with an additional +1/+1 counter"',
    card('Metallic Mimic', ['Artifact', 'Creature'], MIMIC),
    {
      kind: 'othersEnterWithCounters',
      text: MIMIC,
      on: { types: ['Creature'], other: true, controller: 'you', chosenCreatureType: true },
      counter: '+1/+1',
      amount: { kind: 'constant', n: 1 },
    },
  ],
  [
    'Door of Destinies, CR 601.2i, 614.12: "Whenever you cast a spell of the chosen type" (a creature type, 205.3m)',
    card('Door of Destinies', ['Artifact'], DOOR_CAST),
    {
      kind: 'triggered',
      text: DOOR_CAST,
      trigger: { kind: 'spellCast', caster: 'you', spell: [{ zone: 'stack', chosenCreatureType: true }] },
      instructions: [{ ...ONE_COUNTER, counter: 'charge' }],
    },
  ],
  [
    'Door of Destinies, CR 613.4c, 122.1: "Creatures you control of the chosen type get +1/+1 for each charge counter on [this]"',
    card('Door of Destinies', ['Artifact'], DOOR),
    {
      kind: 'static',
      text: DOOR,
      effect: {
        affects: { types: ['Creature'], chosenCreatureType: true, controller: 'you' },
        ops: [{ kind: 'modifyPT', power: PER_CHARGE, toughness: PER_CHARGE }],
      },
    },
  ],
];

/** Choices and readers nothing in the engine plays yet: each stays unsupported. */
const REFUSED: readonly (readonly [string, string, readonly CardType[], string])[] = [
  [
    "Pentarch Ward: an Aura's protection that doesn't remove the Aura itself is not read",
    'Pentarch Ward',
    ['Enchantment'],
    "Enchanted creature has protection from the chosen color. This effect doesn't remove Pentarch Ward.",
  ],
  [
    "Painter's Servant: colouring cards outside the battlefield too is not read",
    "Painter's Servant",
    ['Artifact', 'Creature'],
    "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
  ],
  [
    'Canker Abomination: "choose an opponent" is not read by the compiler',
    'Canker Abomination',
    ['Creature'],
    'As Canker Abomination enters the battlefield, choose an opponent. Canker Abomination enters the battlefield with a -1/-1 counter on it for each creature that player controls.',
  ],
  [
    "Radiant Destiny: a second sentence granting vigilance while you have the city's blessing is not read",
    'Radiant Destiny',
    ['Enchantment'],
    "Creatures you control of the chosen type get +1/+1. As long as you have the city's blessing, they also have vigilance.",
  ],
  [
    'Volrath\'s Laboratory: a token "of the chosen color and type" is not read',
    "Volrath's Laboratory",
    ['Artifact'],
    '{5}, {T}: Create a 2/2 creature token of the chosen color and type.',
  ],
  [
    'Conspiracy: "are the chosen type" replaces creature types, and reaches cards outside the battlefield',
    'Conspiracy',
    ['Enchantment'],
    "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
  ],
];

describe('"as enters" choices and their readers compile', () => {
  it.each(ROWS)('%s', (_name, c, ability) => {
    expect(compileCard(c)).toEqual([ability]);
  });

  it.each(REFUSED)('%s', (_name, name, types, text) => {
    expect(one(name, types, text)?.kind).toBe('unsupported');
  });
});
