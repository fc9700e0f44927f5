import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "That player" (CR 603.2c): the player the trigger event dealt damage to. The cards are real
 * and compiled from their Oracle text:
 * - Blazing Specter (2/2): "Flying, haste / Whenever Blazing Specter deals combat damage to a
 *   player, that player discards a card."
 * - Abyssal Specter (2/3): "Flying / Whenever Abyssal Specter deals damage to a player, that
 *   player discards a card."
 * The discard is a decision of the player's (CR 701.9a, 608.2d): the trigger waits for it.
 */

const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const hands = [
  { id: 'b1', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
  { id: 'b2', card: 'Grizzly Bears', zone: 'hand', owner: 'B' },
  { id: 'a1', card: 'Grizzly Bears', zone: 'hand', owner: 'A' },
];
const strike: Action[] = [
  { kind: 'declareAttackers', attackers: attack('specter') },
  { kind: 'advance', to: 'combatDamage' },
];
/** Blazing Specter's trigger is its ability 2 (after flying and haste), Abyssal Specter's 1. */
const discard = (ability: number, triggerPlayer: string, cards: readonly string[]): Action => ({
  kind: 'resolve',
  source: 'specter',
  ability,
  controller: 'A',
  triggerPlayer,
  decisions: [{ cards }],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, 608.2d, Blazing Specter: combat damage to B, and its trigger waits for B to choose',
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: strike,
    events: ['triggerWaiting specter 2 608.2d'],
    players: { B: { life: 18 } },
  },
  {
    name: 'CR 701.9a, Blazing Specter: ... that player, B, discards the card they choose',
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: [...strike, discard(2, 'B', ['b2'])],
    objects: { b1: { zone: 'hand' }, b2: { zone: 'graveyard' }, a1: { zone: 'hand' } },
  },
  {
    name: "CR 701.9a, Blazing Specter: ... a card of A's is not in that player's hand",
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: [...strike, discard(2, 'B', ['a1'])],
    refused: '701.9a',
  },
  {
    name: 'CR 603.2c, Abyssal Specter: noncombat damage to a player triggers it too',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'specter', card: 'Abyssal Specter' }, ...hands],
    },
    actions: [{ kind: 'damage', source: 'specter', to: [{ to: 'B', amount: 1 }] }, discard(1, 'B', ['b1'])],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' } },
    events: ['triggerWaiting specter 1 608.2d'],
  },
];

describe('"that player": the player the trigger event dealt damage to (CR 603.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
