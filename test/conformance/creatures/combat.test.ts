import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { CombatDamageDivision } from '../../../src/engine/combat/combat-damage.js';
import type { BlockDeclaration } from '../../../src/engine/combat/declare.js';
import { attack, attackAndBlock, block, checkPlay, has, type PlayRow, pumped } from '../../support/play.js';

/**
 * CR 508-511: declaring attackers and blockers and dealing combat damage, played with
 * `apply` from A's declare attackers step (turn 1; every creature controlled since the game
 * began unless a row says otherwise). A 4/4 is a Gray Ogre with +2/+2 (a Giant Growth's
 * effect), so that no card definition decides the outcome.
 */

const atDeclareAttackers = { turn: { number: 1, active: 'A', step: 'declareAttackers' } } as const;
const toDamage = (damage?: CombatDamageDivision): Action =>
  damage ? { kind: 'advance', to: 'combatDamage', damage } : { kind: 'advance', to: 'combatDamage' };
const fight = (
  attackers: string[],
  blockers: BlockDeclaration[],
  damage?: CombatDamageDivision,
): Action[] => [...attackAndBlock(attack(...attackers), blockers), toDamage(damage)];

const ogre4 = { id: 'big', card: 'Gray Ogre' } as const;
const big = pumped('big', 2, 2);
const bears = (...ids: string[]) => ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' }));

const BLOCKS: readonly PlayRow[] = [
  {
    name: 'CR 509.1a, 510.1c: a chump block: the 4/4 kills the 1/1 blocker and deals no damage to the player',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'm', card: 'Memnite', controller: 'B' }],
      effects: [big],
    },
    actions: fight(['big'], [block('m', 'big')]),
    objects: { m: { zone: 'graveyard' }, big: { damage: 1, zone: 'battlefield' } },
    players: { B: { life: 20 } },
    events: ['damageDealt big>m 4 marked 120.3e', 'damageDealt m>big 1 marked 120.3e'],
  },
  {
    name: 'CR 510.1c: a double-blocked 4/4 divides its damage as its controller chooses: 1 and 3, not lethal first',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1', 'b2')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big'), block('b2', 'big')], { big: { b1: 1, b2: 3 } }),
    objects: {
      b1: { zone: 'battlefield', damage: 1 },
      b2: { zone: 'graveyard' },
      big: { zone: 'graveyard' },
    },
    events: ['destroyed b2 704.5g', 'destroyed big 704.5g'],
  },
  {
    name: 'CR 510.1c: ... all 4 to the second blocker and none to the first is a legal division too',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1', 'b2')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big'), block('b2', 'big')], { big: { b1: 0, b2: 4 } }),
    objects: { b1: { zone: 'battlefield', damage: 0 }, b2: { zone: 'graveyard' } },
  },
  {
    name: 'CR 510.1c, the documented default: with no division, blockers in declared order get lethal damage (2 and 2)',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1', 'b2')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big'), block('b2', 'big')]),
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' } },
    events: ['damageDealt big>b1 2 marked 120.3e', 'damageDealt big>b2 2 marked 120.3e'],
  },
  {
    name: 'CR 510.1c, the default: what is left after lethal damage to each goes to the last blocker without trample',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, ...bears('b1', 'b2')],
      effects: [big, pumped('big', 1, 0, '+1/+0')],
    },
    actions: fight(['big'], [block('b1', 'big'), block('b2', 'big')]),
    players: { B: { life: 20 } },
    events: ['damageDealt big>b1 2 marked 120.3e', 'damageDealt big>b2 3 marked 120.3e'],
  },
  {
    name: 'CR 510.1a: an attacker assigns combat damage equal to its power: a division of 3 for a 4/4 is refused',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1', 'b2')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big'), block('b2', 'big')], { big: { b1: 1, b2: 2 } }),
    refused: '510.1a',
    objects: { b1: { damage: 0 }, b2: { damage: 0 } },
  },
  {
    name: 'CR 510.1c: a blocked creature without trample assigns its damage only to its blockers, not the player',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big')], { big: { b1: 2, B: 2 } }),
    refused: '510.1c',
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 510.1: a division may name only attacking creatures',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1')], effects: [big] },
    actions: fight(['big'], [block('b1', 'big')], { b1: { big: 2 } }),
    refused: '510.1',
    objects: { b1: { damage: 0 }, big: { damage: 0 } },
  },
  {
    name: 'CR 510.1b: an unblocked attacker has no damage to divide; it all goes to what it attacks',
    board: { ...atDeclareAttackers, objects: [ogre4, ...bears('b1')], effects: [big] },
    actions: fight(['big'], [], { big: { b1: 4 } }),
    refused: '510.1b',
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 509.1h, 510.1c: a blocked creature whose blocker has left combat assigns no combat damage',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, ...bears('b1'), { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' }],
      stack: ['bolt'],
      effects: [big],
    },
    actions: [
      ...attackAndBlock(attack('big'), [block('b1', 'big')]),
      { kind: 'damage', source: 'bolt', to: [{ to: 'b1', amount: 3 }] },
      toDamage(),
    ],
    objects: { big: { blocked: true, damage: 0 }, b1: { zone: 'graveyard' } },
    players: { B: { life: 20 } },
  },
  {
    name: "CR 509.1a: a tapped creature can't block",
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'b1', card: 'Grizzly Bears', controller: 'B', tapped: true }],
    },
    actions: attackAndBlock(attack('big'), [block('b1', 'big')]),
    refused: '509.1a',
    objects: { big: { blocked: false } },
  },
  {
    name: 'CR 509.1a: each blocker blocks one attacker',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'o2', card: 'Gray Ogre' }, ...bears('b1')],
    },
    actions: attackAndBlock(attack('big', 'o2'), [block('b1', 'big'), block('b1', 'o2')]),
    refused: '509.1a',
    objects: { b1: { blocking: null } },
  },
];

