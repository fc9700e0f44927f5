import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * CR 603.4: a triggered ability with an intervening "if" triggers only if its condition holds as
 * the event happens, and does nothing if the condition no longer holds as it resolves. The cards
 * are real and compiled from their Oracle text:
 * - Apothecary Geist: "When Apothecary Geist enters the battlefield, if you control another
 *   Spirit, you gain 3 life."
 * - Lumengrid Drake: "Metalcraft — When Lumengrid Drake enters the battlefield, if you control
 *   three or more artifacts, return target creature to its owner's hand."
 * - Hollowborn Barghest: "At the beginning of your upkeep, if you have no cards in hand, each
 *   opponent loses 2 life."
 * The condition is checked as the event happens (the ability triggers or not) and again as the
 * ability resolves from the stack (603.4, 608.2b).
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
/** B's turn 2 ends; advancing to the upkeep reaches A's turn 3 (the untap step gives no priority, 502.4). */
const beforeUpkeep = { number: 2, active: 'B', step: 'end' };
const main = { number: 3, active: 'A', step: 'main1' };
const artifacts = ['a1', 'a2', 'a3'].map((id) => ({ id, card: 'Ornithopter' }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.4, Apothecary Geist: another Spirit under your control as it enters -> you gain 3 life',
    board: {
      turn: main,
      objects: [
        { id: 'geist', card: 'Apothecary Geist', zone: 'hand' },
        { id: 'spirit', card: 'Apothecary Geist' },
      ],
    },
    actions: [enter('geist')],
    players: { A: { life: 23 } },
    events: ['triggered geist entersBattlefield 603.6a', 'lifeGained A 3 119.3'],
  },
  {
    name: 'CR 603.4, Apothecary Geist: no other Spirit (itself is not "another") -> it does not trigger',
    board: { turn: main, objects: [{ id: 'geist', card: 'Apothecary Geist', zone: 'hand' }] },
    actions: [enter('geist')],
    players: { A: { life: 20 } },
    without: ['triggered geist entersBattlefield 603.6a'],
  },
  {
    name: "CR 603.4, Apothecary Geist: an opponent's Spirit is not yours -> it does not trigger",
    board: {
      turn: main,
      objects: [
        { id: 'geist', card: 'Apothecary Geist', zone: 'hand' },
        { id: 'spirit', card: 'Apothecary Geist', controller: 'B' },
      ],
    },
    actions: [enter('geist')],
    players: { A: { life: 20 } },
    without: ['triggered geist entersBattlefield 603.6a'],
  },
  {
    name: 'CR 603.4, Lumengrid Drake: three artifacts as it enters, still three as it resolves -> the target returns to hand',
    board: {
      turn: main,
      objects: [
        { id: 'drake', card: 'Lumengrid Drake', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        ...artifacts,
      ],
    },
    actions: [enter('drake'), targeting('drake', 'bear')],
    objects: { bear: { zone: 'hand' } },
    events: ['triggered drake entersBattlefield 603.6a', 'putOnStack drake:1 603.3'],
  },
  {
    name: 'CR 603.4, Lumengrid Drake: two artifacts as it enters -> it does not trigger, the target stays',
    board: {
      turn: main,
      objects: [
        { id: 'drake', card: 'Lumengrid Drake', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        ...artifacts.slice(0, 2),
      ],
    },
    actions: [enter('drake')],
    objects: { bear: { zone: 'battlefield' } },
    without: ['triggered drake entersBattlefield 603.6a'],
    toAct: 'priority A',
  },
  {
    name: 'CR 603.4, Lumengrid Drake: it triggered and is on the stack, but an artifact is gone before it resolves -> it does nothing',
    board: {
      turn: main,
      objects: [
        { id: 'drake', card: 'Lumengrid Drake', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        ...artifacts,
      ],
    },
    manual: true,
    actions: [
      enter('drake'),
      targeting('drake', 'bear'),
      { kind: 'move', object: 'a1', to: 'graveyard' },
      { kind: 'resolveStack' },
    ],
    objects: { bear: { zone: 'battlefield' } },
    events: ['putOnStack drake:1 603.3'],
    stack: [],
  },
  {
    name: 'CR 603.4, Hollowborn Barghest: no cards in your hand as your upkeep begins -> each opponent loses 2 life',
    board: {
      turn: beforeUpkeep,
      objects: [{ id: 'barghest', card: 'Hollowborn Barghest', controller: 'A' }],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    players: { A: { life: 20 }, B: { life: 18 } },
    events: ['triggered barghest beginningOfUpkeep 503.1a', 'putOnStack barghest:0 603.3'],
    turn: { number: 3, active: 'A', step: 'upkeep' },
  },
  {
    name: 'CR 603.4, Hollowborn Barghest: a card in hand -> it does not trigger',
    board: {
      turn: beforeUpkeep,
      objects: [
        { id: 'barghest', card: 'Hollowborn Barghest', controller: 'A' },
        { id: 'card', card: 'Grizzly Bears', zone: 'hand', owner: 'A' },
      ],
    },
    actions: [{ kind: 'advance', to: 'upkeep' }],
    players: { B: { life: 20 } },
    without: ['triggered barghest beginningOfUpkeep 503.1a'],
    turn: { number: 3, active: 'A', step: 'upkeep' },
  },
];

describe('intervening "if" clauses (CR 603.4)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
