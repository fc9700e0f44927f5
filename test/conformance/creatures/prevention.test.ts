import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow, pumped } from '../../support/play.js';

/**
 * Prevention (CR 615, January 2026) on real cards compiled from their Oracle text: shields of
 * activated and triggered abilities (615.7, 615.1a) and static prevention abilities (615.1a,
 * 615.5), applied to noncombat damage (the `damage` action, as a spell's resolution deals it)
 * and to combat damage alike.
 */

const dmg = (source: string, to: string, amount: number): Action => ({
  kind: 'damage',
  source,
  to: [{ to, amount }],
});
const activate = (object: string, targets?: string[], ability = 0): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});
const shock = { id: 'shock', card: 'Shock', zone: 'stack' } as const;
const bolt = { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' } as const;
const healer = { id: 'healer', card: 'Samite Healer' } as const;
const bear = { id: 'bear', card: 'Grizzly Bears' } as const;
const theirs = (id: string, card = 'Grizzly Bears') => ({ id, card, controller: 'B' });
const inCombat = (objects: readonly object[], effects: readonly object[] = []) => ({
  turn: { step: 'declareAttackers' },
  objects,
  effects,
});
const damageStep: Action = { kind: 'advance', to: 'combatDamage' };

const SHIELDS: readonly PlayRow[] = [
  {
    name: 'Samite Healer, CR 615.7: "Prevent the next 1 damage that would be dealt to any target this turn": Shock deals 1 of its 2',
    board: { objects: [healer, bear, shock], stack: ['shock'] },
    actions: [activate('healer', ['bear']), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'battlefield', damage: 1 }, healer: { tapped: true } },
    events: [
      'shieldCreated bear 615.7',
      'damagePrevented shock>bear 1 615.7',
      'damageDealt shock>bear 1 marked 120.3e',
    ],
  },
  {
    name: 'Samite Healer, CR 615.7: a shield around a player; Lightning Bolt deals 2 of its 3 to them',
    board: { objects: [healer, bolt], stack: ['bolt'] },
    actions: [activate('healer', ['B']), dmg('bolt', 'B', 3)],
    players: { B: { life: 18 } },
    events: ['damagePrevented bolt>B 1 615.7', 'damageDealt bolt>B 2 lifeLost 120.3a'],
  },
  {
    name: 'Samite Healer, CR 615.7: a used-up shield prevents nothing more; the second Shock kills the bear',
    board: { objects: [healer, bear, shock], stack: ['shock'] },
    actions: [activate('healer', ['bear']), dmg('shock', 'bear', 1), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['damagePrevented shock>bear 1 615.7', 'destroyed bear 704.5g'],
  },
  {
    name: 'Samite Healer, CR 514.2: the shield is a "this turn" effect; it is gone next turn and Shock kills the bear',
    board: {
      objects: [
        healer,
        bear,
        { id: 'shock', card: 'Shock', zone: 'hand', owner: 'B' },
        { id: 'mountain', card: 'Mountain', controller: 'B' },
        ...['A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner })),
      ],
    },
    // B casts Shock in their own turn, paying with their Mountain.
    actions: [
      activate('healer', ['bear']),
      { kind: 'advance', to: 'main1' },
      { kind: 'cast', object: 'shock', targets: ['bear'], sources: 'auto' },
    ],
    objects: { bear: { zone: 'graveyard' } },
    without: ['damagePrevented shock>bear 1 615.7'],
  },
  {
    name: 'Samite Healer, CR 615.7, 510.2: the shield prevents combat damage too: the blocked bear survives its blocker',
    board: inCombat([{ ...healer }, bear, theirs('blocker')]),
    actions: [
      ...attackAndBlock(attack('bear'), [block('blocker', 'bear')]),
      activate('healer', ['bear']),
      damageStep,
    ],
    objects: { bear: { zone: 'battlefield', damage: 1 }, blocker: { zone: 'graveyard' } },
    events: ['damagePrevented blocker>bear 1 615.7', 'damageDealt blocker>bear 1 marked 120.3e'],
  },
  {
    name: 'Moonlight Geist, CR 615.1a: "Prevent all combat damage that would be dealt to and dealt by ~ this turn": neither it nor its blocker is dealt damage',
    board: {
      ...inCombat([{ id: 'geist', card: 'Moonlight Geist' }, theirs('blocker', 'Giant Spider')]),
      turn: { step: 'beginCombat' },
      players: [{ id: 'A', manaPool: '{W}{W}{W}{W}' }, { id: 'B' }],
    },
    // Mana empties as each step ends (500.4): the shields are made in the beginning of combat
    // step, before attackers are declared (508.1), and last the turn.
    actions: [
      activate('geist', undefined, 1),
      { kind: 'advance', to: 'declareAttackers' },
      ...attackAndBlock(attack('geist'), [block('blocker', 'geist')]),
      damageStep,
    ],
    objects: { geist: { zone: 'battlefield', damage: 0 }, blocker: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented geist>blocker 2 615.1a', 'damagePrevented blocker>geist 2 615.1a'],
  },
  {
    name: 'Moonlight Geist, CR 615.1a: its shields are for combat damage only; Shock still kills the 3/1',
    board: {
      objects: [{ id: 'geist', card: 'Moonlight Geist' }, shock],
      stack: ['shock'],
      players: [{ id: 'A', manaPool: '{W}{W}{W}{W}' }, { id: 'B' }],
    },
    actions: [activate('geist', undefined, 1), dmg('shock', 'geist', 2)],
    objects: { geist: { zone: 'graveyard' } },
    events: ['damageDealt shock>geist 2 marked 120.3e', 'destroyed geist 704.5g'],
  },
  {
    name: 'Ignoble Soldier, CR 509.3c, 615.1a: "Whenever ~ becomes blocked, prevent all combat damage that would be dealt by it this turn"',
    board: inCombat([{ id: 'soldier', card: 'Ignoble Soldier' }, theirs('blocker')]),
    actions: [...attackAndBlock(attack('soldier'), [block('blocker', 'soldier')]), damageStep],
    objects: { blocker: { zone: 'battlefield', damage: 0 }, soldier: { zone: 'graveyard' } },
    events: ['triggered soldier becomesBlocked 509.3c', 'damagePrevented soldier>blocker 3 615.1a'],
  },
];

const frog = { id: 'frog', card: 'Spore Frog' } as const;
const kami = { id: 'kami', card: 'Kami of False Hope' } as const;

/**
 * Shields around all damage (Fog's "Prevent all combat damage that would be dealt this turn"),
 * and shields named as "[it] would deal this turn", "that creature", "him".
 */
const AROUND_ALL: readonly PlayRow[] = [
  {
    name: 'Spore Frog, CR 615.1a, 510.2: "Sacrifice ~: Prevent all combat damage that would be dealt this turn": the bear and its blocker deal each other none',
    board: inCombat([frog, bear, theirs('blocker')]),
    actions: [...attackAndBlock(attack('bear'), [block('blocker', 'bear')]), activate('frog'), damageStep],
    objects: {
      bear: { zone: 'battlefield', damage: 0 },
      blocker: { zone: 'battlefield', damage: 0 },
      frog: { zone: 'graveyard' },
    },
    events: [
      'allDamageShielded Spore Frog 615.1a',
      'damagePrevented bear>blocker 2 615.1a',
      'damagePrevented blocker>bear 2 615.1a',
    ],
  },
  {
    name: 'Fog, CR 615.1a: cast after blockers are declared, the unblocked bear deals the defending player no combat damage',
    board: {
      ...inCombat([bear, { id: 'fog', card: 'Fog', zone: 'hand' }, { id: 'forest', card: 'Forest' }]),
    },
    actions: [
      ...attackAndBlock(attack('bear'), []),
      { kind: 'cast', object: 'fog', sources: 'auto' },
      damageStep,
    ],
    players: { B: { life: 20 } },
    objects: { fog: { zone: 'graveyard' } },
    events: ['allDamageShielded Fog 615.1a', 'damagePrevented bear>B 2 615.1a'],
  },
  {
    name: 'Kami of False Hope, CR 615.1a: only combat damage is prevented; Shock still kills the bear',
    board: { objects: [kami, bear, shock], stack: ['shock'] },
    actions: [activate('kami'), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'graveyard' }, kami: { zone: 'graveyard' } },
    events: ['allDamageShielded Kami of False Hope 615.1a', 'damageDealt shock>bear 2 marked 120.3e'],
  },
  {
    name: 'Kami of False Hope, CR 615.1a, 702.15b, 702.2b: the blocking Vampire Nighthawk deals no damage, so its controller gains no life and the Craw Wurm lives',
    board: inCombat([kami, { id: 'wurm', card: 'Craw Wurm' }, theirs('hawk', 'Vampire Nighthawk')]),
    actions: [...attackAndBlock(attack('wurm'), [block('hawk', 'wurm')]), activate('kami'), damageStep],
    players: { B: { life: 20 } },
    objects: { wurm: { zone: 'battlefield', damage: 0 }, hawk: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented hawk>wurm 2 615.1a', 'damagePrevented wurm>hawk 6 615.1a'],
  },
  {
    name: 'CR 615.1a, 514.2: a shield around all damage written on the board prevents Shock; it ends with the turn',
    board: { objects: [bear, shock], stack: ['shock'], preventionShields: [{ damage: 'to' }] },
    actions: [dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented shock>bear 2 615.1a'],
  },
  {
    name: 'CR 514.2: the shield around all damage is a "this turn" effect; next turn Shock kills the bear',
    board: {
      objects: [
        bear,
        { id: 'shock', card: 'Shock', zone: 'hand', owner: 'B' },
        { id: 'mountain', card: 'Mountain', controller: 'B' },
        ...['A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner })),
      ],
      preventionShields: [{ damage: 'to' }],
    },
    actions: [
      { kind: 'advance', to: 'main1' },
      { kind: 'cast', object: 'shock', targets: ['bear'], sources: 'auto' },
    ],
    objects: { bear: { zone: 'graveyard' } },
    without: ['damagePrevented shock>bear 2 615.1a'],
  },
  {
    name: 'Gideon Jura, CR 615.1a: "[0]: Until end of turn, ~ becomes a 6/6 … Prevent all damage that would be dealt to him this turn": the bear\'s 2 damage is prevented',
    board: { objects: [{ id: 'gideon', card: 'Gideon Jura', counters: { loyalty: 6 } }, theirs('bear')] },
    actions: [activate('gideon', undefined, 2), dmg('bear', 'gideon', 2)],
    objects: { gideon: { pt: '6/6', damage: 0, loyalty: 6 } },
    events: ['shieldCreated gideon 615.1a', 'damagePrevented bear>gideon 2 615.1a'],
  },
  {
    name: 'Resistance Fighter, CR 615.1a: "Prevent all combat damage target creature would deal this turn": the blocker deals none, the bear deals its 2',
    board: inCombat([{ id: 'fighter', card: 'Resistance Fighter' }, bear, theirs('giant', 'Hill Giant')]),
    actions: [
      ...attackAndBlock(attack('bear'), [block('giant', 'bear')]),
      activate('fighter', ['giant']),
      damageStep,
    ],
    objects: { bear: { zone: 'battlefield', damage: 0 }, giant: { damage: 2 } },
    events: ['damagePrevented giant>bear 3 615.1a'],
  },
  {
    name: 'Maze of Ith, CR 615.1a: "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn"',
    board: inCombat([{ id: 'maze', card: 'Maze of Ith' }, bear, theirs('blocker')]),
    actions: [
      ...attackAndBlock(attack('bear'), [block('blocker', 'bear')]),
      activate('maze', ['bear']),
      damageStep,
    ],
    objects: {
      bear: { zone: 'battlefield', damage: 0, tapped: false },
      blocker: { zone: 'battlefield', damage: 0 },
    },
    events: ['damagePrevented bear>blocker 2 615.1a', 'damagePrevented blocker>bear 2 615.1a'],
  },
];

const STATIC: readonly PlayRow[] = [
  {
    name: 'Glittering Lion, CR 615.1a: "Prevent all damage that would be dealt to ~": Lightning Bolt deals none',
    board: { objects: [{ id: 'lion', card: 'Glittering Lion' }, bolt], stack: ['bolt'] },
    actions: [dmg('bolt', 'lion', 3)],
    objects: { lion: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented bolt>lion 3 615.1a'],
    without: ['damageDealt bolt>lion 3 marked 120.3e'],
  },
  {
    name: 'Fog Bank, CR 615.1a: "Prevent all combat damage that would be dealt to and dealt by ~": pumped to 2/2, it deals none to the bear it blocks',
    board: inCombat([bear, theirs('fog', 'Fog Bank')], [pumped('fog', 2, 0)]),
    actions: [...attackAndBlock(attack('bear'), [block('fog', 'bear')]), damageStep],
    objects: { bear: { damage: 0 }, fog: { damage: 0, zone: 'battlefield' } },
    events: ['damagePrevented bear>fog 2 615.1a', 'damagePrevented fog>bear 2 615.1a'],
  },
  {
    name: 'Fog Bank, CR 615.1a: noncombat damage is not prevented; Shock kills it',
    board: { objects: [{ id: 'fog', card: 'Fog Bank' }, shock], stack: ['shock'] },
    actions: [dmg('shock', 'fog', 2)],
    objects: { fog: { zone: 'graveyard' } },
  },
  {
    name: 'Argothian Pixies, CR 615.1a: "Prevent all damage that would be dealt to ~ by artifact creatures": blocking Bronze Sable, it is dealt none and kills the Sable',
    board: inCombat([{ id: 'sable', card: 'Bronze Sable' }, theirs('pixies', 'Argothian Pixies')]),
    actions: [...attackAndBlock(attack('sable'), [block('pixies', 'sable')]), damageStep],
    objects: { pixies: { zone: 'battlefield', damage: 0 }, sable: { zone: 'graveyard' } },
    events: ['damagePrevented sable>pixies 2 615.1a'],
  },
  {
    name: 'Argothian Pixies, CR 615.1a: a creature that is no artifact deals its damage; the bear kills the Pixies',
    board: inCombat([bear, theirs('pixies', 'Argothian Pixies')]),
    actions: [...attackAndBlock(attack('bear'), [block('pixies', 'bear')]), damageStep],
    objects: { pixies: { zone: 'graveyard' } },
    without: ['damagePrevented bear>pixies 2 615.1a'],
  },
  {
    name: 'Tresserhorn Skyknight, CR 615.1a, 510.4: "… by creatures with first strike": the Youthful Knight\'s first-strike damage is prevented',
    board: inCombat([{ id: 'knight', card: 'Youthful Knight' }, theirs('sky', 'Tresserhorn Skyknight')]),
    actions: [...attackAndBlock(attack('knight'), [block('sky', 'knight')]), damageStep],
    objects: { sky: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented knight>sky 2 615.1a'],
  },
  {
    name: 'Marble Priest, CR 615.1a: "Prevent all combat damage that would be dealt to ~ by Walls": blocked by Wall of Swords, it is dealt none',
    board: inCombat([{ id: 'priest', card: 'Marble Priest' }, theirs('wall', 'Wall of Swords')]),
    actions: [...attackAndBlock(attack('priest'), [block('wall', 'priest')]), damageStep],
    objects: { priest: { zone: 'battlefield', damage: 0 }, wall: { damage: 3 } },
    events: ['damagePrevented wall>priest 3 615.1a'],
  },
  {
    name: 'Wall of Vapor, CR 615.1a, 509.1g: "… by creatures it\'s blocking": the bear it blocks deals it none',
    board: inCombat([bear, theirs('wall', 'Wall of Vapor')]),
    actions: [...attackAndBlock(attack('bear'), [block('wall', 'bear')]), damageStep],
    objects: { wall: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented bear>wall 2 615.1a'],
  },
  {
    name: 'Armored Transport, CR 615.1a: "… by creatures blocking it": attacking, the bear blocking it deals it none',
    board: inCombat([{ id: 'transport', card: 'Armored Transport' }, theirs('blocker')]),
    actions: [...attackAndBlock(attack('transport'), [block('blocker', 'transport')]), damageStep],
    objects: { transport: { zone: 'battlefield', damage: 0 }, blocker: { zone: 'graveyard' } },
    events: ['damagePrevented blocker>transport 2 615.1a'],
  },
  {
    name: 'Armored Transport, CR 615.1a: blocking, it is dealt damage by the bear it blocks, which blocks nothing, and dies',
    board: inCombat([bear, theirs('transport', 'Armored Transport')]),
    actions: [...attackAndBlock(attack('bear'), [block('transport', 'bear')]), damageStep],
    objects: { transport: { zone: 'graveyard' } },
    without: ['damagePrevented bear>transport 2 615.1a'],
  },
  {
    name: 'Enchanted Being, CR 615.1a, 303.4: "… by enchanted creatures": a bear with Holy Strength deals it none',
    board: inCombat([
      bear,
      { id: 'aura', card: 'Holy Strength', attachedTo: 'bear' },
      theirs('being', 'Enchanted Being'),
    ]),
    actions: [...attackAndBlock(attack('bear'), [block('being', 'bear')]), damageStep],
    objects: { being: { zone: 'battlefield', damage: 0 }, bear: { damage: 2 } },
    events: ['damagePrevented bear>being 3 615.1a'],
  },
  {
    name: 'Enchanted Being, CR 615.1a: a bear with no Aura deals its damage and kills it',
    board: inCombat([bear, theirs('being', 'Enchanted Being')]),
    actions: [...attackAndBlock(attack('bear'), [block('being', 'bear')]), damageStep],
    objects: { being: { zone: 'graveyard' } },
  },
  {
    name: 'Muzzle, CR 615.1a, 303.4: "Prevent all damage that would be dealt by enchanted creature": the unblocked bear deals its player none',
    board: inCombat([bear, { id: 'muzzle', card: 'Muzzle', attachedTo: 'bear', controller: 'B' }]),
    actions: [...attackAndBlock(attack('bear'), []), damageStep],
    players: { B: { life: 20 } },
    events: ['damagePrevented bear>B 2 615.1a'],
  },
  {
    name: 'Gaseous Form, CR 615.1a: "… combat damage that would be dealt to and dealt by enchanted creature": the bear and its blocker deal each other none',
    board: inCombat([bear, { id: 'form', card: 'Gaseous Form', attachedTo: 'bear' }, theirs('blocker')]),
    actions: [...attackAndBlock(attack('bear'), [block('blocker', 'bear')]), damageStep],
    objects: { bear: { zone: 'battlefield', damage: 0 }, blocker: { zone: 'battlefield', damage: 0 } },
    events: ['damagePrevented bear>blocker 2 615.1a', 'damagePrevented blocker>bear 2 615.1a'],
  },
  {
    name: 'Inviolability, CR 615.1a: "… dealt to enchanted creature": Shock is prevented on the enchanted bear, not on another',
    board: {
      objects: [
        bear,
        { id: 'other', card: 'Grizzly Bears' },
        { id: 'aura', card: 'Inviolability', attachedTo: 'bear' },
        shock,
      ],
      stack: ['shock'],
    },
    actions: [dmg('shock', 'bear', 2), dmg('shock', 'other', 2)],
    objects: { bear: { zone: 'battlefield', damage: 0 }, other: { zone: 'graveyard' } },
    events: ['damagePrevented shock>bear 2 615.1a'],
  },
  {
    name: 'Excruciator, CR 615.12, 702.16e: "Damage that would be dealt by ~ can\'t be prevented": Kor Firewalker\'s protection from red prevents none, and it dies',
    board: inCombat([{ id: 'exc', card: 'Excruciator' }, theirs('walker', 'Kor Firewalker')]),
    actions: [...attackAndBlock(attack('exc'), [block('walker', 'exc')]), damageStep],
    objects: { walker: { zone: 'graveyard' }, exc: { damage: 2 } },
    without: ['damagePrevented exc>walker 7 702.16e'],
  },
  {
    name: "Excruciator, CR 615.12: a shield is not used up by damage that can't be prevented; it then prevents the bear's 1",
    board: inCombat([healer, { id: 'exc', card: 'Excruciator' }, bear]),
    actions: [
      ...attackAndBlock(attack('exc'), []),
      activate('healer', ['B']),
      damageStep,
      dmg('bear', 'B', 1),
    ],
    players: { B: { life: 13 } },
    events: ['damageDealt exc>B 7 lifeLost 120.3a', 'damagePrevented bear>B 1 615.7'],
  },
  {
    name: 'Phantom Centaur, CR 615.5: Shock is prevented and a +1/+1 counter is removed',
    board: {
      objects: [{ id: 'centaur', card: 'Phantom Centaur', counters: { '+1/+1': 3 } }, shock],
      stack: ['shock'],
    },
    actions: [dmg('shock', 'centaur', 2)],
    objects: { centaur: { damage: 0, counters: { '+1/+1': 2 }, pt: '4/2' } },
    events: ['damagePrevented shock>centaur 2 615.5', 'countersChanged centaur +1/+1 -1 615.5'],
  },
  {
    name: 'Phantom Centaur ruling (2022-12-08), CR 615.5: blocked by two creatures, all the damage is prevented and only one counter removed',
    board: inCombat([
      { id: 'centaur', card: 'Phantom Centaur', counters: { '+1/+1': 3 } },
      theirs('b1'),
      theirs('b2'),
    ]),
    actions: [
      ...attackAndBlock(attack('centaur'), [block('b1', 'centaur'), block('b2', 'centaur')]),
      damageStep,
    ],
    objects: { centaur: { damage: 0, counters: { '+1/+1': 2 }, zone: 'battlefield' } },
    events: ['damagePrevented b1>centaur 2 615.5', 'damagePrevented b2>centaur 2 615.5'],
  },
  {
    name: 'Phantom Centaur ruling (2022-12-08): with no +1/+1 counter left the damage is still prevented',
    board: {
      objects: [{ id: 'centaur', card: 'Phantom Centaur' }, shock],
      stack: ['shock'],
      effects: [pumped('centaur', 0, 1)],
    },
    actions: [dmg('shock', 'centaur', 2)],
    objects: { centaur: { zone: 'battlefield', damage: 0, counters: {} } },
    events: ['damagePrevented shock>centaur 2 615.5'],
  },
];

describe('CR 615.7, 615.1a: prevention shields', () => {
  it.each(SHIELDS)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 615.1a: shields around all damage, and more wordings of shields', () => {
  it.each(AROUND_ALL)('$name', (row) => {
    checkPlay(row);
  });
});

describe('CR 615.1a, 615.5: static prevention abilities', () => {
  it.each(STATIC)('$name', (row) => {
    checkPlay(row);
  });
});