const STRIKES: readonly PlayRow[] = [
  {
    name: 'CR 510.4, 702.7b: a first striker kills a deathtouch blocker before it deals damage',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'fs', card: 'Grizzly Bears' },
        { id: 'dt', card: 'Memnite', controller: 'B' },
      ],
      effects: [has('fs', 'First strike'), has('dt', 'Deathtouch')],
    },
    actions: fight(['fs'], [block('dt', 'fs')]),
    objects: { fs: { zone: 'battlefield', damage: 0 }, dt: { zone: 'graveyard' } },
    events: ['stepBegan firstStrikeDamage 1 500.1', 'damageDealt fs>dt 2 marked 120.3e'],
    without: ['damageDealt dt>fs 1 marked 120.3e'],
  },
  {
    name: 'CR 702.2b: without first strike, the deathtouch 1/1 and the 2/2 kill each other',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'fs', card: 'Grizzly Bears' },
        { id: 'dt', card: 'Memnite', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch')],
    },
    actions: fight(['fs'], [block('dt', 'fs')]),
    objects: { fs: { zone: 'graveyard' }, dt: { zone: 'graveyard' } },
    events: ['destroyed fs 704.5h', 'destroyed dt 704.5g'],
    without: ['stepBegan firstStrikeDamage 1 500.1'],
  },
  {
    name: 'CR 510.4: a first-striking deathtouch blocker kills a 4/4 attacker before it strikes back',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'dt', card: 'Memnite', controller: 'B' }],
      effects: [big, has('dt', 'Deathtouch', 'First strike')],
    },
    actions: fight(['big'], [block('dt', 'big')]),
    objects: { big: { zone: 'graveyard' }, dt: { zone: 'battlefield', damage: 0 } },
  },
  {
    name: 'CR 702.4b: an unblocked double striker deals damage in both combat damage steps',
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'ds', card: 'Grizzly Bears' }],
      effects: [has('ds', 'Double strike')],
    },
    actions: fight(['ds'], []),
    players: { B: { life: 16 } },
    events: ['stepBegan firstStrikeDamage 1 500.1', 'stepBegan combatDamage 1 500.1'],
  },
  {
    name: 'CR 510.4: a creature that had first strike as the first step began deals no damage in the second, even if it dealt none in the first',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'm', card: 'Memnite', controller: 'B' },
      ],
      effects: [has('m', 'First strike'), pumped('m', -1, 0, 'gets -1/-0')],
    },
    actions: [
      ...attackAndBlock(attack('bear'), [block('m', 'bear')]),
      { kind: 'advance', to: 'firstStrikeDamage' },
      // Its power was 0 in the first-strike step; Giant Growth makes it 3/4 before the second.
      { kind: 'resolve', source: 'Giant Growth', controller: 'B', targets: ['m'] },
      toDamage(),
    ],
    objects: { bear: { zone: 'battlefield', damage: 0 }, m: { pt: '3/4', damage: 2 } },
    without: ['damageDealt m>bear 3 marked 120.3e'],
  },
];

