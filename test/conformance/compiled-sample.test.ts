import { block, pumped, targeting } from '../support/play.js';
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
 * The trust test of the Oracle compiler (src/oracle/): fifty real cards it models completely,
 * drawn at random with a fixed seed by scripts/sample-compiled-cards.ts, each read against its
 * Oracle text and pinned by a board test that plays its abilities with `apply`. A row fails if
 * an ability is missing or means something else: its numbers, targets, duration, who it
 * affects; each "until end of turn" is checked gone after the cleanup step (CR 514.2). The pool
 * is the bundled one, in which all fifty are compiled.
 */

const ROWS: readonly SampleRow[] = [
  {
    card: 'Dragonfly Suit',
    text: 'Flying / Crew 1',
    rules: '702.122a, 702.9b',
    board: at('beginCombat', {
      objects: [
        { id: 'suit', card: 'Dragonfly Suit' },
        { id: 'elves', card: 'Llanowar Elves' },
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    actions: [
      { kind: 'crew', vehicle: 'suit', crew: ['elves'] },
      advance('declareAttackers'),
      ...attackBlockedBy('suit', 'bear'),
    ],
    refused: '702.9b',
    objects: { suit: { pt: '3/2', keywords: ['Flying'], attacking: 'B' }, elves: { tapped: true } },
  },
  {
    card: 'Sentinel Sliver',
    text: 'Sliver creatures you control have vigilance.',
    rules: '702.20b',
    board: at('declareAttackers', {
      objects: [
        { id: 'sentinel', card: 'Sentinel Sliver' },
        { id: 'sliver', card: 'Metallic Sliver' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('theirs', 'Metallic Sliver'),
      ],
    }),
    actions: [declare('sliver', 'bear')],
    objects: {
      sliver: { attacking: 'B', tapped: false },
      bear: { attacking: 'B', tapped: true },
      sentinel: { keywords: ['Vigilance'] },
      theirs: { keywords: [] },
    },
  },
  {
    card: 'Absolute Grace',
    text: 'All creatures have protection from black.',
    rules: '702.16e',
    board: {
      objects: [
        { id: 'grace', card: 'Absolute Grace' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('skel', 'Drudge Skeletons'),
        theirs('rats', 'Typhoid Rats'),
      ],
    },
    actions: [dmg('skel', 'bear', 2), dmg('rats', 'skel', 1)],
    objects: {
      bear: { zone: 'battlefield', damage: 0, keywords: ['Protection from black'] },
      skel: { damage: 0, keywords: ['Protection from black'] },
      grace: { pt: null, keywords: [] },
    },
  },
  {
    card: 'Blisterstick Shaman',
    text: 'When Blisterstick Shaman enters the battlefield, it deals 1 damage to any target.',
    rules: '603.6a, 115.4, 120.3e',
    board: { objects: [inHand('shaman', 'Blisterstick Shaman'), theirs('elves', 'Llanowar Elves')] },
    actions: [enter('shaman'), targeting('shaman', 'elves')],
    objects: { shaman: { zone: 'battlefield', pt: '2/1' }, elves: { zone: 'graveyard' } },
    events: ['damageDealt shaman>elves 1 marked 120.3e'],
  },
  {
    card: 'Daring Leap',
    text: 'Target creature gets +1/+1 and gains flying and first strike until end of turn.',
    rules: '611.2, 613.4c',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }, theirs('other', 'Grizzly Bears')] },
    actions: [cast('Daring Leap', ['bear'])],
    objects: {
      bear: { pt: '3/3', keywords: ['First strike', 'Flying'] },
      other: { pt: '2/2', keywords: [] },
    },
    also: [afterCleanup([cast('Daring Leap', ['bear'])], { bear: { pt: '2/2', keywords: [] } })],
  },
  {
    card: 'Squirrel Sovereign',
    text: 'Other Squirrels you control get +1/+1.',
    rules: '613.4c',
    board: {
      objects: [
        { id: 's1', card: 'Squirrel Sovereign' },
        theirs('s3', 'Squirrel Sovereign'),
        { id: 's2', card: 'Squirrel Sovereign', zone: 'hand' },
      ],
    },
    actions: [enter('s2')],
    objects: { s1: { pt: '3/3' }, s2: { pt: '3/3' }, s3: { pt: '2/2' } },
  },
  {
    card: 'Screeching Phoenix',
    text: 'Flying / {2}{R}: Creatures you control get +1/+0 until end of turn.',
    rules: '602.2, 611.2c',
    board: {
      players: mana('{R}{R}{R}'),
      objects: [
        { id: 'phoenix', card: 'Screeching Phoenix' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('other', 'Grizzly Bears'),
      ],
    },
    actions: [activate('phoenix', 1)],
    also: [afterCleanup([activate('phoenix', 1)], { phoenix: { pt: '4/4' }, bear: { pt: '2/2' } })],
    objects: {
      phoenix: { pt: '5/4', keywords: ['Flying'] },
      bear: { pt: '3/2' },
      other: { pt: '2/2' },
    },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Deeptread Merrow',
    text: '{U}: Deeptread Merrow gains islandwalk until end of turn.',
    rules: '702.14c, 611.2',
    board: at('beginCombat', {
      players: mana('{U}'),
      objects: [
        { id: 'merrow', card: 'Deeptread Merrow' },
        theirs('island', 'Island'),
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    actions: [activate('merrow', 0), advance('declareAttackers'), ...attackBlockedBy('merrow', 'bear')],
    also: [
      afterCleanup([activate('merrow', 0)], { merrow: { keywords: [] } }),
      {
        actions: [activate('merrow', 0), activate('merrow', 0)],
        refused: '202.1a',
        players: { A: { mana: 0 } },
      },
    ],
    refused: '702.14c',
    objects: { merrow: { keywords: ['Islandwalk'], attacking: 'B' }, bear: { blocking: null } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Fallen Ferromancer',
    text: 'Infect / {1}{R}, {T}: Fallen Ferromancer deals 1 damage to any target.',
    rules: '702.90b, 120.3b',
    board: { players: mana('{R}{R}'), objects: [{ id: 'ferro', card: 'Fallen Ferromancer' }] },
    actions: [activate('ferro', 1, ['B'])],
    objects: { ferro: { tapped: true, keywords: ['Infect'] } },
    players: { A: { mana: 0 }, B: { life: 20, poison: 1 } },
    events: ['damageDealt ferro>B 1 poison 120.3b'],
  },
  {
    card: 'Pegasus Charger',
    text: 'Flying / First strike',
    rules: '702.7b, 702.9b, 510.4',
    board: at('declareAttackers', {
      objects: [
        { id: 'charger', card: 'Pegasus Charger' },
        theirs('mesa', 'Mesa Pegasus'),
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    actions: [...attackBlockedBy('charger', 'mesa'), advance('combatDamage')],
    also: [
      {
        actions: attackBlockedBy('charger', 'bear'),
        refused: '702.9b',
        objects: { bear: { blocking: null } },
      },
    ],
    objects: {
      charger: { zone: 'battlefield', damage: 0, keywords: ['First strike', 'Flying'] },
      mesa: { zone: 'graveyard' },
    },
  },
  {
    card: 'Lord of Extinction',
    text: "Lord of Extinction's power and toughness are each equal to the number of cards in all graveyards.",
    rules: '604.3, 208.2a',
    board: {
      objects: [
        { id: 'lord', card: 'Lord of Extinction' },
        { card: 'Lightning Bolt', zone: 'graveyard' },
        { card: 'Forest', zone: 'graveyard' },
        { card: 'Shock', zone: 'graveyard', owner: 'B' },
        theirs('bear', 'Grizzly Bears'),
      ],
    },
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }],
    objects: { lord: { pt: '4/4' } },
  },
  {
    card: 'Tread Upon',
    text: 'Target creature gets +2/+2 and gains trample until end of turn.',
    rules: '611.2, 702.19b',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [cast('Tread Upon', ['bear'])],
    also: [afterCleanup([cast('Tread Upon', ['bear'])], { bear: { pt: '2/2', keywords: [] } })],
    objects: { bear: { pt: '4/4', keywords: ['Trample'] } },
  },
  {
    card: 'Smelt',
    text: 'Destroy target artifact.',
    rules: '701.8a, 115.1',
    board: { objects: [theirs('copter', "Smuggler's Copter"), theirs('bear', 'Grizzly Bears')] },
    actions: [cast('Smelt', ['copter'])],
    objects: { copter: { zone: 'graveyard' } },
    events: ['destroyed copter 701.8a'],
    also: [
      { actions: [cast('Smelt', ['bear'])], refused: '601.2c', objects: { bear: { zone: 'battlefield' } } },
    ],
  },
  {
    card: 'Advance Scout',
    text: 'First strike / {W}: Target creature gains first strike until end of turn.',
    rules: '702.7b, 611.2',
    board: {
      players: mana('{W}'),
      objects: [
        { id: 'scout', card: 'Advance Scout' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [activate('scout', 1, ['bear'])],
    also: [
      afterCleanup([activate('scout', 1, ['bear'])], {
        scout: { keywords: ['First strike'] },
        bear: { keywords: [] },
      }),
    ],
    objects: {
      scout: { keywords: ['First strike'] },
      bear: { keywords: ['First strike'] },
      elves: { keywords: [] },
    },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Crashing Drawbridge',
    text: 'Defender / {T}: Creatures you control gain haste until end of turn.',
    rules: '702.10b, 702.3b',
    board: at('beginCombat', {
      objects: [
        { id: 'bridge', card: 'Crashing Drawbridge' },
        { id: 'bear', card: 'Grizzly Bears', enteredThisTurn: true },
        theirs('other', 'Grizzly Bears'),
      ],
    }),
    actions: [activate('bridge', 1), advance('declareAttackers'), declare('bear')],
    objects: {
      bridge: { tapped: true, keywords: ['Defender', 'Haste'] },
      bear: { attacking: 'B', keywords: ['Haste'] },
      other: { keywords: [] },
    },
    also: [
      afterCleanup([activate('bridge', 1)], { bear: { keywords: [] } }),
      {
        actions: [advance('declareAttackers'), declare('bridge')],
        refused: '702.3b',
        objects: { bridge: { attacking: null } },
      },
    ],
  },
  {
    card: 'Gurmag Swiftwing',
    text: 'Flying, first strike, haste',
    rules: '702.10b, 702.9b, 702.7b',
    board: at('declareAttackers', {
      objects: [
        { id: 'bat', card: 'Gurmag Swiftwing', enteredThisTurn: true },
        theirs('bear', 'Grizzly Bears'),
        theirs('mesa', 'Mesa Pegasus'),
      ],
      // Mesa Pegasus made a 2/1 flyer: it would kill the 1/2 Swiftwing but for first strike.
      effects: [pumped('mesa', 1, 0)],
    }),
    actions: [declare('bat')],
    also: [
      { actions: attackBlockedBy('bat', 'bear'), refused: '702.9b', objects: { bear: { blocking: null } } },
      {
        actions: [...attackBlockedBy('bat', 'mesa'), advance('combatDamage')],
        objects: { bat: { zone: 'battlefield', damage: 0 }, mesa: { zone: 'graveyard' } },
      },
    ],
    objects: { bat: { attacking: 'B', keywords: ['First strike', 'Flying', 'Haste'] } },
  },
  {
    card: 'Righteous Charge',
    text: 'Creatures you control get +2/+2 until end of turn.',
    rules: '611.2c, 613.4c',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }, theirs('other', 'Grizzly Bears')] },
    actions: [cast('Righteous Charge')],
    also: [afterCleanup([cast('Righteous Charge')], { bear: { pt: '2/2' } })],
    objects: { bear: { pt: '4/4' }, other: { pt: '2/2' } },
  },
  {
    card: 'Boreal Griffin',
    text: 'Flying / {S}: Boreal Griffin gains first strike until end of turn.',
    rules: '107.4h, 106.3, 611.2',
    board: { players: mana('{W}{S:W}'), objects: [{ id: 'griffin', card: 'Boreal Griffin' }] },
    actions: [activate('griffin', 1)],
    objects: { griffin: { pt: '3/2', keywords: ['First strike', 'Flying'] } },
    // The snow {W} paid {S}; the plain {W} is left, and can't pay it.
    players: { A: { mana: 1 } },
    also: [
      afterCleanup([activate('griffin', 1)], { griffin: { keywords: ['Flying'] } }),
      {
        actions: [activate('griffin', 1), activate('griffin', 1)],
        refused: '202.1a',
        players: { A: { mana: 1 } },
      },
    ],
  },
  {
    card: 'Ice Storm',
    text: 'Destroy target land.',
    rules: '701.8a',
    board: { objects: [theirs('forest', 'Forest')] },
    actions: [cast('Ice Storm', ['forest'])],
    objects: { forest: { zone: 'graveyard' } },
    events: ['destroyed forest 701.8a'],
  },
  {
    card: 'Adarkar Sentinel',
    text: '{1}: Adarkar Sentinel gets +0/+1 until end of turn.',
    rules: '602.2, 613.4c',
    board: { players: mana('{C}{G}'), objects: [{ id: 'sentinel', card: 'Adarkar Sentinel' }] },
    actions: [activate('sentinel', 0), activate('sentinel', 0)],
    also: [afterCleanup([activate('sentinel', 0)], { sentinel: { pt: '3/3' } })],
    objects: { sentinel: { pt: '3/5', tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Abbey Matron',
    text: '{W}, {T}: Abbey Matron gets +0/+3 until end of turn.',
    rules: '602.2, 613.4c',
    board: { players: mana('{W}'), objects: [{ id: 'matron', card: 'Abbey Matron' }] },
    actions: [activate('matron', 0)],
    also: [afterCleanup([activate('matron', 0)], { matron: { pt: '1/3' } })],
    objects: { matron: { pt: '1/6', tapped: true } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Zodiac Pig',
    text: 'Swampwalk',
    rules: '702.14c',
    board: at('declareAttackers', {
      objects: [{ id: 'pig', card: 'Zodiac Pig' }, theirs('swamp', 'Swamp'), theirs('bear', 'Grizzly Bears')],
    }),
    actions: attackBlockedBy('pig', 'bear'),
    refused: '702.14c',
    objects: { pig: { attacking: 'B', keywords: ['Swampwalk'] }, bear: { blocking: null } },
  },
  {
    card: 'Bloodcurdling Scream',
    text: 'Target creature gets +X/+0 until end of turn.',
    rules: '107.3a, 611.2',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [cast('Bloodcurdling Scream', ['bear'], 3)],
    also: [afterCleanup([cast('Bloodcurdling Scream', ['bear'], 3)], { bear: { pt: '2/2' } })],
    objects: { bear: { pt: '5/2' } },
  },
  {
    card: 'Weaver of Currents',
    text: '{T}: Add {C}{C}.',
    rules: '605.1a, 106.4',
    board: { objects: [{ id: 'weaver', card: 'Weaver of Currents' }] },
    actions: [activate('weaver', 0)],
    objects: { weaver: { tapped: true } },
    players: { A: { mana: 2 } },
    events: ['manaAdded A {C}{C}x1 106.4'],
  },
  {
    card: 'Monk Realist',
    text: 'When Monk Realist enters the battlefield, destroy target enchantment.',
    rules: '603.6a, 701.8a',
    board: { objects: [inHand('monk', 'Monk Realist'), theirs('crusade', 'Crusade')] },
    actions: [enter('monk')],
    objects: { monk: { zone: 'battlefield', pt: '1/1' }, crusade: { zone: 'graveyard' } },
    events: ['destroyed crusade 701.8a'],
  },
  {
    card: 'Stone Haven Medic',
    text: '{W}, {T}: You gain 1 life.',
    rules: '602.2, 119.3',
    board: { players: mana('{W}'), objects: [{ id: 'medic', card: 'Stone Haven Medic' }] },
    actions: [activate('medic', 0)],
    objects: { medic: { tapped: true } },
    players: { A: { life: 21, mana: 0 }, B: { life: 20 } },
    events: ['lifeGained A 1 119.3'],
  },
  {
    card: 'Zuberi, Golden Feather',
    text: 'Flying / Other Griffin creatures get +1/+1.',
    rules: '613.4c',
    board: at('declareAttackers', {
      objects: [
        { id: 'zuberi', card: 'Zuberi, Golden Feather' },
        { id: 'mine', card: 'Boreal Griffin' },
        theirs('theirs', 'Boreal Griffin'),
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
        theirs('other', 'Grizzly Bears'),
      ],
    }),
    also: [
      {
        actions: attackBlockedBy('zuberi', 'other'),
        refused: '702.9b',
        objects: { other: { blocking: null } },
      },
    ],
    actions: [enter('bear')],
    objects: {
      zuberi: { pt: '3/3', keywords: ['Flying'] },
      mine: { pt: '4/3' },
      theirs: { pt: '4/3' },
      bear: { pt: '2/2' },
    },
  },
  {
    card: 'Adult Gold Dragon',
    text: 'Flying, lifelink, haste',
    rules: '702.10b, 702.15b, 702.9b',
    board: at('declareAttackers', {
      objects: [
        { id: 'dragon', card: 'Adult Gold Dragon', enteredThisTurn: true },
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    also: [
      {
        actions: attackBlockedBy('dragon', 'bear'),
        refused: '702.9b',
        objects: { bear: { blocking: null } },
      },
    ],
    actions: [declare('dragon'), advance('combatDamage')],
    objects: { dragon: { keywords: ['Flying', 'Haste', 'Lifelink'] } },
    players: { A: { life: 24 }, B: { life: 16 } },
  },
  {
    card: 'Mountain Goat',
    text: 'Mountainwalk',
    rules: '702.14c',
    board: at('declareAttackers', {
      objects: [
        { id: 'goat', card: 'Mountain Goat' },
        theirs('mountain', 'Mountain'),
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    actions: attackBlockedBy('goat', 'bear'),
    refused: '702.14c',
    objects: { goat: { attacking: 'B', keywords: ['Mountainwalk'] }, bear: { blocking: null } },
  },
  {
    card: 'Zof Shade',
    text: '{2}{B}: Zof Shade gets +2/+2 until end of turn.',
    rules: '602, 611.2',
    board: { players: mana('{B}{B}{C}'), objects: [{ id: 'shade', card: 'Zof Shade' }] },
    actions: [activate('shade', 0)],
    also: [afterCleanup([activate('shade', 0)], { shade: { pt: '2/2' } })],
    objects: { shade: { pt: '4/4', tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'War Screecher',
    text: 'Flying / {5}{W}, {T}: Other creatures you control get +1/+1 until end of turn.',
    rules: '602.2, 611.2c',
    board: {
      players: mana('{W}{W}{W}{W}{W}{W}'),
      objects: [
        { id: 'screecher', card: 'War Screecher' },
        { id: 'bear', card: 'Grizzly Bears' },
        theirs('other', 'Grizzly Bears'),
      ],
    },
    actions: [activate('screecher', 1)],
    also: [afterCleanup([activate('screecher', 1)], { bear: { pt: '2/2' } })],
    objects: {
      screecher: { pt: '1/3', tapped: true, keywords: ['Flying'] },
      bear: { pt: '3/3' },
      other: { pt: '2/2' },
    },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Accelerate',
    text: 'Target creature gains haste until end of turn. / Draw a card.',
    rules: '702.10b, 121.1',
    board: at('declareAttackers', {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', enteredThisTurn: true },
        { id: 'top', card: 'Forest', zone: 'library' },
        { id: 'second', card: 'Island', zone: 'library' },
      ],
    }),
    actions: [cast('Accelerate', ['bear']), declare('bear')],
    objects: {
      bear: { attacking: 'B', keywords: ['Haste'] },
      top: { zone: 'hand' },
      second: { zone: 'library' },
    },
    also: [afterCleanup([cast('Accelerate', ['bear'])], { bear: { keywords: [] } })],
    events: ['cardDrawn A 121.1'],
  },
  {
    card: 'Archweaver',
    text: 'Reach, trample',
    rules: '702.17b, 702.19b',
    board: at('declareAttackers', {
      objects: [
        { id: 'weaver', card: 'Archweaver' },
        theirs('bear', 'Grizzly Bears'),
        theirs('angel', 'Serra Angel'),
      ],
    }),
    also: [
      {
        // B's turn: Archweaver blocks Serra Angel.
        actions: [
          advance('declareAttackers'),
          { kind: 'declareAttackers', attackers: [{ attacker: 'angel', attacking: 'A' }] },
          advance('declareBlockers'),
          { kind: 'declareBlockers', blockers: [block('weaver', 'angel')] },
        ],
        objects: { weaver: { blocking: 'angel' } },
      },
    ],
    actions: [...attackBlockedBy('weaver', 'bear'), advance('combatDamage')],
    objects: { weaver: { keywords: ['Reach', 'Trample'] }, bear: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
  },
  {
    card: 'Zuran Spellcaster',
    text: '{T}: Zuran Spellcaster deals 1 damage to any target.',
    rules: '115.4, 120.3a',
    board: { objects: [{ id: 'caster', card: 'Zuran Spellcaster' }] },
    actions: [activate('caster', 0, ['B'])],
    objects: { caster: { tapped: true } },
    players: { B: { life: 19 } },
    events: ['damageDealt caster>B 1 lifeLost 120.3a'],
  },
  {
    card: 'Leaping Lizard',
    text: '{1}{G}: Leaping Lizard gets -0/-1 and gains flying until end of turn.',
    rules: '611.2, 613.4c',
    board: { players: mana('{G}{G}'), objects: [{ id: 'lizard', card: 'Leaping Lizard' }] },
    actions: [activate('lizard', 0)],
    also: [afterCleanup([activate('lizard', 0)], { lizard: { pt: '2/3', keywords: [] } })],
    objects: { lizard: { pt: '2/2', keywords: ['Flying'] } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Ivy Elemental',
    text: 'Ivy Elemental enters the battlefield with X +1/+1 counters on it.',
    rules: '614.1c, 107.3m',
    board: { objects: [inHand('ivy', 'Ivy Elemental')] },
    actions: [enter('ivy', 3)],
    objects: { ivy: { zone: 'battlefield', counters: { '+1/+1': 3 }, pt: '3/3' } },
  },
  {
    card: 'Flensermite',
    text: 'Infect / Lifelink',
    rules: '702.90b, 702.15b',
    board: { objects: [{ id: 'mite', card: 'Flensermite' }] },
    actions: [dmg('mite', 'B', 1)],
    objects: { mite: { keywords: ['Infect', 'Lifelink'] } },
    players: { A: { life: 21 }, B: { life: 20, poison: 1 } },
  },
  {
    card: 'Siegecraft',
    text: 'Enchant creature / Enchanted creature gets +2/+4.',
    rules: '303.4, 702.5a, 613.4c',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'elves', card: 'Llanowar Elves' },
        { id: 'aura', card: 'Siegecraft', attachedTo: 'bear' },
        { id: 'forest', card: 'Forest' },
      ],
    },
    also: [
      {
        actions: [{ kind: 'attach', object: 'aura', to: 'forest' }],
        objects: { aura: { zone: 'graveyard' }, bear: { pt: '2/2' } },
        events: ['zoneChange aura battlefield>graveyard 704.5m'],
      },
    ],
    actions: [{ kind: 'attach', object: 'aura', to: 'elves' }],
    objects: { bear: { pt: '2/2' }, elves: { pt: '3/5' } },
  },
  {
    card: 'Zodiac Tiger',
    text: 'Forestwalk',
    rules: '702.14c',
    board: at('declareAttackers', {
      objects: [
        { id: 'tiger', card: 'Zodiac Tiger' },
        theirs('forest', 'Forest'),
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    actions: attackBlockedBy('tiger', 'bear'),
    refused: '702.14c',
    objects: { tiger: { attacking: 'B', keywords: ['Forestwalk'] }, bear: { blocking: null } },
  },
  {
    card: 'Blackcleave Goblin',
    text: 'Haste / Infect',
    rules: '702.10b, 702.90b',
    board: at('declareAttackers', {
      objects: [{ id: 'goblin', card: 'Blackcleave Goblin', enteredThisTurn: true }],
    }),
    actions: [declare('goblin'), advance('combatDamage')],
    objects: { goblin: { keywords: ['Haste', 'Infect'] } },
    players: { B: { life: 20, poison: 2 } },
  },
  {
    card: 'Safehold Elite',
    text: 'Persist',
    rules: '702.79a',
    board: { objects: [{ id: 'elite', card: 'Safehold Elite' }] },
    actions: [cast('Lightning Bolt', ['elite'])],
    objects: { elite: { zone: 'battlefield', counters: { '-1/-1': 1 }, pt: '1/1', damage: 0 } },
  },
  {
    card: 'Whiptongue Frog',
    text: '{U}: Whiptongue Frog gains flying until end of turn.',
    rules: '702.9b, 611.2',
    board: at('beginCombat', {
      players: mana('{U}'),
      objects: [{ id: 'frog', card: 'Whiptongue Frog' }, theirs('bear', 'Grizzly Bears')],
    }),
    actions: [activate('frog', 0), advance('declareAttackers'), ...attackBlockedBy('frog', 'bear')],
    also: [
      afterCleanup([activate('frog', 0)], { frog: { keywords: [] } }),
      { actions: [activate('frog', 0), activate('frog', 0)], refused: '202.1a', players: { A: { mana: 0 } } },
    ],
    refused: '702.9b',
    objects: { frog: { keywords: ['Flying'], attacking: 'B' } },
  },
  {
    card: 'Unholy Officiant',
    text: 'Vigilance / {4}{W}: Put a +1/+1 counter on Unholy Officiant.',
    rules: '702.20b, 122.1',
    board: at('beginCombat', {
      players: mana('{W}{W}{W}{W}{W}'),
      objects: [{ id: 'officiant', card: 'Unholy Officiant' }],
    }),
    actions: [activate('officiant', 1), advance('declareAttackers'), declare('officiant')],
    objects: { officiant: { counters: { '+1/+1': 1 }, pt: '2/3', attacking: 'B', tapped: false } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Giant Spider',
    text: 'Reach',
    rules: '702.17b',
    board: at('declareAttackers', {
      objects: [{ id: 'angel', card: 'Serra Angel' }, theirs('spider', 'Giant Spider')],
    }),
    actions: [...attackBlockedBy('angel', 'spider'), advance('combatDamage')],
    also: [
      {
        actions: attackBlockedBy('angel', 'spider'),
        objects: { spider: { blocking: 'angel', keywords: ['Reach'] } },
      },
    ],
    objects: { spider: { zone: 'graveyard' }, angel: { zone: 'battlefield', damage: 2 } },
  },
  {
    card: 'Order of the White Shield',
    text: 'Protection from black / {W}: Order of the White Shield gains first strike until end of turn. / {W}{W}: Order of the White Shield gets +1/+0 until end of turn.',
    rules: '702.16f, 611.2',
    board: at('beginCombat', {
      players: mana('{W}{W}{W}'),
      objects: [{ id: 'order', card: 'Order of the White Shield' }, theirs('skel', 'Drudge Skeletons')],
    }),
    actions: [
      activate('order', 1),
      activate('order', 2),
      advance('declareAttackers'),
      ...attackBlockedBy('order', 'skel'),
    ],
    also: [
      afterCleanup([activate('order', 1), activate('order', 2)], {
        order: { pt: '2/1', keywords: ['Protection from black'] },
      }),
      // {W} + {W} + {W}{W} is four: the third activation can't be paid.
      { actions: [activate('order', 1), activate('order', 1), activate('order', 2)], refused: '202.1a' },
    ],
    refused: '702.16f',
    objects: { order: { pt: '3/1', keywords: ['First strike', 'Protection from black'], attacking: 'B' } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Stonewood Invoker',
    text: '{7}{G}: Stonewood Invoker gets +5/+5 until end of turn.',
    rules: '602.2, 613.4c',
    board: {
      players: mana('{G}{G}{G}{G}{G}{G}{G}{G}'),
      objects: [{ id: 'invoker', card: 'Stonewood Invoker' }],
    },
    actions: [activate('invoker', 0)],
    also: [afterCleanup([activate('invoker', 0)], { invoker: { pt: '2/2' } })],
    objects: { invoker: { pt: '7/7' } },
    players: { A: { mana: 0 } },
  },
  {
    card: 'Searing Spear',
    text: 'Searing Spear deals 3 damage to any target.',
    rules: '115.4, 120.3a',
    board: { objects: [theirs('bear', 'Grizzly Bears')] },
    actions: [cast('Searing Spear', ['B'])],
    players: { B: { life: 17 } },
    objects: { bear: { damage: 0 } },
  },
  {
    card: 'A-Canopy Tactician',
    text: 'Other Elves you control get +1/+1. / {T}: Add {G}{G}{G}.',
    rules: '613.4c, 605.1a, 106.4',
    board: {
      objects: [
        { id: 'tactician', card: 'A-Canopy Tactician' },
        { id: 'elves', card: 'Llanowar Elves' },
        theirs('other', 'Llanowar Elves'),
      ],
    },
    actions: [activate('tactician', 1)],
    objects: { tactician: { pt: '3/4', tapped: true }, elves: { pt: '2/2' }, other: { pt: '1/1' } },
    players: { A: { mana: 3 } },
    events: ['manaAdded A {G}{G}{G}x1 106.4'],
  },
  {
    card: 'Tidehollow Strix',
    text: 'Flying / Deathtouch',
    rules: '702.2b, 704.5h',
    board: at('declareAttackers', {
      objects: [
        { id: 'strix', card: 'Tidehollow Strix' },
        theirs('wall', 'Wall of Stone'),
        theirs('bear', 'Grizzly Bears'),
      ],
    }),
    also: [
      { actions: attackBlockedBy('strix', 'bear'), refused: '702.9b', objects: { bear: { blocking: null } } },
    ],
    actions: [dmg('strix', 'wall', 1)],
    objects: { strix: { keywords: ['Deathtouch', 'Flying'] }, wall: { zone: 'graveyard' } },
    events: ['destroyed wall 704.5h'],
  },
  {
    card: 'Vigilant Baloth',
    text: 'Vigilance',
    rules: '702.20b',
    board: at('declareAttackers', { objects: [{ id: 'baloth', card: 'Vigilant Baloth' }] }),
    actions: [declare('baloth')],
    objects: { baloth: { attacking: 'B', tapped: false, keywords: ['Vigilance'] } },
  },
];

checkSample('fifty compiled cards, each read against its Oracle text and played', ROWS);
