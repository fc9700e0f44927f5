import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Filters by how many colours an object is (CR 105.2a monocolored, 105.2b multicolored, 105.2c
 * colorless) and by mana value bounds (202.3: "with mana value N or less / N or greater / N"),
 * read now, after the layers: in targets (601.2c), groups of permanents (611.3a) and the spells a
 * cast trigger sees (601.2i). The cards are real and compiled from their Oracle text.
 */

const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const theirs = (id: string, card: string) => ({ id, card, controller: 'B' });
const board = (objects: readonly object[], manaPool = '{B}{B}{R}{W}{C}{C}{C}') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool }, { id: 'B' }],
  objects,
});
const cast = (object: string, targets: readonly string[] = []): Action => ({ kind: 'cast', object, targets });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 105.2a, Ultimate Price: Hill Giant (red) is monocolored -> destroyed',
    board: board([inHand('price', 'Ultimate Price'), theirs('giant', 'Hill Giant')]),
    actions: [cast('price', ['giant'])],
    objects: { giant: { zone: 'graveyard' } },
  },
  {
    name: 'CR 105.2b, 601.2c, Ultimate Price: Watchwolf (green and white) is not monocolored -> refused',
    board: board([inHand('price', 'Ultimate Price'), theirs('wolf', 'Watchwolf')]),
    actions: [cast('price', ['wolf'])],
    refused: '601.2c',
  },
  {
    name: 'CR 105.2c, 601.2c, Ultimate Price: Ornithopter is colorless, not monocolored -> refused',
    board: board([inHand('price', 'Ultimate Price'), theirs('thopter', 'Ornithopter')]),
    actions: [cast('price', ['thopter'])],
    refused: '601.2c',
  },
  {
    name: 'CR 105.2b, 611.3a, Glass of the Guildpact cast: Watchwolf gets +1/+1, Grizzly Bears (green only) does not',
    board: board([
      inHand('glass', 'Glass of the Guildpact'),
      { id: 'wolf', card: 'Watchwolf' },
      { id: 'bear', card: 'Grizzly Bears' },
    ]),
    actions: [cast('glass')],
    objects: { wolf: { pt: '4/4' }, bear: { pt: '2/2' } },
  },
  {
    name: 'CR 105.2c, 702.114a, 611.3a, Tide Drifter cast: devoid makes it colorless; Ornithopter (colorless) gets +0/+1, Grizzly Bears does not, nor Tide Drifter ("other")',
    board: board(
      [
        inHand('drifter', 'Tide Drifter'),
        { id: 'thopter', card: 'Ornithopter' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      '{U}{C}',
    ),
    actions: [cast('drifter')],
    objects: { thopter: { pt: '0/3' }, bear: { pt: '2/2' }, drifter: { zone: 'battlefield', pt: '0/5' } },
  },
  {
    name: 'CR 202.3, Smother: Hill Giant has mana value 4, not 3 or less -> refused',
    board: board([inHand('smother', 'Smother'), theirs('giant', 'Hill Giant')]),
    actions: [cast('smother', ['giant'])],
    refused: '601.2c',
  },
  {
    name: 'CR 202.3, Smother: Grizzly Bears has mana value 2 -> destroyed',
    board: board([inHand('smother', 'Smother'), theirs('bear', 'Grizzly Bears')]),
    actions: [cast('smother', ['bear'])],
    objects: { bear: { zone: 'graveyard' } },
  },
  {
    name: 'CR 105.2b, 601.2i, Gloryscale Viashino: casting Lightning Helix (white and red) gives it +3/+3',
    board: board([{ id: 'viashino', card: 'Gloryscale Viashino' }, inHand('helix', 'Lightning Helix')]),
    actions: [cast('helix', ['B'])],
    objects: { viashino: { pt: '6/6' } },
    players: { A: { life: 23 }, B: { life: 17 } },
    events: ['triggered viashino spellCast 601.2i'],
  },
  {
    name: 'CR 105.2a, 601.2i, Gloryscale Viashino: Lightning Bolt (red only) does not trigger it',
    board: board([{ id: 'viashino', card: 'Gloryscale Viashino' }, inHand('bolt', 'Lightning Bolt')]),
    actions: [cast('bolt', ['B'])],
    objects: { viashino: { pt: '3/3' } },
    without: ['triggered viashino spellCast 601.2i'],
  },
  {
    name: 'CR 202.3, 601.2i, Ascendant Packleader: Hill Giant (mana value 4) is "a spell with mana value 4 or greater" -> a +1/+1 counter',
    board: board([{ id: 'pack', card: 'Ascendant Packleader' }, inHand('giant', 'Hill Giant')]),
    actions: [cast('giant')],
    objects: { pack: { counters: { '+1/+1': 1 }, pt: '3/2' }, giant: { zone: 'battlefield' } },
  },
  {
    name: 'CR 202.3, 601.2i, Ascendant Packleader: Grizzly Bears (mana value 2) does not trigger it',
    board: board([{ id: 'pack', card: 'Ascendant Packleader' }, inHand('bear', 'Grizzly Bears')], '{G}{G}'),
    actions: [cast('bear')],
    objects: { pack: { pt: '2/1' }, bear: { zone: 'battlefield' } },
    without: ['triggered pack spellCast 601.2i'],
  },
];

describe('colour counts and mana value bounds in filters, played (CR 105.2a-c, 202.3)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
