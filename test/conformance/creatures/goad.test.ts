import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { AttackDeclaration } from '../../../src/engine/combat/declare.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Goad (CR 701.15): Laurine, the Diversion ("{2}, Sacrifice an artifact or creature: Goad target
 * creature.") activated by A in turn 3 on B's Grizzly Bears; then B's turn. A goaded creature
 * attacks each combat if able and attacks a player other than the goading player if able
 * (701.15b), until that player's next turn (701.15a); the declaration of attackers must obey as
 * many of these requirements as it could (508.1d).
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'B' };
const laurineBoard = (theirs: object = bears) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{C}{C}{C}{C}' }, { id: 'B' }],
  objects: [
    { id: 'laurine', card: 'Laurine, the Diversion' },
    { id: 'memnite', card: 'Memnite' },
    theirs,
    ...library,
  ],
});
const board = laurineBoard();
const goad = (fodder = 'memnite'): Action => ({
  kind: 'activate',
  object: 'laurine',
  ability: 2,
  targets: ['bears'],
  costs: { sacrifice: [fodder] },
});
const upkeep: Action = { kind: 'advance', to: 'upkeep' };
const toAttackers: Action = { kind: 'advance', to: 'declareAttackers' };
const declare = (...attackers: readonly AttackDeclaration[]): Action => ({
  kind: 'declareAttackers',
  attackers,
});
const bearsAttack = (attacking: string): AttackDeclaration => ({ attacker: 'bears', attacking });

/** B's turn 2 at declare attackers, with B's Grizzly Bears goaded by `goadedBy`, among players A, B and C. */
const goaded = (goadedBy: readonly string[], more: readonly object[] = []) => ({
  turn: { number: 2, active: 'B', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects: [{ id: 'bears', card: 'Grizzly Bears', controller: 'B', goadedBy }, ...more],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.15a, 510.3a: Marisi, Breaker of the Coil deals combat damage to B: each creature B controls is goaded by A',
    board: {
      turn: { number: 3, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'marisi', card: 'Marisi, Breaker of the Coil' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B', tapped: true },
        { id: 'elves', card: 'Llanowar Elves', controller: 'B', tapped: true },
        { id: 'memnite', card: 'Memnite' },
      ],
    },
    actions: [
      declare({ attacker: 'marisi', attacking: 'B' }),
      { kind: 'advance', to: 'declareBlockers' },
      { kind: 'declareBlockers', blockers: [] },
      { kind: 'advance', to: 'combatDamage' },
    ],
    players: { B: { life: 15 } },
    objects: { bears: { goadedBy: ['A'] }, elves: { goadedBy: ['A'] }, memnite: { goadedBy: [] } },
  },
  {
    name: 'CR 701.15a: Laurine, the Diversion goads the target; A is the goading player',
    board,
    actions: [goad()],
    events: ['goaded bears by A 701.15a'],
    objects: { bears: { goadedBy: ['A'] }, memnite: { zone: 'graveyard' } },
  },
  {
    name: 'CR 701.15d: goaded again by the same player, it gains no second requirement',
    board: laurineBoard({ ...bears, goadedBy: ['A'] }),
    actions: [goad()],
    without: ['goaded bears by A 701.15a'],
    objects: { bears: { goadedBy: ['A'] }, memnite: { zone: 'graveyard' } },
  },
  {
    name: "CR 508.1d, 701.15b: in B's turn, declaring no attackers while the goaded Grizzly Bears can attack is refused",
    board,
    actions: [goad(), upkeep, toAttackers, declare()],
    refused: '508.1d',
  },
  {
    name: 'CR 701.15b: with A the only opponent, the goaded Grizzly Bears attack A, the goading player',
    board,
    actions: [goad(), upkeep, toAttackers, declare(bearsAttack('A'))],
    objects: { bears: { attacking: 'A', goadedBy: ['A'] } },
  },
  {
    name: "CR 701.15a, 611.2a: the goad ends as A's next turn begins",
    board,
    actions: [goad(), upkeep, toAttackers, declare(bearsAttack('A')), upkeep],
    turn: { number: 5, active: 'A' },
    objects: { bears: { goadedBy: [] } },
  },
  {
    name: 'CR 701.15b, 508.1d: goaded by A, the Grizzly Bears attacking A while C can be attacked is refused',
    board: goaded(['A']),
    actions: [declare(bearsAttack('A'))],
    refused: '508.1d',
  },
  {
    name: 'CR 701.15b: goaded by A, the Grizzly Bears attack C',
    board: goaded(['A']),
    actions: [declare(bearsAttack('C'))],
    objects: { bears: { attacking: 'C' } },
  },
  {
    name: "CR 701.15b, 508.1d: a planeswalker isn't a player other than A: attacking C's is refused while C can be attacked",
    board: goaded(['A'], [{ id: 'teferi', card: 'A-Teferi, Time Raveler', controller: 'C' }]),
    actions: [declare(bearsAttack('teferi'))],
    refused: '508.1d',
  },
  {
    name: 'CR 701.15c: goaded by A and C, the Grizzly Bears may attack either (each obeys three of four requirements)',
    board: goaded(['A', 'C']),
    actions: [declare(bearsAttack('A'))],
    objects: { bears: { attacking: 'A', goadedBy: ['A', 'C'] } },
  },
  {
    name: 'CR 701.15c, 508.1d: goaded by A and C, the Grizzly Bears must still attack',
    board: goaded(['A', 'C']),
    actions: [declare()],
    refused: '508.1d',
  },
  {
    name: 'CR 508.1d: a restriction beats a requirement: the tapped goaded Grizzly Bears need not attack',
    board: {
      ...goaded(['A']),
      objects: [{ id: 'bears', card: 'Grizzly Bears', controller: 'B', goadedBy: ['A'], tapped: true }],
    },
    actions: [declare()],
    objects: { bears: { attacking: null } },
  },
];

describe('goad (CR 701.15)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
