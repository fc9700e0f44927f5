import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Keywords that stand for a triggered ability (CR 702, January 2026), on real cards compiled
 * from their Oracle text: renown (702.112a) and "When [this] becomes renowned", afflict (702.130a), extort (702.101a), mentor (702.134a), evolve (702.100a) and annihilator (702.86a).
 * Their triggers go on the stack: extort's "you may pay" is answered as it resolves (`decide`,
 * 603.5); mentor's target is chosen with `orderTriggers` when there are several (603.3d), taken
 * automatically when there is one, and the trigger is removed when there is none.
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const advance = (to: 'declareBlockers' | 'combatDamage'): Action => ({ kind: 'advance', to });
const noBlocks: Action = { kind: 'declareBlockers', blockers: [] };
const inCombat = (...objects: object[]) => ({ turn: { number: 3, step: 'declareAttackers' }, objects });
const unblocked = (id: string): Action[] => [
  declare(id),
  advance('declareBlockers'),
  noBlocks,
  advance('combatDamage'),
];
const casting = (pool: string) => ({
  turn: { number: 3, step: 'main1' },
  players: [
    { id: 'A', manaPool: pool },
    { id: 'B', life: 20 },
  ],
  objects: [
    { id: 'guards', card: 'Basilica Guards' },
    { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
  ],
});
/** The answer to extort's "you may pay {W/B}" as it resolves (CR 603.5, 118.12). */
const extort = (may: boolean): Action => ({ kind: 'decide', may });
const instructor = { id: 'instructor', card: 'Blade Instructor' };
const bear = (id: string) => ({ id, card: 'Grizzly Bears' });
const snapjaw = { id: 'snapjaw', card: 'Adaptive Snapjaw' };
const castellan = { id: 'castellan', card: 'Citadel Castellan' };
/** Artisan of Kozilek: "Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents.)" */
const artisanAttacks = (...bPermanents: string[]) =>
  inCombat(
    { id: 'artisan', card: 'Artisan of Kozilek' },
    { id: 'elves', card: 'Llanowar Elves' },
    ...bPermanents.map((card, i) => ({ id: `b${i + 1}`, card, controller: 'B' })),
  );
const sacrifices = (...permanents: string[]): Action => ({ kind: 'decide', decisions: [{ permanents }] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Citadel Castellan, CR 702.112a: "Renown 2": combat damage to a player puts two +1/+1 counters on it and it becomes renowned',
    board: inCombat(castellan),
    actions: unblocked('castellan'),
    objects: { castellan: { counters: { '+1/+1': 2 }, pt: '4/5' } },
    players: { B: { life: 18 } },
    events: [
      'triggered castellan dealsCombatDamageToPlayer 510.3a',
      'countersChanged castellan +1/+1 +2 702.112a',
      'becameRenowned castellan 702.112a',
    ],
  },
  {
    name: 'Relic Seeker, CR 702.112a: becoming renowned triggers its "When [this] becomes renowned, you may search …", which waits for the answer',
    board: inCombat({ id: 'seeker', card: 'Relic Seeker' }),
    actions: unblocked('seeker'),
    objects: { seeker: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: ['becameRenowned seeker 702.112a', 'triggered seeker becomesRenowned 702.112a'],
  },
  {
    name: 'Relic Seeker, CR 702.112a, 603.4: renowned already, neither renown nor "becomes renowned" triggers',
    board: inCombat({ id: 'seeker', card: 'Relic Seeker', renowned: true }),
    actions: unblocked('seeker'),
    objects: { seeker: { counters: {}, pt: '2/2' } },
    without: ['triggered seeker becomesRenowned 702.112a'],
  },
  {
    name: "Citadel Castellan, CR 702.112a, 603.4: renowned already, its renown doesn't trigger",
    board: inCombat({ ...castellan, renowned: true }),
    actions: unblocked('castellan'),
    objects: { castellan: { counters: {}, pt: '2/3' } },
    players: { B: { life: 18 } },
    without: ['triggered castellan dealsCombatDamageToPlayer 510.3a'],
  },
  {
    name: 'Citadel Castellan, CR 702.112a: blocked, it deals no damage to a player and does not become renowned',
    board: inCombat(castellan, { id: 'wall', card: 'Wall of Stone', controller: 'B' }),
    actions: [
      declare('castellan'),
      advance('declareBlockers'),
      { kind: 'declareBlockers', blockers: [{ blocker: 'wall', attacker: 'castellan' }] },
      advance('combatDamage'),
    ],
    objects: { castellan: { counters: {} } },
    without: ['becameRenowned castellan 702.112a'],
  },
  {
    name: 'Eternal of Harsh Truths, CR 702.130a: "Afflict 2": it becomes blocked and the defending player loses 2 life',
    board: inCombat(
      { id: 'eternal', card: 'Eternal of Harsh Truths' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    ),
    actions: [
      declare('eternal'),
      advance('declareBlockers'),
      { kind: 'declareBlockers', blockers: [{ blocker: 'bear', attacker: 'eternal' }] },
    ],
    players: { A: { life: 20 }, B: { life: 18 } },
    events: ['triggered eternal becomesBlocked 509.3c', 'lifeLost B 2 119.3'],
  },
  {
    name: 'Eternal of Harsh Truths, CR 702.130a: unblocked, afflict does not trigger',
    board: inCombat({ id: 'eternal', card: 'Eternal of Harsh Truths' }),
    actions: [declare('eternal'), advance('declareBlockers'), noBlocks],
    players: { B: { life: 20 } },
    without: ['triggered eternal becomesBlocked 509.3c'],
  },
  {
    name: 'Basilica Guards, CR 702.101a: casting Lightning Bolt, A pays {W/B} with {B}: B loses 1 life and A gains 1',
    board: casting('{R}{B}'),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }, extort(true)],
    players: { A: { life: 21 }, B: { life: 16 } },
    events: ['putOnStack guards:1 603.3', 'lifeLost B 1 119.3', 'lifeGained A 1 702.101a'],
  },
  {
    name: 'Basilica Guards, CR 702.101a, 118.3: with no mana left for {W/B}, A cannot choose to pay',
    board: casting('{R}'),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }, extort(true)],
    refused: '118.3',
    toAct: 'decide A',
    stack: ['bolt', 'guards:1'],
  },
  {
    name: 'Basilica Guards, CR 702.101a: declining to pay, nobody loses or gains life',
    board: casting('{R}{W}'),
    actions: [{ kind: 'cast', object: 'bolt', targets: ['B'] }, extort(false)],
    players: { A: { life: 20 }, B: { life: 17 } },
  },
  {
    name: 'Blade Instructor, CR 702.134a: it attacks (power 3) with Grizzly Bears (power 2), its one legal target, which gets a +1/+1 counter',
    board: inCombat(instructor, bear('bear')),
    actions: [declare('instructor', 'bear')],
    objects: { bear: { counters: { '+1/+1': 1 }, pt: '3/3' } },
    events: ['putOnStack instructor:0 603.3', 'countersChanged bear +1/+1 +1 122.1'],
  },
  {
    name: 'Blade Instructor, CR 702.134a, 603.3d: with two attacking Grizzly Bears its controller chooses which gets the counter',
    board: inCombat(instructor, bear('bear1'), bear('bear2')),
    actions: [declare('instructor', 'bear1', 'bear2'), targeting('instructor', 'bear2')],
    objects: { bear1: { counters: {} }, bear2: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Blade Instructor, CR 702.134a, 601.2c: Grizzly Bears not attacking is no "target attacking creature"',
    board: inCombat(instructor, bear('bear'), bear('bear1'), bear('bear2')),
    actions: [declare('instructor', 'bear1', 'bear2'), targeting('instructor', 'bear')],
    refused: '601.2c',
    toAct: 'orderTriggers A',
  },
  {
    name: 'Blade Instructor, CR 702.134a, 603.3d: attacking alone, it has no legal target and its trigger is removed',
    board: inCombat(instructor, bear('bear')),
    actions: [declare('instructor')],
    objects: { bear: { counters: {} } },
    events: ['triggerRemoved instructor 603.3d'],
  },
  {
    name: 'Blade Instructor, CR 702.134a, 601.2c: another attacking Blade Instructor has power 3, not less',
    board: inCombat(instructor, { id: 'other', card: 'Blade Instructor' }, bear('bear1'), bear('bear2')),
    actions: [
      declare('instructor', 'other', 'bear1', 'bear2'),
      {
        kind: 'orderTriggers',
        order: [
          { trigger: 'other', targets: ['bear1'] },
          { trigger: 'instructor', targets: ['other'] },
        ],
      },
    ],
    refused: '601.2c',
    toAct: 'orderTriggers A',
  },
  {
    name: 'Adaptive Snapjaw (6/2), CR 702.100a: Hill Giant (3/3) enters under its controller, toughness 3 > 2: it evolves',
    board: { objects: [snapjaw, { id: 'giant', card: 'Hill Giant', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'giant' }],
    objects: { snapjaw: { counters: { '+1/+1': 1 }, pt: '7/3' } },
    events: ['triggered snapjaw permanentEnters 702.100a', 'countersChanged snapjaw +1/+1 +1 702.100a'],
  },
  {
    name: 'Adaptive Snapjaw (6/2), CR 702.100a, 603.4: Grizzly Bears (2/2) is neither stronger nor tougher: no trigger',
    board: { objects: [snapjaw, { id: 'bear', card: 'Grizzly Bears', zone: 'hand' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear' }],
    objects: { snapjaw: { counters: {}, pt: '6/2' } },
    without: ['triggered snapjaw permanentEnters 702.100a'],
  },
  {
    name: "Adaptive Snapjaw, CR 702.100a: a Hill Giant entering under the opponent's control is not a creature you control",
    board: { objects: [snapjaw, { id: 'giant', card: 'Hill Giant', zone: 'hand', owner: 'B' }] },
    actions: [{ kind: 'putOntoBattlefield', object: 'giant' }],
    objects: { snapjaw: { counters: {} } },
    without: ['triggered snapjaw permanentEnters 702.100a'],
  },
  {
    name: 'Artisan of Kozilek, CR 702.86a: "Annihilator 2": it attacks, and the trigger waits for the defending player B to choose two permanents',
    board: artisanAttacks('Forest', 'Grizzly Bears', 'Island'),
    actions: [declare('artisan')],
    events: ['triggered artisan attacks 508.3a', 'putOnStack artisan:1 603.3'],
    toAct: 'decide B',
    stack: ['artisan:1'],
  },
  {
    name: 'Artisan of Kozilek, CR 702.86a, 701.21a: B sacrifices Forest and Grizzly Bears; Island stays',
    board: artisanAttacks('Forest', 'Grizzly Bears', 'Island'),
    actions: [declare('artisan'), sacrifices('b1', 'b2')],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' }, b3: { zone: 'battlefield' } },
    events: ['zoneChange b1 battlefield>graveyard 701.21a', 'zoneChange b2 battlefield>graveyard 701.21a'],
  },
  {
    name: "Artisan of Kozilek, CR 702.86a, 701.21a: the defending player sacrifices only permanents they control, not the attacker's",
    board: artisanAttacks('Forest', 'Island'),
    actions: [declare('artisan'), sacrifices('b1', 'elves')],
    refused: '701.21a',
  },
  {
    name: 'Artisan of Kozilek, CR 702.86a, 609.3: with one permanent, B sacrifices that one',
    board: artisanAttacks('Forest'),
    actions: [declare('artisan'), sacrifices('b1')],
    objects: { b1: { zone: 'graveyard' }, elves: { zone: 'battlefield' } },
  },
  {
    name: 'Artisan of Kozilek, CR 702.86a, 609.3: naming one of two is refused; B sacrifices two',
    board: artisanAttacks('Forest', 'Island'),
    actions: [declare('artisan'), sacrifices('b1')],
    refused: '609.3',
  },
];

describe('keywords standing for a triggered ability', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
