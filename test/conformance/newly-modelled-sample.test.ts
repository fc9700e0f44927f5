import type { Action } from '../../src/engine/action.js';
import { attack, attackAndBlock, block, targeting } from '../support/play.js';
import {
  activate,
  advance,
  afterCleanup,
  at,
  attackBlockedBy,
  cast,
  checkSample,
  declare,
  dmg,
  enter,
  inHand,
  mana,
  type SampleRow,
  theirs,
} from '../support/sample.js';

/**
 * The trust test of issue 13's compiler work: fifty real cards that the Oracle compiler models
 * completely now and did not before issue 13, drawn at random with a fixed seed by
 * scripts/sample-newly-modelled.ts, each read against its Oracle text and pinned by a board test
 * that plays its abilities with `apply`.
 */

const choosing = (object: string, choices: object): Action => ({
  kind: 'putOntoBattlefield',
  object,
  choices,
});
const castFromHand = (object: string, targets: string[] = []): Action => ({
  kind: 'cast',
  object,
  sources: 'auto',
  ...(targets.length > 0 ? { targets } : {}),
});
/** Cards in A's graveyard, for threshold (an ability word, CR 207.2c: seven or more cards). */
const graveyard = (n: number) => Array.from({ length: n }, () => ({ card: 'Island', zone: 'graveyard' }));
const token = (id: string, subtypes: string[], power: number, toughness: number, controller = 'A') => ({
  id,
  card: `${subtypes[0]} Token`,
  token: true,
  controller,
  tokenDef: {
    name: `${subtypes[0]} Token`,
    colors: ['W'],
    types: ['Creature'],
    subtypes,
    power,
    toughness,
    abilities: [],
  },
});

