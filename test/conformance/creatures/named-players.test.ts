import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Permanents of a player an ability names by relation (CR 109.4): "target creature defending
 * player controls" and "the number of lands defending player controls", the player its source,
 * an attacking creature, attacks (506.2, 508.5); "target creature that player controls" and
 * "for each artifact that player controls", the player of the event that triggered it (603.2c);
 * damage to "each creature defending player / that player / your opponents control" (120.3).
 * The games have three players, so that the defending player is one opponent of two (508.5a).
 * The cards are real and compiled from their Oracle text.
 */

const players = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
const attacks = (attacker: string, attacking = 'B'): Action => ({
  kind: 'declareAttackers',
  attackers: [{ attacker, attacking }],
});
const combat = (objects: readonly object[]) => ({ turn: { step: 'declareAttackers' }, players, objects });
const of =
  (controller: string) =>
  (id: string, card: string, extra: object = {}) => ({
    id,
    card,
    controller,
    ...extra,
  });
const ofB = of('B');
const ofC = of('C');
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };

/** Fiend Binder, a creature of B's and one of C's, and any more. */
const binderBoard = (more: readonly object[] = []) =>
  combat([
    { id: 'binder', card: 'Fiend Binder' },
    ofB('bear', 'Grizzly Bears'),
    ofC('ox', 'Wild Ox'),
    ...more,
  ]);

