import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { attack, charsOf, checkPlay, type PlayRow, resolveFor, stateOf } from '../../support/play.js';

/**
 * ", where X is [a number of the game]" and "equal to [a number]": a resolving spell or ability
 * reads the number as it is followed (CR 608.2h), and a continuous effect it creates keeps that
 * number (611.2c); a static ability reads it whenever it applies (611.3a). A negative X is 0
 * (107.1b). Each card is compiled from its Oracle text.
 */

const board = (step: 'main1' | 'declareAttackers', objects: readonly object[], mana = '', life = 20) => ({
  turn: { number: 3, active: 'A', step },
  players: [{ id: 'A', manaPool: mana, life }, { id: 'B' }],
  objects,
});
const bolt = (target: string): Action => resolveFor('Lightning Bolt', target);
const inLibrary = (id: string) => ({ id, card: 'Island', zone: 'library', owner: 'A' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 608.2h, 506.4: Akroan Hoplite "it gets +X/+0 until end of turn, where X is the number of attacking creatures you control." attacking with two others -> 4/2',
    board: board('declareAttackers', [
      { id: 'hoplite', card: 'Akroan Hoplite' },
      { id: 'b1', card: 'Grizzly Bears' },
      { id: 'b2', card: 'Grizzly Bears' },
    ]),
    actions: [{ kind: 'declareAttackers', attackers: attack('hoplite', 'b1', 'b2') }],
    objects: { hoplite: { pt: '4/2' }, b1: { pt: '2/2' } },
  },
  {
    name: 'CR 611.2c: Wirewood Pride "Target creature gets +X/+X until end of turn, where X is the number of Elves on the battlefield." counts two Elves, and keeps +2/+2 after one dies',
    board: board('main1', [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'theirs', card: 'Llanowar Elves', controller: 'B' },
    ]),
    actions: [resolveFor('Wirewood Pride', 'bear'), bolt('elf')],
    objects: { bear: { pt: '4/4' }, elf: { zone: 'graveyard' } },
  },
  {
    name: 'CR 611.3a: Bonehoard "Equipped creature gets +X/+X, where X is the number of creature cards in all graveyards." reads again when a creature dies: 1, then 2 -> 4/4',
    board: board('main1', [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'hoard', card: 'Bonehoard', attachedTo: 'bear' },
      { id: 'dead', card: 'Llanowar Elves', zone: 'graveyard', owner: 'B' },
      { id: 'elf', card: 'Llanowar Elves', controller: 'B' },
    ]),
    actions: [bolt('elf')],
    objects: { bear: { pt: '4/4' } },
  },
  {
    name: 'CR 107.3a: Camaraderie "You gain X life and draw X cards, where X is the number of creatures you control." X is the count in both sentences: two creatures -> 22 life, two cards drawn',
    board: board('main1', [
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'theirs', card: 'Grizzly Bears', controller: 'B' },
      inLibrary('top'),
      inLibrary('next'),
      inLibrary('third'),
    ]),
    actions: [resolveFor('Camaraderie')],
    players: { A: { life: 22 } },
    objects: {
      top: { zone: 'hand' },
      next: { zone: 'hand' },
      third: { zone: 'library' },
      bear: { pt: '3/3' },
    },
  },
  {
    name: 'CR 608.2h: Blossoming Wreath "You gain life equal to the number of creature cards in your graveyard." two creature cards and a land -> 22 life',
    board: board('main1', [
      { id: 'c1', card: 'Grizzly Bears', zone: 'graveyard', owner: 'A' },
      { id: 'c2', card: 'Llanowar Elves', zone: 'graveyard', owner: 'A' },
      { id: 'land', card: 'Forest', zone: 'graveyard', owner: 'A' },
      { id: 'theirs', card: 'Grizzly Bears', zone: 'graveyard', owner: 'B' },
    ]),
    actions: [resolveFor('Blossoming Wreath')],
    players: { A: { life: 22 } },
  },
  {
    name: 'CR 608.2h: Golden Urn "{T}, Sacrifice Golden Urn: You gain life equal to the number of charge counters on Golden Urn." sacrificed with three: its last known counters -> 23 life',
    board: board('main1', [{ id: 'urn', card: 'Golden Urn', counters: { charge: 3 } }]),
    actions: [{ kind: 'activate', object: 'urn', ability: 1 }],
    players: { A: { life: 23 } },
    objects: { urn: { zone: 'graveyard' } },
  },
  {
    name: 'CR 608.2h: Gristleback "Sacrifice Gristleback: You gain life equal to Gristleback\'s power." its last known power, 2 -> 22 life',
    board: board('main1', [{ id: 'back', card: 'Gristleback' }]),
    actions: [{ kind: 'activate', object: 'back', ability: 1 }],
    players: { A: { life: 22 } },
    objects: { back: { zone: 'graveyard' } },
  },
  {
    name: 'CR 208.1, 608.2h: Essence Harvest "Target player loses X life and you gain X life, where X is the greatest power among creatures you control." a Bears with a +1/+1 counter (3), not their Serra Angel -> 17 and 23',
    board: board('main1', [
      { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      { id: 'elf', card: 'Llanowar Elves' },
      { id: 'theirs', card: 'Serra Angel', controller: 'B' },
    ]),
    actions: [resolveFor('Essence Harvest', 'B')],
    players: { A: { life: 23 }, B: { life: 17 } },
  },
  {
    name: 'CR 608.2h, 611.2c: Overwhelming Stampede "creatures you control gain trample and get +X/+X, where X is the greatest power among creatures you control." X is 3 once, for each -> 6/6 and 4/4',
    board: board('main1', [
      { id: 'bear', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      { id: 'elf', card: 'Llanowar Elves' },
    ]),
    actions: [resolveFor('Overwhelming Stampede')],
    objects: { bear: { pt: '6/6' }, elf: { pt: '4/4', keywords: ['Trample'] } },
  },
];

describe('"where X is" and "equal to" a number of the game (CR 608.2h, 611.2c, 611.3a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});

/** Death's Shadow, a 13/13: "Death's Shadow gets -X/-X, where X is your life total." (611.3a). */
const shadowAt = (life: number): string => {
  const state = stateOf(board('main1', [{ id: 'shadow', card: "Death's Shadow" }], '', life));
  const chars = charsOf(state).get('shadow');
  return `${chars?.power}/${chars?.toughness}`;
};

describe("Death's Shadow: X is the life total as it is now (CR 611.3a, 107.1b)", () => {
  it('CR 611.3a: at 10 life it is 3/3, at 12 life 1/1', () => {
    expect([shadowAt(10), shadowAt(12)]).toEqual(['3/3', '1/1']);
  });
  it('CR 107.1b: at -2 life X is 0, not -2: it gets -0/-0 and stays 13/13', () => {
    expect(shadowAt(-2)).toBe('13/13');
  });
});
