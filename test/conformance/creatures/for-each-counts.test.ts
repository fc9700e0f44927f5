import { describe, it } from 'vitest';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, ptRow } from '../../support/play.js';

/**
 * "+1/+1 for each" counts the compiler reads (CR 613.4c, 611.3a), card by card from their Oracle
 * text: All That Glitters ("Enchanted creature gets +1/+1 for each artifact and/or enchantment you
 * control"), Bearded Axe ("Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle
 * you control"), Earthen Goo (2/2, "+1/+1 for each age counter on it"), Luxior ("Equipped creature
 * gets +1/+1 for each counter on it"), Civic Saber ("Equipped creature gets +1/+0 for each of its
 * colors"), Knight of New Alara (2/2, "Each other multicolored creature you control gets +1/+1 for
 * each of its colors"), Kalemne (3/3, "+1/+1 for each experience counter you have"), Mycosynth
 * Fiend (2/2, "+1/+1 for each poison counter your opponents have"), Pride of the Clouds (1/1,
 * "+1/+1 for each other creature with flying on the battlefield"), Relentless Rats (2/2, "… for
 * each other creature on the battlefield named Relentless Rats"), Seven Dwarves (2/2, "… for each
 * other creature named Seven Dwarves you control"), Enemy of Enlightenment (5/5, "-1/-1 for each
 * card in your opponents' hands"), Wight of Precinct Six (1/1, "+1/+1 for each creature card in
 * your opponents' graveyards"), Faeburrow Elder (0/0 green and white, "+1/+1 for each color among
 * permanents you control"), Sisay, Weatherlight Captain (2/2, "… for each color among other
 * legendary permanents you control"), Born to Drive ("As long as enchanted permanent is a creature,
 * it gets +1/+1 for each creature and/or Vehicle you control"), Thelon of Havenwood ("Each Fungus
 * creature gets +1/+1 for each spore counter on it"; Thallid a 1/1 Fungus).
 */

const withPlayers = (
  name: string,
  players: readonly object[],
  objects: readonly object[],
  pts: Readonly<Record<string, string>>,
): PlayRow => ({ ...ptRow(name, objects, pts), board: { players, objects } });