/** Terra Ravager (0/4); B has two lands, C three. */
const ravagerBoard = combat([
  { id: 'ravager', card: 'Terra Ravager' },
  ofB('b1', 'Forest'),
  ofB('b2', 'Island'),
  ofC('c1', 'Forest'),
  ofC('c2', 'Forest'),
  ofC('c3', 'Forest'),
]);

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 508.5, Fiend Binder, "Whenever Fiend Binder attacks, tap target creature defending player controls.": it attacks B, B\'s creature is tapped',
    board: binderBoard(),
    actions: [attacks('binder')],
    objects: { bear: { tapped: true }, ox: { tapped: false } },
    events: ['triggered binder attacks 508.3a'],
  },
  {
    name: "CR 508.5a, 601.2c, Fiend Binder attacking B: C's creature is not defending player's -> refused",
    board: binderBoard([ofB('bear2', 'Grizzly Bears')]),
    actions: [attacks('binder'), targeting('binder', 'ox')],
    refused: '601.2c',
  },
  {
    name: "CR 508.5, Fiend Binder attacking C: C's creature is tapped",
    board: binderBoard(),
    actions: [attacks('binder', 'C')],
    objects: { ox: { tapped: true }, bear: { tapped: false } },
  },
  {
    name: "CR 603.3d, Fiend Binder attacking B, who controls no creature: A's and C's are no legal target, the trigger is removed",
    board: combat([
      { id: 'binder', card: 'Fiend Binder' },
      { id: 'mine', card: 'Grizzly Bears' },
      ofC('ox', 'Wild Ox'),
    ]),
    actions: [attacks('binder')],
    objects: { ox: { tapped: false }, mine: { tapped: false } },
    events: ['triggerRemoved binder 603.3d'],
  },
  {
    name: 'CR 508.5, 608.2h, Terra Ravager, "it gets +X/+0 until end of turn, where X is the number of lands defending player controls" (0/4): B has two lands, C three -> 2/4',
    board: ravagerBoard,
    actions: [attacks('ravager')],
    objects: { ravager: { pt: '2/4' } },
  },
  {
    name: 'CR 508.5, 608.2h, Terra Ravager attacking C: 3/4',
    board: ravagerBoard,
    actions: [attacks('ravager', 'C')],
    objects: { ravager: { pt: '3/4' } },
  },
  {
    name: 'CR 603.2c, 701.8a, Throat Slitter, "Whenever Throat Slitter deals combat damage to a player, destroy target nonblack creature that player controls.": B is dealt damage, B\'s creature is destroyed',
    board: combat([
      { id: 'slitter', card: 'Throat Slitter' },
      ofB('bear', 'Grizzly Bears'),
      ofC('ox', 'Wild Ox'),
    ]),
    actions: [attacks('slitter'), toDamage],
    objects: { bear: { zone: 'graveyard' }, ox: { zone: 'battlefield' } },
    events: ['destroyed bear 701.8a'],
  },
  {
    name: "CR 603.2c, 601.2c, Throat Slitter dealt damage to B: C's creature is not that player's -> refused",
    board: combat([
      { id: 'slitter', card: 'Throat Slitter' },
      ofB('bear', 'Grizzly Bears'),
      ofB('bear2', 'Grizzly Bears'),
      ofC('ox', 'Wild Ox'),
    ]),
    actions: [attacks('slitter'), toDamage, targeting('slitter', 'ox')],
    refused: '601.2c',
  },
  {
    name: 'CR 603.2c, 608.2h, Emissary of Hope, "you gain 1 life for each artifact that player controls": B has two artifacts, C one -> A gains 2',
    board: combat([
      { id: 'emissary', card: 'Emissary of Hope' },
      ofB('b1', 'Ornithopter'),
      ofB('b2', 'Ornithopter'),
      ofC('c1', 'Ornithopter'),
    ]),
    actions: [attacks('emissary'), toDamage],
    players: { A: { life: 22 }, B: { life: 18 } },
  },
  {
    name: "CR 603.2b, 603.2c, Mana Cache, \"At the beginning of each player's end step, put a charge counter on Mana Cache for each untapped land that player controls.\": on B's turn, B's two untapped lands",
    board: {
      turn: { active: 'B', step: 'main2' },
      players,
      objects: [
        of('A')('cache', 'Mana Cache'),
        of('A')('mine', 'Forest'),
        ofB('b1', 'Forest'),
        ofB('b2', 'Forest'),
        ofB('b3', 'Forest', { tapped: true }),
        ofC('c1', 'Forest'),
      ],
    },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { cache: { counters: { charge: 2 } } },
  },
  {
    name: 'CR 120.3, 508.5, Swathcutter Giant, "Whenever Swathcutter Giant attacks, it deals 1 damage to each creature defending player controls.": only B\'s creatures are dealt damage',
    board: combat([
      { id: 'giant', card: 'Swathcutter Giant' },
      { id: 'mine', card: 'Grizzly Bears' },
      ofB('bear', 'Grizzly Bears'),
      ofB('elves', 'Llanowar Elves'),
      ofC('ox', 'Wild Ox'),
    ]),
    actions: [attacks('giant')],
    objects: { bear: { damage: 1 }, elves: { zone: 'graveyard' }, ox: { damage: 0 }, mine: { damage: 0 } },
  },
  {
    name: 'CR 120.3, 603.2c, Shockmaw Dragon, "it deals 1 damage to each creature that player controls": dealt combat damage to C, only C\'s creatures',
    board: combat([
      { id: 'dragon', card: 'Shockmaw Dragon' },
      ofB('bear', 'Grizzly Bears'),
      ofC('ox', 'Wild Ox'),
      ofC('elves', 'Llanowar Elves'),
    ]),
    actions: [attacks('dragon', 'C'), toDamage],
    objects: { bear: { damage: 0 }, ox: { damage: 1 }, elves: { zone: 'graveyard' } },
    players: { C: { life: 16 } },
  },
  {
    name: "CR 109.4, 120.3, Blazing Volley, \"Blazing Volley deals 1 damage to each creature your opponents control.\": B's and C's creatures, not A's",
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      players,
      objects: [
        of('A')('mine', 'Llanowar Elves'),
        ofB('elves', 'Llanowar Elves'),
        ofC('bear', 'Grizzly Bears'),
      ],
    },
    actions: [{ kind: 'resolve', source: 'Blazing Volley', controller: 'A', targets: [] }],
    objects: { mine: { zone: 'battlefield', damage: 0 }, elves: { zone: 'graveyard' }, bear: { damage: 1 } },
  },
  {
    name: 'CR 109.4, 120.3, Cinder Giant, "At the beginning of your upkeep, Cinder Giant deals 2 damage to each other creature you control.": A\'s other creature, not B\'s',
    board: {
      turn: { number: 3, active: 'A', step: 'untap' },
      players,
      objects: [of('A')('giant', 'Cinder Giant'), of('A')('mine', 'Wild Ox'), ofB('bear', 'Grizzly Bears')],
    },
    actions: [{ kind: 'advance', to: 'draw' }],
    objects: { giant: { damage: 0 }, mine: { damage: 2 }, bear: { damage: 0 } },
  },
];

describe('permanents of the defending player and of "that player" (CR 109.4, 508.5, 603.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
