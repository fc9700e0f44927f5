import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attackAndBlock, block, checkPlay, has, type PlayRow } from '../../support/play.js';

/**
 * CR 704.5f-h and 704.5q, destruction (701.8), indestructible (702.12b) and regeneration
 * (701.19a), persist (702.79a) and undying (702.93a), played with `apply`: each action is
 * followed by state-based actions checked until none apply (704.3).
 */

const dmg = (source: string, to: string, amount: number): Action => ({
  kind: 'damage',
  source,
  to: [{ to, amount }],
});
const minus = (object: string, amount: number): Action => ({
  kind: 'counters',
  object,
  counter: '-1/-1',
  amount,
});
const shield = (object: string): Action => ({ kind: 'regenerate', object });

const bolt = { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' } as const;
const shock = { id: 'shock', card: 'Shock', zone: 'stack' } as const;
/** A 2/2 with 1 damage marked on it. */
const hurtBear = { id: 'bear', card: 'Grizzly Bears', damage: 1 } as const;

/** A permanent filter effect, not locked to objects, so that it keeps applying to a creature that returns (400.7). */
const toCreatures = (sourceName: string, ...ops: unknown[]) => ({
  source: 'x',
  sourceName,
  duration: 'permanent',
  effect: { affects: { types: ['Creature'] }, ops },
});
const grant = (...keywords: string[]) => ({
  kind: 'addAbilities',
  abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
});
const modify = (p: number, t: number) => ({
  kind: 'modifyPT',
  power: { kind: 'constant', n: p },
  toughness: { kind: 'constant', n: t },
});

const TOUGHNESS_VS_LETHAL: readonly PlayRow[] = [
  {
    name: 'CR 704.5f: a 0/0 with damage marked is put into the graveyard for its toughness, not destroyed for the damage',
    board: { objects: [hurtBear] },
    actions: [minus('bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 704.5f'],
    without: ['destroyed bear 704.5g'],
  },
  {
    name: 'CR 704.5f, 702.12b: indestructible does not save a 0/0 (Darksteel Myr reminder text); it is not destroyed, just put there',
    board: { objects: [hurtBear], effects: [has('bear', 'Indestructible')] },
    actions: [minus('bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 704.5f'],
    without: ['notDestroyed bear indestructible 702.12b'],
  },
  {
    name: 'CR 702.12b, 704.5g: the same indestructible creature with lethal damage but toughness 1 stays',
    board: { objects: [hurtBear], effects: [has('bear', 'Indestructible')] },
    actions: [minus('bear', 1)],
    objects: { bear: { zone: 'battlefield', pt: '1/1', damage: 1 } },
    events: ['notDestroyed bear indestructible 702.12b'],
  },
  {
    name: 'CR 704.5f: "Regeneration can\'t replace this event": a shielded 0/0 goes to the graveyard, shield unused',
    board: { objects: [hurtBear] },
    actions: [shield('bear'), minus('bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 704.5f'],
    without: ['regenerated bear 701.19a'],
  },
  {
    name: 'CR 704.5g, 701.19a: "Regeneration can replace this event": a shielded 1/1 with lethal damage regenerates',
    board: { objects: [hurtBear] },
    actions: [shield('bear'), minus('bear', 1)],
    objects: { bear: { zone: 'battlefield', pt: '1/1', damage: 0, tapped: true, shields: 0 } },
    events: ['shieldCreated bear 701.19a', 'regenerated bear 701.19a'],
    without: ['destroyed bear 704.5g'],
  },
];

const REGENERATION: readonly PlayRow[] = [
  {
    name: 'CR 701.19a: regeneration replaces destruction by lethal damage: tapped, all damage removed, shield used',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, bolt], stack: ['bolt'] },
    actions: [shield('bear'), dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'battlefield', tapped: true, damage: 0, shields: 0 } },
    events: ['regenerated bear 701.19a', 'damageDealt bolt>bear 3 marked 120.3e'],
    without: ['destroyed bear 704.5g'],
  },
  {
    name: 'CR 701.19a: the shield protects "the next time" only: the regenerated creature dealt lethal damage again is destroyed',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, bolt, shock],
      stack: ['bolt', 'shock'],
    },
    actions: [shield('bear'), dmg('bolt', 'bear', 3), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['regenerated bear 701.19a', 'destroyed bear 704.5g'],
  },
  {
    name: 'CR 701.19a: two shields replace two destructions',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }, bolt, shock],
      stack: ['bolt', 'shock'],
    },
    actions: [shield('bear'), shield('bear'), dmg('bolt', 'bear', 3), dmg('shock', 'bear', 2)],
    objects: { bear: { zone: 'battlefield', damage: 0, tapped: true, shields: 0 } },
    without: ['destroyed bear 704.5g'],
  },
  {
    name: 'CR 704.5h, 701.19a: regeneration replaces destruction by deathtouch damage too',
    board: {
      objects: [
        { id: 'dt', card: 'Memnite' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
      effects: [has('dt', 'Deathtouch')],
    },
    actions: [shield('bear'), dmg('dt', 'bear', 1)],
    objects: { bear: { zone: 'battlefield', damage: 0, tapped: true } },
    events: ['regenerated bear 701.19a'],
  },
  {
    name: 'CR 701.19a, 506.4: a regenerated attacking creature is removed from combat and deals no combat damage',
    board: {
      turn: { step: 'declareAttackers' },
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ogre', card: 'Gray Ogre', controller: 'B' },
        bolt,
      ],
      stack: ['bolt'],
    },
    actions: [
      ...attackAndBlock([{ attacker: 'bear' }], [block('ogre', 'bear')]),
      shield('bear'),
      dmg('bolt', 'bear', 3),
      { kind: 'advance', to: 'combatDamage' },
    ],
    objects: {
      bear: { zone: 'battlefield', attacking: null, damage: 0, tapped: true },
      // 510.1d: the blocker is blocking nothing any more, so it assigns no damage.
      ogre: { zone: 'battlefield', damage: 0, blocking: 'bear' },
    },
    players: { B: { life: 20 } },
    events: ['regenerated bear 701.19a', 'removedFromCombat bear 701.19a'],
    without: ['damageDealt ogre>bear 2 marked 120.3e'],
  },
  {
    name: 'CR 514.2: a regeneration shield is a "this turn" effect; it is gone after the cleanup step',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', controller: 'B' }] },
    actions: [shield('bear'), { kind: 'advance', to: 'cleanup' }],
    objects: { bear: { shields: 0, zone: 'battlefield' } },
    events: ['shieldCreated bear 701.19a', 'stepBegan cleanup 1 500.1'],
  },
  {
    name: 'CR 701.19a: only a permanent can get a regeneration shield',
    board: { objects: [{ id: 'dead', card: 'Grizzly Bears', zone: 'graveyard' }] },
    actions: [shield('dead')],
    refused: '701.19a',
    objects: { dead: { zone: 'graveyard', shields: 0 } },
  },
];

