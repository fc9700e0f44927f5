import { describe, it } from 'vitest';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "Target player sacrifices a creature. You gain life equal to that creature's toughness." (CR
 * 608.2c, 608.2h, 701.21a): "that creature" is the permanent the player chose to sacrifice, its
 * toughness as it last existed on the battlefield. Real cards, compiled from their Oracle text
 * (MTGJSON, April 2022).
 */

const board = (objects: readonly object[], step = 'main1') => ({
  turn: { step, active: 'A' },
  players: [{ id: 'A' }, { id: 'B' }],
  objects,
  next: { id: 100 },
});
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, owner: 'B', ...extra });

const ROWS: readonly PlayRow[] = [
  {
    name: 'Tribute to Hunger: B sacrifices its Craw Wurm with a +1/+1 counter (not the Bears), A gains 5, its toughness as it last existed (CR 608.2h)',
    board: board([
      theirs('wurm', 'Craw Wurm', { counters: { '+1/+1': 1 } }),
      theirs('bears', 'Grizzly Bears'),
    ]),
    actions: [
      {
        kind: 'resolve',
        source: 'Tribute to Hunger',
        controller: 'A',
        targets: ['B'],
        decisions: [{ permanents: ['wurm'] }],
      },
    ],
    objects: { wurm: { zone: 'graveyard' }, bears: { zone: 'battlefield' } },
    players: { A: { life: 25 }, B: { life: 20 } },
  },
  {
    name: 'Tribute to Hunger on B, who controls no creature: nothing is sacrificed, so no creature is named and A gains nothing (CR 609.3, 107.2)',
    board: board([{ id: 'wurm', card: 'Craw Wurm', owner: 'A' }]),
    actions: [
      {
        kind: 'resolve',
        source: 'Tribute to Hunger',
        controller: 'A',
        targets: ['B'],
        decisions: [{ permanents: [] }],
      },
    ],
    objects: { wurm: { zone: 'battlefield' } },
    players: { A: { life: 20 } },
  },
  {
    name: 'Twisted Justice, "You draw cards equal to that creature\'s power": B sacrifices Grizzly Bears, A draws 2 (CR 608.2c, 608.2h)',
    board: board([
      theirs('bears', 'Grizzly Bears'),
      ...['l0', 'l1', 'l2'].map((id) => ({ id, card: 'Island', owner: 'A', zone: 'library' })),
    ]),
    actions: [
      {
        kind: 'resolve',
        source: 'Twisted Justice',
        controller: 'A',
        targets: ['B'],
        decisions: [{ permanents: ['bears'] }],
      },
    ],
    objects: {
      bears: { zone: 'graveyard' },
      l0: { zone: 'hand' },
      l1: { zone: 'hand' },
      l2: { zone: 'library' },
    },
  },
  {
    name: "Doomgape's upkeep trigger: A sacrifices Grizzly Bears rather than Doomgape, 2 life (CR 608.2c)",
    board: board([
      { id: 'doomgape', card: 'Doomgape', owner: 'A' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A' },
    ]),
    actions: [
      {
        kind: 'resolve',
        source: 'doomgape',
        ability: 1,
        controller: 'A',
        decisions: [{ permanents: ['bears'] }],
      },
    ],
    objects: { doomgape: { zone: 'battlefield' }, bears: { zone: 'graveyard' } },
    players: { A: { life: 22 } },
  },
  {
    name: 'Doomgape (10/10), "At the beginning of your upkeep, sacrifice a creature. You gain life equal to that creature\'s toughness": A sacrifices Doomgape itself, 10 life (CR 608.2h)',
    board: board([{ id: 'doomgape', card: 'Doomgape', owner: 'A' }]),
    actions: [
      {
        kind: 'resolve',
        source: 'doomgape',
        ability: 1,
        controller: 'A',
        decisions: [{ permanents: ['doomgape'] }],
      },
    ],
    objects: { doomgape: { zone: 'graveyard' } },
    players: { A: { life: 30 } },
  },
  {
    name: 'Disciple of Bolas, "sacrifice another creature. You gain X life and draw X cards, where X is that creature\'s power": A sacrifices Grizzly Bears with a +1/+1 counter, gains 3 and draws 3, the draw two instructions after the sacrifice (CR 608.2c, 608.2h)',
    board: board([
      { id: 'disciple', card: 'Disciple of Bolas', owner: 'A' },
      { id: 'bears', card: 'Grizzly Bears', owner: 'A', counters: { '+1/+1': 1 } },
      ...['l0', 'l1', 'l2', 'l3'].map((id) => ({ id, card: 'Island', owner: 'A', zone: 'library' })),
    ]),
    actions: [
      {
        kind: 'resolve',
        source: 'disciple',
        ability: 0,
        controller: 'A',
        decisions: [{ permanents: ['bears'] }],
      },
    ],
    objects: {
      bears: { zone: 'graveyard' },
      l0: { zone: 'hand' },
      l1: { zone: 'hand' },
      l2: { zone: 'hand' },
      l3: { zone: 'library' },
    },
    players: { A: { life: 23 } },
  },
];

describe('"that creature" after "sacrifices a creature" (CR 608.2c, 608.2h, 701.21a)', () => {
  it.each(ROWS.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    checkPlay(row);
  });
});
