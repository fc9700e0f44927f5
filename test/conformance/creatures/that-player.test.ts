import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * "That player" (CR 603.2c): the player the trigger event dealt damage to. The cards are real
 * and compiled from their Oracle text:
 * - Blazing Specter (2/2): "Flying, haste / Whenever Blazing Specter deals combat damage to a
 *   player, that player discards a card."
 * - Abyssal Specter (2/3): "Flying / Whenever Abyssal Specter deals damage to a player, that
 *   player discards a card."
 * The trigger goes on the stack (603.3) and, as it resolves, waits for the discard, a decision
 * of the affected player's (CR 701.9b, 608.2d), given with `decide`.
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
/** The card the affected player discards as the trigger resolves. */
const discard = (...cards: string[]): Action => decide({ cards });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.2c, 608.2d, Blazing Specter: combat damage to B; its trigger (ability 2, after flying and haste) resolves and waits for the discard',
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: strike,
    events: ['triggered specter dealsCombatDamageToPlayer 510.3a', 'putOnStack specter:2 603.3'],
    players: { B: { life: 18 } },
    stack: ['specter:2'],
  },
  {
    name: 'CR 701.9b, 608.2d, Blazing Specter: the affected player, B, is the one who chooses the card to discard',
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: strike,
    toAct: 'decide B',
  },
  {
    name: 'CR 701.9a, Blazing Specter: ... that player, B, discards the card they choose',
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: [...strike, discard('b2')],
    objects: { b1: { zone: 'hand' }, b2: { zone: 'graveyard' }, a1: { zone: 'hand' } },
  },
  {
    name: "CR 701.9a, Blazing Specter: ... a card of A's is not in that player's hand",
    board: { turn: combat, objects: [{ id: 'specter', card: 'Blazing Specter' }, ...hands] },
    actions: [...strike, discard('a1')],
    refused: '701.9a',
  },
  {
    name: 'CR 603.2c, Abyssal Specter: noncombat damage to a player triggers it too',
    board: {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'specter', card: 'Abyssal Specter' }, ...hands],
    },
    actions: [{ kind: 'damage', source: 'specter', to: [{ to: 'B', amount: 1 }] }, discard('b1')],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' } },
    events: ['triggered specter dealsDamage 603.2c', 'putOnStack specter:1 603.3', 'resolved a2 608.2n'],
    stack: [],
  },
];

describe('"that player": the player the trigger event dealt damage to (CR 603.2c)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
