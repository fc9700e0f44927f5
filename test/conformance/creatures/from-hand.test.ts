import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

/**
 * "Reveal / discard any number of [kind] cards" (CR 608.2d): as it resolves, its controller
 * chooses any number of the cards in their hand of that kind, none too, with a decision (a `pick`
 * question with min 0); a card not in their hand, not of the kind, or chosen twice is refused.
 * The cards are revealed (701.20a) or discarded (701.9a), and the sentences after count them
 * ("this way", "that many", 608.2c). Real cards, compiled from their Oracle text:
 * - Scent of Ivy: "Reveal any number of green cards in your hand. Target creature gets +X/+X until
 *   end of turn, where X is the number of cards revealed this way."
 * - Nightshade Seer: "{2}{B}, {T}: Reveal any number of black cards in your hand. Target creature
 *   gets -X/-X until end of turn, where X is the number of cards revealed this way."
 * - Sacred Rites: "Discard any number of cards. Creatures you control get +0/+1 until end of turn
 *   for each card discarded this way."
 * - Mind Maggots (2/2): "When Mind Maggots enters the battlefield, discard any number of creature
 *   cards. For each card discarded this way, put two +1/+1 counters on Mind Maggots."
 * - Nantuko Cultivator (2/2): "When Nantuko Cultivator enters the battlefield, you may discard any
 *   number of land cards. Put that many +1/+1 counters on Nantuko Cultivator and draw that many cards."
 */

const main = { number: 3, active: 'A', step: 'main1' };
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
/** Two green cards (Llanowar Elves, Giant Growth), a black one (Dark Ritual) and an Island in A's hand, and B's Grizzly Bears. */
const hand = [
  inHand('elves', 'Llanowar Elves'),
  inHand('growth', 'Giant Growth'),
  inHand('ritual', 'Dark Ritual'),
  inHand('island', 'Island'),
];
const bear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' };
const board = (...objects: object[]) => ({ turn: main, objects: [...hand, bear, ...objects] });
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, card: 'Forest', zone: 'library', owner: 'A' }));

/** The spell resolved by name on its target, with its decision: the cards chosen. */
const resolveWith = (spell: string, cards: string[], ...targets: string[]): Action => ({
  kind: 'resolve',
  source: spell,
  controller: 'A',
  targets,
  decisions: [{ cards }],
});
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 701.20a, 608.2c, Scent of Ivy: A reveals two green cards, so Grizzly Bears (2/2) gets +2/+2; they stay in the hand',
    board: board(),
    actions: [resolveWith('Scent of Ivy', ['elves', 'growth'], 'bear')],
    objects: { bear: { pt: '4/4' }, elves: { zone: 'hand' }, growth: { zone: 'hand' } },
    events: ['revealed A elves 701.20a', 'revealed A growth 701.20a'],
  },
  {
    name: 'CR 608.2d, Scent of Ivy: any number is none too: A reveals nothing, +0/+0',
    board: board(),
    actions: [resolveWith('Scent of Ivy', [], 'bear')],
    objects: { bear: { pt: '2/2' } },
  },
  {
    name: 'CR 608.2d, Scent of Ivy: Dark Ritual is not a green card, refused',
    board: board(),
    actions: [resolveWith('Scent of Ivy', ['elves', 'ritual'], 'bear')],
    refused: '608.2d',
  },
  {
    name: "CR 701.20a, Scent of Ivy: B's Grizzly Bears on the battlefield is not a card in A's hand, refused",
    board: board(),
    actions: [resolveWith('Scent of Ivy', ['bear'], 'bear')],
    refused: '701.20a',
  },
  {
    name: 'CR 701.20a, Scent of Ivy: a card revealed twice is refused',
    board: board(),
    actions: [resolveWith('Scent of Ivy', ['elves', 'elves'], 'bear')],
    refused: '701.20a',
  },
  {
    name: 'CR 608.2d, Scent of Ivy: without a decision it waits for A to choose',
    board: board(),
    actions: [{ kind: 'resolve', source: 'Scent of Ivy', controller: 'A', targets: ['bear'] }],
    refused: '608.2d',
  },
  {
    name: 'CR 602.2, 608.2c, Nightshade Seer: activated, A reveals Dark Ritual, so Grizzly Bears gets -1/-1',
    board: {
      ...board({ id: 'seer', card: 'Nightshade Seer', controller: 'A' }),
      players: [{ id: 'A', manaPool: '{B}{B}{B}' }, { id: 'B' }],
    },
    actions: [
      { kind: 'activate', object: 'seer', ability: 0, targets: ['bear'], decisions: [{ cards: ['ritual'] }] },
    ],
    objects: { bear: { pt: '1/1' }, seer: { tapped: true } },
  },
  {
    name: 'CR 701.9a, 608.2c, Sacred Rites: A discards three cards, so creatures A controls get +0/+3 (Llanowar Elves 1/1 -> 1/4)',
    board: {
      turn: main,
      objects: [...hand, { id: 'onField', card: 'Llanowar Elves', controller: 'A' }, bear],
    },
    actions: [resolveWith('Sacred Rites', ['elves', 'ritual', 'island'])],
    objects: {
      onField: { pt: '1/4' },
      bear: { pt: '2/2' },
      elves: { zone: 'graveyard' },
      island: { zone: 'graveyard' },
      growth: { zone: 'hand' },
    },
    events: ['zoneChange elves hand>graveyard 701.9a', 'zoneChange island hand>graveyard 701.9a'],
  },
  {
    name: 'CR 701.9a, 608.2c, Mind Maggots (2/2): its enters trigger waits for A, who discards Llanowar Elves, so two +1/+1 counters',
    board: board(inHand('maggots', 'Mind Maggots')),
    actions: [enter('maggots'), decide({ cards: ['elves'] })],
    objects: { maggots: { counters: { '+1/+1': 2 }, pt: '4/4' }, elves: { zone: 'graveyard' } },
  },
  {
    name: 'CR 608.2d, Mind Maggots: as its trigger resolves, the state asks A which creature cards to discard',
    board: board(inHand('maggots', 'Mind Maggots')),
    actions: [enter('maggots')],
    toAct: 'decide A',
  },
  {
    name: 'CR 701.9b, 608.2d, Mind Maggots: Giant Growth is not a creature card, refused',
    board: board(inHand('maggots', 'Mind Maggots')),
    actions: [enter('maggots'), decide({ cards: ['growth'] })],
    refused: '608.2d',
  },
  {
    name: 'CR 608.2c, 121.1, Nantuko Cultivator (2/2): A discards the Island, so one +1/+1 counter and one card drawn',
    board: board(inHand('cultivator', 'Nantuko Cultivator'), ...library(2)),
    actions: [enter('cultivator'), decide({ cards: ['island'] })],
    objects: {
      cultivator: { counters: { '+1/+1': 1 }, pt: '3/3' },
      island: { zone: 'graveyard' },
      c1: { zone: 'hand' },
      c2: { zone: 'library' },
    },
  },
];

describe('revealing or discarding any number of cards from a hand (CR 608.2d, 701.20a, 701.9a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
