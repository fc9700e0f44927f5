import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The monarch (CR 724): a player designation one player at a time has (724.3), with two
 * inherent triggered abilities (724.2): the monarch draws a card at the beginning of their end
 * step, and a creature dealing combat damage to the monarch makes its controller the monarch.
 * Real cards' Oracle text: Palace Sentinels ({3}{W}, 2/4, "When Palace Sentinels enters the
 * battlefield, you become the monarch."), Throne Warden ({1}{W}, 2/2, "At the beginning of your
 * end step, if you're the monarch, put a +1/+1 counter on Throne Warden."), Queen Marchesa
 * ("At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin
 * creature token with deathtouch and haste.").
 */

/** A's turn at `step`, `monarch` the monarch (or no one), a card on top of each library. */
const board = (step: string, monarch: string | null, objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step },
  players: ['A', 'B'].map((id) => ({
    id,
    ...(id === 'A' ? { manaPool: '{W}{W}{W}{W}' } : {}),
    ...(id === monarch ? { monarch: true } : {}),
  })),
  objects: [
    { id: 'a0', card: 'Island', zone: 'library', owner: 'A' },
    { id: 'b0', card: 'Island', zone: 'library', owner: 'B' },
    ...objects,
  ],
});
const sentinels = { id: 'sentinels', card: 'Palace Sentinels', zone: 'hand' };
const castSentinels: Action = { kind: 'cast', object: 'sentinels' };
const toEndStep: Action = { kind: 'advance', to: 'end' };
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };
const bears = (id: string, controller: string) => ({ id, card: 'Grizzly Bears', controller });

/** A's declare attackers step in a game of A, B and C, each player's fields as given. */
const threePlayers = (fields: Readonly<Record<string, object>>) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  players: ['A', 'B', 'C'].map((id) => ({ id, ...fields[id] })),
  objects: [],
});
/** A declares no attackers: an action after which state-based actions are checked (704.3). */
const declareNone: Action = { kind: 'declareAttackers', attackers: [] };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 724.1, 724.3: Palace Sentinels enters under A's control while B is the monarch: A becomes the monarch, B ceases to be",
    board: board('main1', 'B', [sentinels]),
    actions: [castSentinels],
    objects: { sentinels: { zone: 'battlefield' } },
    players: { A: { monarch: true }, B: { monarch: false } },
    events: ['becameMonarch A 724.1'],
  },
  {
    name: 'CR 724.1: with no monarch yet, Palace Sentinels makes A the monarch',
    board: board('main1', null, [sentinels]),
    actions: [castSentinels],
    players: { A: { monarch: true }, B: { monarch: false } },
  },
  {
    name: 'Ruling (Custodi Lich, 2016-08-23): Palace Sentinels while A is already the monarch: A stays it, and does not "become the monarch" again',
    board: board('main1', 'A', [sentinels]),
    actions: [castSentinels],
    objects: { sentinels: { zone: 'battlefield' } },
    players: { A: { monarch: true }, B: { monarch: false } },
    without: ['becameMonarch A 724.1'],
  },
  {
    name: "CR 724.2: at the beginning of the monarch's end step, that player draws a card",
    board: board('main2', 'A', []),
    actions: [toEndStep],
    objects: { a0: { zone: 'hand' }, b0: { zone: 'library' } },
    players: { A: { monarch: true } },
  },
  {
    name: "CR 724.2: not at another player's end step: B the monarch, A's end step -> no one draws",
    board: board('main2', 'B', []),
    actions: [toEndStep],
    objects: { a0: { zone: 'library' }, b0: { zone: 'library' } },
  },
  {
    name: "CR 724.2: A's unblocked Grizzly Bears deals combat damage to B, the monarch: A becomes the monarch",
    board: board('declareAttackers', 'B', [bears('bear', 'A')]),
    actions: [...attackAndBlock(attack('bear'), []), toDamage],
    players: { A: { monarch: true }, B: { monarch: false, life: 18 } },
    events: ['becameMonarch A 724.2'],
  },
  {
    name: 'CR 724.2: combat damage to a player who is not the monarch: the monarch stays A',
    board: board('declareAttackers', 'A', [bears('bear', 'A')]),
    actions: [...attackAndBlock(attack('bear'), []), toDamage],
    players: { A: { monarch: true }, B: { monarch: false, life: 18 } },
    without: ['becameMonarch A 724.2'],
  },
  {
    name: 'CR 724.2: the attacker blocked deals no damage to the monarch: B stays the monarch',
    board: board('declareAttackers', 'B', [bears('bear', 'A'), bears('wall', 'B')]),
    actions: [...attackAndBlock(attack('bear'), [block('wall', 'bear')]), toDamage],
    players: { A: { monarch: false }, B: { monarch: true, life: 20 } },
  },
  {
    name: 'CR 603.4, 724.1: Throne Warden at the end step of A, the monarch: a +1/+1 counter -> 3/3 (and A draws, 724.2)',
    board: board('main2', 'A', [{ id: 'warden', card: 'Throne Warden' }]),
    actions: [toEndStep],
    objects: { warden: { pt: '3/3' }, a0: { zone: 'hand' } },
  },
  {
    name: 'CR 603.4: Throne Warden, B the monarch: no counter -> 2/2',
    board: board('main2', 'B', [{ id: 'warden', card: 'Throne Warden' }]),
    actions: [toEndStep],
    objects: { warden: { pt: '2/2' } },
  },
  {
    name: 'CR 603.4: Throne Warden with no monarch in the game: no counter -> 2/2',
    board: board('main2', null, [{ id: 'warden', card: 'Throne Warden' }]),
    actions: [toEndStep],
    objects: { warden: { pt: '2/2' } },
  },
  {
    name: "CR 603.4: Queen Marchesa at A's upkeep, B the monarch: an Assassin token",
    board: board('untap', 'B', [{ id: 'marchesa', card: 'Queen Marchesa' }]),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { o2: { zone: 'battlefield', pt: '1/1' } },
    events: ['tokenCreated o2 Assassin Token 111.2'],
  },
  {
    name: 'CR 603.4: Queen Marchesa, A the monarch: no token',
    board: board('untap', 'A', [{ id: 'marchesa', card: 'Queen Marchesa' }]),
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { o2: { zone: 'gone' } },
  },
  {
    name: 'CR 724.4: B, the monarch, loses the game (0 life, 704.5a) in a game of three: A, the active player, becomes the monarch',
    board: threePlayers({ B: { life: 0, monarch: true } }),
    actions: [declareNone],
    players: { A: { monarch: true }, B: { lost: true, monarch: false }, C: { monarch: false } },
    events: ['becameMonarch A 724.4'],
  },
  {
    name: 'CR 724.4: A, the active player, and B, the monarch, lose at once: C, next in turn order, becomes the monarch',
    board: threePlayers({ A: { life: 0 }, B: { life: 0, monarch: true } }),
    actions: [declareNone],
    players: { A: { lost: true, monarch: false }, B: { lost: true, monarch: false }, C: { monarch: true } },
    events: ['becameMonarch C 724.4'],
  },
];

describe('the monarch (CR 724)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