const ROWS: readonly PlayRow[] = [
  ptRow(
    'CR 205.2a: All That Glitters counts itself (an enchantment) and a Leonin Scimitar (an artifact), not the opponent’s Ornithopter: Grizzly Bears 2/2 +2/+2 = 4/4',
    [
      { id: 'bear', card: 'Grizzly Bears' },
      { card: 'All That Glitters', attachedTo: 'bear' },
      { card: 'Leonin Scimitar' },
      { card: 'Ornithopter', controller: 'B' },
    ],
    { bear: '4/4' },
  ),
  ptRow(
    'CR 205.3, 301.5: Bearded Axe counts itself (Equipment), Axgard Cavalry (Dwarf) and Smuggler’s Copter (Vehicle): Grizzly Bears 2/2 +3/+3 = 5/5',
    [
      { id: 'bear', card: 'Grizzly Bears' },
      { card: 'Bearded Axe', attachedTo: 'bear' },
      { id: 'dwarf', card: 'Axgard Cavalry' },
      { card: "Smuggler's Copter" },
    ],
    { bear: '5/5', dwarf: '2/2' },
  ),
  ptRow(
    'CR 122.1: Earthen Goo with three age counters: 2/2 +3/+3 = 5/5',
    [{ id: 'goo', card: 'Earthen Goo', counters: { age: 3 } }],
    { goo: '5/5' },
  ),
  ptRow(
    'CR 122.1, 613.4c: Luxior counts every counter on the equipped creature: Grizzly Bears with a +1/+1 and a shield counter 3/3 +2/+2 = 5/5',
    [
      { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1, shield: 1 } },
      { card: "Luxior, Giada's Gift", attachedTo: 'bear' },
    ],
    { bear: '5/5' },
  ),
  ptRow(
    'CR 105.2: Civic Saber on Watchwolf (green and white) 3/3 +2/+0 = 5/3',
    [
      { id: 'wolf', card: 'Watchwolf' },
      { card: 'Civic Saber', attachedTo: 'wolf' },
    ],
    { wolf: '5/3' },
  ),
  ptRow(
    'CR 105.2: Civic Saber on Ornithopter (colorless) gives +0/+0',
    [
      { id: 'thopter', card: 'Ornithopter' },
      { card: 'Civic Saber', attachedTo: 'thopter' },
    ],
    { thopter: '0/2' },
  ),
  ptRow(
    'CR 105.2, 613.4c: Knight of New Alara: Watchwolf (two colours) 3/3 +2/+2 = 5/5; the Knight itself and mono-green Grizzly Bears unchanged',
    [
      { id: 'knight', card: 'Knight of New Alara' },
      { id: 'wolf', card: 'Watchwolf' },
      { id: 'bear', card: 'Grizzly Bears' },
    ],
    { knight: '2/2', wolf: '5/5', bear: '2/2' },
  ),
  withPlayers(
    'CR 122.1: Kalemne with three experience counters on its controller: 3/3 +3/+3 = 6/6',
    [
      { id: 'A', counters: { experience: 3 } },
      { id: 'B', counters: { experience: 5 } },
    ],
    [{ id: 'kalemne', card: 'Kalemne, Disciple of Iroas' }],
    { kalemne: '6/6' },
  ),
  withPlayers(
    'CR 122.1: Mycosynth Fiend counts its opponent’s poison counters, not its controller’s: 2/2 +4/+4 = 6/6',
    [
      { id: 'A', counters: { poison: 2 } },
      { id: 'B', counters: { poison: 4 } },
    ],
    [{ id: 'fiend', card: 'Mycosynth Fiend' }],
    { fiend: '6/6' },
  ),
  ptRow(
    'CR 702.9, 109.5: Pride of the Clouds counts the other flyers, the opponent’s too, not itself nor Grizzly Bears: 1/1 +2/+2 = 3/3',
    [
      { id: 'pride', card: 'Pride of the Clouds' },
      { card: 'Storm Crow' },
      { card: 'Ornithopter', controller: 'B' },
      { card: 'Grizzly Bears' },
    ],
    { pride: '3/3' },
  ),
  ptRow(
    'CR 201.5b: three Relentless Rats (one the opponent’s) each count the two others: 2/2 +2/+2 = 4/4; Typhoid Rats (another name) not',
    [
      { id: 'rats', card: 'Relentless Rats' },
      { card: 'Relentless Rats' },
      { card: 'Relentless Rats', controller: 'B' },
      { card: 'Typhoid Rats' },
    ],
    { rats: '4/4' },
  ),
  ptRow(
    'CR 201.5b: Seven Dwarves counts the other one its controller controls, not the opponent’s: 2/2 +1/+1 = 3/3',
    [
      { id: 'dwarf', card: 'Seven Dwarves' },
      { card: 'Seven Dwarves' },
      { id: 'theirs', card: 'Seven Dwarves', controller: 'B' },
    ],
    { dwarf: '3/3', theirs: '2/2' },
  ),
  ptRow(
    'CR 402.1: Enemy of Enlightenment with three cards in the opponent’s hand and two in its controller’s: 5/5 -3/-3 = 2/2',
    [
      { id: 'enemy', card: 'Enemy of Enlightenment' },
      { card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      { card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      { card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      { card: 'Grizzly Bears', zone: 'hand' },
      { card: 'Grizzly Bears', zone: 'hand' },
    ],
    { enemy: '2/2' },
  ),
  ptRow(
    'CR 404.1: Wight of Precinct Six with two creature cards and a land in the opponent’s graveyard and one in its controller’s: 1/1 +2/+2 = 3/3',
    [
      { id: 'wight', card: 'Wight of Precinct Six' },
      { card: 'Grizzly Bears', zone: 'graveyard', owner: 'B' },
      { card: 'Storm Crow', zone: 'graveyard', owner: 'B' },
      { card: 'Forest', zone: 'graveyard', owner: 'B' },
      { card: 'Grizzly Bears', zone: 'graveyard' },
    ],
    { wight: '3/3' },
  ),
  ptRow(
    'CR 105.2: Faeburrow Elder (white, green) with Watchwolf (white, green) and Storm Crow (blue): three colours, 0/0 +3/+3 = 3/3; the opponent’s red Kiki-Jiki not',
    [
      { id: 'elder', card: 'Faeburrow Elder' },
      { card: 'Watchwolf' },
      { card: 'Storm Crow' },
      { card: 'Kiki-Jiki, Mirror Breaker', controller: 'B' },
    ],
    { elder: '3/3' },
  ),
  ptRow(
    'CR 105.2, 109.5: Sisay counts the colours of the other legends only: Kiki-Jiki (red), Isamaru (white), not Storm Crow nor itself: 2/2 +2/+2 = 4/4',
    [
      { id: 'sisay', card: 'Sisay, Weatherlight Captain' },
      { card: 'Kiki-Jiki, Mirror Breaker' },
      { card: 'Isamaru, Hound of Konda' },
      { card: 'Storm Crow' },
    ],
    { sisay: '4/4' },
  ),
  ptRow(
    'CR 205.3, 611.3a: Born to Drive on Grizzly Bears counts the two creatures and Smuggler’s Copter (a Vehicle, not a creature now): 2/2 +3/+3 = 5/5',
    [
      { id: 'bear', card: 'Grizzly Bears' },
      { card: 'Born to Drive', attachedTo: 'bear' },
      { card: 'Axgard Cavalry' },
      { card: "Smuggler's Copter" },
      { card: 'Grizzly Bears', controller: 'B' },
    ],
    { bear: '5/5' },
  ),
  ptRow(
    'CR 122.1, 613.4c: Thelon of Havenwood: each Thallid counts its own spore counters (three: 1/1 -> 4/4; none: 1/1); the opponent’s Fungus too (one: 2/2)',
    [
      { card: 'Thelon of Havenwood' },
      { id: 'three', card: 'Thallid', counters: { spore: 3 } },
      { id: 'none', card: 'Thallid' },
      { id: 'theirs', card: 'Thallid', controller: 'B', counters: { spore: 1 } },
    ],
    { three: '4/4', none: '1/1', theirs: '2/2' },
  ),
];

/**
 * Jungle Wurm (5/5, "Whenever Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for
 * each creature blocking it beyond the first"): the blockers less one, counted as it resolves.
 */
const atAttackers = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const blockers = ['one', 'two', 'three'].map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' }));

const WURM: readonly PlayRow[] = [
  {
    name: 'CR 509.1g, 608.2h: Jungle Wurm blocked by three: -2/-2, 5/5 -> 3/3',
    board: atAttackers([{ id: 'wurm', card: 'Jungle Wurm' }, ...blockers]),
    actions: attackAndBlock(attack('wurm'), [
      block('one', 'wurm'),
      block('two', 'wurm'),
      block('three', 'wurm'),
    ]),
    objects: { wurm: { pt: '3/3' } },
  },
  {
    name: 'CR 509.1g, 608.2h: Jungle Wurm blocked by two: one beyond the first, 5/5 -> 4/4',
    board: atAttackers([{ id: 'wurm', card: 'Jungle Wurm' }, ...blockers]),
    actions: attackAndBlock(attack('wurm'), [block('one', 'wurm'), block('two', 'wurm')]),
    objects: { wurm: { pt: '4/4' } },
  },
];

describe('"for each creature blocking it beyond the first" (CR 509.1g, 608.2h)', () => {
  it.each(WURM)('$name', (row) => {
    checkPlay(row);
  });
});

/**
 * Might of the Nephilim ("Target creature gets +2/+2 until end of turn for each of its colors"):
 * the target's colours counted as it resolves (608.2h, 611.2c).
 */
const MIGHT: readonly PlayRow[] = [
  {
    name: 'CR 105.2, 608.2h: Might of the Nephilim on Watchwolf (green and white): 3/3 +4/+4 = 7/7',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
      objects: [
        { id: 'wolf', card: 'Watchwolf' },
        { id: 'might', card: 'Might of the Nephilim', zone: 'hand' },
      ],
    },
    actions: [{ kind: 'cast', object: 'might', targets: ['wolf'] }],
    objects: { wolf: { pt: '7/7' } },
  },
];

/**
 * Diregraf Colossus (2/2, "enters the battlefield with a +1/+1 counter on it for each Zombie card in
 * your graveyard"): the cards counted as it enters (614.1c).
 */
const COLOSSUS: PlayRow = {
  name: 'CR 205.3m, 614.1c: Diregraf Colossus with two Zombie cards (Wight of Precinct Six, Gravecrawler) and Grizzly Bears in the graveyard enters with two counters: 4/4',
  board: {
    turn: { number: 3, active: 'A', step: 'main1' },
    players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B' }],
    objects: [
      { id: 'colossus', card: 'Diregraf Colossus', zone: 'hand' },
      { card: 'Wight of Precinct Six', zone: 'graveyard' },
      { card: 'Gravecrawler', zone: 'graveyard' },
      { card: 'Grizzly Bears', zone: 'graveyard' },
    ],
  },
  actions: [{ kind: 'cast', object: 'colossus' }],
  objects: { colossus: { pt: '4/4', counters: { '+1/+1': 2 } } },
};

describe('"for each" as it resolves or enters (CR 608.2h, 614.1c)', () => {
  it.each([...MIGHT, COLOSSUS])('$name', (row) => {
    checkPlay(row);
  });
});

describe('"for each" counts of a static bonus (CR 613.4c, 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