const TRAMPLE: readonly PlayRow[] = [
  {
    name: 'CR 702.19b, 702.2c: a trampler with deathtouch need assign only 1 to its blocker; 3 of 4 trample over',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'wall', card: 'Wall of Stone', controller: 'B' }],
      effects: [big, has('big', 'Trample', 'Deathtouch')],
    },
    actions: fight(['big'], [block('wall', 'big')]),
    objects: { wall: { zone: 'graveyard' } },
    players: { B: { life: 17 } },
    events: [
      'damageDealt big>wall 1 marked 120.3e',
      'damageDealt big>B 3 lifeLost 120.3a',
      'destroyed wall 704.5h',
    ],
  },
  {
    name: 'CR 702.19b: without deathtouch, a 4/4 trampler blocked by a 0/8 has no excess: all 4 to the wall',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'wall', card: 'Wall of Stone', controller: 'B' }],
      effects: [big, has('big', 'Trample')],
    },
    actions: fight(['big'], [block('wall', 'big')]),
    objects: { wall: { zone: 'battlefield', damage: 4 } },
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 702.19b: lethal damage takes into account damage already marked: 0/8 with 6 damage, 2 to it and 2 trample over',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, { id: 'wall', card: 'Wall of Stone', controller: 'B', damage: 6 }],
      effects: [big, has('big', 'Trample')],
    },
    actions: fight(['big'], [block('wall', 'big')]),
    objects: { wall: { zone: 'graveyard' } },
    players: { B: { life: 18 } },
  },
  {
    name: 'CR 702.19b: a trampler may not assign damage to the player until every blocker has lethal damage',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, ...bears('b1')],
      effects: [big, has('big', 'Trample')],
    },
    actions: fight(['big'], [block('b1', 'big')], { big: { b1: 1, B: 3 } }),
    refused: '702.19b',
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 702.19b: ... and may assign more than lethal damage to a blocker: 3 to the 2/2 and 1 over',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, ...bears('b1')],
      effects: [big, has('big', 'Trample')],
    },
    actions: fight(['big'], [block('b1', 'big')], { big: { b1: 3, B: 1 } }),
    objects: { b1: { zone: 'graveyard' } },
    players: { B: { life: 19 } },
  },
  {
    name: 'CR 702.19d: a blocked trampler whose blocker has gone assigns all its damage to the player',
    board: {
      ...atDeclareAttackers,
      objects: [ogre4, ...bears('b1'), { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' }],
      stack: ['bolt'],
      effects: [big, has('big', 'Trample')],
    },
    actions: [
      ...attackAndBlock(attack('big'), [block('b1', 'big')]),
      { kind: 'damage', source: 'bolt', to: [{ to: 'b1', amount: 3 }] },
      toDamage(),
    ],
    players: { B: { life: 16 } },
  },
];

const POWER: readonly PlayRow[] = [
  {
    name: 'CR 510.1a, K.10.3: an unblocked -2/4 attacker assigns no combat damage',
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'neg', card: 'Grizzly Bears' }],
      effects: [pumped('neg', -4, 2, 'gets -4/+2')],
    },
    actions: fight(['neg'], []),
    players: { B: { life: 20 } },
    objects: { neg: { pt: '-2/4', attacking: 'B' } },
    without: ['damageDealt neg>B -2 lifeLost 120.3a', 'damageDealt neg>B 0 lifeLost 120.3a'],
  },
  {
    name: 'CR 510.1a: a blocked -2/4 deals nothing to its blocker, which deals its 2 to the -2/4',
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'neg', card: 'Grizzly Bears' }, ...bears('b1')],
      effects: [pumped('neg', -4, 2, 'gets -4/+2')],
    },
    actions: fight(['neg'], [block('b1', 'neg')]),
    objects: { neg: { damage: 2, zone: 'battlefield' }, b1: { damage: 0 } },
  },
  {
    name: 'CR 120.3f, 510.2: combat damage from a lifelinker gains life; infect gives poison',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'l', card: 'Grizzly Bears' },
        { id: 'i', card: 'Memnite' },
      ],
      effects: [has('l', 'Lifelink'), has('i', 'Infect')],
    },
    actions: fight(['l', 'i'], []),
    players: { A: { life: 22 }, B: { life: 18, poison: 1 } },
  },
  {
    name: 'CR 506.3, 510.1b, 120.3c: an unblocked creature attacking a planeswalker removes its loyalty',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ajani', card: 'Ajani Goldmane', controller: 'B', counters: { loyalty: 4 } },
      ],
    },
    actions: [...attackAndBlock([{ attacker: 'bear', attacking: 'ajani' }], []), toDamage()],
    objects: { ajani: { loyalty: 2 } },
    players: { B: { life: 20 } },
  },
  {
    name: 'CR 510.1b, 506.4c: a creature attacking a planeswalker that has left the battlefield assigns no combat damage',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ajani', card: 'Ajani Goldmane', controller: 'B', counters: { loyalty: 4 } },
      ],
    },
    actions: [
      ...attackAndBlock([{ attacker: 'bear', attacking: 'ajani' }], []),
      { kind: 'move', object: 'ajani', to: 'exile' },
      toDamage(),
    ],
    objects: { bear: { attacking: 'ajani' }, ajani: { zone: 'exile' } },
    players: { B: { life: 20 } },
    without: ['damageDealt bear>ajani 2 loyaltyRemoved 120.3c'],
  },
];

