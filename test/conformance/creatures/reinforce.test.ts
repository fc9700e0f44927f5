import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Reinforce (CR 702.77a): "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
 * counters on target creature", an activated ability that functions only while the card is in a
 * hand (113.6m). Bannerhide Krushok has "Reinforce 2—{1}{G}" (its second ability), Swell of
 * Courage "Reinforce X—{X}{W}{W}" (107.3k: X is the X paid).
 */

const main = { number: 3, active: 'A', step: 'main1' };
const board = (manaPool: string, card: string, zone = 'hand') => ({
  turn: main,
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects: [
    { id: 'card', card, zone, owner: 'A' },
    { id: 'bear', card: 'Grizzly Bears' },
  ],
});
const reinforce = (ability: number, x?: number): Action => ({
  kind: 'activate',
  object: 'card',
  ability,
  targets: ['bear'],
  ...(x === undefined ? {} : { x }),
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'Bannerhide Krushok, CR 702.77a: {1}{G} and the discard put two +1/+1 counters on the target',
    board: board('{G}{C}', 'Bannerhide Krushok'),
    actions: [reinforce(1)],
    objects: { card: { zone: 'graveyard' }, bear: { counters: { '+1/+1': 2 }, pt: '4/4' } },
    players: { A: { mana: 0 } },
    events: ['zoneChange card hand>graveyard 701.9a', 'countersChanged bear +1/+1 +2 122.1'],
  },
  {
    name: 'Bannerhide Krushok, CR 702.77a, 113.6m: reinforce does not function on the battlefield',
    board: board('{G}{C}', 'Bannerhide Krushok', 'battlefield'),
    actions: [reinforce(1)],
    refused: '113.6m',
  },
  {
    name: 'Swell of Courage, CR 702.77a, 107.3k: Reinforce X with X = 3 puts three counters',
    board: board('{W}{W}{C}{C}{C}', 'Swell of Courage'),
    actions: [reinforce(1, 3)],
    objects: { card: { zone: 'graveyard' }, bear: { counters: { '+1/+1': 3 }, pt: '5/5' } },
  },
];

describe('reinforce (CR 702.77)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
