import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { AttackDeclaration } from '../../../src/engine/combat/declare.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "is goaded" as a static ability of an Aura or Equipment (CR 701.15b): the creature it is
 * attached to is goaded by the ability's controller while it applies, and so attacks each combat
 * if able and attacks a player other than that player if able (508.1d). Real cards, compiled from
 * their Oracle text: Martial Impetus ("Enchanted creature gets +1/+1 and is goaded."),
 * Bloodthirsty Blade ("Equipped creature gets +2/+0 and is goaded."). B's turn 2 at declare
 * attackers, among players A, B and C.
 */

const declare = (...attackers: readonly AttackDeclaration[]): Action => ({
  kind: 'declareAttackers',
  attackers,
});
const bearsAttack = (attacking: string): AttackDeclaration => ({ attacker: 'bears', attacking });

const board = (attachment: object) => ({
  turn: { number: 2, active: 'B', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects: [{ id: 'bears', card: 'Grizzly Bears', controller: 'B' }, attachment],
});
const impetus = (controller: string) => ({
  id: 'impetus',
  card: 'Martial Impetus',
  controller,
  attachedTo: 'bears',
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 701.15b, 508.1d: A's Martial Impetus on B's Grizzly Bears: declaring no attackers is refused",
    board: board(impetus('A')),
    actions: [declare()],
    refused: '508.1d',
  },
  {
    name: "CR 701.15b, 508.1d: A's Martial Impetus: attacking A, its controller, while C can be attacked is refused",
    board: board(impetus('A')),
    actions: [declare(bearsAttack('A'))],
    refused: '508.1d',
  },
  {
    name: "CR 701.15b, 613.4c: A's Martial Impetus: the 3/3 Grizzly Bears attack C",
    board: board(impetus('A')),
    actions: [declare(bearsAttack('C'))],
    objects: { bears: { attacking: 'C', pt: '3/3' } },
  },
  {
    name: "CR 701.15b: B's own Martial Impetus goads its Grizzly Bears by B: they must attack, A will do",
    board: board(impetus('B')),
    actions: [declare()],
    refused: '508.1d',
  },
  {
    name: "CR 701.15b: A's Bloodthirsty Blade on B's Grizzly Bears: attacking A while C can be attacked is refused",
    board: board({ id: 'blade', card: 'Bloodthirsty Blade', controller: 'A', attachedTo: 'bears' }),
    actions: [declare(bearsAttack('A'))],
    refused: '508.1d',
  },
  {
    name: 'CR 701.15b, 301.5: Bloodthirsty Blade attached to nothing goads no one: B may declare no attackers',
    board: board({ id: 'blade', card: 'Bloodthirsty Blade', controller: 'A' }),
    actions: [declare()],
    objects: { bears: { attacking: null, pt: '2/2' } },
  },
];

describe('"is goaded" as a static ability (CR 701.15b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
