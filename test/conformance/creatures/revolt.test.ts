import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Revolt, "if a permanent you controlled left the battlefield this turn": the turn counts, for
 * each player, the permanents they controlled that left the battlefield, as they last existed
 * there (603.10a, 608.2h; `turn.permanentsLeft`, gone with the next turn, 500.1). Read as the
 * permanent enters (614.1c) or as an intervening "if" (603.4). Real cards' Oracle text.
 */

const board = (objects: readonly object[], turn: object = {}) => ({
  turn: { step: 'main1', active: 'A', ...turn },
  players: [{ id: 'A', manaPool: '{G}{C}' }, { id: 'B' }],
  objects,
});
const liberator = { id: 'lib', card: 'Greenwheel Liberator', zone: 'hand', owner: 'A' };
const castLiberator: Action = { kind: 'cast', object: 'lib' };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Greenwheel Liberator, "Revolt — enters with two +1/+1 counters on it if a permanent you controlled left the battlefield this turn.": A\'s Grizzly Bears went to the graveyard -> 4/3',
    board: board([liberator, { id: 'bear', card: 'Grizzly Bears' }]),
    actions: [{ kind: 'move', object: 'bear', to: 'graveyard' }, castLiberator],
    objects: { lib: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '4/3' } },
  },
  {
    name: 'Greenwheel Liberator, revolt: a permanent B controlled left, not one A controlled -> 2/1',
    board: board([liberator, { id: 'bear', card: 'Grizzly Bears', controller: 'B' }]),
    actions: [{ kind: 'move', object: 'bear', to: 'exile' }, castLiberator],
    objects: { lib: { zone: 'battlefield', counters: {}, pt: '2/1' } },
  },
  {
    name: 'Greenwheel Liberator, revolt: a board file saying A had a permanent leave this turn -> 4/3',
    board: board([liberator], { permanentsLeft: { A: 1 } }),
    actions: [castLiberator],
    objects: { lib: { zone: 'battlefield', counters: { '+1/+1': 2 }, pt: '4/3' } },
  },
  {
    name: 'Solemn Recruit, CR 603.4: "At the beginning of your end step, if a permanent you controlled left the battlefield this turn, put a +1/+1 counter on Solemn Recruit."',
    board: board([{ id: 'recruit', card: 'Solemn Recruit' }], { permanentsLeft: { A: 1 } }),
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { recruit: { counters: { '+1/+1': 1 }, pt: '3/3' } },
  },
  {
    name: 'Solemn Recruit, CR 603.4: none left this turn: no counter',
    board: board([{ id: 'recruit', card: 'Solemn Recruit' }]),
    actions: [{ kind: 'advance', to: 'end' }],
    objects: { recruit: { counters: {}, pt: '2/2' } },
  },
];

describe('revolt: a permanent you controlled left the battlefield this turn', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
