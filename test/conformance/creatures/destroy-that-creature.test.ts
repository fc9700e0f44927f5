import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Destroy it", "destroy that creature" (CR 701.8a), now or at end of combat (511.2, 603.7a).
 * "That creature" is the trigger's object, the other creature of a block (509.3b, 509.3d) or the
 * creature dealt damage (603.2c), while "it" stays the object itself (608.2c); the delayed ability
 * remembers that creature as the object it was, and does nothing to it once it has changed zones
 * (603.7c, 400.7). Real cards, compiled from their Oracle text: Cockatrice ("Whenever Cockatrice
 * blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat."),
 * Ceremonial Guard ("When Ceremonial Guard attacks or blocks, destroy it at end of combat."),
 * Sylvan Basilisk ("Whenever Sylvan Basilisk becomes blocked by a creature, destroy that
 * creature."), Engulfing Slagwurm ("Whenever Engulfing Slagwurm blocks or becomes blocked by a
 * creature, destroy that creature. You gain life equal to that creature's toughness.").
 */

const atDeclareAttackers = { number: 1, active: 'A', step: 'declareAttackers' } as const;
const advance = (to: 'combatDamage' | 'endCombat' | 'main2'): Action => ({ kind: 'advance', to });
const cockatrice = { id: 'cockatrice', card: 'Cockatrice', controller: 'B' };
const giant = { id: 'giant', card: 'Hill Giant' };
const giantBlockedByCockatrice = [...attackAndBlock(attack('giant'), [block('cockatrice', 'giant')])];

/** Cockatrice's delayed ability, as its trigger made it, remembering the giant as the object of timestamp `then`. */
const remembering = (then: number) => ({
  at: 'endOfCombat',
  object: 'cockatrice',
  timestamp: 1,
  ability: 1,
  controller: 'B',
  text: 'Whenever Cockatrice blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
  instructions: [{ kind: 'destroy', on: 'triggerObject' }],
  triggerObject: { object: 'giant', timestamp: then },
  rule: '603.7a',
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Cockatrice, CR 509.3b, 603.7a: blocking Hill Giant, it remembers the giant, which survives combat damage',
    board: { turn: atDeclareAttackers, objects: [cockatrice, giant] },
    actions: [...giantBlockedByCockatrice, advance('combatDamage')],
    objects: { giant: { zone: 'battlefield' }, cockatrice: { zone: 'battlefield' } },
    events: ['delayedTriggerCreated cockatrice 603.7a'],
  },
  {
    name: 'Cockatrice, CR 511.2, 701.8a: the giant it blocked is destroyed as the end of combat step begins',
    board: { turn: atDeclareAttackers, objects: [cockatrice, giant] },
    actions: [...giantBlockedByCockatrice, advance('endCombat')],
    objects: { giant: { zone: 'graveyard' }, cockatrice: { zone: 'battlefield' } },
    events: ['triggered cockatrice endOfCombat 603.7a', 'zoneChange giant battlefield>graveyard 701.8a'],
  },
  {
    name: 'Cockatrice, CR 509.3d: becoming blocked by Giant Spider, it destroys the blocker at end of combat',
    board: {
      turn: atDeclareAttackers,
      objects: [
        { ...cockatrice, controller: 'A' },
        { id: 'spider', card: 'Giant Spider', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('cockatrice'), [block('spider', 'cockatrice')]), advance('main2')],
    objects: { spider: { zone: 'graveyard' }, cockatrice: { zone: 'battlefield' } },
  },
  {
    name: 'Cockatrice, CR 509.3f: becoming blocked by Wall of Air, a Wall the filter excludes, it does not trigger',
    board: {
      turn: atDeclareAttackers,
      objects: [
        { ...cockatrice, controller: 'A' },
        { id: 'wall', card: 'Wall of Air', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('cockatrice'), [block('wall', 'cockatrice')]), advance('main2')],
    objects: { wall: { zone: 'battlefield', damage: 2 } },
    without: ['delayedTriggerCreated cockatrice 603.7a'],
  },
  {
    name: 'Cockatrice, CR 603.7c: the giant it remembers is still that object: it is destroyed',
    board: {
      turn: atDeclareAttackers,
      objects: [cockatrice, { ...giant, timestamp: 7 }],
      delayed: [remembering(7)],
    },
    actions: [{ kind: 'declareAttackers', attackers: [] }, advance('main2')],
    objects: { giant: { zone: 'graveyard' } },
  },
  {
    name: 'Cockatrice, CR 603.7c, 400.7: the giant has changed zones since (a new timestamp): the delayed ability does nothing to it',
    board: {
      turn: atDeclareAttackers,
      objects: [cockatrice, { ...giant, timestamp: 7 }],
      delayed: [remembering(3)],
    },
    actions: [{ kind: 'declareAttackers', attackers: [] }, advance('main2')],
    objects: { giant: { zone: 'battlefield' } },
    events: ['triggered cockatrice endOfCombat 603.7a'],
  },
  {
    name: 'Ceremonial Guard, CR 511.2, 701.8a: it deals its combat damage, then is destroyed at end of combat',
    board: { turn: atDeclareAttackers, objects: [{ id: 'guard', card: 'Ceremonial Guard' }] },
    actions: [{ kind: 'declareAttackers', attackers: attack('guard') }, advance('main2')],
    objects: { guard: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
    events: ['triggered guard endOfCombat 603.7a', 'zoneChange guard battlefield>graveyard 701.8a'],
  },
  {
    name: 'Sylvan Basilisk, CR 509.3d, 701.8a, 509.1h: the creature blocking it is destroyed at once; the basilisk stays blocked',
    board: {
      turn: atDeclareAttackers,
      objects: [
        { id: 'basilisk', card: 'Sylvan Basilisk' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('basilisk'), [block('bears', 'basilisk')]), advance('main2')],
    objects: { bears: { zone: 'graveyard' }, basilisk: { zone: 'battlefield', damage: 0 } },
    players: { B: { life: 20 } },
  },
  {
    name: "Engulfing Slagwurm, CR 608.2h: it destroys Hill Giant blocking it; its controller gains the giant's last known toughness, 3",
    board: {
      turn: atDeclareAttackers,
      objects: [
        { id: 'wurm', card: 'Engulfing Slagwurm' },
        { ...giant, controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('wurm'), [block('giant', 'wurm')]), advance('main2')],
    objects: { giant: { zone: 'graveyard' } },
    players: { A: { life: 23 } },
  },
];

describe('destroy it, destroy that creature (CR 701.8a, 608.2c), at end of combat (511.2, 603.7)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
