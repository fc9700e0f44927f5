import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "target creature card with power 1 or less from your graveyard" (CR 115.1, 208.1): a card in a
 * graveyard has the power it prints. The card is real and compiled from its Oracle text:
 * Vesperlark ("When Vesperlark leaves the battlefield, return target creature card with power 1
 * or less from your graveyard to the battlefield.").
 */

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

describe('graveyard targets bounded by power (CR 115.1, 208.1)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_, row) => {
    checkPlay(row);
  });
});
