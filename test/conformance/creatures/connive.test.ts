import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * Connive (CR 701.50a-c) on Raffine's Informant, compiled from its Oracle text: the enters
 * trigger goes on the stack (603.3) and, as it resolves, waits for its player's decision
 * (608.2d), the card to discard, given with `decide`.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const informant = { id: 'informant', card: "Raffine's Informant", zone: 'hand' };
const enter: Action = { kind: 'putOntoBattlefield', object: 'informant' };
const card = (id: string, name: string, zone: string) => ({ id, card: name, zone, owner: 'A' });
const board = (...objects: object[]) => ({ turn: main, objects: [informant, ...objects] });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 701.50a, Raffine's Informant: it draws, then discards a nonland card: a +1/+1 counter",
    board: board(card('drawn', 'Forest', 'library'), card('held', 'Grizzly Bears', 'hand')),
    actions: [enter, decide({ cards: ['held'] })],
    objects: {
      drawn: { zone: 'hand' },
      held: { zone: 'graveyard' },
      informant: { counters: { '+1/+1': 1 }, pt: '3/2' },
    },
    events: [
      'putOnStack informant:0 603.3',
      'cardDrawn A 121.1',
      'countersChanged informant +1/+1 +1 701.50a',
    ],
  },
  {
    name: "CR 701.50a, Raffine's Informant: the card just drawn may be the one discarded; a land gives no counter",
    board: board(card('drawn', 'Forest', 'library'), card('held', 'Grizzly Bears', 'hand')),
    actions: [enter, decide({ cards: ['drawn'] })],
    objects: { drawn: { zone: 'graveyard' }, held: { zone: 'hand' }, informant: { counters: {} } },
  },
  {
    name: "CR 701.9b, Raffine's Informant: it discards exactly one card; two are refused",
    board: board(card('drawn', 'Forest', 'library'), card('held', 'Grizzly Bears', 'hand')),
    actions: [enter, decide({ cards: ['drawn', 'held'] })],
    refused: '701.9b',
  },
  {
    name: "CR 701.50b-c, Raffine's Informant: gone from the battlefield while its trigger is on the stack, it still connives: the draw and discard, no counter",
    board: board(card('drawn', 'Grizzly Bears', 'library')),
    manual: true,
    actions: [
      enter,
      { kind: 'move', object: 'informant', to: 'graveyard' },
      { kind: 'resolveStack' },
      decide({ cards: ['drawn'] }),
    ],
    objects: { drawn: { zone: 'graveyard' }, informant: { zone: 'graveyard', counters: {} } },
  },
];

describe('CR 701.50 connive', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
