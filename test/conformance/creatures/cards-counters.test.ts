import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Step } from '../../../src/state/vocabulary.js';
import {
  attack,
  attackAndBlock,
  block,
  checkPlay,
  type PlayRow,
  pumped,
  targeting,
} from '../../support/play.js';

/**
 * The hand definitions of creatures that enter with counters, put counters on, or level up
 * (src/cards/behaviours/counters.ts), played with `apply`. Row names quote the Oracle text and
 * the deciding rule.
 */

const turn3 = (step: string) => ({ number: 3, active: 'A', step });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const enter = (object: string, x?: number): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(x === undefined ? {} : { choices: { x } }),
});
const activate = (object: string, ability: number, targets?: string[]): Action => ({
  kind: 'activate',
  object,
  ability,
  ...(targets ? { targets } : {}),
});
const cast = (source: string, targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const pool = (mana: string) => [{ id: 'A', manaPool: mana }, { id: 'B' }];
const advance = (to: Step): Action => ({ kind: 'advance', to });

const WALKING_BALLISTA: readonly PlayRow[] = [
  {
    name: 'Walking Ballista, "enters the battlefield with X +1/+1 counters on it": X = 2 makes a 2/2 (CR 614.1c, 107.3m)',
    board: { objects: [inHand('ballista', 'Walking Ballista')] },
    actions: [enter('ballista', 2)],
    objects: { ballista: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '2/2' } },
    events: ['countersChanged ballista +1/+1 +2 614.1c'],
  },
  {
    name: 'Walking Ballista with X = 0: a 0/0 goes to the graveyard (CR 107.3m, 704.5f)',
    board: { objects: [inHand('ballista', 'Walking Ballista')] },
    actions: [enter('ballista')],
    objects: { ballista: { zone: 'graveyard' } },
  },
  {
    name: 'Walking Ballista, "{4}: Put a +1/+1 counter on Walking Ballista." (CR 122.1)',
    board: {
      players: pool('{C}{C}{G}{G}'),
      objects: [{ id: 'ballista', card: 'Walking Ballista', counters: { '+1/+1': 1 } }],
    },
    actions: [activate('ballista', 1)],
    objects: { ballista: { counters: { '+1/+1': 2 }, pt: '2/2' } },
  },
  {
    name: 'Walking Ballista, "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.": the player loses 1 (CR 118.3, 120.3a)',
    board: { objects: [{ id: 'ballista', card: 'Walking Ballista', counters: { '+1/+1': 2 } }] },
    actions: [activate('ballista', 2, ['B'])],
    objects: { ballista: { counters: { '+1/+1': 1 }, pt: '1/1', tapped: false } },
    players: { B: { life: 19 } },
    events: ['countersChanged ballista +1/+1 -1 601.2h', 'damageDealt ballista>B 1 lifeLost 120.3a'],
  },
  {
    name: 'Walking Ballista removes its last counter and still deals the damage; then, 0/0, it dies (CR 608.2h, 704.5f)',
    board: {
      objects: [
        { id: 'ballista', card: 'Walking Ballista', counters: { '+1/+1': 1 } },
        theirs('elves', 'Llanowar Elves'),
      ],
    },
    actions: [activate('ballista', 2, ['elves'])],
    objects: { ballista: { zone: 'graveyard' }, elves: { zone: 'graveyard' } },
    events: ['damageDealt ballista>elves 1 marked 120.3e'],
  },
  {
    name: 'Walking Ballista with no +1/+1 counter can\'t pay "Remove a +1/+1 counter" (CR 118.3)',
    board: { objects: [{ id: 'ballista', card: 'Walking Ballista' }], effects: [pumped('ballista', 1, 1)] },
    actions: [activate('ballista', 2, ['B'])],
    refused: '118.3',
    players: { B: { life: 20 } },
  },
  {
    name: 'Walking Ballista twice at Serra Angel: 2 damage, and two counters gone (CR 120.6)',
    board: {
      objects: [
        { id: 'ballista', card: 'Walking Ballista', counters: { '+1/+1': 3 } },
        theirs('angel', 'Serra Angel'),
      ],
    },
    actions: [activate('ballista', 2, ['angel']), activate('ballista', 2, ['angel'])],
    objects: { angel: { damage: 2 }, ballista: { counters: { '+1/+1': 1 } } },
  },
];

