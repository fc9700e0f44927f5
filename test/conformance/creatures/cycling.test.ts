import { describe, it } from 'vitest';
import { checkPlay, decide, type PlayRow } from '../../support/play.js';

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
    events: ['zoneChange cerodon hand>graveyard 702.29a', 'cardDrawn A 121.1'],
  },
  {
    name: "CR 702.29a: cycling is an activated ability with no timing limit: it works in the opponent's combat",
    board: board('declareBlockers', 'hand', 'B'),
    // CR 117.1, 117.3d: A activates once B, the active player, has passed priority to them.
    actions: [{ kind: 'pass' }, { kind: 'activate', object: 'cerodon', ability: 0 }],
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

/**
 * Typecycling (CR 702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
 * library for a [type] card, reveal it, and put it into your hand. Then shuffle your library."
 * Elvish Aberration has "Forestcycling {2}".
 */
const aberration = (zone: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{G}{G}' }, { id: 'B' }],
  objects: [
    { id: 'elf', card: 'Elvish Aberration', zone, owner: 'A' },
    { id: 'forest', card: 'Forest', zone: 'library', owner: 'A' },
    { id: 'island', card: 'Island', zone: 'library', owner: 'A' },
  ],
});

const TYPECYCLING: readonly PlayRow[] = [
  {
    name: 'CR 702.29e, Elvish Aberration: forestcycling discards it and puts a Forest card from the library into the hand',
    board: aberration('hand'),
    actions: [{ kind: 'activate', object: 'elf', ability: 1, decisions: [{ cards: ['forest'] }] }],
    objects: { elf: { zone: 'graveyard' }, forest: { zone: 'hand' }, island: { zone: 'library' } },
    events: ['zoneChange elf hand>graveyard 702.29a', 'libraryShuffled A 701.24a'],
  },
  {
    name: 'CR 702.29e, 608.2d, Elvish Aberration: forestcycling finds only a Forest card; an Island named ahead leaves the search waiting for an answer',
    board: aberration('hand'),
    actions: [{ kind: 'activate', object: 'elf', ability: 1, decisions: [{ cards: ['island'] }] }],
    objects: { elf: { zone: 'graveyard' }, forest: { zone: 'library' }, island: { zone: 'library' } },
    toAct: 'decide A',
    stack: ['elf:1'],
  },
  {
    name: 'CR 702.29e, 701.23a, Elvish Aberration: answering the forestcycling search with an Island is refused',
    board: aberration('hand'),
    actions: [{ kind: 'activate', object: 'elf', ability: 1 }, decide({ cards: ['island'] })],
    refused: '701.23a',
    objects: { island: { zone: 'library' } },
    toAct: 'decide A',
  },
  {
    name: 'CR 702.29e, 608.2d, Elvish Aberration: the search answered as it resolves puts the Forest into the hand',
    board: aberration('hand'),
    actions: [{ kind: 'activate', object: 'elf', ability: 1 }, decide({ cards: ['forest'] })],
    objects: { forest: { zone: 'hand' }, island: { zone: 'library' } },
    events: ['resolved a1 608.2n', 'libraryShuffled A 701.24a'],
    stack: [],
  },
  {
    name: 'CR 702.29e, 113.6m: forestcycling functions only while the card is in a hand',
    board: aberration('battlefield'),
    actions: [{ kind: 'activate', object: 'elf', ability: 1, decisions: [{ cards: ['forest'] }] }],
    refused: '113.6m',
  },
];

describe('typecycling (CR 702.29e)', () => {
  it.each(TYPECYCLING)('$name', (row) => {
    checkPlay(row);
  });
});
