import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { castingBoard, mine } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Those creatures" (CR 608.2c): the group the sentence before acted on, the same creatures in
 * the same resolution. Real cards compiled from their Oracle text: War Flare ("Creatures you
 * control get +2/+1 until end of turn. Untap those creatures."), Colossal Heroics ("Any number of
 * target creatures each get +2/+2 until end of turn. Untap those creatures.") and Domri, City
 * Smasher ("[−8]: Put three +1/+1 counters on each creature you control. Those creatures gain
 * trample until end of turn.") and Dauntless Unity ("Creatures you control get +1/+1 until end of
 * turn. If this spell was kicked, those creatures get +2/+1 until end of turn instead.", 702.33e).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const resolve = (source: string, targets: string[] = []): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});

const ROWS: readonly PlayRow[] = [
  {
    name: "War Flare, CR 608.2c: A's tapped bears get +2/+1 and untap; B's tapped bear neither",
    board: {
      turn: main,
      objects: [
        { id: 'bear', card: 'Grizzly Bears', tapped: true },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B', tapped: true },
      ],
    },
    actions: [resolve('War Flare')],
    objects: { bear: { pt: '4/3', tapped: false }, theirs: { pt: '2/2', tapped: true } },
  },
  {
    name: 'Colossal Heroics, CR 608.2c: the two targets get +2/+2 and untap; the tapped creature not targeted stays tapped',
    board: {
      turn: main,
      objects: [
        { id: 'bear', card: 'Grizzly Bears', tapped: true },
        { id: 'giant', card: 'Hill Giant', tapped: true },
        { id: 'other', card: 'Grizzly Bears', tapped: true },
      ],
    },
    actions: [resolve('Colossal Heroics', ['bear', 'giant'])],
    objects: {
      bear: { pt: '4/4', tapped: false },
      giant: { pt: '5/5', tapped: false },
      other: { pt: '2/2', tapped: true },
    },
  },
  {
    name: "Domri, City Smasher's −8, CR 608.2c, 611.2c: A's creatures get three +1/+1 counters and trample; B's neither",
    board: {
      turn: main,
      objects: [
        { id: 'domri', card: 'Domri, City Smasher' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [{ kind: 'resolve', source: 'domri', ability: 2, controller: 'A' }],
    objects: {
      bear: { pt: '5/5', counters: { '+1/+1': 3 }, keywords: ['Trample'] },
      theirs: { pt: '2/2', counters: {}, keywords: [] },
    },
  },
  {
    name: 'Dauntless Unity kicked, CR 702.33e, 608.2c: those creatures get +2/+1 instead -> the bear is 4/3',
    board: castingBoard('{W}{W}{C}{C}', [
      mine('unity', 'Dauntless Unity', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
    ]),
    actions: [{ kind: 'cast', object: 'unity', kicked: 1 }],
    objects: { bear: { pt: '4/3' }, unity: { zone: 'graveyard' } },
  },
  {
    name: 'Dauntless Unity not kicked: +1/+1 -> the bear is 3/3',
    board: castingBoard('{W}{C}', [
      mine('unity', 'Dauntless Unity', { zone: 'hand' }),
      mine('bear', 'Grizzly Bears'),
    ]),
    actions: [{ kind: 'cast', object: 'unity' }],
    objects: { bear: { pt: '3/3' }, unity: { zone: 'graveyard' } },
  },
];

describe('"those creatures": the group the sentence before acted on (CR 608.2c)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
