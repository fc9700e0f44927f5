import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Permanents of a kind that aren't creatures, as Oracle text names them (CR 110.1, 205.3):
 * "Destroy all enchantments / Forests / white permanents / other enchantments" (701.8a), "as long
 * as you control a white permanent / a Gate / a Desert" (611.3a), "target permanent card"
 * (110.4a). The cards are real and compiled from their Oracle text.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const cast = (source: string, targets: string[] = []): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  ...(targets.length > 0 ? { targets } : {}),
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });

const DESTROY_ALL: readonly PlayRow[] = [
  {
    name: 'CR 701.8a, Tranquility, "Destroy all enchantments.": every enchantment, whoever controls it; not a creature',
    board: {
      turn: main,
      objects: [
        { id: 'mine', card: 'Glorious Anthem' },
        theirs('theirs', 'Glorious Anthem'),
        theirs('bear', 'Grizzly Bears'),
      ],
    },
    actions: [cast('Tranquility')],
    objects: { mine: { zone: 'graveyard' }, theirs: { zone: 'graveyard' }, bear: { zone: 'battlefield' } },
    events: ['destroyed mine 701.8a', 'destroyed theirs 701.8a'],
  },
  {
    name: 'CR 205.3i, Acid Rain, "Destroy all Forests.": a Forest is destroyed, a Mountain stays',
    board: { turn: main, objects: [theirs('forest', 'Forest'), theirs('mountain', 'Mountain')] },
    actions: [cast('Acid Rain')],
    objects: { forest: { zone: 'graveyard' }, mountain: { zone: 'battlefield' } },
  },
  {
    name: 'CR 105.2, Anarchy, "Destroy all white permanents.": a white enchantment and a white creature; a green creature stays',
    board: {
      turn: main,
      objects: [
        theirs('anthem', 'Glorious Anthem'),
        theirs('lions', 'Savannah Lions'),
        theirs('bear', 'Grizzly Bears'),
      ],
    },
    actions: [cast('Anarchy')],
    objects: { anthem: { zone: 'graveyard' }, lions: { zone: 'graveyard' }, bear: { zone: 'battlefield' } },
  },
  {
    name: 'Tranquil Grove, "{1}{G}{G}: Destroy all other enchantments.": the Grove itself stays',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{G}{G}{G}' }, { id: 'B' }],
      objects: [{ id: 'grove', card: 'Tranquil Grove' }, theirs('anthem', 'Glorious Anthem')],
    },
    actions: [{ kind: 'activate', object: 'grove', ability: 0 }],
    objects: { grove: { zone: 'battlefield' }, anthem: { zone: 'graveyard' } },
  },
];

const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });

const CONDITIONS: readonly PlayRow[] = [
  {
    name: 'CR 611.3a, Cliffrunner Behemoth, "has lifelink as long as you control a white permanent": a white enchantment enters -> lifelink',
    board: {
      turn: main,
      objects: [
        { id: 'rhino', card: 'Cliffrunner Behemoth' },
        { id: 'anthem', card: 'Glorious Anthem', zone: 'hand' },
      ],
    },
    actions: [enter('anthem')],
    objects: { rhino: { keywords: ['Lifelink'], pt: '6/4' } },
  },
  {
    name: "CR 611.3a, Cliffrunner Behemoth: the opponent's white permanent is not yours -> no lifelink",
    board: {
      turn: main,
      objects: [
        { id: 'rhino', card: 'Cliffrunner Behemoth' },
        theirs('anthem', 'Glorious Anthem', { zone: 'hand' }),
      ],
    },
    actions: [enter('anthem')],
    objects: { rhino: { keywords: [], pt: '5/3' } },
  },
  {
    name: 'CR 205.3i, Armory Guard, "has vigilance as long as you control a Gate": Azorius Guildgate enters -> vigilance',
    board: {
      turn: main,
      objects: [
        { id: 'guard', card: 'Armory Guard' },
        { id: 'gate', card: 'Azorius Guildgate', zone: 'hand' },
      ],
    },
    actions: [enter('gate')],
    objects: { guard: { keywords: ['Vigilance'] } },
  },
  {
    name: 'CR 205.3i, Armory Guard: a Plains is no Gate -> no vigilance',
    board: {
      turn: main,
      objects: [
        { id: 'guard', card: 'Armory Guard' },
        { id: 'plains', card: 'Plains', zone: 'hand' },
      ],
    },
    actions: [enter('plains')],
    objects: { guard: { keywords: [] } },
  },
];

const CARDS: readonly PlayRow[] = [
  {
    name: 'CR 110.4a, Nature\'s Spiral, "Return target permanent card from your graveyard to your hand.": a creature card returns',
    board: { turn: main, objects: [{ id: 'bear', card: 'Grizzly Bears', zone: 'graveyard' }] },
    actions: [cast("Nature's Spiral", ['bear'])],
    objects: { bear: { zone: 'hand' } },
  },
  {
    name: "CR 110.4a, Nature's Spiral: an instant card is no permanent card -> refused",
    board: { turn: main, objects: [{ id: 'shock', card: 'Shock', zone: 'graveyard' }] },
    actions: [cast("Nature's Spiral", ['shock'])],
    refused: '601.2c',
  },
];

/** Abjure's additional cost (CR 118.8, 601.2b), countering B's Grizzly Bears spell. */
const abjure = (sacrificed: object) => ({
  turn: main,
  players: [{ id: 'A', manaPool: '{U}' }, { id: 'B' }],
  objects: [
    { id: 'abjure', card: 'Abjure', zone: 'hand' },
    { id: 'paid', controller: 'A', ...sacrificed },
    { id: 'spell', card: 'Grizzly Bears', owner: 'B', zone: 'stack' },
  ],
  stack: ['spell'],
});
const castAbjure: Action = {
  kind: 'cast',
  object: 'abjure',
  targets: ['spell'],
  costs: { sacrifice: ['paid'] },
};

const COSTS: readonly PlayRow[] = [
  {
    name: 'CR 105.2, 118.8, Abjure, "As an additional cost to cast this spell, sacrifice a blue permanent.": a blue creature pays it',
    board: abjure({ card: 'Merfolk of the Pearl Trident' }),
    actions: [castAbjure],
    objects: { paid: { zone: 'graveyard' }, spell: { zone: 'graveyard' } },
  },
  {
    name: 'CR 105.2c, 118.3, Abjure: an Island is colourless, no blue permanent -> refused',
    board: abjure({ card: 'Island' }),
    actions: [castAbjure],
    refused: '118.3',
  },
];

describe('permanents of a kind (CR 110.1, 205.3)', () => {
  describe('sacrificed as a cost (118.8)', () => {
    for (const row of COSTS) it(row.name, () => checkPlay(row));
  });
  describe('destroy all of a kind (701.8a)', () => {
    for (const row of DESTROY_ALL) it(row.name, () => checkPlay(row));
  });
  describe('as long as you control one (611.3a)', () => {
    for (const row of CONDITIONS) it(row.name, () => checkPlay(row));
  });
  describe('permanent cards (110.4a)', () => {
    for (const row of CARDS) it(row.name, () => checkPlay(row));
  });
});
