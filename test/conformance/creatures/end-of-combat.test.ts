import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[Instruction] at end of combat" (CR 511.2, 603.7a): the trigger's resolution creates a delayed
 * triggered ability that triggers as the next end of combat step begins, once (603.7b), and does
 * nothing to its source once that has changed zones (603.7c). Real cards, compiled from their
 * Oracle text: Crumbling Colossus ("When Crumbling Colossus attacks, sacrifice it at end of
 * combat."), Clockwork Beetle ("enters with two +1/+1 counters ... Whenever Clockwork Beetle
 * attacks or blocks, remove a +1/+1 counter from it at end of combat."), Wall of Junk ("When
 * Wall of Junk blocks, return it to its owner's hand at end of combat.").
 */

const atDeclareAttackers = { number: 1, active: 'A', step: 'declareAttackers' } as const;
const advance = (to: 'combatDamage' | 'endCombat' | 'main2' | 'end'): Action => ({ kind: 'advance', to });
const colossus = { id: 'colossus', card: 'Crumbling Colossus' };
const beetle = { id: 'beetle', card: 'Clockwork Beetle', counters: { '+1/+1': 2 } };
const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Crumbling Colossus, CR 603.7a: attacking, it creates the delayed ability and is still there for combat damage',
    board: { turn: atDeclareAttackers, objects: [colossus] },
    actions: [{ kind: 'declareAttackers', attackers: attack('colossus') }, advance('combatDamage')],
    objects: { colossus: { zone: 'battlefield' } },
    players: { B: { life: 13 } },
    events: ['delayedTriggerCreated colossus 603.7a'],
  },
  {
    name: 'Crumbling Colossus, CR 511.2, 701.21a: it is sacrificed as the end of combat step begins',
    board: { turn: atDeclareAttackers, objects: [colossus] },
    actions: [{ kind: 'declareAttackers', attackers: attack('colossus') }, advance('endCombat')],
    objects: { colossus: { zone: 'graveyard' } },
    events: ['triggered colossus endOfCombat 603.7a', 'zoneChange colossus battlefield>graveyard 701.21a'],
    turn: { step: 'endCombat' },
  },
  {
    name: 'Crumbling Colossus, CR 603.7a: not attacking, it creates nothing and stays',
    board: { turn: atDeclareAttackers, objects: [colossus] },
    actions: [{ kind: 'declareAttackers', attackers: [] }, advance('main2')],
    objects: { colossus: { zone: 'battlefield' } },
    without: ['delayedTriggerCreated colossus 603.7a'],
  },
  {
    name: 'Clockwork Beetle, CR 511.2, 122.1: attacking, it deals combat damage as a 2/2 and loses a counter at end of combat',
    board: { turn: atDeclareAttackers, objects: [beetle] },
    actions: [{ kind: 'declareAttackers', attackers: attack('beetle') }, advance('main2')],
    objects: { beetle: { counters: { '+1/+1': 1 }, pt: '1/1' } },
    players: { B: { life: 18 } },
  },
  {
    name: 'Clockwork Beetle, CR 603.7b: the delayed ability triggers once: the next combat takes no further counter',
    board: {
      turn: atDeclareAttackers,
      objects: [beetle, { id: 'b1', card: 'Island', zone: 'library', owner: 'B' }],
    },
    actions: [
      { kind: 'declareAttackers', attackers: attack('beetle') },
      advance('end'),
      advance('endCombat'),
    ],
    objects: { beetle: { counters: { '+1/+1': 1 } } },
    turn: { number: 2, active: 'B', step: 'endCombat' },
  },
  {
    name: 'Clockwork Beetle, CR 511.2, 704.5g: blocking Llanowar Elves it takes 1 damage, then as a 1/1 at end of combat it has lethal damage and dies',
    board: {
      turn: atDeclareAttackers,
      objects: [
        { ...beetle, controller: 'B' },
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    },
    actions: [...attackAndBlock(attack('elves'), [block('beetle', 'elves')]), advance('main2')],
    objects: { beetle: { zone: 'graveyard' }, elves: { zone: 'graveyard' } },
  },
  {
    name: "Wall of Junk, CR 511.2: it blocks Grizzly Bears, survives the damage and returns to its owner's hand at end of combat",
    board: {
      turn: atDeclareAttackers,
      objects: [
        { id: 'wall', card: 'Wall of Junk', controller: 'B' },
        { ...bears, controller: 'A' },
      ],
    },
    actions: [...attackAndBlock(attack('bears'), [block('wall', 'bears')]), advance('main2')],
    objects: { wall: { zone: 'hand' } },
    events: ['triggered wall endOfCombat 603.7a'],
  },
];

describe('instructions done at end of combat (CR 511.2, 603.7)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
