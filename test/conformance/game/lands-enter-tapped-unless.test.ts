import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "[This] enters tapped unless [condition]" (CR 614.1d, 305.1): read as the land would exist on
 * the battlefield, so "other lands" leaves the land itself out. The cards are real and compiled
 * from their Oracle text: Blackcleave Cliffs ("unless you control two or fewer other lands"),
 * Woodland Cemetery ("unless you control a Swamp or a Forest"), Canopy Vista ("unless you
 * control two or more basic lands").
 */

const play = (object: string): Action => ({ kind: 'playLand', object });
const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [...objects, { card: 'Island', zone: 'library', owner: 'A' }],
});
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 614.1d, Blackcleave Cliffs: with two other lands it enters untapped',
    board: board([inHand('cliffs', 'Blackcleave Cliffs'), ...lands('Mountain', 2)]),
    actions: [play('cliffs')],
    objects: { cliffs: { zone: 'battlefield', tapped: false } },
  },
  {
    name: 'CR 614.1d, Blackcleave Cliffs: with three other lands it enters tapped',
    board: board([inHand('cliffs', 'Blackcleave Cliffs'), ...lands('Mountain', 3)]),
    actions: [play('cliffs')],
    objects: { cliffs: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'CR 614.1d, 205.3i, Woodland Cemetery: with a Forest it enters untapped',
    board: board([inHand('cemetery', 'Woodland Cemetery'), ...lands('Forest', 1)]),
    actions: [play('cemetery')],
    objects: { cemetery: { zone: 'battlefield', tapped: false } },
  },
  {
    name: 'CR 614.1d, Woodland Cemetery: with only an Island it enters tapped',
    board: board([inHand('cemetery', 'Woodland Cemetery'), ...lands('Island', 1)]),
    actions: [play('cemetery')],
    objects: { cemetery: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'CR 614.1d, 205.4c, Canopy Vista: with one basic land it enters tapped; Woodland Cemetery is not basic',
    board: board([inHand('vista', 'Canopy Vista'), ...lands('Forest', 1), ...lands('Woodland Cemetery', 1)]),
    actions: [play('vista')],
    objects: { vista: { zone: 'battlefield', tapped: true } },
  },
  {
    name: 'CR 614.1d, Canopy Vista: with two basic lands it enters untapped',
    board: board([inHand('vista', 'Canopy Vista'), ...lands('Forest', 2)]),
    actions: [play('vista')],
    objects: { vista: { zone: 'battlefield', tapped: false } },
  },
];

describe('lands that enter tapped unless a condition holds (CR 614.1d)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
