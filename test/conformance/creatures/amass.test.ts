import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import { charsOf, checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Amass (CR 701.47a) on Aven Eternal, compiled from its Oracle text ("amass 1", read as amass
 * Zombies 1, 701.47d): the enters trigger waits (608.2d) for the choice of an Army.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const aven = { id: 'aven', card: 'Aven Eternal', zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'aven' };
const resolve = (...decisions: Decision[]): Action => ({
  kind: 'resolve',
  source: 'aven',
  ability: 1,
  controller: 'A',
  ...(decisions.length > 0 ? { decisions } : {}),
});
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
    actions: [enter, resolve()],
    objects: { theirs: { counters: { '+1/+1': 2 } }, o1: { pt: '1/1', zone: 'battlefield' } },
    events: [
      'triggerWaiting aven 1 608.2d',
      'tokenCreated o1 Zombie Army 111.2',
      'countersChanged o1 +1/+1 +1 701.47a',
    ],
  },
  {
    name: 'CR 701.47a, Aven Eternal: an Army it controls gets the counter; no token',
    board: board(army('horde', ['Zombie', 'Army'])),
    actions: [enter, resolve()],
    objects: { horde: { counters: { '+1/+1': 3 }, pt: '3/3' } },
    without: ['tokenCreated o1 Zombie Army 111.2'],
  },
  {
    name: 'CR 701.47a, Aven Eternal: of two Armies, the one chosen; an Army that is not a Zombie becomes one',
    board: board(army('orcs', ['Orc', 'Army']), army('horde', ['Zombie', 'Army'])),
    actions: [enter, resolve({ chosen: ['orcs'] })],
    objects: { orcs: { counters: { '+1/+1': 3 } }, horde: { counters: { '+1/+1': 2 } } },
  },
  {
    name: 'CR 608.2d, Aven Eternal: of two Armies, no choice is refused rather than guessed',
    board: board(army('orcs', ['Orc', 'Army']), army('horde', ['Zombie', 'Army'])),
    actions: [enter, resolve()],
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
      actions: [enter, resolve()],
      objects: { orcs: { counters: { '+1/+1': 3 } } },
    });
    expect(charsOf(played.state).get('orcs')?.subtypes).toEqual(['Orc', 'Army', 'Zombie']);
  });
});
