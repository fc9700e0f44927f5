import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 111.2: "Its controller creates ...": the controller of the target named before creates the
 * token, so owns and controls it; the target's controller is read as the resolution began, its
 * last known information once the spell destroyed or exiled it (608.2h). The cards are real and
 * compiled from their Oracle text: Beast Within ("Destroy target permanent. Its controller
 * creates a 3/3 green Beast creature token."), Angelic Ascension (a 4/4 Angel with flying) and An
 * Offer You Can't Refuse ("Counter target noncreature spell. Its controller creates two Treasure
 * tokens."): a spell's controller is its controller on the stack.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cast = (source: string, ...targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 111.2, 608.2h, Beast Within: B's destroyed creature's controller, B, creates and controls the 3/3 Beast",
    board: { turn: main, objects: [{ id: 'bears', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [cast('Beast Within', 'bears')],
    objects: { bears: { zone: 'graveyard' }, o1: { pt: '3/3', controller: 'B' } },
    events: ['tokenCreated o1 Beast Token 111.2'],
  },
  {
    name: 'CR 111.2, Beast Within on your own permanent: you create the Beast',
    board: { turn: main, objects: [{ id: 'bears', card: 'Grizzly Bears' }] },
    actions: [cast('Beast Within', 'bears')],
    objects: { o1: { pt: '3/3', controller: 'A' } },
  },
  {
    name: "CR 111.2, 406.2, Angelic Ascension: the exiled creature's controller gets a 4/4 Angel with flying",
    board: { turn: main, objects: [{ id: 'bears', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [cast('Angelic Ascension', 'bears')],
    objects: { bears: { zone: 'exile' }, o1: { pt: '4/4', keywords: ['Flying'], controller: 'B' } },
  },
  {
    name: "CR 111.2, 701.6a, An Offer You Can't Refuse: B counters A's Lightning Bolt, and A, its controller, creates the two Treasures",
    board: {
      turn: main,
      players: [
        { id: 'A', manaPool: '{R}' },
        { id: 'B', manaPool: '{U}' },
      ],
      objects: [
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
        { id: 'offer', card: "An Offer You Can't Refuse", zone: 'hand', owner: 'B' },
      ],
    },
    actions: [
      { kind: 'cast', object: 'bolt', targets: ['B'] },
      { kind: 'pass' },
      { kind: 'cast', object: 'offer', targets: ['bolt'] },
      { kind: 'pass' },
      { kind: 'pass' },
    ],
    manual: true,
    objects: { bolt: { zone: 'graveyard' }, o1: { controller: 'A' }, o2: { controller: 'A' } },
    players: { B: { life: 20 } },
    events: ['countered bolt by offer 701.6a', 'tokenCreated o1 Treasure Token 111.2'],
  },
];

describe('tokens created by the controller of a target (CR 111.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