const ENTERING: readonly PlayRow[] = [
  {
    name: 'Endless One, "enters the battlefield with X +1/+1 counters on it": X = 5 makes a 5/5 (CR 614.1c, 107.3m)',
    board: { objects: [inHand('one', 'Endless One')] },
    actions: [enter('one', 5)],
    objects: { one: { zone: 'battlefield', counters: { '+1/+1': 5 }, pt: '5/5' } },
  },
  {
    name: 'Skinrender, "When Skinrender enters the battlefield, put three -1/-1 counters on target creature.": Serra Angel becomes 1/1 (CR 603.6a, 122.1)',
    board: { objects: [inHand('skin', 'Skinrender'), theirs('angel', 'Serra Angel')] },
    actions: [enter('skin'), targeting('skin', 'angel')],
    objects: { skin: { zone: 'battlefield', pt: '3/3' }, angel: { counters: { '-1/-1': 3 }, pt: '1/1' } },
    events: ['putOnStack skin:0 603.3', 'countersChanged angel -1/-1 +3 122.1'],
  },
  {
    name: 'Skinrender entering, with two creatures it could target: its trigger waits for its controller to choose the target (CR 603.3d)',
    board: { objects: [inHand('skin', 'Skinrender'), theirs('angel', 'Serra Angel')] },
    actions: [enter('skin')],
    objects: { skin: { zone: 'battlefield', pt: '3/3' }, angel: { counters: {}, pt: '4/4' } },
    events: ['triggered skin entersBattlefield 603.6a'],
    toAct: 'orderTriggers A',
    stack: [],
  },
  {
    name: "Skinrender's trigger targets as it is put on the stack must be legal (CR 601.2c): not a Forest",
    board: {
      objects: [inHand('skin', 'Skinrender'), theirs('angel', 'Serra Angel'), theirs('forest', 'Forest')],
    },
    actions: [enter('skin'), targeting('skin', 'forest')],
    refused: '601.2c',
  },
  {
    name: 'Skinrender entering with no other creature: its only legal target is itself, taken without a choice, and it dies (CR 603.3d, 704.5f)',
    board: { objects: [inHand('skin', 'Skinrender'), theirs('forest', 'Forest')] },
    actions: [enter('skin')],
    objects: { skin: { zone: 'graveyard' } },
    events: ['putOnStack skin:0 603.3', 'countersChanged skin -1/-1 +3 122.1'],
  },
  {
    name: "Skinrender's trigger on Grizzly Bears: toughness -1, put into the graveyard (CR 704.5f)",
    board: { objects: [{ id: 'skin', card: 'Skinrender' }, theirs('bear', 'Grizzly Bears')] },
    actions: [{ kind: 'resolve', source: 'skin', ability: 0, controller: 'A', targets: ['bear'] }],
    objects: { bear: { zone: 'graveyard' } },
    events: ['zoneChange bear battlefield>graveyard 704.5f'],
  },
  {
    name: "Skinrender's trigger must target a creature (CR 601.2c): not a Forest",
    board: { objects: [{ id: 'skin', card: 'Skinrender' }, theirs('forest', 'Forest')] },
    actions: [{ kind: 'resolve', source: 'skin', ability: 0, controller: 'A', targets: ['forest'] }],
    refused: '601.2c',
  },
  {
    name: 'Kitchen Finks, "When Kitchen Finks enters the battlefield, you gain 2 life." (CR 603.6a, 119.3)',
    board: { objects: [inHand('finks', 'Kitchen Finks')] },
    actions: [enter('finks')],
    objects: { finks: { zone: 'battlefield', pt: '3/2' } },
    players: { A: { life: 22 } },
    events: ['lifeGained A 2 119.3'],
  },
  {
    name: 'Kitchen Finks, "Persist": lethal damage (Lightning Bolt) and it returns with a -1/-1 counter (CR 702.79a)',
    board: { objects: [{ id: 'finks', card: 'Kitchen Finks' }] },
    actions: [cast('Lightning Bolt', ['finks'])],
    objects: { finks: { zone: 'battlefield', counters: { '-1/-1': 1 }, pt: '2/1', damage: 0 } },
    // It is a new object (400.7), so its "enters" ability triggers again: 2 life.
    players: { A: { life: 22 } },
  },
  {
    name: 'Kitchen Finks with a -1/-1 counter: persist does not return it again (CR 702.79a)',
    board: { objects: [{ id: 'finks', card: 'Kitchen Finks', counters: { '-1/-1': 1 } }] },
    actions: [cast('Shock', ['finks'])],
    objects: { finks: { zone: 'graveyard' } },
  },
];

