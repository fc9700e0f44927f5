import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, attackAndBlock, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 702.16g: "protection from [A] and from [B]" is two protection abilities, each doing all of
 * DEBT (702.16b-f). Mirran Crusader's printed line, "Double strike, protection from black and
 * from green", Akroma, Angel of Wrath's "... protection from black and from red", and the same
 * granted by an Equipment or an activated ability.
 */

const resolve = (source: string, targets: string[], controller = 'A'): Action => ({
  kind: 'resolve',
  source,
  controller,
  targets,
});
const crusader = { id: 'cru', card: 'Mirran Crusader', controller: 'B' } as const;

const ROWS: readonly PlayRow[] = [
  {
    name: "Mirran Crusader, CR 702.16b, 702.16g: protection from black: Doom Blade can't target it",
    board: { objects: [crusader] },
    actions: [resolve('Doom Blade', ['cru'])],
    refused: '702.16b',
    objects: { cru: { zone: 'battlefield' } },
  },
  {
    name: "Mirran Crusader, CR 702.16b, 702.16g: ... and from green: not even its controller's Giant Growth",
    board: { objects: [crusader] },
    actions: [resolve('Giant Growth', ['cru'], 'B')],
    refused: '702.16b',
    objects: { cru: { pt: '2/2' } },
  },
  {
    name: 'Mirran Crusader, CR 702.16g: neither protection is from red: Lightning Bolt destroys it',
    board: { objects: [crusader] },
    actions: [resolve('Lightning Bolt', ['cru'])],
    objects: { cru: { zone: 'graveyard' } },
  },
  {
    name: "Mirran Crusader, CR 702.16f, 702.16g: attacking, it can't be blocked by a green creature (Grizzly Bears)",
    board: {
      turn: { number: 1, active: 'A', step: 'declareAttackers' },
      objects: [
        { id: 'cru', card: 'Mirran Crusader' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: attackAndBlock(attack('cru'), [block('bear', 'cru')]),
    refused: '702.16f',
    objects: { cru: { blocked: false } },
  },
  {
    name: "Akroma, Angel of Wrath, CR 702.16e, 702.16g: protection from red: a red source's damage (Lightning Bolt on the stack) is prevented",
    board: {
      objects: [
        { id: 'akroma', card: 'Akroma, Angel of Wrath', controller: 'B' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' },
      ],
      stack: ['bolt'],
    },
    actions: [{ kind: 'damage', source: 'bolt', to: [{ to: 'akroma', amount: 3 }] }],
    objects: { akroma: { damage: 0 } },
    without: ['damageDealt bolt>akroma 3 marked 120.3e'],
  },
  {
    name: "Sword of Fire and Ice, CR 702.16b, 702.16g: equipped creature has protection from red and from blue: Lightning Bolt can't target it",
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        { id: 'sword', card: 'Sword of Fire and Ice', controller: 'B', attachedTo: 'bear' },
      ],
    },
    actions: [resolve('Lightning Bolt', ['bear'])],
    refused: '702.16b',
    objects: { bear: { pt: '4/4', damage: 0 } },
  },
  {
    name: "Akroma's Memorial, CR 702.16g, 613.1f: creatures its controller controls have protection from black and from red",
    board: {
      objects: [
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
        { id: 'memorial', card: "Akroma's Memorial", controller: 'B' },
      ],
    },
    actions: [resolve('Lightning Bolt', ['bear'])],
    refused: '702.16b',
    objects: {
      bear: {
        keywords: [
          'First strike',
          'Flying',
          'Haste',
          'Protection from black',
          'Protection from red',
          'Trample',
          'Vigilance',
        ],
      },
    },
  },
];

describe('protection from two qualities, card by card (CR 702.16g)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
