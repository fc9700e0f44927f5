import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, resolveFor } from '../../support/play.js';

/**
 * "Create an X/X … creature token[, where X is …]" (CR 111.3, 107.3a, 608.2h): the token's
 * power and toughness are each the number X stands for, read once as the instruction is followed
 * (a game number then, a source that has left the battlefield as it last existed); the X of a
 * spell is the one announced as it was cast (107.3a). A negative X is 0 (107.1b). Real cards,
 * compiled from their Oracle text (MTGJSON, April 2022).
 */

const board = (mana: string, objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});
const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });
const inGraveyard = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard', owner });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2h: Seed Guardian "When Seed Guardian dies, create an X/X green Elemental creature token, where X is the number of creature cards in your graveyard." two there and itself -> a 3/3 (not their card)',
    board: board('', [
      { id: 'guardian', card: 'Seed Guardian' },
      inGraveyard('c1', 'Grizzly Bears'),
      inGraveyard('c2', 'Llanowar Elves'),
      inGraveyard('land', 'Forest'),
      inGraveyard('theirs', 'Grizzly Bears', 'B'),
    ]),
    actions: [dies('guardian')],
    objects: { o2: { pt: '3/3', controller: 'A' } },
    events: ['tokenCreated o2 Elemental Token 111.2'],
  },
  {
    name: 'CR 608.2h, 113.7a: Flesh Carver "create an X/X black Horror creature token, where X is Flesh Carver\'s power." died a 4/4 with two +1/+1 counters -> a 4/4',
    board: board('', [{ id: 'carver', card: 'Flesh Carver', counters: { '+1/+1': 2 } }]),
    actions: [dies('carver')],
    objects: { o2: { pt: '4/4' } },
  },
  {
    name: 'CR 608.2h: Oviya Pashiri "{4}{G}, {T}: Create an X/X colorless Construct artifact creature token, where X is the number of creatures you control." three creatures -> a 3/3, counted before it enters',
    board: board('{G}{C}{C}{C}{C}', [
      { id: 'oviya', card: 'Oviya Pashiri, Sage Lifecrafter' },
      { id: 'b1', card: 'Grizzly Bears' },
      { id: 'b2', card: 'Grizzly Bears' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
    ]),
    actions: [{ kind: 'activate', object: 'oviya', ability: 1 }],
    objects: { o2: { pt: '3/3' }, oviya: { tapped: true } },
  },
  {
    name: 'CR 208.1, 608.2h: Miming Slime "Create an X/X green Ooze creature token, where X is the greatest power among creatures you control." Craw Wurm (6/4) -> a 6/6',
    board: board('', [
      { id: 'wurm', card: 'Craw Wurm' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [resolveFor('Miming Slime')],
    objects: { o1: { pt: '6/6' } },
  },
  {
    name: 'CR 107.2, 704.5f: Miming Slime with no creatures: X is 0, and the 0/0 Ooze dies',
    board: board('', []),
    actions: [resolveFor('Miming Slime')],
    objects: { o1: { zone: 'gone' } },
    events: [
      'tokenCreated o1 Ooze Token 111.2',
      'zoneChange o1 battlefield>graveyard 704.5f',
      'ceasedToExist o1 704.5d',
    ],
  },
  {
    name: 'CR 107.3a: Gelatinous Genesis "Create X X/X green Ooze creature tokens." cast with X=2 -> two 2/2 Oozes',
    board: board('{G}{C}{C}{C}{C}', [
      { id: 'genesis', card: 'Gelatinous Genesis', zone: 'hand', owner: 'A' },
    ]),
    actions: [{ kind: 'cast', object: 'genesis', x: 2 }],
    objects: { o1: { pt: '2/2' }, o2: { pt: '2/2' }, o3: { zone: 'gone' }, genesis: { zone: 'graveyard' } },
  },
];

describe('X/X tokens: power and toughness read as the instruction is followed (CR 111.3, 107.3a, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