const EVASION: readonly PlayRow[] = [
  {
    name: "CR 702.9b: a creature with flying can't be blocked by one with neither flying nor reach",
    board: { ...atDeclareAttackers, objects: [{ id: 'fly', card: 'Ornithopter' }, ...bears('b1')] },
    actions: attackAndBlock(attack('fly'), [block('b1', 'fly')]),
    refused: '702.9b',
    objects: { b1: { blocking: null } },
  },
  {
    name: "CR 702.17b: a creature with reach can block a creature with flying (Giant Spider's reach)",
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'fly', card: 'Ornithopter' }, ...bears('spider')],
      effects: [has('spider', 'Reach')],
    },
    actions: attackAndBlock(attack('fly'), [block('spider', 'fly')]),
    objects: { spider: { blocking: 'fly' }, fly: { blocked: true } },
  },
  {
    name: 'CR 702.9b: a creature with flying can block one with or without flying',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'fly', card: 'Ornithopter' },
        { id: 'walker', card: 'Grizzly Bears' },
        { id: 'bird', card: 'Ornithopter', controller: 'B' },
      ],
    },
    actions: attackAndBlock(attack('fly', 'walker'), [block('bird', 'walker')]),
    objects: { bird: { blocking: 'walker' } },
  },
  {
    name: "CR 702.14c: a creature with islandwalk can't be blocked while the defending player controls an Island",
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'boa', card: 'Grizzly Bears' }, ...bears('b1'), { card: 'Island', controller: 'B' }],
      effects: [has('boa', 'Islandwalk')],
    },
    actions: attackAndBlock(attack('boa'), [block('b1', 'boa')]),
    refused: '702.14c',
    objects: { boa: { blocked: false } },
  },
  {
    name: "CR 702.14c: ... and can be blocked when the Island is the attacker's controller's",
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'boa', card: 'Grizzly Bears' }, ...bears('b1'), { card: 'Island', controller: 'A' }],
      effects: [has('boa', 'Islandwalk')],
    },
    actions: attackAndBlock(attack('boa'), [block('b1', 'boa')]),
    objects: { boa: { blocked: true } },
  },
];