const ROWS: readonly SampleRow[] = [
  {
    card: 'Xenograft',
    text: 'As Xenograft enters the battlefield, choose a creature type. / Each creature you control is the chosen type in addition to its other types.',
    rules: '614.12, 613.1d, 205.1b',
    board: at('main1', {
      objects: [
        inHand('xeno', 'Xenograft'),
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('other', 'Grizzly Bears'),
      ],
    }),
    actions: [choosing('xeno', { creatureType: 'Elf' })],
    objects: {
      xeno: { zone: 'battlefield', pt: null },
      bear: { subtypes: ['Bear', 'Elf'] },
      other: { subtypes: ['Bear'] },
    },
  },
  {
    card: 'A-Death-Priest of Myrkul',
    text: 'Skeletons, Vampires, and Zombies you control get +1/+1. / At the beginning of your end step, if a creature died this turn, create a 1/1 black Skeleton creature token.',
    rules: '613.4c, 603.4, 700.4, 111.1',
    board: at('main2', {
      objects: [
        { id: 'priest', card: 'A-Death-Priest of Myrkul' },
        { id: 'skel', card: 'Drudge Skeletons' },
        { id: 'corpse', card: 'Walking Corpse' },
        { id: 'hawk', card: 'Vampire Nighthawk' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('theirs', 'Walking Corpse'),
      ],
    }),
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }, advance('end')],
    objects: {
      priest: { pt: '3/3' },
      skel: { pt: '2/2' },
      corpse: { pt: '3/3' },
      hawk: { pt: '3/4' },
      theirs: { pt: '2/2' },
      o10: { pt: '2/2', subtypes: ['Skeleton'] },
    },
    also: [
      {
        actions: [advance('end')],
        objects: { o10: { zone: 'gone' } },
        without: ['tokenCreated o10 Skeleton Token 111.2'],
      },
    ],
  },
  {
    card: 'Lavakin Brawler',
    text: 'Whenever Lavakin Brawler attacks, it gets +1/+0 until end of turn for each Elemental you control.',
    rules: '508.1m, 608.2h, 611.2',
    board: at('declareAttackers', {
      objects: [
        { id: 'brawler', card: 'Lavakin Brawler' },
        { id: 'air', card: 'Air Elemental' },
        theirs('theirs', 'Air Elemental'),
      ],
    }),
    actions: [declare('brawler')],
    objects: { brawler: { pt: '4/4', attacking: 'B' }, air: { pt: '4/4' } },
    also: [afterCleanup([declare('brawler')], { brawler: { pt: '2/4' } })],
  },
  {
    card: 'Springmantle Cleric',
    text: 'Springmantle Cleric enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.',
    rules: '601.2h, 614.1c, 122.6',
    board: at('main1', {
      players: mana('{G}{W}{U}{G}{G}'),
      objects: [inHand('cleric', 'Springmantle Cleric')],
    }),
    actions: [castFromHand('cleric')],
    objects: { cleric: { zone: 'battlefield', counters: { '+1/+1': 3 }, pt: '5/6' } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Rabid Elephant',
    text: 'Whenever Rabid Elephant becomes blocked, it gets +2/+2 until end of turn for each creature blocking it.',
    rules: '509.1h, 509.3c, 608.2h',
    board: at('declareAttackers', {
      objects: [
        { id: 'elephant', card: 'Rabid Elephant' },
        theirs('b1', 'Grizzly Bears'),
        theirs('b2', 'Grizzly Bears'),
      ],
    }),
    actions: attackAndBlock(attack('elephant'), [block('b1', 'elephant'), block('b2', 'elephant')]),
    objects: { elephant: { pt: '7/8', blocked: true } },
  },
  {
    card: 'Hunger of the Nim',
    text: 'Target creature gets +1/+0 until end of turn for each artifact you control.',
    rules: '608.2h, 611.2, 613.4c',
    board: at('main1', {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ring', card: 'Sol Ring' },
        { id: 'thopter', card: 'Ornithopter' },
        theirs('theirs', 'Sol Ring'),
      ],
    }),
    actions: [cast('Hunger of the Nim', ['bear'])],
    objects: { bear: { pt: '4/2' }, thopter: { pt: '0/2' } },
    also: [afterCleanup([cast('Hunger of the Nim', ['bear'])], { bear: { pt: '2/2' } })],
  },
  {
    card: 'Yavimaya Enchantress',
    text: 'Yavimaya Enchantress gets +1/+1 for each enchantment on the battlefield.',
    rules: '611.3a, 613.4c',
    board: at('main1', {
      objects: [
        { id: 'enchantress', card: 'Yavimaya Enchantress' },
        { id: 'seal', card: 'Seal of Fire' },
        theirs('theirs', 'Seal of Fire'),
      ],
    }),
    actions: [{ kind: 'move', object: 'theirs', to: 'graveyard' }],
    objects: { enchantress: { pt: '3/3' } },
  },
  {
    card: 'Aven Wind Guide',
    text: 'Flying, vigilance / Creature tokens you control have flying and vigilance. / Embalm {4}{W}{U}',
    rules: '702.9, 702.20b, 613.1f, 702.128a, 707.9b',
    board: at('main1', {
      players: mana('{C}{C}{C}{C}{W}{U}'),
      objects: [
        { id: 'guide', card: 'Aven Wind Guide' },
        { id: 'dead', card: 'Aven Wind Guide', zone: 'graveyard' },
        token('soldier', ['Soldier'], 1, 1),
        token('theirs', ['Soldier'], 1, 1, 'B'),
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    }),
    actions: [activate('dead', 3)],
    objects: {
      guide: { keywords: ['Flying', 'Vigilance'] },
      // Two instances each, one from each Aven Wind Guide; they are redundant (CR 702.9c, 702.20c).
      soldier: { keywords: ['Flying', 'Flying', 'Vigilance', 'Vigilance'] },
      theirs: { keywords: [] },
      bear: { keywords: [] },
      dead: { zone: 'exile' },
      o9: { zone: 'battlefield', pt: '2/3', subtypes: ['Bird', 'Warrior', 'Zombie'], manaValue: 0 },
    },
  },
  {
    card: 'Aggressive Instinct',
    text: "Target creature you control deals damage equal to its power to target creature you don't control.",
    rules: '115.1, 120.3e, 608.2h',
    board: at('main1', { objects: [{ id: 'bear', card: 'Grizzly Bears' }, theirs('giant', 'Hill Giant')] }),
    actions: [cast('Aggressive Instinct', ['bear', 'giant'])],
    objects: { giant: { damage: 2, zone: 'battlefield' }, bear: { damage: 0 } },
    events: ['damageDealt bear>giant 2 marked 120.3e'],
    also: [{ actions: [cast('Aggressive Instinct', ['giant', 'bear'])], refused: '601.2c' }],
  },
  {
    card: 'Fists of the Demigod',
    text: 'Enchant creature / As long as enchanted creature is black, it gets +1/+1 and has wither. / As long as enchanted creature is red, it gets +1/+1 and has first strike.',
    rules: '303.4, 702.80b, 120.3d, 702.7',
    board: at('main1', {
      objects: [
        { id: 'corpse', card: 'Walking Corpse' },
        { id: 'piker', card: 'Goblin Piker' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'f1', card: 'Fists of the Demigod', attachedTo: 'corpse' },
        { id: 'f2', card: 'Fists of the Demigod', attachedTo: 'piker' },
        { id: 'f3', card: 'Fists of the Demigod', attachedTo: 'bear' },
        theirs('giant', 'Hill Giant'),
      ],
    }),
    actions: [dmg('corpse', 'giant', 3)],
    objects: {
      corpse: { pt: '3/3', keywords: ['Wither'] },
      piker: { pt: '3/2', keywords: ['First strike'] },
      bear: { pt: '2/2', keywords: [] },
      giant: { zone: 'graveyard' },
    },
    events: ['damageDealt corpse>giant 3 minusCounters 120.3d'],
  },
  {
    card: 'Beast of Burden',
    text: "Beast of Burden's power and toughness are each equal to the number of creatures on the battlefield.",
    rules: '604.3, 208.2a, 613.4a',
    board: at('main1', {
      objects: [
        { id: 'beast', card: 'Beast of Burden' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('other', 'Grizzly Bears'),
      ],
    }),
    actions: [{ kind: 'move', object: 'other', to: 'graveyard' }],
    objects: { beast: { pt: '2/2' } },
  },
  {
    card: 'Akki War Paint',
    text: 'Enchant artifact or creature / As long as enchanted permanent is a creature, it gets +2/+1.',
    rules: '303.4, 611.3a, 613.4c',
    board: at('main1', {
      players: mana('{G}{W}'),
      objects: [
        { id: 'keyrune', card: 'Selesnya Keyrune' },
        { id: 'paint', card: 'Akki War Paint', attachedTo: 'keyrune' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'paint2', card: 'Akki War Paint', attachedTo: 'bear' },
      ],
    }),
    actions: [activate('keyrune', 1)],
    objects: { keyrune: { pt: '5/4' }, bear: { pt: '4/3' } },
    also: [afterCleanup([activate('keyrune', 1)], { keyrune: { pt: null }, bear: { pt: '4/3' } })],
  },
  {
    card: 'Xanthic Statue',
    text: '{5}: Until end of turn, Xanthic Statue becomes an 8/8 Golem artifact creature with trample.',
    rules: '611.2a, 613.1d, 613.4b, 702.19',
    board: at('main1', {
      players: mana('{C}{C}{C}{C}{C}'),
      objects: [{ id: 'statue', card: 'Xanthic Statue' }],
    }),
    actions: [activate('statue', 0)],
    objects: { statue: { pt: '8/8', keywords: ['Trample'], subtypes: ['Golem'] } },
    also: [afterCleanup([activate('statue', 0)], { statue: { pt: null, keywords: [], subtypes: [] } })],
  },
  {
    card: 'Dueling Coach',
    text: 'When Dueling Coach enters the battlefield, put a +1/+1 counter on target creature. / {4}{W}, {T}: Put a +1/+1 counter on each creature you control with a +1/+1 counter on it.',
    rules: '603.6a, 122.1, 602.2',
    board: at('main1', {
      players: mana('{C}{C}{C}{C}{W}'),
      objects: [
        { id: 'coach', card: 'Dueling Coach' },
        inHand('coach2', 'Dueling Coach'),
        { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
        { id: 'elves', card: 'Llanowar Elves' },
        theirs('theirs', 'Grizzly Bears', { counters: { '+1/+1': 1 } }),
      ],
    }),
    actions: [activate('coach', 1)],
    objects: {
      coach: { tapped: true },
      bear: { counters: { '+1/+1': 2 } },
      elves: { counters: {} },
      theirs: { counters: { '+1/+1': 1 } },
    },
    also: [
      {
        actions: [enter('coach2'), targeting('coach2', 'elves')],
        objects: { elves: { counters: { '+1/+1': 1 }, pt: '2/2' } },
      },
    ],
  },
  {
    card: 'Adaptive Automaton',
    text: 'As Adaptive Automaton enters the battlefield, choose a creature type. / Adaptive Automaton is the chosen type in addition to its other types. / Other creatures you control of the chosen type get +1/+1.',
    rules: '614.12, 613.1d, 613.4c',
    board: at('main1', {
      objects: [
        inHand('auto', 'Adaptive Automaton'),
        { id: 'elves', card: 'Llanowar Elves' },
        theirs('theirs', 'Llanowar Elves'),
      ],
    }),
    actions: [choosing('auto', { creatureType: 'Elf' })],
    objects: {
      auto: { pt: '2/2', subtypes: ['Construct', 'Elf'] },
      elves: { pt: '2/2' },
      theirs: { pt: '1/1' },
    },
  },
  {
    card: 'Lifespark Spellbomb',
    text: "{G}, Sacrifice Lifespark Spellbomb: Until end of turn, target land becomes a 3/3 creature that's still a land. / {1}, Sacrifice Lifespark Spellbomb: Draw a card.",
    rules: '611.2a, 613.1d, 613.4b, 305.7, 121.1',
    board: at('main1', {
      players: mana('{G}{C}'),
      objects: [
        { id: 'bomb', card: 'Lifespark Spellbomb' },
        { id: 'forest', card: 'Forest' },
      ],
    }),
    actions: [activate('bomb', 0, ['forest'])],
    objects: { bomb: { zone: 'graveyard' }, forest: { pt: '3/3', subtypes: ['Forest'] } },
    also: [
      afterCleanup([activate('bomb', 0, ['forest'])], { forest: { pt: null } }),
      {
        actions: [activate('bomb', 1)],
        events: ['cardDrawn A 121.1'],
        objects: { bomb: { zone: 'graveyard' } },
      },
    ],
  },
  {
    card: 'Feral Animist',
    text: '{3}: Feral Animist gets +X/+0 until end of turn, where X is its power.',
    rules: '608.2h, 611.2c',
    board: at('main1', {
      players: mana('{C}{C}{C}{C}{C}{C}'),
      objects: [{ id: 'animist', card: 'Feral Animist' }],
    }),
    actions: [activate('animist', 0), activate('animist', 0)],
    objects: { animist: { pt: '8/1' } },
    also: [afterCleanup([activate('animist', 0)], { animist: { pt: '2/1' } })],
  },
  {
    card: 'Jelenn Sphinx',
    text: 'Flying, vigilance / Whenever Jelenn Sphinx attacks, other attacking creatures get +1/+1 until end of turn.',
    rules: '702.9, 702.20b, 508.1m, 611.2c',
    board: at('declareAttackers', {
      objects: [
        { id: 'sphinx', card: 'Jelenn Sphinx' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    }),
    actions: [declare('sphinx', 'bear')],
    objects: {
      sphinx: { pt: '1/5', tapped: false, keywords: ['Flying', 'Vigilance'] },
      bear: { pt: '3/3', tapped: true },
      elves: { pt: '1/1' },
    },
  },
  {
    card: 'Wrack with Madness',
    text: 'Target creature deals damage to itself equal to its power.',
    rules: '120.3e, 608.2h, 704.5g',
    board: at('main1', { objects: [theirs('giant', 'Hill Giant'), theirs('thopter', 'Ornithopter')] }),
    actions: [cast('Wrack with Madness', ['giant'])],
    objects: { giant: { zone: 'graveyard' } },
    events: ['damageDealt giant>giant 3 marked 120.3e'],
    also: [
      {
        actions: [cast('Wrack with Madness', ['thopter'])],
        objects: { thopter: { damage: 0, zone: 'battlefield' } },
      },
    ],
  },
  {
    card: 'Acid-Spewer Dragon',
    text: 'Flying, deathtouch / Megamorph {5}{B}{B} / When Acid-Spewer Dragon is turned face up, put a +1/+1 counter on each other Dragon creature you control.',
    rules: '702.37b, 702.37e, 708.8, 122.1',
    board: at('main1', {
      players: mana('{C}{C}{C}{C}{C}{B}{B}'),
      objects: [
        { id: 'acid', card: 'Acid-Spewer Dragon', faceDown: true },
        { id: 'shivan', card: 'Shivan Dragon' },
        theirs('theirs', 'Shivan Dragon'),
      ],
    }),
    actions: [{ kind: 'turnFaceUp', object: 'acid' }],
    objects: {
      acid: { faceDown: false, pt: '4/4', counters: { '+1/+1': 1 }, keywords: ['Deathtouch', 'Flying'] },
      shivan: { counters: { '+1/+1': 1 }, pt: '6/6' },
      theirs: { counters: {} },
    },
  },
  {
    card: 'Chief of the Foundry',
    text: 'Other artifact creatures you control get +1/+1.',
    rules: '613.4c, 611.3a',
    board: at('main1', {
      objects: [
        inHand('chief', 'Chief of the Foundry'),
        { id: 'memnite', card: 'Memnite' },
        theirs('theirs', 'Memnite'),
      ],
    }),
    actions: [enter('chief')],
    objects: { chief: { pt: '2/3' }, memnite: { pt: '2/2' }, theirs: { pt: '1/1' } },
  },
  {
    card: 'Searing Light',
    text: 'Destroy target attacking or blocking creature with power 2 or less.',
    rules: '115.1, 601.2c, 701.8a',
    board: at('declareAttackers', {
      objects: [
        { id: 'piker', card: 'Goblin Piker' },
        { id: 'wurm', card: 'Craw Wurm' },
        theirs('bear', 'Grizzly Bears'),
        theirs('giant', 'Hill Giant'),
      ],
    }),
    actions: [
      ...attackAndBlock(attack('piker', 'wurm'), [block('bear', 'piker'), block('giant', 'wurm')]),
      cast('Searing Light', ['bear']),
    ],
    objects: { bear: { zone: 'graveyard' } },
    events: ['destroyed bear 701.8a'],
    also: [
      {
        actions: [
          ...attackAndBlock(attack('piker', 'wurm'), [block('bear', 'piker'), block('giant', 'wurm')]),
          cast('Searing Light', ['giant']),
        ],
        refused: '601.2c',
      },
    ],
  },
  {
    card: 'Wrangle',
    text: 'Gain control of target creature with power 4 or less until end of turn. Untap that creature. It gains haste until end of turn.',
    rules: '613.1b, 611.2a, 701.26b, 702.10',
    board: at('main1', {
      objects: [theirs('giant', 'Hill Giant', { tapped: true }), theirs('wurm', 'Craw Wurm')],
    }),
    actions: [cast('Wrangle', ['giant'])],
    objects: { giant: { controller: 'A', tapped: false, keywords: ['Haste'] } },
    also: [
      afterCleanup([cast('Wrangle', ['giant'])], { giant: { controller: 'B', keywords: [] } }),
      { actions: [cast('Wrangle', ['wurm'])], refused: '601.2c' },
    ],
  },
  {
    card: 'Bloodthorn Taunter',
    text: 'Haste / {T}: Target creature with power 5 or greater gains haste until end of turn.',
    rules: '702.10, 602.5a, 601.2c',
    board: at('main1', {
      objects: [
        { id: 'taunter', card: 'Bloodthorn Taunter', enteredThisTurn: true },
        { id: 'wurm', card: 'Craw Wurm', enteredThisTurn: true },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    }),
    actions: [activate('taunter', 1, ['wurm'])],
    objects: { taunter: { tapped: true, keywords: ['Haste'] }, wurm: { keywords: ['Haste'] } },
    also: [{ actions: [activate('taunter', 1, ['bear'])], refused: '601.2c' }],
  },
  {
    card: 'Yew Spirit',
    text: '{2}{G}{G}: Yew Spirit gets +X/+X until end of turn, where X is its power.',
    rules: '608.2h, 611.2c',
    board: at('main1', { players: mana('{G}{G}{G}{G}'), objects: [{ id: 'spirit', card: 'Yew Spirit' }] }),
    actions: [activate('spirit', 0)],
    objects: { spirit: { pt: '6/6' } },
    also: [afterCleanup([activate('spirit', 0)], { spirit: { pt: '3/3' } })],
  },
  {
    card: 'Auriok Bladewarden',
    text: "{T}: Target creature gets +X/+X until end of turn, where X is Auriok Bladewarden's power.",
    rules: '608.2h, 611.2c',
    board: at('main1', {
      objects: [
        { id: 'warden', card: 'Auriok Bladewarden', counters: { '+1/+1': 1 } },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    }),
    actions: [activate('warden', 0, ['bear'])],
    objects: { bear: { pt: '4/4' }, warden: { tapped: true, pt: '2/2' } },
    also: [afterCleanup([activate('warden', 0, ['bear'])], { bear: { pt: '2/2' } })],
  },
  {
    card: 'Scale Blessing',
    text: 'Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1 counter on it.',
    rules: '701.39a, 608.2c, 122.1',
    board: at('main1', {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves' },
        { id: 'giant', card: 'Hill Giant', counters: { '+1/+1': 1 } },
        theirs('theirs', 'Grizzly Bears', { counters: { '+1/+1': 1 } }),
      ],
    }),
    actions: [cast('Scale Blessing')],
    objects: {
      elves: { counters: { '+1/+1': 2 } },
      giant: { counters: { '+1/+1': 2 } },
      bear: { counters: {} },
      theirs: { counters: { '+1/+1': 1 } },
    },
  },
  {
    card: 'Valorous Stance',
    text: 'Choose one — / • Target creature gains indestructible until end of turn. / • Destroy target creature with toughness 4 or greater.',
    rules: '700.2, 702.12b, 601.2c',
    board: at('main1', {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('wurm', 'Craw Wurm'),
        theirs('giant', 'Hill Giant'),
      ],
    }),
    actions: [{ kind: 'resolve', source: 'Valorous Stance', controller: 'A', modes: [1], targets: ['wurm'] }],
    objects: { wurm: { zone: 'graveyard' } },
    also: [
      {
        actions: [
          { kind: 'resolve', source: 'Valorous Stance', controller: 'A', modes: [1], targets: ['giant'] },
        ],
        refused: '601.2c',
      },
      {
        actions: [
          { kind: 'resolve', source: 'Valorous Stance', controller: 'A', modes: [0], targets: ['bear'] },
          { kind: 'resolve', source: 'Valorous Stance', controller: 'A', modes: [1], targets: ['wurm'] },
        ],
        objects: { bear: { keywords: ['Indestructible'] }, wurm: { zone: 'graveyard' } },
      },
    ],
  },
  {
    card: 'Divine Sacrament',
    text: 'White creatures get +1/+1. / Threshold — White creatures get an additional +1/+1 as long as seven or more cards are in your graveyard.',
    rules: '613.4c, 611.3a, 207.2c',
    board: at('main1', {
      objects: [
        { id: 'sacrament', card: 'Divine Sacrament' },
        { id: 'lions', card: 'Savannah Lions' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('theirs', 'Savannah Lions'),
        ...graveyard(6),
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
      ],
    }),
    actions: [{ kind: 'move', object: 'bolt', to: 'graveyard' }],
    objects: { lions: { pt: '4/3' }, theirs: { pt: '4/3' }, bear: { pt: '2/2' } },
  },
  {
    card: 'Tail Slash',
    text: "Target creature you control deals damage equal to its power to target creature you don't control.",
    rules: '115.1, 120.3e, 608.2h',
    board: at('main1', { objects: [{ id: 'giant', card: 'Hill Giant' }, theirs('bear', 'Grizzly Bears')] }),
    actions: [cast('Tail Slash', ['giant', 'bear'])],
    objects: { bear: { zone: 'graveyard' }, giant: { damage: 0 } },
    events: ['damageDealt giant>bear 3 marked 120.3e'],
  },
  {
    card: 'Chimeric Egg',
    text: 'Whenever an opponent casts a nonartifact spell, put a charge counter on Chimeric Egg. / Remove three charge counters from Chimeric Egg: Chimeric Egg becomes a 6/6 Construct artifact creature with trample until end of turn.',
    rules: '601.2i, 603.2, 118.3, 611.2a, 613.1d',
    board: at('main1', {
      players: [{ id: 'A' }, { id: 'B', manaPool: '{R}' }],
      objects: [
        { id: 'egg', card: 'Chimeric Egg', counters: { charge: 2 } },
        { id: 'shock', card: 'Shock', zone: 'hand', owner: 'B' },
      ],
    }),
    actions: [
      { kind: 'pass' },
      { kind: 'cast', object: 'shock', targets: ['A'], sources: 'auto' },
      activate('egg', 1),
    ],
    objects: { egg: { counters: {}, pt: '6/6', keywords: ['Trample'], subtypes: ['Construct'] } },
    players: { A: { life: 18 } },
  },
  {
    card: 'Havengul Runebinder',
    text: '{2}{U}, {T}, Exile a creature card from your graveyard: Create a 2/2 black Zombie creature token, then put a +1/+1 counter on each Zombie creature you control.',
    rules: '118.3, 111.1, 608.2c, 122.1',
    board: at('main1', {
      players: mana('{C}{C}{U}'),
      objects: [
        { id: 'binder', card: 'Havengul Runebinder' },
        { id: 'corpse', card: 'Walking Corpse' },
        theirs('theirs', 'Walking Corpse'),
        { id: 'dead', card: 'Grizzly Bears', zone: 'graveyard' },
      ],
    }),
    actions: [{ kind: 'activate', object: 'binder', ability: 0, costs: { exile: ['dead'] } }],
    objects: {
      dead: { zone: 'exile' },
      corpse: { counters: { '+1/+1': 1 } },
      theirs: { counters: {} },
      o8: { pt: '3/3', subtypes: ['Zombie'] },
    },
  },
  {
    card: 'Access Tunnel',
    text: "{T}: Add {C}. / {3}, {T}: Target creature with power 3 or less can't be blocked this turn.",
    rules: '106.4, 509.1b, 601.2c',
    board: at('beginCombat', {
      players: mana('{C}{C}{C}'),
      objects: [
        { id: 'tunnel', card: 'Access Tunnel' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wurm', card: 'Craw Wurm' },
        theirs('theirs', 'Grizzly Bears'),
      ],
    }),
    actions: [
      activate('tunnel', 1, ['bear']),
      advance('declareAttackers'),
      ...attackBlockedBy('bear', 'theirs'),
    ],
    refused: '509.1b',
    objects: { tunnel: { tapped: true } },
    also: [
      { actions: [activate('tunnel', 1, ['wurm'])], refused: '601.2c' },
      { actions: [activate('tunnel', 0)], players: { A: { mana: 4 } } },
    ],
  },
  {
    card: 'Puncturing Light',
    text: 'Destroy target attacking or blocking creature with power 3 or less.',
    rules: '115.1, 601.2c, 701.8a',
    board: at('declareAttackers', {
      objects: [
        { id: 'giant', card: 'Hill Giant' },
        { id: 'wurm', card: 'Craw Wurm' },
        theirs('other', 'Grizzly Bears'),
      ],
    }),
    actions: [
      declare('giant', 'wurm'),
      { kind: 'resolve', source: 'Puncturing Light', controller: 'B', targets: ['giant'] },
    ],
    objects: { giant: { zone: 'graveyard' } },
    also: [
      {
        actions: [
          declare('giant', 'wurm'),
          { kind: 'resolve', source: 'Puncturing Light', controller: 'B', targets: ['wurm'] },
        ],
        refused: '601.2c',
      },
      {
        actions: [{ kind: 'resolve', source: 'Puncturing Light', controller: 'B', targets: ['giant'] }],
        refused: '601.2c',
      },
    ],
  },
  {
    card: 'Plague Wind',
    text: "Destroy all creatures you don't control. They can't be regenerated.",
    rules: '701.8a, 701.19c',
    board: at('main1', {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('skel', 'Drudge Skeletons', { regenerationShields: 1 }),
      ],
    }),
    actions: [cast('Plague Wind')],
    objects: { bear: { zone: 'battlefield' }, skel: { zone: 'graveyard' } },
  },
  {
    card: 'Helm of the Ghastlord',
    text: 'Enchant creature / As long as enchanted creature is blue, it gets +1/+1 and has "Whenever this creature deals damage to an opponent, draw a card." / As long as enchanted creature is black, it gets +1/+1 and has "Whenever this creature deals damage to an opponent, that player discards a card."',
    rules: '611.3a, 613.1f, 603.2',
    board: at('main1', {
      objects: [
        { id: 'merfolk', card: 'Merfolk of the Pearl Trident' },
        { id: 'corpse', card: 'Walking Corpse' },
        { id: 'h1', card: 'Helm of the Ghastlord', attachedTo: 'merfolk' },
        { id: 'h2', card: 'Helm of the Ghastlord', attachedTo: 'corpse' },
        { id: 'card', card: 'Island', zone: 'hand', owner: 'B' },
      ],
    }),
    actions: [
      dmg('merfolk', 'B', 2),
      dmg('corpse', 'B', 3),
      { kind: 'decide', player: 'B', decisions: [{ cards: ['card'] }] },
    ],
    objects: { merfolk: { pt: '2/2' }, corpse: { pt: '3/3' }, card: { zone: 'graveyard' } },
    events: ['cardDrawn A 121.1'],
    players: { B: { life: 15 } },
  },
  {
    card: 'Silver-Inlaid Dagger',
    text: 'Equipped creature gets +2/+0. / As long as equipped creature is a Human, it gets an additional +1/+0. / Equip {2}',
    rules: '301.5, 702.6a, 611.3a',
    board: at('main1', {
      players: mana('{C}{C}'),
      objects: [
        { id: 'dagger', card: 'Silver-Inlaid Dagger' },
        { id: 'human', card: 'Elite Vanguard' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    }),
    actions: [activate('dagger', 2, ['human'])],
    objects: { human: { pt: '5/1' }, dagger: { attachedTo: 'human' } },
    also: [
      { actions: [activate('dagger', 2, ['bear'])], objects: { bear: { pt: '4/2' }, human: { pt: '2/1' } } },
    ],
  },
  {
    card: 'Samut, Tyrant Smasher',
    text: 'Creatures you control have haste. / [−1]: Target creature gets +2/+1 and gains haste until end of turn. Scry 1.',
    rules: '606.3, 606.4, 613.1f, 701.22a',
    // A's library is one card, so the scry looks at it (701.22a).
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        { id: 'samut', card: 'Samut, Tyrant Smasher' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('theirs', 'Grizzly Bears'),
        { id: 'top', card: 'Forest', zone: 'library' },
      ],
    },
    actions: [activate('samut', 1, ['theirs']), { kind: 'decide', decisions: [{ bottom: ['top'] }] }],
    objects: {
      samut: { loyalty: 4 },
      theirs: { pt: '4/3', keywords: ['Haste'] },
      bear: { keywords: ['Haste'] },
    },
    also: [
      afterCleanup([activate('samut', 1, ['theirs']), { kind: 'decide', decisions: [{ top: ['top'] }] }], {
        theirs: { pt: '2/2', keywords: [] },
      }),
    ],
  },
  {
    card: 'Favor of the Overbeing',
    text: 'Enchant creature / As long as enchanted creature is green, it gets +1/+1 and has vigilance. / As long as enchanted creature is blue, it gets +1/+1 and has flying.',
    rules: '303.4a, 611.3a, 613.4c',
    board: at('main1', {
      players: mana('{G}{G}'),
      objects: [
        inHand('favor', 'Favor of the Overbeing'),
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'merfolk', card: 'Merfolk of the Pearl Trident' },
        { id: 'lions', card: 'Savannah Lions' },
      ],
    }),
    actions: [castFromHand('favor', ['bear'])],
    objects: { favor: { attachedTo: 'bear' }, bear: { pt: '3/3', keywords: ['Vigilance'] } },
    also: [
      {
        actions: [castFromHand('favor', ['merfolk'])],
        objects: { merfolk: { pt: '2/2', keywords: ['Flying'] } },
      },
      { actions: [castFromHand('favor', ['lions'])], objects: { lions: { pt: '2/1', keywords: [] } } },
    ],
  },
  {
    card: "Kiku, Night's Flower",
    text: '{2}{B}{B}, {T}: Target creature deals damage to itself equal to its power.',
    rules: '120.3e, 608.2h',
    board: at('main1', {
      players: mana('{C}{C}{B}{B}'),
      objects: [{ id: 'kiku', card: "Kiku, Night's Flower" }, theirs('giant', 'Hill Giant')],
    }),
    actions: [activate('kiku', 0, ['giant'])],
    objects: { giant: { zone: 'graveyard' }, kiku: { tapped: true } },
  },
  {
    card: 'Gate Hound',
    text: 'Creatures you control have vigilance as long as Gate Hound is enchanted.',
    rules: '611.3a, 613.1f',
    board: at('main1', {
      players: mana('{G}{G}'),
      objects: [
        inHand('favor', 'Favor of the Overbeing'),
        { id: 'hound', card: 'Gate Hound' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('theirs', 'Grizzly Bears'),
      ],
    }),
    actions: [castFromHand('favor', ['theirs'])],
    objects: { favor: { attachedTo: 'theirs' }, bear: { keywords: [] }, hound: { keywords: [] } },
    also: [
      {
        actions: [castFromHand('favor', ['hound'])],
        objects: {
          bear: { keywords: ['Vigilance'] },
          hound: { keywords: ['Vigilance'] },
          theirs: { keywords: [] },
        },
      },
    ],
  },
  {
    card: 'Phantom General',
    text: 'Creature tokens you control get +1/+1.',
    rules: '613.4c, 111.1',
    board: at('main1', {
      objects: [
        inHand('general', 'Phantom General'),
        token('soldier', ['Soldier'], 1, 1),
        token('theirs', ['Soldier'], 1, 1, 'B'),
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    }),
    actions: [enter('general')],
    objects: { soldier: { pt: '2/2' }, theirs: { pt: '1/1' }, bear: { pt: '2/2' }, general: { pt: '2/3' } },
  },
  {
    card: 'Nantuko Monastery',
    text: "{T}: Add {C}. / Threshold — {G}{W}: Nantuko Monastery becomes a 4/4 green and white Insect Monk creature with first strike until end of turn. It's still a land. Activate only if seven or more cards are in your graveyard.",
    rules: '602.5b, 611.2a, 613.1d, 305.7',
    board: at('main1', {
      players: mana('{G}{W}'),
      objects: [
        { id: 'monastery', card: 'Nantuko Monastery' },
        ...graveyard(6),
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
      ],
    }),
    actions: [{ kind: 'move', object: 'bolt', to: 'graveyard' }, activate('monastery', 1)],
    objects: { monastery: { pt: '4/4', keywords: ['First strike'], subtypes: ['Insect', 'Monk'] } },
    also: [{ actions: [activate('monastery', 1)], refused: '602.5b' }],
  },
  {
    card: 'Selesnya Keyrune',
    text: '{T}: Add {G} or {W}. / {G}{W}: Selesnya Keyrune becomes a 3/3 green and white Wolf artifact creature until end of turn.',
    rules: '106.4, 611.2a, 613.1d',
    board: at('main1', { players: mana('{G}{W}'), objects: [{ id: 'keyrune', card: 'Selesnya Keyrune' }] }),
    actions: [activate('keyrune', 1)],
    objects: { keyrune: { pt: '3/3', subtypes: ['Wolf'] } },
    also: [
      afterCleanup([activate('keyrune', 1)], { keyrune: { pt: null } }),
      {
        actions: [{ kind: 'activate', object: 'keyrune', ability: 0, mana: '{W}' }],
        players: { A: { mana: 3 } },
      },
    ],
  },
  {
    card: 'Earth Surge',
    text: "Each land gets +2/+2 as long as it's a creature.",
    rules: '611.3a, 613.4c',
    board: at('main1', {
      players: mana('{G}{G}{W}'),
      objects: [
        { id: 'surge', card: 'Earth Surge' },
        { id: 'monastery', card: 'Nantuko Monastery' },
        { id: 'bomb', card: 'Lifespark Spellbomb' },
        theirs('forest', 'Forest'),
        { id: 'bear', card: 'Grizzly Bears' },
        ...graveyard(7),
      ],
    }),
    actions: [activate('monastery', 1), activate('bomb', 0, ['forest'])],
    objects: { monastery: { pt: '6/6' }, forest: { pt: '5/5' }, bear: { pt: '2/2' } },
  },
  {
    card: 'Bull Aurochs',
    text: 'Trample / Whenever Bull Aurochs attacks, it gets +1/+0 until end of turn for each other attacking Aurochs.',
    rules: '702.19, 508.1m, 608.2h',
    board: at('declareAttackers', {
      objects: [
        { id: 'a1', card: 'Bull Aurochs' },
        { id: 'a2', card: 'Bull Aurochs' },
        { id: 'a3', card: 'Bull Aurochs' },
      ],
    }),
    actions: [declare('a1', 'a2')],
    objects: { a1: { pt: '3/1', keywords: ['Trample'] }, a2: { pt: '3/1' }, a3: { pt: '2/1' } },
  },
  {
    card: 'Heraldic Banner',
    text: 'As Heraldic Banner enters the battlefield, choose a color. / Creatures you control of the chosen color get +1/+0. / {T}: Add one mana of the chosen color.',
    rules: '614.12, 613.4c, 106.4',
    board: at('main1', {
      objects: [
        inHand('banner', 'Heraldic Banner'),
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'lions', card: 'Savannah Lions' },
        theirs('theirs', 'Grizzly Bears'),
      ],
    }),
    actions: [choosing('banner', { color: 'G' }), activate('banner', 2)],
    objects: { bear: { pt: '3/2' }, lions: { pt: '2/1' }, theirs: { pt: '2/2' }, banner: { tapped: true } },
    events: ['manaAdded A {G}x1 106.4'],
  },
  {
    card: 'Kronch Wrangler',
    text: 'Trample / Whenever a creature with power 4 or greater enters the battlefield under your control, put a +1/+1 counter on Kronch Wrangler.',
    rules: '603.6a, 208.1, 122.1',
    board: at('main1', {
      objects: [
        { id: 'kronch', card: 'Kronch Wrangler' },
        inHand('wurm', 'Craw Wurm'),
        inHand('giant', 'Hill Giant'),
      ],
    }),
    actions: [enter('giant'), enter('wurm')],
    objects: { kronch: { counters: { '+1/+1': 1 }, pt: '3/2', keywords: ['Trample'] } },
  },
  {
    card: 'Oneirophage',
    text: 'Flying / Whenever you draw a card, put a +1/+1 counter on Oneirophage.',
    rules: '504.1, 121.1, 603.2',
    board: at('upkeep', { objects: [{ id: 'phage', card: 'Oneirophage' }] }),
    actions: [advance('main1')],
    objects: { phage: { counters: { '+1/+1': 1 }, pt: '2/3', keywords: ['Flying'] } },
  },
  {
    card: 'Complete Disregard',
    text: 'Devoid / Exile target creature with power 3 or less.',
    rules: '702.114a, 702.16b, 601.2c, 406.2',
    board: at('main1', { objects: [theirs('knight', 'White Knight'), theirs('wurm', 'Craw Wurm')] }),
    actions: [cast('Complete Disregard', ['knight'])],
    objects: { knight: { zone: 'exile' } },
    also: [{ actions: [cast('Complete Disregard', ['wurm'])], refused: '601.2c' }],
  },
];

checkSample('fifty cards newly modelled in issue 13, each read against its Oracle text and played', ROWS);