const ANNIHILATION: readonly PlayRow[] = [
  {
    name: 'CR 704.5q, 122.3: two +1/+1 counters and one -1/-1 counter leave one +1/+1 counter',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }] },
    actions: [minus('bear', 1)],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: ['countersChanged bear +1/+1 -1 704.5q', 'countersChanged bear -1/-1 -1 704.5q'],
  },
  {
    name: 'CR 704.5q, 120.3d: wither damage against +1/+1 counters: 3 wither damage to a 2/2 with two +1/+1 counters leaves one -1/-1',
    board: {
      objects: [
        { id: 'w', card: 'Grizzly Bears', controller: 'B' },
        { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
      ],
      effects: [has('w', 'Wither')],
    },
    actions: [dmg('w', 'bear', 3)],
    objects: { bear: { zone: 'battlefield', counters: { '-1/-1': 1 }, pt: '1/1', damage: 0 } },
    events: ['countersChanged bear -1/-1 +3 120.3d', 'countersChanged bear +1/+1 -2 704.5q'],
  },
  {
    name: 'CR 704.3, 704.5f, 704.5q: wither damage equal to toughness kills even with +1/+1 counters; both happen at once',
    board: {
      objects: [
        { id: 'w', card: 'Grizzly Bears', controller: 'B' },
        { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      ],
      effects: [has('w', 'Wither')],
    },
    actions: [dmg('w', 'bear', 3)],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 704.5f'],
  },
  {
    name: 'CR 107.1a: counters come in whole numbers; half a -1/-1 counter is refused',
    board: { objects: [{ id: 'bear', card: 'Grizzly Bears' }] },
    actions: [minus('bear', 0.5)],
    refused: '107.1a',
    objects: { bear: { counters: {}, pt: '2/2' } },
  },
];

const DEATH_TRIGGERS: readonly PlayRow[] = [
  {
    name: 'CR 702.79a: persist returns a creature that had no -1/-1 counters, with one',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, bolt],
      stack: ['bolt'],
      effects: [toCreatures('Persist', grant('Persist'))],
    },
    actions: [dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'battlefield', pt: '1/1', counters: { '-1/-1': 1 }, damage: 0 } },
    events: ['destroyed bear 704.5g', 'zoneChange bear graveyard>battlefield 702.79a'],
  },
  {
    name: 'CR 702.79a: a creature with a -1/-1 counter dies for good',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '-1/-1': 1 } }, bolt],
      stack: ['bolt'],
      effects: [toCreatures('Persist', grant('Persist'))],
    },
    actions: [dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'graveyard' } },
    without: ['zoneChange bear graveyard>battlefield 702.79a'],
  },
  {
    name: "CR 702.79a, 704.5q: a +1/+1 counter annihilates persist's -1/-1 counter, so it persists again",
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', counters: { '-1/-1': 1 } }, bolt],
      stack: ['bolt'],
      effects: [toCreatures('Persist', grant('Persist'))],
    },
    actions: [{ kind: 'counters', object: 'bear', counter: '+1/+1', amount: 1 }, dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'battlefield', counters: { '-1/-1': 1 } } },
    events: ['countersChanged bear -1/-1 -1 704.5q', 'zoneChange bear graveyard>battlefield 702.79a'],
  },
  {
    name: 'CR 702.93a: undying returns a creature that had no +1/+1 counters, with one',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears' }, bolt],
      stack: ['bolt'],
      effects: [toCreatures('Undying', grant('Undying'))],
    },
    actions: [dmg('bolt', 'bear', 3)],
    objects: { bear: { zone: 'battlefield', pt: '3/3', counters: { '+1/+1': 1 } } },
    events: ['zoneChange bear graveyard>battlefield 702.93a'],
  },
  {
    name: "CR 704.5d, 702.79a: a token that dies ceases to exist in the graveyard; persist can't return it",
    board: {
      objects: [{ id: 'tok', card: 'Grizzly Bears', token: true }, bolt],
      stack: ['bolt'],
      effects: [toCreatures('Persist', grant('Persist'))],
    },
    actions: [dmg('bolt', 'tok', 3)],
    objects: { tok: { zone: 'gone' } },
    events: ['ceasedToExist tok 704.5d'],
  },
  {
    name: 'CR 104.4b: persist and undying on a 2/2 getting -3/-3 return it with +1/+1 then -1/-1 counters forever: a mandatory loop, so the game is a draw',
    board: {
      objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'hand' }],
      effects: [toCreatures('Persist and undying, and -3/-3', grant('Persist', 'Undying'), modify(-3, -3))],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    events: ['zoneChange bear graveyard>battlefield 702.93a', 'gameOver draw 104.4b'],
    toAct: 'none',
  },
];

