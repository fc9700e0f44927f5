import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Control-changing instructions (CR 613.1b, layer 2): "gain control of target creature ...
 * until end of turn. Untap that creature. It gains haste until end of turn." on a real card
 * compiled from its Oracle text (Conquering Manticore), played with `apply`.
 */

const enters = (targets: string[]): Action => ({ kind: 'putOntoBattlefield', object: 'manticore', targets });
const board = (bears: object = {}) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'manticore', card: 'Conquering Manticore', zone: 'hand' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'B', tapped: true, ...bears },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "Conquering Manticore enters targeting B's tapped Grizzly Bears: A controls it, untapped, with haste (CR 613.1b, 701.26b, 702.10b)",
    board: board(),
    actions: [enters(['bears'])],
    objects: { bears: { controller: 'A', tapped: false, keywords: ['Haste'] } },
  },
  {
    name: 'Conquering Manticore: the stolen Grizzly Bears, with haste, may attack B this turn (CR 302.6, 702.10b)',
    board: board(),
    actions: [
      enters(['bears']),
      { kind: 'advance', to: 'declareAttackers' },
      { kind: 'declareAttackers', attackers: attack('bears') },
    ],
    objects: { bears: { attacking: 'B', tapped: true } },
  },
  {
    name: 'Conquering Manticore: at the cleanup step the effects end and B controls the Bears again (CR 514.2, 613.1b)',
    board: board(),
    actions: [enters(['bears']), { kind: 'advance', to: 'cleanup' }],
    objects: { bears: { controller: 'B', keywords: [] } },
  },
  {
    name: 'Conquering Manticore can\'t target A\'s own creature: "an opponent controls" (CR 115.1, 608.2b)',
    board: board({ controller: 'A' }),
    actions: [enters(['bears'])],
    refused: '601.2c',
    objects: { bears: { controller: 'A', tapped: true } },
  },
];

describe('gaining control until end of turn (CR 613.1b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
