import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 603.6a: "Whenever [this] or another [kind] enters under your control" (Rally,
 * Constellation) triggers for the object itself entering and for each other matching permanent
 * entering under its controller's control. The cards are real and compiled from their Oracle
 * text: Chasm Guide ("Rally — Whenever Chasm Guide or another Ally enters the battlefield under
 * your control, creatures you control gain haste until end of turn.") and Ondu Cleric, an Ally.
 */

const enter = (object: string, controller?: string): Action => ({
  kind: 'putOntoBattlefield',
  object,
  ...(controller ? { controller } : {}),
});
const main = { number: 3, active: 'A', step: 'main1' };
const bear = { id: 'bear', card: 'Grizzly Bears' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 603.6a, Chasm Guide: it entering triggers its own rally -> your creatures gain haste',
    board: { turn: main, objects: [bear, { id: 'guide', card: 'Chasm Guide', zone: 'hand' }] },
    actions: [enter('guide')],
    objects: { bear: { keywords: ['Haste'] } },
    events: ['triggered guide permanentEnters 603.6a'],
  },
  {
    name: 'CR 603.6a, Chasm Guide: another Ally (Ondu Cleric) entering under your control triggers it',
    board: {
      turn: main,
      objects: [
        bear,
        { id: 'guide', card: 'Chasm Guide' },
        { id: 'cleric', card: 'Ondu Cleric', zone: 'hand' },
      ],
    },
    actions: [enter('cleric')],
    objects: { bear: { keywords: ['Haste'] } },
    events: ['triggered guide permanentEnters 603.6a'],
  },
  {
    name: 'CR 603.6a, Chasm Guide: a creature that is not an Ally entering does not trigger it',
    board: {
      turn: main,
      objects: [
        { id: 'guide', card: 'Chasm Guide' },
        { ...bear, zone: 'hand' },
      ],
    },
    actions: [enter('bear')],
    objects: { bear: { keywords: [] } },
    without: ['triggered guide permanentEnters 603.6a'],
  },
  {
    name: "CR 603.6a, Chasm Guide: an opponent's Ally entering is not under your control",
    board: {
      turn: main,
      objects: [
        bear,
        { id: 'guide', card: 'Chasm Guide' },
        { id: 'cleric', card: 'Ondu Cleric', zone: 'hand', owner: 'B' },
      ],
    },
    actions: [enter('cleric', 'B')],
    objects: { bear: { keywords: [] } },
    without: ['triggered guide permanentEnters 603.6a'],
  },
];

describe('"Whenever [this] or another [kind] enters" (CR 603.6a)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
