import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow, targeting } from '../../support/play.js';

/**
 * Control-changing instructions (CR 613.1b, layer 2): "gain control of target creature ...
 * until end of turn. Untap that creature. It gains haste until end of turn." on a real card
 * compiled from its Oracle text (Conquering Manticore), played with `apply`. Its enters trigger
 * goes on the stack: with B's Grizzly Bears its lone legal target, it takes it automatically
 * (CR 603.3d); with another creature of B's, A chooses with `orderTriggers`.
 */

const enters: Action = { kind: 'putOntoBattlefield', object: 'manticore' };
const board = (bears: object = {}, more: object[] = []) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'manticore', card: 'Conquering Manticore', zone: 'hand' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'B', tapped: true, ...bears },
    ...more,
  ],
});
const wolf = { id: 'wolf', card: 'Grizzly Bears', controller: 'B' };
const wolf2 = { id: 'wolf2', card: 'Grizzly Bears', controller: 'B' };

const ROWS: readonly PlayRow[] = [
  {
    name: "Conquering Manticore enters targeting B's tapped Grizzly Bears: A controls it, untapped, with haste (CR 613.1b, 701.26b, 702.10b)",
    board: board(),
    actions: [enters],
    objects: { bears: { controller: 'A', tapped: false, keywords: ['Haste'] } },
    events: ['putOnStack manticore:1 603.3'],
  },
  {
    name: "Conquering Manticore with two creatures of B's: A chooses the Grizzly Bears as its target (CR 603.3d, 613.1b)",
    board: board({}, [wolf]),
    actions: [enters, targeting('manticore', 'bears')],
    objects: {
      bears: { controller: 'A', tapped: false, keywords: ['Haste'] },
      wolf: { controller: 'B', keywords: [] },
    },
  },
  {
    name: 'Conquering Manticore: the stolen Grizzly Bears, with haste, may attack B this turn (CR 302.6, 702.10b)',
    board: board(),
    actions: [
      enters,
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('bears') },
    ],
    objects: { bears: { attacking: 'B', tapped: true } },
  },
  {
    name: 'Conquering Manticore: at the cleanup step the effects end and B controls the Bears again (CR 514.2, 613.1b)',
    board: board(),
    actions: [enters, { kind: 'advance', to: 'cleanup' }],
    objects: { bears: { controller: 'B', keywords: [] } },
  },
  {
    name: 'Conquering Manticore can\'t target A\'s own creature: "an opponent controls" (CR 115.1, 601.2c)',
    board: board({ controller: 'A' }, [wolf, wolf2]),
    actions: [enters, targeting('manticore', 'bears')],
    refused: '601.2c',
    objects: { bears: { controller: 'A', tapped: true } },
    toAct: 'orderTriggers A',
  },
  {
    name: "Conquering Manticore with no creature of an opponent's: its trigger has no legal target and is removed (CR 603.3d)",
    board: board({ controller: 'A' }),
    actions: [enters],
    objects: { bears: { controller: 'A', tapped: true } },
    events: ['triggerRemoved manticore 603.3d'],
    stack: [],
  },
];

describe('gaining control until end of turn (CR 613.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