const ATTACHMENTS: readonly PlayRow[] = [
  {
    name: 'CR 704.5m, 303.4c: Ensoul Artifact ("Enchant artifact") attached to a Grizzly Bears is put into the graveyard',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'ensoul', card: 'Ensoul Artifact' },
      ],
    },
    actions: [{ kind: 'attach', object: 'ensoul', to: 'bear' }],
    objects: { ensoul: { zone: 'graveyard' }, bear: { pt: '2/2' } },
    events: ['zoneChange ensoul battlefield>graveyard 704.5m'],
  },
  {
    name: 'CR 303.4c: ... and attached to an Ornithopter (an artifact) it stays, making it 5/5',
    board: {
      objects: [
        { id: 'thopter', card: 'Ornithopter' },
        { id: 'ensoul', card: 'Ensoul Artifact' },
      ],
    },
    actions: [{ kind: 'attach', object: 'ensoul', to: 'thopter' }],
    objects: { ensoul: { zone: 'battlefield' }, thopter: { pt: '5/5' } },
  },
  {
    name: 'CR 704.5m: Firebreathing ("Enchant creature") attached to a land is put into the graveyard',
    board: {
      objects: [
        { id: 'forest', card: 'Forest' },
        { id: 'fb', card: 'Firebreathing' },
      ],
    },
    actions: [{ kind: 'attach', object: 'fb', to: 'forest' }],
    objects: { fb: { zone: 'graveyard' } },
  },
  {
    name: 'CR 704.5m: an Aura whose creature dies is put into the graveyard with it',
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'fb', card: 'Firebreathing', attachedTo: 'bear' },
        bolt,
      ],
      stack: ['bolt'],
    },
    actions: [dmg('bolt', 'bear', 3)],
    objects: { fb: { zone: 'graveyard' }, bear: { zone: 'graveyard' } },
    events: ['zoneChange fb battlefield>graveyard 704.5m'],
  },
];

