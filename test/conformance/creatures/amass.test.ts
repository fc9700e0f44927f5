import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { charsOf, checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Amass (CR 701.47a) on Aven Eternal, compiled from its Oracle text ("amass 1", read as amass
 * Zombies 1, 701.47d): the enters trigger (its ability 1) goes on the stack (603.3) and resolves;
 * with no Army or one, it needs no choice; with two it waits (608.2d) for the choice of an Army,
 * given with `decide`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const aven = { id: 'aven', card: 'Aven Eternal', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'aven' };
const army = (id: string, subtypes: string[], controller = 'A') => ({
  id,
  card: 'Army',
  token: true,
  controller,
  tokenDef: {
    name: 'Army',
    colors: ['B'],
    types: ['Creature'],
    subtypes,
    power: 0,
    toughness: 0,
    abilities: [],
  },
  counters: { '+1/+1': 2 },
});
const board = (...objects: object[]) => ({ turn: main, objects: [aven, ...objects] });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.47a, Aven Eternal: with no Army, a 0/0 black Zombie Army token is created and gets the +1/+1 counter, so it lives',
    board: board(army('theirs', ['Zombie', 'Army'], 'B')),
    actions: [enter],
    objects: { theirs: { counters: { '+1/+1': 2 } }, o2: { pt: '1/1', zone: 'battlefield' } },
    events: [
      'putOnStack aven:1 603.3',
      'tokenCreated o2 Zombie Army 111.2',
      'countersChanged o2 +1/+1 +1 701.47a',
      'resolved a1 608.2n',
    ],
  },
  {
    name: 'CR 701.47a, Aven Eternal: an Army it controls gets the counter; no token',
    board: board(army('horde', ['Zombie', 'Army'])),
    actions: [enter],
    objects: { horde: { counters: { '+1/+1': 3 }, pt: '3/3' } },
    without: ['tokenCreated o2 Zombie Army 111.2'],
  },
  {
    name: 'CR 701.47a, Aven Eternal: of two Armies, the one chosen; an Army that is not a Zombie becomes one',
    board: board(army('orcs', ['Orc', 'Army']), army('horde', ['Zombie', 'Army'])),
    actions: [enter, decide({ chosen: ['orcs'] })],
    objects: { orcs: { counters: { '+1/+1': 3 } }, horde: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 608.2d, Aven Eternal: of two Armies, the resolving trigger waits for the choice rather than guessing',
    board: board(army('orcs', ['Orc', 'Army']), army('horde', ['Zombie', 'Army'])),
    actions: [enter],
    stack: ['aven:1'],
    toAct: 'decide A',
    objects: { orcs: { counters: { '+1/+1': 2 } }, horde: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 608.2d, Aven Eternal: of two Armies, an answer without the choice is refused',
    board: board(army('orcs', ['Orc', 'Army']), army('horde', ['Zombie', 'Army'])),
    actions: [enter, { kind: 'decide' }],
    refused: '701.47a',
  },
];

describe('CR 701.47 amass', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });

  it('CR 701.47a, 613.1d, Aven Eternal: the Orc Army chosen becomes a Zombie in addition to its types', () => {
    const played = checkPlay({
      name: 'amass on an Orc Army',
      board: board(army('orcs', ['Orc', 'Army'])),
      actions: [enter],
      objects: { orcs: { counters: { '+1/+1': 3 } } },
    });
    expect(charsOf(played.state).get('orcs')?.subtypes).toEqual(['Orc', 'Army', 'Zombie']);
  });
});
