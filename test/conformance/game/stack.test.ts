import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * The stack (CR 405), casting (601.2) and resolving (608), played one pass at a time: spells go
 * on the stack, the last one in resolves first, a counterspell acts on what is below it, and a
 * resolution finishes before state-based actions are checked. Real cards, compiled from their
 * Oracle text.
 */

const pass: Action = { kind: 'pass' };
const main = (extra: object = {}, mana = '{R}{R}{G}{G}{U}{U}{B}{C}{C}{C}') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', manaPool: mana },
    { id: 'B', manaPool: mana },
  ],
  ...extra,
});
const hand = (id: string, card: string, owner = 'A') => ({ id, card, zone: 'hand', owner });
const cast = (object: string, targets?: string[], x?: number): Action => ({
  kind: 'cast',
  object,
  ...(targets ? { targets } : {}),
  ...(x === undefined ? {} : { x }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 601.2a, 601.2i, 117.3c: a cast spell goes on the stack, and its caster receives priority again',
    board: main({ objects: [hand('bear', 'Grizzly Bears')] }),
    actions: [cast('bear')],
    manual: true,
    objects: { bear: { zone: 'stack' } },
    stack: ['bear'],
    toAct: 'priority A',
    events: ['zoneChange bear hand>stack 601.2a', 'spellCast bear A 601.2i'],
  },
  {
    name: 'CR 405.5, 608.3a, 117.3b: all players pass: the creature spell resolves, becomes a permanent, and the active player gets priority',
    board: main({ objects: [hand('bear', 'Grizzly Bears')] }),
    actions: [cast('bear'), pass, pass],
    manual: true,
    objects: { bear: { zone: 'battlefield', controller: 'A' } },
    stack: [],
    toAct: 'priority A',
    events: ['zoneChange bear stack>battlefield 608.3a', 'resolved bear 608.3a'],
  },
  {
    name: "CR 117.7, 405.2, 405.5: B responds to the Bears with Lightning Bolt at A's Llanowar Elves: the Bolt resolves first, then the Bears",
    board: main({
      objects: [
        hand('bear', 'Grizzly Bears'),
        hand('bolt', 'Lightning Bolt', 'B'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    }),
    actions: [cast('bear'), pass, cast('bolt', ['elves'])],
    manual: true,
    stack: ['bear', 'bolt'],
    toAct: 'priority B',
  },
  {
    name: 'CR 405.5: ... then each pass in succession resolves the top object: the Bolt, the Elves dying, then the Bears',
    board: main({
      objects: [
        hand('bear', 'Grizzly Bears'),
        hand('bolt', 'Lightning Bolt', 'B'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    }),
    actions: [cast('bear'), pass, cast('bolt', ['elves']), pass, pass, pass, pass],
    manual: true,
    objects: { elves: { zone: 'graveyard' }, bolt: { zone: 'graveyard' }, bear: { zone: 'battlefield' } },
    stack: [],
    events: ['resolved bolt 608.2', 'zoneChange elves battlefield>graveyard 704.5g', 'resolved bear 608.3a'],
  },
  {
    name: 'CR 302.1, 307.1: a creature spell is cast only while the stack is empty',
    board: main({ objects: [hand('bear', 'Grizzly Bears'), hand('bear2', 'Grizzly Bears')] }),
    actions: [cast('bear'), cast('bear2')],
    manual: true,
    refused: '302.1',
  },
  {
    name: 'CR 117.1a, 702.8a: an instant, unlike a creature spell, may be cast with a spell on the stack',
    board: main({
      objects: [
        hand('bear', 'Grizzly Bears'),
        hand('growth', 'Giant Growth'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    }),
    actions: [cast('bear'), cast('growth', ['elves'])],
    manual: true,
    stack: ['bear', 'growth'],
  },
  {
    name: "CR 701.6a: B counters the Bears with Cancel; it goes to its owner's graveyard without resolving",
    board: main({ objects: [hand('bear', 'Grizzly Bears'), hand('cancel', 'Cancel', 'B')] }),
    actions: [cast('bear'), pass, cast('cancel', ['bear']), pass, pass],
    manual: true,
    objects: { bear: { zone: 'graveyard' }, cancel: { zone: 'graveyard' } },
    stack: [],
    events: ['countered bear by cancel 701.6a', 'zoneChange bear stack>graveyard 701.6a'],
    without: ['resolved bear 608.3a'],
  },
  {
    name: "CR 101.2, 701.6a: Carnage Tyrant can't be countered: Cancel resolves and leaves it on the stack, and it resolves",
    board: main(
      { objects: [hand('tyrant', 'Carnage Tyrant'), hand('cancel', 'Cancel', 'B')] },
      '{G}{G}{G}{G}{G}{G}{U}{U}{C}',
    ),
    actions: [cast('tyrant'), pass, cast('cancel', ['tyrant']), pass, pass, pass, pass],
    manual: true,
    objects: { tyrant: { zone: 'battlefield' }, cancel: { zone: 'graveyard' } },
    without: ['countered tyrant by cancel 701.6a'],
  },
  {
    name: "CR 115.5: a spell on the stack is an illegal target for itself: Cancel can't target itself",
    board: main({ objects: [hand('cancel', 'Cancel')] }),
    actions: [cast('cancel', ['cancel'])],
    manual: true,
    refused: '601.2c',
  },
  {
    name: 'CR 601.2c: Essence Scatter targets only a creature spell; an instant is no legal target',
    board: main({
      objects: [
        hand('growth', 'Giant Growth'),
        hand('scatter', 'Essence Scatter', 'B'),
        { id: 'elves', card: 'Llanowar Elves' },
      ],
    }),
    actions: [cast('growth', ['elves']), pass, cast('scatter', ['growth'])],
    manual: true,
    refused: '601.2c',
  },
  {
    name: 'CR 701.6a, 113.1c: Stifle counters a triggered ability on the stack',
    board: main({
      objects: [
        hand('warden', 'Soul Warden'),
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
        hand('stifle', 'Stifle', 'B'),
      ],
    }),
    actions: [
      { kind: 'putOntoBattlefield', object: 'warden' },
      { kind: 'putOntoBattlefield', object: 'bear' },
      pass,
      { kind: 'cast', object: 'stifle', targets: ['a1'] },
      pass,
      pass,
      pass,
      pass,
    ],
    manual: true,
    players: { A: { life: 20 } },
    events: ['putOnStack warden:0 603.3', 'countered a1 by stifle 701.6a'],
    stack: [],
  },
  {
    name: "CR 608.2b: Lightning Bolt whose target has left the battlefield doesn't resolve; it goes to the graveyard",
    board: main({
      objects: [hand('bolt', 'Lightning Bolt'), { id: 'bear', card: 'Grizzly Bears', controller: 'B' }],
    }),
    actions: [cast('bolt', ['bear']), { kind: 'move', object: 'bear', to: 'hand' }, pass, pass],
    manual: true,
    objects: { bolt: { zone: 'graveyard' }, bear: { zone: 'hand' } },
    events: ['didNotResolve bolt 608.2b', 'zoneChange bolt stack>graveyard 608.2b'],
    without: ['resolved bolt 608.2'],
  },
  {
    name: 'CR 608.2n, 704.3: Shock at a 1/2 Tarmogoyf, graveyards holding only a creature card: Shock goes to the graveyard as the last part of its resolution, Tarmogoyf becomes 2/3 before state-based actions are checked, and survives with 2 damage',
    board: main({
      objects: [
        hand('shock', 'Shock'),
        { id: 'goyf', card: 'Tarmogoyf', controller: 'B' },
        { id: 'dead', card: 'Grizzly Bears', zone: 'graveyard' },
      ],
    }),
    actions: [cast('shock', ['goyf']), pass, pass],
    manual: true,
    objects: { goyf: { zone: 'battlefield', pt: '2/3', damage: 2 }, shock: { zone: 'graveyard' } },
    events: ['damageDealt shock>goyf 2 marked 120.3e', 'zoneChange shock stack>graveyard 608.2n'],
    without: ['destroyed goyf 704.5g'],
  },
  {
    name: 'CR 202.3e, 107.3m: Endless One on the stack with X = 4 has mana value 4, and enters with four +1/+1 counters',
    board: main({ objects: [hand('one', 'Endless One')] }),
    actions: [cast('one', undefined, 4)],
    manual: true,
    objects: { one: { zone: 'stack', manaValue: 4 } },
  },
  {
    name: 'CR 202.3e: off the stack, X is 0: Endless One in the hand has mana value 0',
    board: main({ objects: [hand('one', 'Endless One')] }),
    actions: [pass],
    manual: true,
    objects: { one: { zone: 'hand', manaValue: 0 } },
  },
  {
    name: 'CR 303.4a, 608.3c: an Aura spell targets what it will enchant, and enters attached to it (Unholy Strength on Llanowar Elves)',
    board: main({ objects: [hand('aura', 'Unholy Strength'), { id: 'elves', card: 'Llanowar Elves' }] }),
    actions: [cast('aura', ['elves']), pass, pass],
    manual: true,
    objects: { aura: { zone: 'battlefield', attachedTo: 'elves' }, elves: { pt: '3/2' } },
    events: ['attached aura>elves 608.3c'],
  },
  {
    name: 'CR 303.4a, 601.2c: an Aura spell needs a legal target: "Enchant creature" refuses a land',
    board: main({ objects: [hand('aura', 'Unholy Strength'), { id: 'forest', card: 'Forest' }] }),
    actions: [cast('aura', ['forest'])],
    manual: true,
    refused: '601.2c',
  },
  {
    name: "CR 608.3b: an Aura spell whose target has left doesn't resolve; it goes to the graveyard",
    board: main({ objects: [hand('aura', 'Unholy Strength'), { id: 'elves', card: 'Llanowar Elves' }] }),
    actions: [cast('aura', ['elves']), { kind: 'move', object: 'elves', to: 'graveyard' }, pass, pass],
    manual: true,
    objects: { aura: { zone: 'graveyard' } },
    events: ['didNotResolve aura 608.3b'],
  },
];

describe('the stack (CR 405), casting (601.2) and resolving (608)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