/** Student of Warfare with this many level counters, A's {W} in the pool. */
const student = (level: number) => ({
  id: 'student',
  card: 'Student of Warfare',
  ...(level > 0 ? { counters: { level } } : {}),
});

const LEVEL_UP: readonly PlayRow[] = [
  {
    name: 'Student of Warfare, "Level up {W}": a level counter; at level 1 it is still its printed 1/1 (CR 702.87a, 711.5)',
    board: { players: pool('{W}'), objects: [student(0)] },
    actions: [activate('student', 0)],
    objects: { student: { counters: { level: 1 }, pt: '1/1' } },
    events: ['countersChanged student level +1 122.1'],
  },
  {
    name: 'Student of Warfare, "LEVEL 2-6 3/3 First strike": at level 2 it is 3/3 and kills a blocking Grizzly Bears first (CR 711.2a, 702.7b)',
    board: {
      turn: turn3('main1'),
      players: pool('{W}'),
      objects: [student(1), theirs('bear', 'Grizzly Bears')],
    },
    actions: [
      activate('student', 0),
      advance('declareAttackers'),
      ...attackAndBlock(attack('student'), [block('bear', 'student')]),
      advance('combatDamage'),
    ],
    objects: { student: { pt: '3/3', damage: 0, zone: 'battlefield' }, bear: { zone: 'graveyard' } },
  },
  {
    name: 'Student of Warfare, "LEVEL 7+ 4/4 Double strike": level 6 to 7 makes it 4/4, and unblocked it deals 8 (CR 711.2b, 702.4b)',
    board: { turn: turn3('main1'), players: pool('{W}'), objects: [student(6)] },
    actions: [
      activate('student', 0),
      advance('declareAttackers'),
      { kind: 'declareAttackers', attackers: attack('student') },
      advance('combatDamage'),
    ],
    objects: { student: { pt: '4/4', counters: { level: 7 } } },
    players: { B: { life: 12 } },
  },
  {
    name: 'Student of Warfare at level 6 is 3/3: the LEVEL 2-6 striation still applies (CR 711.2a)',
    board: { players: pool('{W}{W}'), objects: [student(5)] },
    actions: [activate('student', 0)],
    objects: { student: { pt: '3/3', counters: { level: 6 } } },
  },
  {
    name: 'Student of Warfare: "Level up only as a sorcery" refuses it outside a main phase (CR 602.5d, 307.1)',
    board: { turn: turn3('beginCombat'), players: pool('{W}'), objects: [student(0)] },
    actions: [activate('student', 0)],
    refused: '602.5d',
    objects: { student: { counters: {} } },
  },
  {
    name: 'Student of Warfare: "Level up only as a sorcery" refuses it in the opponent\'s turn (CR 602.5d, 307.1)',
    board: {
      turn: { number: 3, active: 'B', step: 'main1' },
      players: pool('{W}'),
      objects: [{ ...student(0), controller: 'A' }],
    },
    // B, the active player, passes priority to A (117.3d), so A may activate.
    actions: [{ kind: 'pass' }, activate('student', 0)],
    refused: '602.5d',
  },
];

describe('Counter cards, played with apply', () => {
  for (const [title, rows] of [
    ['Walking Ballista (107.3m, 118.3)', WALKING_BALLISTA],
    ['entering with counters and enters-the-battlefield triggers (614.1c, 603.6a)', ENTERING],
    ['level up (702.87, 711)', LEVEL_UP],
  ] as const) {
    describe(title, () => {
      it.each(rows.map((r) => [r.name, r] as const))('%s', (_name, row) => {
        checkPlay(row);
      });
    });
  }
});
