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

const bears = (n: number) => Array.from({ length: n }, (_, i) => mine(`g${i}`, 'Grizzly Bears'));
const diedThisTurn = { step: 'main1', active: 'A', creaturesDied: 1 };

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
  {
    name: 'CR 601.2f: Brine Giant {6}{U} costs {4}{U} with two enchantments its caster controls',
    board: board('{U}{C}{C}{C}{C}', [
      mine('giant', 'Brine Giant', { zone: 'hand' }),
      mine('e1', 'Glorious Anthem'),
      mine('e2', 'Glorious Anthem'),
    ]),
    actions: [{ kind: 'cast', object: 'giant' }],
    objects: { giant: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: "CR 601.2f: Brine Giant counts only its caster's enchantments: with B's two, {4}{U} is refused",
    board: board('{U}{C}{C}{C}{C}', [
      mine('giant', 'Brine Giant', { zone: 'hand' }),
      { id: 'e1', card: 'Glorious Anthem', owner: 'B' },
      { id: 'e2', card: 'Glorious Anthem', owner: 'B' },
    ]),
    actions: [{ kind: 'cast', object: 'giant' }],
    refused: '601.2h',
  },
  {
    name: 'CR 118.7c: Khalni Hydra {G}x8 costs {G}{G}{G}{G}{G} with three green creatures',
    board: board('{G}{G}{G}{G}{G}', [mine('hydra', 'Khalni Hydra', { zone: 'hand' }), ...bears(3)]),
    actions: [{ kind: 'cast', object: 'hydra' }],
    objects: { hydra: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
  {
    name: 'CR 601.2f: Khalni Hydra with nine green creatures costs {0}: a cost is never reduced below {0}',
    board: board('', [mine('hydra', 'Khalni Hydra', { zone: 'hand' }), ...bears(9)]),
    actions: [{ kind: 'cast', object: 'hydra' }],
    objects: { hydra: { zone: 'battlefield' } },
  },
  {
    name: "CR 601.2f: Wizard's Lightning {2}{R} costs {R} with a Wizard: it deals 3 damage",
    board: board('{R}', [
      mine('bolt', "Wizard's Lightning", { zone: 'hand' }),
      mine('wiz', 'Prodigal Sorcerer'),
    ]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    players: { A: { mana: 0 }, B: { life: 17 } },
  },
  {
    name: "CR 601.2f: Wizard's Lightning without a Wizard costs {2}{R}: {R} is refused",
    board: board('{R}', [mine('bolt', "Wizard's Lightning", { zone: 'hand' })]),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }],
    refused: '601.2h',
  },
  {
    name: 'CR 601.2f, 700.4: Bone Picker {3}{B} costs {B} once a creature died this turn',
    board: { ...board('{B}', [mine('picker', 'Bone Picker', { zone: 'hand' })]), turn: diedThisTurn },
    actions: [{ kind: 'cast', object: 'picker' }],
    objects: { picker: { zone: 'battlefield' } },
  },
  {
    name: 'CR 702.41a: Dross Golem {5} with affinity for Swamps costs {2} with three Swamps',
    board: board('{C}{C}', [
      mine('golem', 'Dross Golem', { zone: 'hand' }),
      ...['s0', 's1', 's2'].map((id) => mine(id, 'Swamp')),
    ]),
    actions: [{ kind: 'cast', object: 'golem' }],
    objects: { golem: { zone: 'battlefield' } },
    players: { A: { mana: 0 } },
  },
];

describe('static cost increases and reductions (CR 601.2f, 118.7)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
