import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Modal double-faced cards cast by their back face (CR 712.11b) on a real card: Alrund, God of
 * the Cosmos // Hakka, Whispering Raven ({1}{U} 2/3 Bird, Flying, "Whenever Hakka deals combat
 * damage to a player, return it to its owner's hand, then scry 2."). The spell has only that
 * face's characteristics, its mana value its own (712.8f, 712.11c), and it enters the
 * battlefield with that face up (712.13). Alrund's own text isn't modelled, so its front face is
 * refused, named.
 */

const board = (mana = '{U}{U}') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [{ id: 'alrund', card: 'Alrund, God of the Cosmos', zone: 'hand', owner: 'A' }],
});
const hakka: Action = { kind: 'cast', object: 'alrund', face: 'Hakka, Whispering Raven' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 712.8f, 712.11c: on the stack it has only its back face: Hakka, a creature of mana value 2, cast for {1}{U}',
    board: board(),
    actions: [hakka],
    manual: true,
    stack: ['alrund'],
    objects: { alrund: { zone: 'stack', name: 'Hakka, Whispering Raven', manaValue: 2, pt: '2/3' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 712.13: it resolves and enters the battlefield with its back face up, a 2/3 flyer',
    board: board(),
    actions: [hakka],
    objects: {
      alrund: { zone: 'battlefield', name: 'Hakka, Whispering Raven', pt: '2/3', keywords: ['Flying'] },
    },
  },
  {
    name: 'CR 712.8a: once it leaves the battlefield, it has its front face again',
    board: board(),
    actions: [hakka, { kind: 'move', object: 'alrund', to: 'graveyard' }],
    objects: { alrund: { zone: 'graveyard', name: 'Alrund, God of the Cosmos' } },
  },
  {
    name: 'CR 712.11b, 305.9: Kazandu Mammoth by its land face, Kazandu Valley, is played, not cast',
    board: {
      ...board('{G}{G}{G}'),
      objects: [{ id: 'alrund', card: 'Kazandu Mammoth', zone: 'hand', owner: 'A' }],
    },
    actions: [{ ...hakka, face: 'Kazandu Valley' }],
    refused: '305.9',
  },
  {
    name: 'CR 712.11b: a name that is no face of the card is refused',
    board: board(),
    actions: [{ ...hakka, face: 'Grizzly Bears' }],
    refused: '712.11b',
  },
];

describe('modal double-faced cards cast by their back face (CR 712.11b)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
