import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * How many tokens are created (CR 111.1, 608.2h), the cards real and compiled from their Oracle
 * text: Evangel of Heliod ({4}{W}{W}: "create a number of 1/1 white Soldier creature tokens equal
 * to your devotion to white", 700.5, counted as the trigger resolves), Hornet Nest ("Whenever
 * Hornet Nest is dealt damage, create that many 1/1 green Insect creature tokens with flying and
 * deathtouch") and Wand of Orcus ("Whenever equipped creature deals combat damage to a player,
 * create that many 2/2 black Zombie creature tokens"): "that many" is the damage of the trigger
 * event (603.2c).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const combat = { number: 3, active: 'A', step: 'declareAttackers' };
const enters = (object: string): Action => ({ kind: 'move', object, to: 'battlefield' });
const toDamage: readonly Action[] = [
  { kind: 'declareAttackers', attackers: attack('bear') },
  { kind: 'advance', to: 'combatDamage' },
];

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 700.5, 608.2h: Evangel of Heliod enters alone: devotion 2 ({W}{W}) -> two 1/1 Soldiers',
    board: { turn: main, objects: [{ id: 'evangel', card: 'Evangel of Heliod', zone: 'hand' }] },
    actions: [enters('evangel')],
    objects: { o2: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { zone: 'gone' } },
  },
  {
    name: 'CR 700.5: Evangel of Heliod with a Savannah Lions ({W}) out: devotion 3 -> three Soldiers',
    board: {
      turn: main,
      objects: [
        { id: 'lions', card: 'Savannah Lions' },
        { id: 'evangel', card: 'Evangel of Heliod', zone: 'hand' },
      ],
    },
    actions: [enters('evangel')],
    objects: { o2: { pt: '1/1' }, o3: { pt: '1/1' }, o4: { pt: '1/1' }, o5: { zone: 'gone' } },
  },
  {
    name: 'CR 603.2c: Hornet Nest (0/2) is dealt 3 damage and dies -> still three 1/1 Insects with flying and deathtouch',
    board: {
      turn: main,
      objects: [
        { id: 'nest', card: 'Hornet Nest' },
        { id: 'shock', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [{ kind: 'damage', source: 'shock', to: [{ to: 'nest', amount: 3 }] }],
    objects: {
      nest: { zone: 'graveyard' },
      o2: { pt: '1/1', keywords: ['Deathtouch', 'Flying'] },
      o3: { pt: '1/1' },
      o4: { pt: '1/1' },
      o5: { zone: 'gone' },
    },
  },
  {
    name: 'CR 603.2c, 510.3a: Wand of Orcus on a 2/2 that deals 2 combat damage to B -> two 2/2 Zombies',
    board: {
      turn: combat,
      objects: [
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wand', card: 'Wand of Orcus', attachedTo: 'bear' },
      ],
    },
    actions: toDamage,
    players: { B: { life: 18 } },
    objects: { o2: { pt: '2/2', controller: 'A' }, o3: { pt: '2/2' }, o4: { zone: 'gone' } },
  },
];

describe('how many tokens: "a number of … equal to", "that many" (CR 111.1, 603.2c, 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
