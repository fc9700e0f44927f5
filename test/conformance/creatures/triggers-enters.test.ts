import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 603.6a: "Whenever a [kind of permanent] enters" abilities trigger when a matching permanent
 * enters, seen from the ability's own permanent ("under your control", "another"). The cards are
 * real and compiled from their Oracle text: Steppe Lynx ("Landfall — Whenever a land enters the
 * battlefield under your control, Steppe Lynx gets +2/+2 until end of turn.") and Soul Warden
 * ("Whenever another creature enters the battlefield, you gain 1 life.").
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.6a, Steppe Lynx: a land entering under your control triggers landfall -> 2/3 until end of turn',
    board: {
      turn: main,
      objects: [
        { id: 'lynx', card: 'Steppe Lynx' },
        { id: 'forest', card: 'Forest', zone: 'hand' },
      ],
    },
    actions: [enter('forest')],
    objects: { lynx: { pt: '2/3' } },
    events: ['triggered lynx permanentEnters 603.6a'],
  },
  {
    name: "CR 603.6a, Steppe Lynx: an opponent's land entering is not under your control -> still 0/1",
    board: {
      turn: main,
      objects: [
        { id: 'lynx', card: 'Steppe Lynx' },
        { id: 'forest', card: 'Forest', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'forest', controller: 'B' }],
    objects: { lynx: { pt: '0/1' } },
    without: ['triggered lynx permanentEnters 603.6a'],
  },
  {
    name: 'CR 603.6a, Steppe Lynx: a creature entering is not a land -> still 0/1',
    board: {
      turn: main,
      objects: [
        { id: 'lynx', card: 'Steppe Lynx' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { lynx: { pt: '0/1' } },
    without: ['triggered lynx permanentEnters 603.6a'],
  },
  {
    name: "CR 603.6a, Soul Warden: another creature entering, even an opponent's, gains its controller 1 life",
    board: {
      turn: main,
      objects: [
        { id: 'warden', card: 'Soul Warden' },
        { id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'bear', controller: 'B' }],
    players: { A: { life: 21 }, B: { life: 20 } },
    events: ['triggered warden permanentEnters 603.6a', 'lifeGained A 1 119.3'],
  },
  {
    name: 'CR 603.6a, Soul Warden: "another" -> its own entering does not trigger it',
    board: { turn: main, objects: [{ id: 'warden', card: 'Soul Warden', zone: 'hand' }] },
    actions: [enter('warden')],
    players: { A: { life: 20 } },
    without: ['triggered warden permanentEnters 603.6a'],
  },
];

describe('"whenever a permanent enters" triggers (CR 603.6a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
