import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, ptRow } from '../../support/play.js';

/**
 * Groups named by their source's name (CR 201.2, 201.5: the name is the source's own, so every
 * other object with that name is in the group), compiled from the cards' Oracle text: Brothers
 * Yamazaki (2/1, "Each other creature named Brothers Yamazaki gets +2/+2 and has haste."), Ivory
 * Guardians (3/3, "Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a
 * nontoken red permanent."), Pack Mastiff (2/2, "{1}{R}: Each creature you control named Pack
 * Mastiff gets +1/+0 until end of turn.").
 */

const main = { number: 3, active: 'A', step: 'main1' };
const activate = (object: string): Action => ({ kind: 'activate', object, ability: 0 });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 201.5, 613.4c, 613.1f: two Brothers Yamazaki: each is the other one’s "other creature named Brothers Yamazaki": 2/1 +2/+2 = 4/3 with haste',
    board: {
      objects: [
        { id: 'one', card: 'Brothers Yamazaki' },
        { id: 'two', card: 'Brothers Yamazaki', controller: 'B' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: {
      one: { pt: '4/3', keywords: ['Bushido', 'Haste'] },
      two: { pt: '4/3', keywords: ['Bushido', 'Haste'] },
      bear: { pt: '2/2', keywords: [] },
    },
  },
  {
    name: 'CR 201.5: one Brothers Yamazaki alone is no "other creature named Brothers Yamazaki": 2/1, no haste',
    board: { objects: [{ id: 'one', card: 'Brothers Yamazaki' }] },
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { one: { pt: '2/1', keywords: ['Bushido'] } },
  },
  ptRow(
    'CR 201.5, 611.3a: two Ivory Guardians while an opponent controls a red creature: each gets +1/+1 from both, 3/3 +2/+2 = 5/5',
    [
      { id: 'one', card: 'Ivory Guardians' },
      { id: 'two', card: 'Ivory Guardians' },
      { id: 'goblin', card: 'Raging Goblin', controller: 'B' },
    ],
    { one: '5/5', two: '5/5', goblin: '1/1' },
  ),
  ptRow(
    'CR 611.3a: two Ivory Guardians with no red permanent opposite: 3/3',
    [
      { id: 'one', card: 'Ivory Guardians' },
      { id: 'two', card: 'Ivory Guardians' },
    ],
    { one: '3/3', two: '3/3' },
  ),
  {
    name: 'CR 611.2c, 201.5: Pack Mastiff’s ability gives +1/+0 to each Pack Mastiff its controller controls, not the opponent’s: 2/2 → 3/2',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }],
      objects: [
        { id: 'mastiff', card: 'Pack Mastiff' },
        { id: 'other', card: 'Pack Mastiff' },
        { id: 'theirs', card: 'Pack Mastiff', controller: 'B' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    },
    actions: [activate('mastiff')],
    objects: {
      mastiff: { pt: '3/2' },
      other: { pt: '3/2' },
      theirs: { pt: '2/2' },
      bear: { pt: '2/2' },
    },
  },
];

describe('groups named by their source’s name (CR 201.5)', () => {
  for (const row of ROWS) it(row.name, () => void checkPlay(row));
});
