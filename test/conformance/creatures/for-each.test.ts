import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 608.2h: "[instruction] for each [thing]" counts the things as the instruction is followed.
 * The cards are real and compiled from their Oracle text:
 * - Angel of Renewal: "When Angel of Renewal enters the battlefield, you gain 1 life for each
 *   creature you control." (itself included: it is on the battlefield as the ability resolves)
 * - Goldnight Redeemer: "When Goldnight Redeemer enters the battlefield, you gain 2 life for
 *   each other creature you control."
 * - Avenger of Zendikar (first ability): "When Avenger of Zendikar enters the battlefield,
 *   create a 0/1 green Plant creature token for each land you control."
 */

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
const main = { number: 3, active: 'A', step: 'main1' };

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 608.2h, Angel of Renewal: itself and two bears, not the opponent's bear -> you gain 3 life",
    board: {
      turn: main,
      objects: [
        { id: 'angel', card: 'Angel of Renewal', zone: 'hand' },
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
        { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      ],
    },
    actions: [enter('angel')],
    players: { A: { life: 23 }, B: { life: 20 } },
    events: ['triggered angel entersBattlefield 603.6a', 'lifeGained A 3 119.3'],
  },
  {
    name: 'CR 608.2h, Goldnight Redeemer: "other" leaves itself out -> 2 life for each of two bears, 4',
    board: {
      turn: main,
      objects: [
        { id: 'redeemer', card: 'Goldnight Redeemer', zone: 'hand' },
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
    },
    actions: [enter('redeemer')],
    players: { A: { life: 24 } },
  },
  {
    name: 'CR 608.2h, 107.1b: Goldnight Redeemer alone counts no other creature -> no life gained (gaining 0 is no event, 119.10)',
    board: { turn: main, objects: [{ id: 'redeemer', card: 'Goldnight Redeemer', zone: 'hand' }] },
    actions: [enter('redeemer')],
    players: { A: { life: 20 } },
    without: ['lifeGained A 0 119.3'],
  },
  {
    name: 'CR 608.2h, 111.2: Avenger of Zendikar with three lands -> three 0/1 Plant tokens',
    board: {
      turn: main,
      objects: [
        { id: 'avenger', card: 'Avenger of Zendikar', zone: 'hand' },
        { id: 'f1', card: 'Forest' },
        { id: 'f2', card: 'Forest' },
        { id: 'f3', card: 'Forest' },
      ],
    },
    actions: [enter('avenger')],
    // The trigger on the stack is a1, so the tokens are o2 to o4.
    objects: { o2: { pt: '0/1' }, o4: { pt: '0/1' } },
    events: ['tokenCreated o2 Plant Token 111.2', 'tokenCreated o4 Plant Token 111.2'],
    without: ['tokenCreated o5 Plant Token 111.2'],
  },
];

describe('"for each" amounts (CR 608.2h)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
