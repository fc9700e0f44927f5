import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Cycling (CR 702.29a): "[Cost], Discard this card: Draw a card", an activated ability that
 * functions only while the card is in a hand. Desert Cerodon's only ability is "Cycling {R}".
 */

const board = (step: string, zone: string, active = 'A') => ({
  turn: { step, active },
  players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }],
  objects: [
    { id: 'cerodon', card: 'Desert Cerodon', zone, owner: 'A' },
    { id: 'top', card: 'Mountain', zone: 'library', owner: 'A' },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 702.29a, 701.9a: cycling Desert Cerodon pays {R}, discards it and draws a card',
    board: board('main1', 'hand'),
    actions: [{ kind: 'activate', object: 'cerodon', ability: 0 }],
    objects: { cerodon: { zone: 'graveyard' }, top: { zone: 'hand' } },
    players: { A: { mana: 0 } },
    events: ['zoneChange cerodon hand>graveyard 701.9a', 'cardDrawn A 121.1'],
  },
  {
    name: "CR 702.29a: cycling is an activated ability with no timing limit: it works in the opponent's combat",
    board: board('declareBlockers', 'hand', 'B'),
    actions: [{ kind: 'activate', object: 'cerodon', ability: 0 }],
    objects: { cerodon: { zone: 'graveyard' }, top: { zone: 'hand' } },
  },
  {
    name: 'CR 702.29a, 113.6m: cycling functions only while the card is in a hand, not on the battlefield',
    board: board('main1', 'battlefield'),
    actions: [{ kind: 'activate', object: 'cerodon', ability: 0 }],
    refused: '113.6m',
  },
  {
    name: 'CR 502.4: no ability is activated in the untap step, cycling included',
    board: board('untap', 'hand'),
    actions: [{ kind: 'activate', object: 'cerodon', ability: 0 }],
    refused: '502.4',
  },
  {
    name: 'CR 702.29a, 113.6m: a card in the graveyard has no cycling to activate',
    board: board('main1', 'graveyard'),
    actions: [{ kind: 'activate', object: 'cerodon', ability: 0 }],
    refused: '113.6m',
  },
];

describe('cycling (CR 702.29a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
