import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow, resolveFor, targeting } from '../../support/play.js';

/**
 * "You may have it deal damage equal to its power to target creature. If you do, …" (CR 603.5,
 * 608.2c, 120.2): its controller chooses as the trigger resolves; the creature is the source of
 * the damage, its power as it resolves (608.2h). "[This] assigns no combat damage this turn" is
 * an exception to 510.1a: that turn the creature assigns none, whatever its power, while
 * creatures blocking it still deal theirs. Real cards, compiled from their Oracle text: Dwarven
 * Vigilantes (2/2, "Whenever Dwarven Vigilantes attacks and isn't blocked, …"), Laccolith Grunt
 * (2/2, "Whenever Laccolith Grunt becomes blocked, …") and Cyclops Gladiator (4/4, "Whenever
 * Cyclops Gladiator attacks, you may have it deal damage equal to its power to target creature
 * defending player controls. If you do, that creature deals damage equal to its power to
 * Cyclops Gladiator.").
 */

const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const inCombat = (...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});
const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const toBlockers: Action = { kind: 'advance', to: 'declareBlockers' };
const blocks = (...pairs: (readonly [string, string])[]): Action => ({
  kind: 'declareBlockers',
  blockers: pairs.map(([blocker, attacker]) => block(blocker, attacker)),
});
const toDamage: Action = { kind: 'advance', to: 'combatDamage' };
const pass: Action = { kind: 'pass' };
/** CR 603.5, 608.2d: the answer to "you may", as the ability resolves. */
const may = (yes: boolean): Action => ({ kind: 'decide', may: yes });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 510.1a, 120.2, Dwarven Vigilantes isn't blocked: A has it deal 2 damage to B's Grizzly Bears, which die; it then assigns no combat damage, and B stays at 20",
    board: inCombat({ id: 'dwarf', card: 'Dwarven Vigilantes' }, theirs('bears', 'Grizzly Bears')),
    actions: [declare('dwarf'), toBlockers, blocks(), targeting('dwarf', 'bears'), may(true), toDamage],
    objects: { bears: { zone: 'graveyard' } },
    players: { B: { life: 20 } },
    events: ['damageDealt dwarf>bears 2 marked 120.3e'],
  },
  {
    name: "CR 603.5, 510.1a, Dwarven Vigilantes: A doesn't have it deal damage: the Bears are dealt none, and it deals its 2 combat damage to B",
    board: inCombat({ id: 'dwarf', card: 'Dwarven Vigilantes' }, theirs('bears', 'Grizzly Bears')),
    actions: [declare('dwarf'), toBlockers, blocks(), targeting('dwarf', 'bears'), may(false), toDamage],
    objects: { bears: { zone: 'battlefield', damage: 0 } },
    players: { B: { life: 18 } },
    without: ['damageDealt dwarf>bears 2 marked 120.3e'],
  },
  {
    name: "CR 608.2b, 510.1a, Dwarven Vigilantes: its target is destroyed (Doom Blade) before the trigger resolves: the ability doesn't resolve, nothing was done, and it deals its 2 combat damage to B",
    board: inCombat({ id: 'dwarf', card: 'Dwarven Vigilantes' }, theirs('bears', 'Grizzly Bears')),
    manual: true,
    actions: [
      declare('dwarf'),
      toBlockers,
      blocks(),
      targeting('dwarf', 'bears'),
      resolveFor('Doom Blade', 'bears'),
      pass,
      pass,
      toDamage,
    ],
    objects: { bears: { zone: 'graveyard' } },
    players: { B: { life: 18 } },
    without: ['damageDealt dwarf>bears 2 marked 120.3e'],
  },
  {
    name: "CR 510.1a, 509.1h, Laccolith Grunt blocked by Hill Giant (3/3): A has it deal 2 damage to B's Grizzly Bears; it assigns no combat damage to the Giant, which still deals it 3",
    board: inCombat(
      { id: 'grunt', card: 'Laccolith Grunt' },
      theirs('giant', 'Hill Giant'),
      theirs('bears', 'Grizzly Bears'),
    ),
    actions: [
      declare('grunt'),
      toBlockers,
      blocks(['giant', 'grunt']),
      targeting('grunt', 'bears'),
      may(true),
      toDamage,
    ],
    objects: { bears: { zone: 'graveyard' }, giant: { damage: 0 }, grunt: { zone: 'graveyard' } },
    events: ['damageDealt grunt>bears 2 marked 120.3e', 'damageDealt giant>grunt 3 marked 120.3e'],
    without: ['damageDealt grunt>giant 2 marked 120.3e'],
  },
  {
    name: "CR 510.1a, Laccolith Grunt: A doesn't have it deal damage: it assigns its 2 combat damage to Hill Giant",
    board: inCombat(
      { id: 'grunt', card: 'Laccolith Grunt' },
      theirs('giant', 'Hill Giant'),
      theirs('bears', 'Grizzly Bears'),
    ),
    actions: [
      declare('grunt'),
      toBlockers,
      blocks(['giant', 'grunt']),
      targeting('grunt', 'bears'),
      may(false),
      toDamage,
    ],
    objects: { bears: { damage: 0 }, giant: { damage: 2 } },
    events: ['damageDealt grunt>giant 2 marked 120.3e'],
  },
  {
    name: "CR 120.2, 608.2c, Cyclops Gladiator attacks: A has it deal 4 damage to B's Hill Giant, which dies, and the Giant deals 3 back (704.3: state-based actions wait); the Gladiator still deals combat damage",
    board: inCombat({ id: 'cyclops', card: 'Cyclops Gladiator' }, theirs('giant', 'Hill Giant')),
    actions: [declare('cyclops'), may(true), toBlockers, blocks(), toDamage],
    objects: { giant: { zone: 'graveyard' }, cyclops: { damage: 3 } },
    players: { B: { life: 16 } },
    events: ['damageDealt cyclops>giant 4 marked 120.3e', 'damageDealt giant>cyclops 3 marked 120.3e'],
  },
  {
    name: "CR 603.5, Cyclops Gladiator: A doesn't have it deal damage: neither creature is dealt any",
    board: inCombat({ id: 'cyclops', card: 'Cyclops Gladiator' }, theirs('giant', 'Hill Giant')),
    actions: [declare('cyclops'), may(false)],
    objects: { giant: { damage: 0 }, cyclops: { damage: 0 } },
  },
];

describe('"you may have it deal damage … If you do, it assigns no combat damage this turn" (CR 603.5, 510.1a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
