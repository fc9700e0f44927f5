import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Control changes that last (CR 613.1b, layer 2): "Gain control of target permanent." with no
 * duration lasts for as long as the permanent stays on the battlefield (611.2a, 400.7), and an
 * Aura's "You control enchanted creature." for as long as it is attached (Control Magic, 303.4);
 * two control effects apply in timestamp order (613.7). The cards are real and compiled from
 * their Oracle text.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cleanup: Action = { kind: 'advance', to: 'cleanup' };
const bears = { id: 'bears', card: 'Grizzly Bears', controller: 'B' };
const magic = { id: 'magic', card: 'Control Magic', attachedTo: 'bears' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 611.2a, Agent of Treachery, "When [this] enters, gain control of target permanent.": A controls B\'s Forest, still after the cleanup step (514.2)',
    board: {
      turn: main,
      objects: [
        { id: 'agent', card: 'Agent of Treachery', zone: 'hand' },
        { id: 'forest', card: 'Forest', controller: 'B' },
      ],
    },
    actions: [{ kind: 'putOntoBattlefield', object: 'agent' }, targeting('agent', 'forest'), cleanup],
    objects: { forest: { controller: 'A' } },
  },
  {
    name: 'CR 613.1b, Memnarch, "{3}{U}: Gain control of target artifact.": B\'s Bonesplitter is A\'s',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}{U}{U}{U}' }, { id: 'B' }],
      objects: [
        { id: 'memnarch', card: 'Memnarch' },
        { id: 'splitter', card: 'Bonesplitter', controller: 'B' },
      ],
    },
    actions: [{ kind: 'activate', object: 'memnarch', ability: 1, targets: ['splitter'] }, cleanup],
    objects: { splitter: { controller: 'A' } },
  },
  {
    name: 'CR 303.4, Control Magic, "You control enchanted creature.": A controls B\'s Grizzly Bears',
    board: { turn: main, objects: [bears, magic] },
    actions: [cleanup],
    objects: { bears: { controller: 'A' } },
  },
  {
    name: 'CR 611.3a, Control Magic destroyed by Tranquility: its effect ends, B controls the Bears again',
    board: { turn: main, objects: [bears, magic] },
    actions: [{ kind: 'resolve', source: 'Tranquility', controller: 'A' }],
    objects: { magic: { zone: 'graveyard' }, bears: { controller: 'B' } },
  },
  {
    name: "CR 613.7: B's Act of Treason, later than Control Magic, gives B the Bears this turn",
    board: { turn: main, objects: [bears, magic] },
    actions: [{ kind: 'resolve', source: 'Act of Treason', controller: 'B', targets: ['bears'] }],
    objects: { bears: { controller: 'B', keywords: ['Haste'] } },
  },
  {
    name: "CR 613.7, 514.2: B's Act of Treason, later than Control Magic, gives B the Bears until the cleanup step; then Control Magic's effect applies again",
    board: { turn: main, objects: [bears, magic] },
    actions: [{ kind: 'resolve', source: 'Act of Treason', controller: 'B', targets: ['bears'] }, cleanup],
    objects: { bears: { controller: 'A' } },
  },
];

describe('control changes that last (CR 613.1b)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
