import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The examples the Comprehensive Rules give for the stack and triggered abilities, played with
 * the real cards they name or, where an example names none, the plainest real card that has
 * the ability it describes.
 */

const pass: Action = { kind: 'pass' };
const main = (objects: readonly object[]) => ({ turn: { number: 3, active: 'A', step: 'main1' }, objects });
const libraries = ['A', 'B'].map((owner) => ({ card: 'Island', zone: 'library', owner }));
const thirst = [
  { id: 'thirst', card: "Sorin's Thirst", zone: 'hand' },
  { id: 's1', card: 'Swamp' },
  { id: 's2', card: 'Swamp' },
  { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
];
const castThirst: Action = { kind: 'cast', object: 'thirst', targets: ['bear'], sources: 'auto' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 608.2b example: Sorin's Thirst resolves: 2 damage to its target creature, and its controller gains 2 life",
    board: main(thirst),
    actions: [castThirst, pass, pass],
    manual: true,
    objects: { bear: { zone: 'graveyard' }, thirst: { zone: 'graveyard' } },
    players: { A: { life: 22 } },
  },
  {
    name: "CR 608.2b example: the creature has left the battlefield, so Sorin's Thirst doesn't resolve: nobody gains life",
    board: main(thirst),
    actions: [castThirst, { kind: 'move', object: 'bear', to: 'hand' }, pass, pass],
    manual: true,
    objects: { thirst: { zone: 'graveyard' } },
    players: { A: { life: 20 } },
    events: ['didNotResolve thirst 608.2b'],
    without: ['lifeGained A 2 119.3'],
  },
  {
    name: "CR 603.2g example: an ability that triggers on damage being dealt won't trigger if all the damage is prevented (Ripjaw Raptor, Samite Healer)",
    board: main([
      { id: 'raptor', card: 'Ripjaw Raptor' },
      { id: 'healer', card: 'Samite Healer' },
      { id: 'shock', card: 'Shock', zone: 'hand', owner: 'B' },
      { id: 'mountain', card: 'Mountain', controller: 'B' },
      ...libraries,
    ]),
    actions: [
      { kind: 'activate', object: 'healer', ability: 0, targets: ['raptor'] },
      pass,
      // B answers with Shock; its 2 damage, 1 prevented, is dealt: Enrage triggers.
      { kind: 'cast', object: 'shock', targets: ['raptor'], sources: 'auto' },
    ],
    objects: { raptor: { damage: 1 } },
    events: ['damagePrevented shock>raptor 1 615.7', 'triggered raptor isDealtDamage 603.2c'],
  },
  {
    name: "CR 603.2g example: ... and with all of it prevented, Ripjaw Raptor's Enrage doesn't trigger",
    board: main([
      { id: 'raptor', card: 'Ripjaw Raptor' },
      { id: 'healer', card: 'Samite Healer' },
      { id: 'pinger', card: 'Prodigal Pyromancer', controller: 'B' },
      ...libraries,
    ]),
    actions: [
      { kind: 'activate', object: 'healer', ability: 0, targets: ['raptor'] },
      pass,
      { kind: 'activate', object: 'pinger', ability: 0, targets: ['raptor'] },
    ],
    objects: { raptor: { damage: 0 } },
    events: ['damagePrevented pinger>raptor 1 615.7'],
    without: ['triggered raptor isDealtDamage 603.2c'],
  },
];

describe('CR examples: the stack and triggered abilities', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
