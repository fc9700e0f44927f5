import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { parseBoard } from '../../../src/notation/index.js';
import { checkPlay, type PlayRow, pool, resolveFor } from '../../support/play.js';

/**
 * Impulse draw (CR 701.13a, 601.3, 305.1, 611.2a) on real cards compiled from their Oracle
 * text: Reckless Impulse ("Exile the top two cards of your library. Until the end of your next
 * turn, you may play those cards.") and Geistflame Reservoir ("{1}{R}, {T}: Exile the top card
 * of your library. You may play that card this turn."). The cards exiled may be cast or played
 * as lands from exile, at the times their types allow (307.1, 305.2), until the cleanup step
 * that ends the permission (514.2).
 */

const mine = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'A', ...extra });
const theirs = (id: string, card: string) => ({ id, card, owner: 'B', zone: 'library' });
/** A's library: a Lightning Bolt on top, then a Mountain, then Islands to draw; B's has Islands to draw. */
const libraries = [
  mine('bolt', 'Lightning Bolt', { zone: 'library' }),
  mine('mountain', 'Mountain', { zone: 'library' }),
  ...['i0', 'i1', 'i2'].map((id) => mine(id, 'Island', { zone: 'library' })),
  ...['j0', 'j1', 'j2'].map((id) => theirs(id, 'Island')),
];
const board = (mana: string, objects: readonly object[] = [], turn: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1', ...turn },
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [...objects, ...libraries],
});
const impulse = resolveFor('Reckless Impulse');
const boltB: Action = { kind: 'cast', object: 'bolt', targets: ['B'] };
const playMountain: Action = { kind: 'playLand', object: 'mountain' };
/** All players pass until the next upkeep: B's turn 4, then A's turn 5, and so on. */
const nextUpkeep: Action = { kind: 'advance', to: 'upkeep' };
const reservoir = mine('reservoir', 'Geistflame Reservoir');
const activateReservoir: Action = { kind: 'activate', object: 'reservoir', ability: 2 };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 701.13a: Reckless Impulse exiles the top two cards of its caster's library",
    board: board('{R}'),
    actions: [impulse],
    objects: { bolt: { zone: 'exile' }, mountain: { zone: 'exile' }, i0: { zone: 'library' } },
    events: ['zoneChange bolt library>exile 701.13a', 'zoneChange mountain library>exile 701.13a'],
  },
  {
    name: 'CR 601.3: a card Reckless Impulse exiled may be cast from exile: Lightning Bolt deals 3 damage to B',
    board: board('{R}'),
    actions: [impulse, boltB],
    objects: { bolt: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
  },
  {
    name: 'CR 305.1, 305.2: a land card Reckless Impulse exiled is played from exile, as the land play of the turn',
    board: board(''),
    actions: [impulse, playMountain],
    objects: { mountain: { zone: 'battlefield' } },
    events: ['zoneChange mountain exile>battlefield 305.1'],
  },
  {
    name: "CR 305.2: with the turn's land already played, the Mountain exiled is not played",
    board: board('', [], { landsPlayed: 1 }),
    actions: [impulse, playMountain],
    refused: '305.2',
  },
  {
    name: "CR 601.3: a card in exile that no effect lets anyone play can't be cast",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
      objects: [mine('bolt', 'Lightning Bolt', { zone: 'exile' })],
    },
    actions: [boltB],
    refused: '601.3',
  },
  {
    name: 'CR 611.2a: "until the end of your next turn": in A\'s next turn (5) the Bolt exiled in turn 3 is still cast',
    board: board('', [mine('land', 'Mountain')]),
    actions: [impulse, nextUpkeep, nextUpkeep, { ...boltB, sources: [{ object: 'land' }] }],
    turn: { number: 5, active: 'A' },
    players: { B: { life: 17 } },
  },
  {
    name: "CR 514.2, 611.2a: the permission ends in the cleanup step of A's next turn: in turn 7 the Bolt stays in exile",
    board: board('{R}'),
    actions: [impulse, nextUpkeep, nextUpkeep, nextUpkeep, nextUpkeep, boltB],
    refused: '601.3',
  },
  {
    name: 'CR 601.3: Geistflame Reservoir exiles the top card; A casts it this turn',
    board: board('{R}{R}{R}', [reservoir]),
    actions: [activateReservoir, boltB],
    objects: { bolt: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
  },
  {
    name: "CR 514.2: Geistflame Reservoir's \"this turn\" ends in this turn's cleanup step: in A's next turn the Bolt can't be cast",
    board: board('{R}{R}{R}', [reservoir]),
    actions: [activateReservoir, nextUpkeep, nextUpkeep, boltB],
    refused: '601.3',
  },
  {
    name: 'CR 305.1: "you may cast that card" lets no one play a land card exiled so',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [
        mine('mountain', 'Mountain', {
          zone: 'exile',
          playable: { player: 'A', until: 'endOfTurn', since: 3, castOnly: true },
        }),
      ],
    },
    actions: [playMountain],
    refused: '305.1',
  },
];

describe('impulse draw: cards exiled that their player may play (CR 601.3, 305.1, 611.2a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));

  it('CR 400.7: a board file giving a card in a hand a permission to be played from exile is refused', () => {
    const parsed = parseBoard(
      {
        players: [{ id: 'A' }, { id: 'B' }],
        objects: [
          mine('bolt', 'Lightning Bolt', {
            zone: 'hand',
            playable: { player: 'A', until: 'endOfTurn', since: 1 },
          }),
        ],
      },
      pool,
    );
    expect(parsed.ok ? null : parsed.error.rule).toBe('400.7');
  });
});
