import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Cards in graveyards as targets (CR 115.1, 400.1): "exile target creature card from a
 * graveyard" (701.13a), "up to one target card" (115.6), and "you may exile target creature card
 * from a graveyard. If you do, ..." whose exile is a cost paid on resolution (118.12). Real cards,
 * compiled from their Oracle text.
 */

const board = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', manaPool: '{B}{B}{B}{B}{B}' },
    { id: 'B', manaPool: '' },
  ],
  objects,
});
const inGraveyard = (id: string, card: string, owner = 'B') => ({ id, card, zone: 'graveyard', owner });
const inHand = (id: string, card: string) => ({ id, card, zone: 'hand', owner: 'A' });
const bear = inGraveyard('bear', 'Grizzly Bears');
const bolt = inGraveyard('bolt', 'Lightning Bolt');
/** Carrion Imp is cast and enters; its enters trigger takes its one legal target (603.3d) and waits for A's answer. */
const castImp: Action = { kind: 'cast', object: 'imp', targets: [] };

const ROWS: readonly PlayRow[] = [
  {
    name: 'Thraben Heretic, CR 701.13a: "{T}: Exile target creature card from a graveyard." exiles an opponent\'s Grizzly Bears',
    board: board([{ id: 'heretic', card: 'Thraben Heretic' }, bear]),
    actions: [{ kind: 'activate', object: 'heretic', ability: 0, targets: ['bear'] }],
    objects: { bear: { zone: 'exile' }, heretic: { tapped: true } },
  },
  {
    name: "Thraben Heretic, CR 601.2c, 115.1: a card that isn't a creature card (Lightning Bolt) can't be its target",
    board: board([{ id: 'heretic', card: 'Thraben Heretic' }, bolt]),
    actions: [{ kind: 'activate', object: 'heretic', ability: 0, targets: ['bolt'] }],
    refused: '601.2c',
  },
  {
    name: 'Vile Rebirth, CR 608.2c: "Exile target creature card from a graveyard. Create a 2/2 black Zombie creature token."',
    board: board([inHand('rebirth', 'Vile Rebirth'), bear]),
    actions: [{ kind: 'cast', object: 'rebirth', targets: ['bear'] }],
    objects: { bear: { zone: 'exile' }, rebirth: { zone: 'graveyard' } },
    events: ['zoneChange bear graveyard>exile 701.13a', 'tokenCreated o1 Zombie Token 111.2'],
  },
  {
    name: 'Jack-o\'-Lantern, CR 115.6: "Exile up to one target card from a graveyard. Draw a card." with no target still draws',
    board: board([
      { id: 'lantern', card: "Jack-o'-Lantern" },
      { id: 'card', card: 'Forest', zone: 'library', owner: 'A' },
    ]),
    actions: [{ kind: 'activate', object: 'lantern', ability: 0, targets: [] }],
    objects: { lantern: { zone: 'graveyard' }, card: { zone: 'hand' } },
  },
  {
    name: 'Carrion Imp, CR 118.12: A chooses to exile the target Grizzly Bears: the card is exiled and A gains 2 life',
    board: board([inHand('imp', 'Carrion Imp'), bear]),
    actions: [castImp, { kind: 'decide', player: 'A', may: true }],
    objects: { bear: { zone: 'exile' }, imp: { zone: 'battlefield' } },
    players: { A: { life: 22 } },
  },
  {
    name: "Carrion Imp, CR 118.12, 608.2d: A chooses not to exile: the card stays and A doesn't gain life",
    board: board([inHand('imp', 'Carrion Imp'), bear]),
    actions: [castImp, { kind: 'decide', player: 'A', may: false }],
    objects: { bear: { zone: 'graveyard' } },
    players: { A: { life: 20 } },
  },
  {
    name: 'Keldon Raider, CR 608.2d: "you may discard a card. If you do, draw a card": once "may" is answered, the same answer again is refused, not taken as a no-op',
    board: board([
      { id: 'raider', card: 'Keldon Raider', zone: 'hand', owner: 'A' },
      { id: 'c1', card: 'Forest', zone: 'hand', owner: 'A' },
      { id: 'c2', card: 'Island', zone: 'hand', owner: 'A' },
    ]),
    actions: [
      { kind: 'putOntoBattlefield', object: 'raider' },
      { kind: 'resolveStack' },
      { kind: 'decide', player: 'A', may: true },
      { kind: 'decide', player: 'A', may: true },
    ],
    refused: '608.2d',
  },
];

describe('cards in graveyards as targets (CR 115.1, 701.13a, 118.12)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
