import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "You may choose not to untap [this] during your untap step." (CR 502.3: the active player
 * determines which of their permanents untap), played with `apply`'s `advance` and its
 * `keepTapped` on real cards, from B's end step into A's turn.
 */

const toUpkeep = (...keepTapped: string[]): Action => ({
  kind: 'advance',
  to: 'upkeep',
  ...(keepTapped.length === 0 ? {} : { keepTapped }),
});
const board = (...objects: readonly object[]) => ({
  turn: { number: 1, active: 'B', step: 'end' },
  objects: [...objects, { card: 'Forest', zone: 'library', owner: 'A' }],
});
const prison = { id: 'prison', card: 'Amber Prison', controller: 'A', tapped: true };
const rubinia = { id: 'rubinia', card: 'Rubinia Soulsinger', controller: 'A', tapped: true };
const bear = { id: 'bear', card: 'Grizzly Bears', controller: 'A', tapped: true };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Amber Prison, CR 502.3: its controller chooses not to untap it; their other permanents untap',
    board: board(prison, bear),
    actions: [toUpkeep('prison')],
    objects: { prison: { tapped: true }, bear: { tapped: false } },
    turn: { number: 2, active: 'A', step: 'upkeep' },
    events: ['untapped bear 502.3'],
    without: ['untapped prison 502.3'],
  },
  {
    name: 'Amber Prison, CR 502.3: without that choice it untaps as usual',
    board: board(prison),
    actions: [toUpkeep()],
    objects: { prison: { tapped: false } },
    events: ['untapped prison 502.3'],
  },
  {
    name: 'Rubinia Soulsinger, CR 502.3: a creature its controller keeps tapped',
    board: board(rubinia, bear),
    actions: [toUpkeep('rubinia')],
    objects: { rubinia: { tapped: true }, bear: { tapped: false } },
  },
  {
    name: "Grizzly Bears, CR 502.3: a permanent without the ability can't be kept tapped; refused, the turn unchanged",
    board: board(prison, bear),
    actions: [toUpkeep('prison', 'bear')],
    refused: '502.3',
    objects: { prison: { tapped: true }, bear: { tapped: true } },
    turn: { number: 1, active: 'B', step: 'end' },
  },
  {
    name: 'Amber Prison, CR 502.3: keeping it tapped when the advance passes no untap step is refused',
    board: { turn: { number: 1, active: 'A', step: 'main1' }, objects: [prison] },
    actions: [{ kind: 'advance', to: 'end', keepTapped: ['prison'] }],
    refused: '502.3',
    turn: { number: 1, step: 'main1' },
  },
  {
    name: "Amber Prison, CR 502.3: an opponent's Prison stays tapped in A's untap step anyway, choice or not",
    board: board({ ...prison, controller: 'B' }),
    actions: [toUpkeep('prison')],
    objects: { prison: { tapped: true } },
  },
];

describe('choosing not to untap (502.3)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
