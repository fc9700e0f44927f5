import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * CR 611.2a: an effect "until your next turn" lasts through the other players' turns and ends as
 * its controller's next turn begins; 800.4m: if that player has left the game, it ends as that
 * turn would have begun. Mu Yanling, Celestial Wind ("[+1]: Until your next turn, up to one target
 * creature gets -5/-0."), Liliana, the Last Hope ("[+1]: Up to one target creature gets -2/-1
 * until your next turn.") and Sorin, Solemn Visitor ("[+1]: Until your next turn, creatures you
 * control get +1/+0 and gain lifelink.").
 */

const library = [
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library' },
  { card: 'Island', zone: 'library', owner: 'B' },
  { card: 'Island', zone: 'library', owner: 'B' },
];
const walker = (id: string, card: string) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects: [
    { id, card, counters: { loyalty: 3 } },
    { id: 'wurm', card: 'Craw Wurm', controller: 'B' },
    { id: 'bears', card: 'Grizzly Bears' },
    ...library,
  ],
});
const upkeep: Action = { kind: 'advance', to: 'upkeep' };
const muYanling: Action = { kind: 'activate', object: 'mu', ability: 0, targets: ['wurm'] };

/** A three-player game A, B, C in turn 6, `active`'s, after A left it with Mu Yanling's -5/-0 on C's Craw Wurm. */
const afterALeft = (active: string) => ({
  turn: { number: 6, active, step: 'main1' },
  players: [{ id: 'A', lost: true }, { id: 'B' }, { id: 'C' }],
  objects: [
    { id: 'mu', card: 'Mu Yanling, Celestial Wind', zone: 'graveyard', owner: 'A' },
    { id: 'wurm', card: 'Craw Wurm', controller: 'C' },
    ...library,
    { card: 'Island', zone: 'library', owner: 'C' },
  ],
  effects: [
    {
      source: 'mu',
      controller: 'A',
      duration: 'untilYourNextTurn',
      on: ['wurm'],
      effect: {
        affects: {},
        ops: [
          { kind: 'modifyPT', power: { kind: 'constant', n: -5 }, toughness: { kind: 'constant', n: 0 } },
        ],
      },
    },
  ],
});

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 611.2a: Mu Yanling's -5/-0 still applies in the opponent's next turn",
    board: walker('mu', 'Mu Yanling, Celestial Wind'),
    actions: [muYanling, upkeep],
    turn: { number: 4, active: 'B', step: 'upkeep' },
    objects: { wurm: { pt: '1/4' } },
    without: ['effectEnded e9 611.2a'],
  },
  {
    name: "CR 611.2a: it ends as Mu Yanling's controller's next turn begins",
    board: walker('mu', 'Mu Yanling, Celestial Wind'),
    actions: [muYanling, upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { wurm: { pt: '6/4' } },
    events: ['effectEnded e9 611.2a'],
  },
  {
    name: 'CR 611.2a: "until your next turn" last, as in Liliana, the Last Hope, lasts as long',
    board: walker('liliana', 'Liliana, the Last Hope'),
    actions: [{ kind: 'activate', object: 'liliana', ability: 0, targets: ['wurm'] }, upkeep],
    turn: { number: 4, active: 'B', step: 'upkeep' },
    objects: { wurm: { pt: '4/3' } },
  },
  {
    name: "CR 611.2a, 611.2c: Sorin's +1/+0 and lifelink on A's creatures last through B's turn",
    board: walker('sorin', 'Sorin, Solemn Visitor'),
    actions: [{ kind: 'activate', object: 'sorin', ability: 0 }, upkeep],
    turn: { number: 4, active: 'B', step: 'upkeep' },
    objects: { bears: { pt: '3/2', keywords: ['Lifelink'] }, wurm: { pt: '6/4' } },
  },
  {
    name: "CR 611.2a: and end as A's turn begins",
    board: walker('sorin', 'Sorin, Solemn Visitor'),
    actions: [{ kind: 'activate', object: 'sorin', ability: 0 }, upkeep, upkeep],
    turn: { number: 5, active: 'A', step: 'upkeep' },
    objects: { bears: { pt: '2/2', keywords: [] } },
  },
  {
    name: "CR 800.4m: the controller has left the game: the effect ends as A's turn would have begun, passing to B",
    board: afterALeft('C'),
    actions: [upkeep],
    turn: { number: 7, active: 'B', step: 'upkeep' },
    objects: { wurm: { pt: '6/4' } },
    events: ['effectEnded e1 800.4m'],
  },
  {
    name: "CR 800.4m: before the turn passes A's seat the effect lasts (C's turn follows B's)",
    board: afterALeft('B'),
    actions: [upkeep],
    turn: { number: 7, active: 'C', step: 'upkeep' },
    objects: { wurm: { pt: '1/4' } },
  },
];

describe('"until your next turn" (CR 611.2a, 800.4m)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
