import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { enter, main1 as main } from '../../support/actions.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Tokens created with abilities in quotation marks (CR 111.3, 113.1a), played with `apply` on
 * real cards compiled from their Oracle text: the token's ability triggers, applies in the
 * layers and is activated as a printed one would be.
 */

const dies = (object: string): Action => ({ kind: 'move', object, to: 'graveyard' });

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 111.3, 603.6c, 603.10a, Professor of Zoomancy: its Pest dies and its own trigger gains 1 life',
    board: { turn: main, objects: [{ id: 'prof', card: 'Professor of Zoomancy', zone: 'hand' }] },
    actions: [enter('prof'), dies('o2'), { kind: 'resolveStack' }],
    objects: { o2: { zone: 'gone' } },
    players: { A: { life: 21 } },
    events: ['tokenCreated o2 Pest Token 111.2', 'triggered o2 dies 603.10a', 'lifeGained A 1 119.3'],
  },
  {
    name: 'CR 111.3, 613.4c, Urza, Lord High Artificer: the 0/0 Construct counts itself, an artifact: 1/1',
    board: { turn: main, objects: [{ id: 'urza', card: 'Urza, Lord High Artificer', zone: 'hand' }] },
    actions: [enter('urza')],
    objects: { o2: { pt: '1/1' } },
  },
  {
    name: 'CR 111.3, 613.4c, Digsite Engineer: {2} paid as an artifact spell is cast; the Construct counts itself and the Ornithopter that then resolves: 2/2',
    board: {
      turn: main,
      objects: [
        { id: 'engineer', card: 'Digsite Engineer' },
        { id: 'thopter', card: 'Ornithopter', zone: 'hand' },
      ],
      players: [{ id: 'A', manaPool: '{C}{C}' }, { id: 'B' }],
    },
    actions: [
      { kind: 'cast', object: 'thopter' },
      { kind: 'decide', may: true },
    ],
    objects: { thopter: { zone: 'battlefield' }, o2: { pt: '2/2', controller: 'A' } },
    players: { A: { mana: 0 } },
    events: ['tokenCreated o2 Construct Token 111.2'],
  },
  {
    name: "CR 111.3, 302.6, 605.3a, Freyalise, Llanowar's Fury: on its controller's next turn the Elf Druid taps for {G}",
    board: {
      turn: { number: 1, active: 'A', step: 'main1' },
      objects: [
        { id: 'freyalise', card: "Freyalise, Llanowar's Fury", counters: { loyalty: 3 } },
        { card: 'Forest', zone: 'library', owner: 'A' },
        { card: 'Forest', zone: 'library', owner: 'B' },
      ],
    },
    actions: [
      { kind: 'activate', object: 'freyalise', ability: 0 },
      { kind: 'advance', to: 'main1' },
      { kind: 'advance', to: 'main1' },
      { kind: 'activate', object: 'o5', ability: 0 },
    ],
    objects: { o5: { tapped: true } },
    players: { A: { mana: 1 } },
    events: ['tokenCreated o5 Elf Druid Token 111.2', 'manaAdded A {G}x1 106.4'],
  },
  {
    name: "CR 302.6, Freyalise, Llanowar's Fury: the Elf Druid can't tap for mana the turn it is created",
    board: {
      turn: main,
      objects: [{ id: 'freyalise', card: "Freyalise, Llanowar's Fury", counters: { loyalty: 3 } }],
    },
    actions: [
      { kind: 'activate', object: 'freyalise', ability: 0 },
      { kind: 'activate', object: 'o2', ability: 0 },
    ],
    events: ['tokenCreated o2 Elf Druid Token 111.2'],
    refused: '302.6',
  },
];

describe('tokens created with abilities in quotation marks (CR 111.3, 113.1a)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