const ATTACKS: readonly PlayRow[] = [
  {
    name: "CR 702.20b: attacking doesn't cause a creature with vigilance to tap",
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'angel', card: 'Grizzly Bears' }],
      effects: [has('angel', 'Vigilance')],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('angel') }],
    objects: { angel: { tapped: false, attacking: 'B' } },
    without: ['tapped angel 508.1f'],
  },
  {
    name: 'CR 508.1f: attacking taps a creature without vigilance',
    board: { ...atDeclareAttackers, objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }],
    objects: { bear: { tapped: true, attacking: 'B' } },
    events: ['tapped bear 508.1f'],
  },
  {
    name: "CR 702.3b: a creature with defender can't attack",
    board: {
      ...atDeclareAttackers,
      objects: [{ id: 'wall', card: 'Memnite' }],
      effects: [has('wall', 'Defender')],
    },
    actions: [{ kind: 'declareAttackers', attackers: attack('wall') }],
    refused: '702.3b',
    objects: { wall: { tapped: false, attacking: null } },
  },
  {
    name: "CR 508.1a: a tapped creature can't attack",
    board: { ...atDeclareAttackers, objects: [{ id: 'bear', card: 'Grizzly Bears', tapped: true }] },
    actions: [{ kind: 'declareAttackers', attackers: attack('bear') }],
    refused: '508.1a',
    objects: { bear: { attacking: null } },
  },
  {
    name: "CR 508.1a: only the active player's creatures attack",
    board: { ...atDeclareAttackers, objects: bears('b1') },
    actions: [{ kind: 'declareAttackers', attackers: attack('b1') }],
    refused: '508.1a',
    objects: { b1: { attacking: null, tapped: false } },
  },
  {
    name: 'CR 506.4: an attacking creature whose controller changes is removed from combat and deals no damage',
    board: { ...atDeclareAttackers, objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [
      { kind: 'declareAttackers', attackers: attack('bear') },
      { kind: 'changeControl', object: 'bear', to: 'B' },
      toDamage(),
    ],
    objects: { bear: { attacking: null, controller: 'B' } },
    players: { B: { life: 20 }, A: { life: 20 } },
    events: ['removedFromCombat bear 506.4'],
  },
  {
    name: 'CR 506.4: an attacking creature that stops being a creature (its Ensoul Artifact leaves) is removed from combat',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'copter', card: "Smuggler's Copter" },
        { id: 'ensoul', card: 'Ensoul Artifact', attachedTo: 'copter' },
      ],
    },
    actions: [
      { kind: 'declareAttackers', attackers: attack('copter') },
      { kind: 'move', object: 'ensoul', to: 'graveyard' },
      toDamage(),
    ],
    objects: { copter: { attacking: null, pt: null } },
    players: { B: { life: 20 } },
    events: ['attackerDeclared copter>B 508.1', 'removedFromCombat copter 506.4'],
  },
  {
    name: 'CR 511.3: after the end of combat step, no creature is attacking or blocking',
    board: {
      ...atDeclareAttackers,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Wall of Stone', controller: 'B' },
      ],
    },
    actions: [...attackAndBlock(attack('bear'), [block('wall', 'bear')]), { kind: 'advance', to: 'main2' }],
    objects: {
      bear: { attacking: null, blocked: null, zone: 'battlefield' },
      wall: { blocking: null, damage: 2 },
    },
    turn: { step: 'main2' },
  },
];

describe('CR 508-511: combat', () => {
  for (const [title, rows] of [
    ['blocks and the division of damage (509, 510.1)', BLOCKS],
    ['first strike, double strike and deathtouch (510.4)', STRIKES],
    ['trample (702.19)', TRAMPLE],
    ['power and what combat damage does (510.1a, 120.3)', POWER],
    ['evasion (702.9, 702.14, 702.17)', EVASION],
    ['attacking (508.1, 506.4, 511.3)', ATTACKS],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