/** Rasputin Dreamweaver: "Rasputin can't have more than seven dream counters on it." */
const COUNTER_LIMITS: readonly PlayRow[] = [
  {
    name: 'Rasputin Dreamweaver "enters the battlefield with seven dream counters on it" (CR 614.1c)',
    board: { objects: [{ id: 'rasputin', card: 'Rasputin Dreamweaver', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'rasputin' }],
    objects: { rasputin: { zone: 'battlefield', counters: { dream: 7 } } },
  },
  {
    name: "CR 704.5r: two more dream counters on Rasputin Dreamweaver, who can't have more than seven: all but seven are removed",
    board: { objects: [{ id: 'rasputin', card: 'Rasputin Dreamweaver', counters: { dream: 7 } }] },
    actions: [{ kind: 'counters', object: 'rasputin', counter: 'dream', amount: 2 }],
    objects: { rasputin: { counters: { dream: 7 } } },
    events: ['countersChanged rasputin dream +2 122.1', 'countersChanged rasputin dream -2 704.5r'],
  },
  {
    name: 'CR 704.5r, 613.1f: under Humility Rasputin Dreamweaver has lost the limit, so nine dream counters stay',
    board: {
      objects: [
        { id: 'rasputin', card: 'Rasputin Dreamweaver', counters: { dream: 7 } },
        { id: 'humility', card: 'Humility' },
      ],
    },
    actions: [{ kind: 'counters', object: 'rasputin', counter: 'dream', amount: 2 }],
    objects: { rasputin: { counters: { dream: 9 }, pt: '1/1' } },
  },
  {
    name: 'Rasputin Dreamweaver, "Remove a dream counter from Rasputin: Add {C}." (CR 118.3, 106.4)',
    board: { objects: [{ id: 'rasputin', card: 'Rasputin Dreamweaver', counters: { dream: 7 } }] },
    actions: [{ kind: 'activate', object: 'rasputin', ability: 1 }],
    objects: { rasputin: { counters: { dream: 6 } } },
    events: ['manaAdded A {C}x1 106.4'],
  },
];

describe('CR 704: state-based actions for creatures, destruction and regeneration', () => {
  for (const [title, rows] of [
    ['704.5f against 704.5g: toughness is not destruction', TOUGHNESS_VS_LETHAL],
    ['regeneration (701.19a)', REGENERATION],
    ['+1/+1 and -1/-1 counters annihilate (704.5q)', ANNIHILATION],
    ['counter limits (704.5r)', COUNTER_LIMITS],
    ['dies triggers: persist and undying (702.79a, 702.93a)', DEATH_TRIGGERS],
    ['Auras (704.5m, 303.4c)', ATTACHMENTS],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
