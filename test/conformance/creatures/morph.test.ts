import { describe, it } from 'vitest';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Morph and megamorph (CR 702.37): casting a card face down for {3} (702.37c, 708.4) and turning
 * it face up for its morph cost, a special action (116.2b, 702.37e). Abzan Guide is a 4/4
 * lifelink with "Morph {2}{W}{B}{G}"; Aerie Bowmasters a 3/4 reach with "Megamorph {5}{G}";
 * Gathan Raiders has "Morph—Discard a card."
 */

const board = (card: string, zone: string, pool: string, extra: object = {}) => ({
  turn: { step: 'main1', active: 'A', number: 3 },
  players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
  objects: [
    { id: 'm', card, zone, owner: 'A', ...extra },
    { id: 'card', card: 'Forest', zone: 'hand', owner: 'A' },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.37c, 708.2a: Abzan Guide cast face down for {3} enters as a nameless 2/2 with no abilities',
    board: board('Abzan Guide', 'hand', '{C}{C}{C}'),
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    objects: { m: { zone: 'battlefield', faceDown: true, pt: '2/2', name: '', keywords: [] } },
    players: { A: { mana: 0 } },
    events: ['zoneChange m hand>stack 601.2a', 'zoneChange m stack>battlefield 608.3a'],
  },
  {
    name: 'CR 702.37c: {3} is paid rather than the mana cost: {2}{W}{B}{G} does not cast it face down',
    board: board('Abzan Guide', 'hand', '{W}{B}'),
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    refused: '601.2h',
  },
  {
    name: 'CR 708.2a, 118.9: a face-down spell has no text, so no evoke cost of its own to pay instead of {3}',
    board: board('Abzan Guide', 'hand', '{C}{C}{C}'),
    actions: [{ kind: 'cast', object: 'm', faceDown: true, alternative: 'evoke' }],
    refused: '118.9',
  },
  {
    name: "CR 708.2, 601.2f: a face-down spell is a creature spell, so Thalia's noncreature tax doesn't raise its {3}",
    board: {
      ...board('Abzan Guide', 'hand', '{C}{C}{C}'),
      objects: [
        { id: 'm', card: 'Abzan Guide', zone: 'hand', owner: 'A' },
        { id: 'thalia', card: 'Thalia, Guardian of Thraben', owner: 'B', controller: 'B' },
      ],
    },
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    objects: { m: { zone: 'battlefield', faceDown: true, pt: '2/2' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 702.37d: a card can't normally be cast face down; Grizzly Bears has no morph",
    board: board('Grizzly Bears', 'hand', '{C}{C}{C}'),
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    refused: '702.37d',
  },
  {
    name: "CR 708.4, 302.1: a face-down creature spell is cast at a creature's timing, not in the opponent's turn",
    board: { ...board('Abzan Guide', 'hand', '{C}{C}{C}'), turn: { step: 'main1', active: 'B' } },
    // B, the active player, passes priority to A (117.3d): A holds it, but not at a creature's timing.
    actions: [{ kind: 'pass' }, { kind: 'cast', object: 'm', faceDown: true }],
    refused: '302.1',
  },
  {
    name: 'CR 702.37e, 708.8: turned face up for {2}{W}{B}{G}, the face-down Abzan Guide is a 4/4 lifelink again, damage and counters kept',
    board: board('Abzan Guide', 'battlefield', '{C}{C}{W}{B}{G}', {
      faceDown: true,
      damage: 1,
      counters: { '+1/+1': 1 },
    }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: {
      m: {
        faceDown: false,
        name: 'Abzan Guide',
        pt: '5/5',
        damage: 1,
        counters: { '+1/+1': 1 },
        keywords: ['Lifelink'],
      },
    },
    players: { A: { mana: 0 } },
    events: ['turnedFaceUp m 702.37e'],
  },
  {
    name: 'CR 107.3d-e, 702.37e, Warbreak Trumpeter: X 2 chosen for "Morph {X}{X}{R}" pays {4}{R}, and its "When turned face up" creates X = 2 Goblins',
    board: board('Warbreak Trumpeter', 'battlefield', '{C}{C}{C}{C}{R}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm', x: 2 }],
    objects: { m: { faceDown: false, pt: '1/1' } },
    players: { A: { mana: 0 } },
    events: ['tokenCreated o2 Goblin Token 111.2', 'tokenCreated o3 Goblin Token 111.2'],
  },
  {
    name: 'CR 107.3d, Warbreak Trumpeter: with X 0 left out, {R} turns it face up and it creates no Goblin',
    board: board('Warbreak Trumpeter', 'battlefield', '{R}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: { m: { faceDown: false } },
    without: ['tokenCreated o2 Goblin Token 111.2'],
  },
  {
    name: "CR 116.2b, 702.37e: turning face up is a special action, taken in the opponent's combat too",
    board: {
      ...board('Abzan Guide', 'battlefield', '{C}{C}{W}{B}{G}', { faceDown: true }),
      turn: { step: 'declareBlockers', active: 'B' },
    },
    // B, the active player, passes priority to A (117.3d), who takes the special action (116.2b).
    actions: [{ kind: 'pass' }, { kind: 'turnFaceUp', object: 'm' }],
    objects: { m: { faceDown: false, pt: '4/4' } },
  },
  {
    name: 'CR 116.2b, 502.4: nobody has priority in the untap step, so nothing is turned face up then',
    board: {
      ...board('Abzan Guide', 'battlefield', '{C}{C}{W}{B}{G}', { faceDown: true }),
      turn: { step: 'untap', active: 'A' },
    },
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    refused: '502.4',
  },
  {
    name: "CR 702.37e: the morph cost must be paid: {W}{B}{G} doesn't turn Abzan Guide face up",
    board: board('Abzan Guide', 'battlefield', '{W}{B}{G}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    refused: '118.3',
  },
  {
    name: "CR 702.37e: a face-down Grizzly Bears would have no morph cost face up, so it can't be turned face up this way",
    board: board('Grizzly Bears', 'battlefield', '{G}{G}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    refused: '702.37e',
  },
  {
    name: 'CR 702.37e: a face-up permanent is not turned face up',
    board: board('Abzan Guide', 'battlefield', '{C}{C}{W}{B}{G}'),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    refused: '702.37e',
  },
  {
    name: 'CR 702.37b: Aerie Bowmasters turned face up for its megamorph cost {5}{G} gets a +1/+1 counter: 4/5',
    board: board('Aerie Bowmasters', 'battlefield', '{C}{C}{C}{C}{C}{G}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: { m: { pt: '4/5', counters: { '+1/+1': 1 }, keywords: ['Reach'] } },
    events: ['turnedFaceUp m 702.37e', 'countersChanged m +1/+1 +1 702.37b'],
  },
  {
    name: 'CR 702.37a, 118.1: Gathan Raiders\' "Morph—Discard a card" discards the card named in costs',
    board: board('Gathan Raiders', 'battlefield', '', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm', costs: { discard: ['card'] } }],
    objects: { m: { faceDown: false, name: 'Gathan Raiders' }, card: { zone: 'graveyard' } },
  },
  {
    name: 'CR 708.9: a face-down permanent that dies is revealed as it leaves the battlefield',
    board: board('Abzan Guide', 'battlefield', '', { faceDown: true }),
    actions: [{ kind: 'move', object: 'm', to: 'graveyard' }],
    objects: { m: { zone: 'graveyard', faceDown: false } },
    events: ['faceDownRevealed m Abzan Guide 708.9'],
  },
  {
    name: 'CR 302.6, 708.8: turned face up, a creature that was already under control since the turn began can attack',
    board: board('Canyon Lurkers', 'battlefield', '{C}{C}{C}{R}', { faceDown: true, controlledSince: 1 }),
    actions: [
      { kind: 'turnFaceUp', object: 'm' },
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: [{ attacker: 'm' }] },
    ],
    objects: { m: { pt: '5/2', attacking: 'B' } },
  },
];

/**
 * Triggers on turning face up: Ponyback Brigade's "When [this] enters the battlefield or is
 * turned face up, create three 1/1 red Goblin creature tokens" (Morph {2}{R}{W}{B}); Aphetto
 * Exterminator's "When [this] is turned face up, target creature gets -3/-3 until end of turn"
 * (Morph {3}{B}); Aven Farseer's "Whenever a permanent is turned face up, put a +1/+1 counter on
 * Aven Farseer".
 */
const TRIGGER_ROWS: readonly PlayRow[] = [
  {
    name: 'CR 708.3: Ponyback Brigade cast face down enters with no abilities: no Goblins',
    board: board('Ponyback Brigade', 'hand', '{C}{C}{C}'),
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    objects: { m: { zone: 'battlefield', faceDown: true }, o2: { zone: 'gone' } },
    without: ['triggered m entersBattlefield 603.6a'],
  },
  {
    name: 'CR 603.2, 708.8: Ponyback Brigade turned face up creates three Goblins',
    board: board('Ponyback Brigade', 'battlefield', '{C}{C}{R}{W}{B}', { faceDown: true }),
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: { o2: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { pt: '1/1' } },
    events: ['triggered m turnedFaceUp 603.2', 'putOnStack m:0 603.3', 'tokenCreated o4 Goblin Token 111.2'],
  },
  {
    name: 'CR 603.3d: Aphetto Exterminator turned face up waits for its controller to choose its target, then gives the bear -3/-3',
    board: {
      ...board('Aphetto Exterminator', 'battlefield', '{C}{C}{C}{B}', { faceDown: true }),
      objects: [
        { id: 'm', card: 'Aphetto Exterminator', faceDown: true },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [{ kind: 'turnFaceUp', object: 'm' }, targeting('m', 'bear')],
    objects: { m: { pt: '3/1' }, bear: { zone: 'graveyard' } },
    events: ['triggered m turnedFaceUp 603.2', 'putOnStack m:1 603.3', 'resolved a1 608.2n'],
  },
  {
    name: 'CR 603.3d: Aphetto Exterminator turned face up, with two creatures it could target: its trigger waits for the choice',
    board: {
      ...board('Aphetto Exterminator', 'battlefield', '{C}{C}{C}{B}', { faceDown: true }),
      objects: [
        { id: 'm', card: 'Aphetto Exterminator', faceDown: true },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: { m: { pt: '3/1' }, bear: { zone: 'battlefield' } },
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: "CR 601.2h, 603.2: Fathom Seer's morph cost returns two Islands to their owner's hand; turned face up, it draws two cards",
    board: {
      ...board('Fathom Seer', 'battlefield', '', { faceDown: true }),
      objects: [
        { id: 'm', card: 'Fathom Seer', faceDown: true },
        { id: 'i1', card: 'Island' },
        { id: 'i2', card: 'Island' },
        { id: 'top1', card: 'Forest', zone: 'library' },
        { id: 'top2', card: 'Forest', zone: 'library' },
      ],
    },
    actions: [{ kind: 'turnFaceUp', object: 'm', costs: { returnToHand: ['i1', 'i2'] } }],
    objects: {
      m: { name: 'Fathom Seer', pt: '1/3' },
      i1: { zone: 'hand' },
      i2: { zone: 'hand' },
      top1: { zone: 'hand' },
      top2: { zone: 'hand' },
    },
  },
  {
    name: "CR 601.2h, 602.2b: Fathom Seer isn't turned face up with only one Island named for its cost",
    board: {
      ...board('Fathom Seer', 'battlefield', '', { faceDown: true }),
      objects: [
        { id: 'm', card: 'Fathom Seer', faceDown: true },
        { id: 'i1', card: 'Island' },
      ],
    },
    actions: [{ kind: 'turnFaceUp', object: 'm', costs: { returnToHand: ['i1'] } }],
    refused: '602.2b',
  },
  {
    name: 'CR 603.2: Aven Farseer sees a permanent turned face up and gets a +1/+1 counter',
    board: {
      ...board('Abzan Guide', 'battlefield', '{C}{C}{W}{B}{G}', { faceDown: true }),
      objects: [
        { id: 'm', card: 'Abzan Guide', faceDown: true },
        { id: 'farseer', card: 'Aven Farseer', controller: 'B' },
      ],
    },
    actions: [{ kind: 'turnFaceUp', object: 'm' }],
    objects: { farseer: { pt: '2/2', counters: { '+1/+1': 1 } } },
  },
  {
    name: 'CR 603.2: Aven Farseer sees no permanent turned face up when one is cast face down',
    board: {
      ...board('Abzan Guide', 'hand', '{C}{C}{C}'),
      objects: [
        { id: 'm', card: 'Abzan Guide', zone: 'hand' },
        { id: 'farseer', card: 'Aven Farseer' },
      ],
    },
    actions: [{ kind: 'cast', object: 'm', faceDown: true }],
    objects: { farseer: { counters: {} } },
  },
];

describe('morph and megamorph (CR 702.37)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
  it.each(TRIGGER_ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
