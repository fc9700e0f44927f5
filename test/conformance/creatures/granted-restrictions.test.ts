import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, block, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 509.1b-c, 613.1f: combat restrictions a static ability grants, compiled from real cards'
 * Oracle text: an attacker that "can't be blocked by creatures with power 4 or greater", and
 * creatures with a +1/+1 counter that "can block an additional creature each combat". A block
 * that breaks one is refused, citing 509.1b (or 509.1a, one blocker blocking two attackers).
 */

const declare = (...ids: string[]): Action => ({ kind: 'declareAttackers', attackers: attack(...ids) });
const toBlockers: Action = { kind: 'advance', to: 'declareBlockers' };
const inCombat = (...objects: object[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects,
});

const ROWS: readonly PlayRow[] = [
  {
    name: "Hedgewitch's Mask, CR 509.1b: the equipped Bears can't be blocked by a 4/4",
    board: inCombat(
      { id: 'mask', card: "Hedgewitch's Mask", attachedTo: 'bears' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'wurm', card: 'Craw Wurm', controller: 'B' },
    ),
    actions: [declare('bears'), toBlockers, { kind: 'declareBlockers', blockers: [block('wurm', 'bears')] }],
    refused: '509.1b',
  },
  {
    name: "Hedgewitch's Mask, CR 509.1b: ... but by a 2/2",
    board: inCombat(
      { id: 'mask', card: "Hedgewitch's Mask", attachedTo: 'bears' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Grizzly Bears', controller: 'B' },
    ),
    actions: [declare('bears'), toBlockers, { kind: 'declareBlockers', blockers: [block('elves', 'bears')] }],
    objects: { elves: { blocking: 'bears' } },
  },
  {
    name: "Cenn's Tactician, CR 509.1b, 122.1: B's Soldier with a +1/+1 counter blocks two attackers",
    board: inCombat(
      { id: 'tactician', card: "Cenn's Tactician", controller: 'B' },
      { id: 'soldier', card: 'Eager Cadet', controller: 'B', counters: { '+1/+1': 1 } },
      { id: 'bears1', card: 'Grizzly Bears' },
      { id: 'bears2', card: 'Grizzly Bears' },
    ),
    actions: [
      declare('bears1', 'bears2'),
      toBlockers,
      { kind: 'declareBlockers', blockers: [block('soldier', 'bears1'), block('soldier', 'bears2')] },
    ],
    objects: { bears1: { blocked: true }, bears2: { blocked: true } },
  },
  {
    name: "Cenn's Tactician, CR 509.1a: without a counter, a creature blocks one attacker only",
    board: inCombat(
      { id: 'tactician', card: "Cenn's Tactician", controller: 'B' },
      { id: 'soldier', card: 'Eager Cadet', controller: 'B' },
      { id: 'bears1', card: 'Grizzly Bears' },
      { id: 'bears2', card: 'Grizzly Bears' },
    ),
    actions: [
      declare('bears1', 'bears2'),
      toBlockers,
      { kind: 'declareBlockers', blockers: [block('soldier', 'bears1'), block('soldier', 'bears2')] },
    ],
    refused: '509.1a',
  },
];

describe('combat restrictions granted by a static ability (CR 509.1b-c, 613.1f)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
