import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Static abilities that function from a graveyard (CR 113.6b): Anger's "As long as Anger is in
 * your graveyard and you control a Mountain, creatures you control have haste." and Wonder's
 * flying. "You" is the card's owner, as a card in a graveyard has no controller (108.4a, 109.5).
 */

const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects,
});
const grave = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'graveyard', owner });
/** Grizzly Bears that came under A's control this turn, which only haste lets attack (302.6). */
const bears = { id: 'bears', card: 'Grizzly Bears', enteredThisTurn: true };
const bearsAttack: Action = { kind: 'declareAttackers', attackers: attack('bears') };
const mountain = { id: 'mountain', card: 'Mountain' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Anger, CR 113.6b: in your graveyard with a Mountain you control, your Grizzly Bears have haste',
    board: board([grave('anger', 'Anger'), mountain, bears]),
    actions: [bearsAttack],
    objects: { bears: { keywords: ['Haste'], attacking: 'B' } },
  },
  {
    name: "Anger, CR 611.3a: without a Mountain, the condition doesn't hold and the Bears don't have haste",
    board: board([grave('anger', 'Anger'), bears]),
    actions: [bearsAttack],
    refused: '302.6',
  },
  {
    name: "Anger, CR 113.6b: on the battlefield, the ability doesn't function: the Bears don't have haste",
    board: board([{ id: 'anger', card: 'Anger' }, mountain, bears]),
    actions: [bearsAttack],
    refused: '302.6',
  },
  {
    name: "Anger, CR 108.4a, 109.5: in B's graveyard, \"you\" is B: A's Mountain and Bears don't count",
    board: board([grave('anger', 'Anger', 'B'), mountain, bears]),
    actions: [bearsAttack],
    refused: '302.6',
  },
  {
    name: "Wonder, CR 113.6b: in B's graveyard with B's Island, B's Bears fly and A's don't",
    board: board([
      grave('wonder', 'Wonder', 'B'),
      { id: 'island', card: 'Island', controller: 'B' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      { ...bears, enteredThisTurn: false },
    ]),
    actions: [bearsAttack],
    objects: { theirs: { keywords: ['Flying'] }, bears: { keywords: [], attacking: 'B' } },
  },
];

describe('static abilities that function from a graveyard (CR 113.6b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
