import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Life lost by each player (CR 119.3) or by a target opponent (102.3, 115.1), from real cards
 * compiled from their Oracle text, played as they enter. The enters trigger goes on the stack;
 * "target opponent" in a two-player game has one legal target and takes it automatically
 * (CR 603.3d); with two opponents its controller chooses it with `orderTriggers`.
 */

const enter = (id: string): Action => ({ kind: 'putOntoBattlefield', object: id });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });

/** Howling Banshee: "When Howling Banshee enters the battlefield, each player loses 3 life." (ability 1, after Flying) */
const banshee = { objects: [inHand('banshee', 'Howling Banshee')] };
/** Dakmor Ghoul: "When Dakmor Ghoul enters the battlefield, target opponent loses 2 life and you gain 2 life." */
const ghoul = { objects: [inHand('ghoul', 'Dakmor Ghoul')] };
/** Dakmor Ghoul in a three-player game: A chooses which opponent is the target. */
const ghoul3 = {
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects: [inHand('ghoul', 'Dakmor Ghoul')],
};

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 119.3: Howling Banshee enters and each player loses 3 life',
    board: banshee,
    actions: [enter('banshee')],
    players: { A: { life: 17 }, B: { life: 17 } },
    events: ['lifeLost A 3 119.3', 'lifeLost B 3 119.3'],
  },
  {
    name: 'CR 603.3d: Dakmor Ghoul enters among three players; its controller chooses its target as it is put on the stack',
    board: ghoul3,
    actions: [enter('ghoul')],
    players: { A: { life: 20 }, B: { life: 20 }, C: { life: 20 } },
    events: ['triggered ghoul entersBattlefield 603.6a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: 'CR 119.3, 603.3d: Dakmor Ghoul in a two-player game takes B, its one legal target: B loses 2 life and its controller gains 2',
    board: ghoul,
    actions: [enter('ghoul')],
    players: { A: { life: 22 }, B: { life: 18 } },
    events: ['putOnStack ghoul:0 603.3', 'lifeLost B 2 119.3', 'lifeGained A 2 119.3', 'resolved a1 608.2n'],
  },
  {
    name: 'CR 119.3: Dakmor Ghoul, targeting C: C loses 2 life, B none, and its controller gains 2',
    board: ghoul3,
    actions: [enter('ghoul'), targeting('ghoul', 'C')],
    players: { A: { life: 22 }, B: { life: 20 }, C: { life: 18 } },
  },
  {
    name: 'CR 102.3, 115.1: "target opponent": its controller is no legal target',
    board: ghoul3,
    actions: [enter('ghoul'), targeting('ghoul', 'A')],
    refused: '115.1',
    toAct: 'orderTriggers A',
  },
];

describe('life lost by each player or a target opponent (CR 119.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
