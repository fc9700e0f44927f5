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
 * tokens."): a spell's controller is its controller on the stack. "Target opponent / each
 * opponent / each player / that player creates …" (Hunted Lammasu, Akroan Horse, Grismold,
 * Varchild): each of those players creates the tokens, and owns and controls them.
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
  {
    name: 'CR 111.2, Hunted Lammasu: "target opponent creates a 4/4 black Horror creature token": B, its only opponent and so its target, controls it',
    board: { turn: main, objects: [{ id: 'lammasu', card: 'Hunted Lammasu', zone: 'hand' }] },
    actions: [{ kind: 'move', object: 'lammasu', to: 'battlefield' }],
    objects: { o2: { pt: '4/4', controller: 'B' } },
    events: ['tokenCreated o2 Horror Token 111.2'],
  },
  {
    name: 'CR 111.2, 503.1a, Akroan Horse: "At the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token": B gets one',
    board: { turn: { ...main, step: 'untap' }, objects: [{ id: 'horse', card: 'Akroan Horse' }] },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    objects: { o2: { pt: '1/1', controller: 'B' }, o3: { zone: 'gone' } },
  },
  {
    name: 'CR 111.2, 513.1a, Grismold: "each player creates a 1/1 green Plant creature token": one each, in turn order',
    board: { turn: main, objects: [{ id: 'grismold', card: 'Grismold, the Dreadsower' }] },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { o2: { pt: '1/1', controller: 'A' }, o3: { pt: '1/1', controller: 'B' }, o4: { zone: 'gone' } },
  },
  {
    name: 'CR 111.2, 603.2c, Varchild (3/3): "that player creates that many 1/1 red Survivor creature tokens": unblocked, B creates three',
    board: {
      turn: { ...main, step: 'declareAttackers' },
      objects: [{ id: 'varchild', card: 'Varchild, Betrayer of Kjeldor' }],
    },
    actions: [
      { kind: 'declareAttackers', attackers: [{ attacker: 'varchild' }] },
      { kind: 'advance', to: 'combatDamage' },
    ],
    players: { B: { life: 17 } },
    objects: {
      o2: { controller: 'B' },
      o3: { controller: 'B' },
      o4: { pt: '1/1', controller: 'B' },
      o5: { zone: 'gone' },
    },
  },
  {
    name: 'CR 111.2, Sword of Body and Mind: "you create a 2/2 green Wolf creature token and that player mills ten cards": A, not B, creates the Wolf',
    board: {
      turn: { ...main, step: 'declareAttackers' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'sword', card: 'Sword of Body and Mind', attachedTo: 'bear' },
      ],
    },
    actions: [
      { kind: 'declareAttackers', attackers: [{ attacker: 'bear' }] },
      { kind: 'advance', to: 'combatDamage' },
    ],
    players: { B: { life: 16 } },
    objects: { o2: { pt: '2/2', controller: 'A' }, o3: { zone: 'gone' } },
  },
];

describe('tokens created by the controller of a target (CR 111.2)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
