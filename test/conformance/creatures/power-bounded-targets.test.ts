import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Targets bounded by power (CR 115.1, 208.1): in a graveyard, and with the controller named after
 * the bound. The cards are real and compiled from their Oracle text: Vesperlark ("When Vesperlark
 * leaves the battlefield, return target creature card with power 1 or less from your graveyard to
 * the battlefield.") and Hidden Dragonslayer ("When Hidden Dragonslayer is turned face up, destroy
 * target creature with power 4 or greater an opponent controls.").
 */

/** A table of board rows, each played with `apply` and checked. */
const table = (title: string, rows: readonly PlayRow[]): void => {
  describe(title, () => {
    it.each(rows.map((r) => [r.name, r] as const))('%s', (_, row) => {
      checkPlay(row);
    });
  });
};

const main = { number: 3, active: 'A', step: 'main1' };
const lark = { id: 'lark', card: 'Vesperlark' };
const elves = { id: 'elves', card: 'Llanowar Elves', zone: 'graveyard' };
const bear = { id: 'bear', card: 'Grizzly Bears', zone: 'graveyard' };
const leaves: Action = { kind: 'move', object: 'lark', to: 'graveyard' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Vesperlark leaves: of Llanowar Elves (power 1) and Grizzly Bears (power 2) only the Elves is a legal target -> the Elves returns',
    board: { turn: main, objects: [lark, elves, bear] },
    actions: [leaves],
    events: ['putOnStack lark:1 603.3'],
    objects: { elves: { zone: 'battlefield' }, bear: { zone: 'graveyard' } },
  },
  {
    name: 'Vesperlark leaves, CR 603.3d: Grizzly Bears has power 2, no legal target -> the ability is removed, the Bears stay',
    board: { turn: main, objects: [lark, bear] },
    actions: [leaves],
    events: ['triggerRemoved lark 603.3d'],
    without: ['putOnStack lark:1 603.3'],
    objects: { bear: { zone: 'graveyard' } },
  },
];

const dragonslayer = {
  turn: main,
  players: [{ id: 'A', manaPool: '{C}{C}{W}' }, { id: 'B' }],
  objects: [
    { id: 'slayer', card: 'Hidden Dragonslayer', faceDown: true },
    { id: 'mine', card: 'Craw Wurm' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ],
};
const turnUp: Action = { kind: 'turnFaceUp', object: 'slayer' };

const OPPONENTS: readonly PlayRow[] = [
  {
    name: "Hidden Dragonslayer turned face up: an opponent's Craw Wurm (power 6) is the one legal target -> destroyed",
    board: {
      ...dragonslayer,
      objects: [...dragonslayer.objects, { id: 'wurm', card: 'Craw Wurm', controller: 'B' }],
    },
    actions: [turnUp],
    objects: { wurm: { zone: 'graveyard' }, mine: { zone: 'battlefield' }, bear: { zone: 'battlefield' } },
  },
  {
    name: "Hidden Dragonslayer, CR 603.3d: its controller's own 6/4 and the opponent's 2/2 don't fit -> the ability is removed",
    board: dragonslayer,
    actions: [turnUp],
    events: ['triggerRemoved slayer 603.3d'],
    objects: { mine: { zone: 'battlefield' }, bear: { zone: 'battlefield' } },
  },
];

table('a target with power 4 or greater an opponent controls (CR 115.1, 208.1)', OPPONENTS);

table('graveyard targets bounded by power (CR 115.1, 208.1)', ROWS);
