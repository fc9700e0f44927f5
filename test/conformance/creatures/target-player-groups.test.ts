import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Groups whose controller is a target player, compiled from real cards' Oracle text and played
 * (CR 115.1, 109.4): the player is chosen as the spell or ability goes on the stack (601.2c,
 * 603.3d), and the group is the permanents that player controls as it resolves (608.2c; an
 * effect's set is locked then, 611.2c). "Target opponent" can't be its controller (102.3).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const creatures = [
  { id: 'bear', card: 'Grizzly Bears' },
  { id: 'foe', card: 'Grizzly Bears', controller: 'B' },
  { id: 'foeElf', card: 'Llanowar Elves', controller: 'B' },
];
const withCard = (card: string, zone: string, mana = '', ...more: readonly object[]) => ({
  turn: main,
  players: [{ id: 'A', manaPool: mana }, { id: 'B' }],
  objects: [...creatures, { id: 'card', card, zone }, ...more],
  next: { id: 100 },
});
const enters: Action = { kind: 'putOntoBattlefield', object: 'card' };
/** CR 603.3d: A puts the waiting trigger on the stack, announcing its target player. */
const targeting = (player: string): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: 'a100', targets: [player] }],
});
const cast = (player: string): Action => ({ kind: 'cast', object: 'card', targets: [player] });

const ROWS: readonly PlayRow[] = [
  {
    name: "Contagion Engine, CR 115.1, 608.2c, 704.5f: a -1/-1 counter on each creature B controls; B's Elves die, A's Bears are untouched",
    board: withCard('Contagion Engine', 'hand'),
    actions: [enters, targeting('B')],
    objects: {
      foe: { counters: { '-1/-1': 1 }, pt: '1/1' },
      foeElf: { zone: 'graveyard' },
      bear: { counters: {}, pt: '2/2' },
    },
  },
  {
    name: 'Contagion Engine, CR 115.1: its controller may be the target player: the counters go on its own creatures',
    board: withCard('Contagion Engine', 'hand'),
    actions: [enters, targeting('A')],
    objects: { bear: { counters: { '-1/-1': 1 } }, foe: { counters: {} }, foeElf: { zone: 'battlefield' } },
  },
  {
    name: "Marsh Casualties, CR 611.2c: B's creatures get -1/-1 until end of turn; A's don't",
    board: withCard('Marsh Casualties', 'hand', '{B}{B}'),
    actions: [cast('B')],
    objects: { foe: { pt: '1/1' }, foeElf: { zone: 'graveyard' }, bear: { pt: '2/2' } },
  },
  {
    name: "Great Oak Guardian, CR 608.2c, 701.26b: B's creatures get +2/+2 and untap; A's tapped Bears stay tapped",
    board: {
      ...withCard('Great Oak Guardian', 'hand'),
      objects: [
        { id: 'bear', card: 'Grizzly Bears', tapped: true },
        { id: 'foe', card: 'Grizzly Bears', controller: 'B', tapped: true },
        { id: 'card', card: 'Great Oak Guardian', zone: 'hand' },
      ],
    },
    actions: [enters, targeting('B')],
    objects: { foe: { pt: '4/4', tapped: false }, bear: { pt: '2/2', tapped: true } },
  },
  {
    name: "Tempest Caller, CR 701.26a: tap all creatures target opponent B controls; A's stay untapped",
    board: withCard('Tempest Caller', 'hand'),
    actions: [enters],
    objects: {
      foe: { tapped: true },
      foeElf: { tapped: true },
      bear: { tapped: false },
      card: { tapped: false },
    },
  },
  {
    name: 'Tempest Caller, CR 102.3, 115.1: its controller is no "target opponent"',
    board: withCard('Tempest Caller', 'hand'),
    actions: [{ kind: 'resolve', source: 'card', ability: 0, controller: 'A', targets: ['A'] }],
    refused: '115.1',
  },
  {
    name: "Primeval Light, CR 701.8: destroy all enchantments B controls; A's enchantment stays",
    board: withCard(
      'Primeval Light',
      'hand',
      '{C}{C}{C}{G}',
      { id: 'theirs', card: 'Glorious Anthem', controller: 'B' },
      { id: 'mine', card: 'Glorious Anthem' },
    ),
    actions: [cast('B')],
    objects: { theirs: { zone: 'graveyard' }, mine: { zone: 'battlefield' }, foe: { zone: 'battlefield' } },
  },
];

describe('groups a target player controls (CR 115.1, 608.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
