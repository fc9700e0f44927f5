import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Static abilities that change the total cost of spells (CR 601.2f, 118.7), on real cards
 * compiled from their Oracle text, applied as the total cost is determined with the spell on
 * the stack; a cost the pool can't then pay refuses the spell (601.2h).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const board = (mana: string, objects: readonly object[]) => ({
  turn: { step: 'main1', active: 'A' },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 118.7: with Etherium Sculptor, Bronze Sable {2} costs {1}',
    board: board('{C}', [
      mine('sculptor', 'Etherium Sculptor'),
      mine('sable', 'Bronze Sable', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'sable' }],
    objects: { sable: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2f: Etherium Sculptor reduces only artifact spells: Grizzly Bears {1}{G} with {G} is refused',
    board: board('{G}', [
      mine('sculptor', 'Etherium Sculptor'),
      mine('cub', 'Grizzly Bears', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'cub' }],
    refused: '601.2h',
  },
  {
    name: "CR 601.2f: Etherium Sculptor reduces only its controller's spells: B's Sculptor leaves A's Bronze Sable at {2}",
    board: board('{C}', [
      { id: 'sculptor', card: 'Etherium Sculptor', owner: 'B', controller: 'B' },
      mine('sable', 'Bronze Sable', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'sable' }],
    refused: '601.2h',
  },
  {
    name: "CR 601.2f: B's Thalia, Guardian of Thraben makes A's Lightning Bolt cost {R}{1}: {R} alone is refused",
    board: board('{R}', [
      { id: 'thalia', card: 'Thalia, Guardian of Thraben', owner: 'B', controller: 'B' },
      mine('bolt', 'Lightning Bolt', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    refused: '601.2h',
  },
  {
    name: "CR 601.2f: with Thalia, Guardian of Thraben, A's Lightning Bolt paid with {R}{C} deals 3 damage",
    board: board('{R}{C}', [
      { id: 'thalia', card: 'Thalia, Guardian of Thraben', owner: 'B', controller: 'B' },
      mine('bolt', 'Lightning Bolt', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    players: { A: { mana: 0 }, B: { life: 17 } },
  },
  {
    name: 'CR 601.2f: Thalia, Guardian of Thraben leaves creature spells alone: Grizzly Bears costs {1}{G}',
    board: board('{G}{C}', [
      { id: 'thalia', card: 'Thalia, Guardian of Thraben', owner: 'B', controller: 'B' },
      mine('cub', 'Grizzly Bears', { zone: 'hand' }),
    ]),
    actions: [{ kind: 'cast', object: 'cub' }],
    objects: { cub: { zone: 'battlefield' } },
  },
];

describe('static cost increases and reductions (CR 601.2f, 118.7)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
