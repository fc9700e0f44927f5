import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { GameState } from '../../../src/state/types.js';
import { checkPlay, decide, type PlayRow, targeting } from '../../support/play.js';

/**
 * Scry (CR 701.22), surveil (701.25), "look at the top N cards" (401.4), mill (701.17) and
 * discard (701.9), played with real cards compiled from their Oracle text. A resolving ability
 * whose player must decide waits for the decisions (608.2d), given by a `decide` action; an
 * activated ability may take them ahead, with the `activate` action.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
/** A library of cards c1..cN for a player, top first (Grizzly Bears stand for any card). */
const library = (n: number, owner = 'A', prefix = 'c') =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    card: 'Grizzly Bears',
    zone: 'library',
    owner,
  }));
const hand = (owner: string, ...ids: string[]) =>
  ids.map((id) => ({ id, card: 'Grizzly Bears', zone: 'hand', owner }));
const boardWith = (...objects: object[]) => ({ turn: main, objects });

interface LibraryRow extends PlayRow {
  /** Each player's library afterwards, top first. */
  readonly libraries?: Readonly<Record<string, readonly string[]>>;
}

const libraryOrder = (state: GameState, player: string): string[] =>
  state.objects.filter((o) => o.zone === 'library' && o.owner === player).map((o) => o.id);

const ROWS: readonly LibraryRow[] = [
  {
    name: 'CR 701.22a, 608.2d, Augury Owl: its scry 3 waits for the decision, then one card goes to the bottom and two back on top in the order chosen',
    board: boardWith({ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...library(4)),
    actions: [enter('owl'), decide({ top: ['c3', 'c1'], bottom: ['c2'] })],
    events: ['putOnStack owl:1 603.3', 'libraryOrdered A 3 701.22a'],
    libraries: { A: ['c3', 'c1', 'c4', 'c2'] },
  },
  {
    name: 'CR 701.22a, Augury Owl: a decision that leaves one of the three cards out is refused',
    board: boardWith({ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...library(4)),
    actions: [enter('owl'), decide({ top: ['c1'], bottom: ['c2'] })],
    refused: '701.22a',
  },
  {
    name: 'CR 701.22a, Augury Owl: a card below the top three cannot be put on the bottom',
    board: boardWith({ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...library(4)),
    actions: [enter('owl'), decide({ top: ['c1', 'c2', 'c3'], bottom: ['c4'] })],
    refused: '701.22a',
  },
  {
    name: 'CR 701.22a, Augury Owl: with no decision given, the scry is refused rather than guessed',
    board: boardWith({ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...library(4)),
    actions: [enter('owl'), { kind: 'resolve', source: 'owl', ability: 1, controller: 'A' }],
    refused: '701.22a',
  },
  {
    name: 'CR 701.22a, 608.2d, Stormcaller of Keranos: "{1}{U}: Scry 1." takes its decision with the activation',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}{U}' }, { id: 'B' }],
      objects: [{ id: 'caller', card: 'Stormcaller of Keranos' }, ...library(2)],
    },
    actions: [{ kind: 'activate', object: 'caller', ability: 1, decisions: [{ bottom: ['c1'] }] }],
    players: { A: { mana: 0 } },
    events: ['libraryOrdered A 1 701.22a'],
    libraries: { A: ['c2', 'c1'] },
  },
  {
    name: 'CR 608.2d, Stormcaller of Keranos: a decision no instruction asks for is refused, and the mana stays',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{U}{U}' }, { id: 'B' }],
      objects: [{ id: 'caller', card: 'Stormcaller of Keranos' }, ...library(2)],
    },
    actions: [{ kind: 'activate', object: 'caller', ability: 1, decisions: [{ top: ['c1'] }, { top: [] }] }],
    refused: '608.2d',
  },
  {
    name: 'CR 701.25a, Dimir Informant: surveil 2 puts one card into the graveyard and keeps the other on top',
    board: boardWith({ id: 'informant', card: 'Dimir Informant', zone: 'hand' }, ...library(3)),
    actions: [enter('informant'), decide({ graveyard: ['c1'], top: ['c2'] })],
    objects: { c1: { zone: 'graveyard' }, c2: { zone: 'library' } },
    events: ['zoneChange c1 library>graveyard 701.25a', 'libraryOrdered A 2 701.25a'],
    libraries: { A: ['c2', 'c3'] },
  },
  {
    name: 'CR 401.4, Crystal Seer: with three cards left, "look at the top four" orders all three',
    board: boardWith({ id: 'seer', card: 'Crystal Seer', zone: 'hand' }, ...library(3)),
    actions: [enter('seer'), decide({ top: ['c2', 'c3', 'c1'] })],
    events: ['libraryOrdered A 3 401.4'],
    libraries: { A: ['c2', 'c3', 'c1'] },
  },
  {
    name: 'CR 401.4, Crystal Seer: "put them back" offers no graveyard',
    board: boardWith({ id: 'seer', card: 'Crystal Seer', zone: 'hand' }, ...library(3)),
    actions: [enter('seer'), decide({ top: ['c2', 'c3'], graveyard: ['c1'] })],
    refused: '401.4',
  },
  {
    name: 'CR 701.17a, Armored Skaab: "mill four cards" puts the top four of five into the graveyard, no decision needed',
    board: boardWith({ id: 'skaab', card: 'Armored Skaab', zone: 'hand' }, ...library(5)),
    actions: [enter('skaab')],
    objects: { c1: { zone: 'graveyard' }, c4: { zone: 'graveyard' } },
    events: ['triggered skaab entersBattlefield 603.6a', 'zoneChange c4 library>graveyard 701.17a'],
    libraries: { A: ['c5'] },
  },
  {
    name: 'CR 701.17b, Homarid Explorer: target player B mills four with two cards left, as many as possible',
    board: boardWith(
      { id: 'explorer', card: 'Homarid Explorer', zone: 'hand' },
      ...library(2, 'B', 'b'),
      ...library(2),
    ),
    actions: [enter('explorer'), targeting('explorer', 'B')],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'graveyard' }, c1: { zone: 'library' } },
    libraries: { A: ['c1', 'c2'], B: [] },
  },
  {
    name: "CR 701.17a, 603.10a, Koma's Faithful: when it dies, each player mills three",
    board: boardWith({ id: 'faithful', card: "Koma's Faithful" }, ...library(4, 'B', 'b'), ...library(3)),
    actions: [{ kind: 'move', object: 'faithful', to: 'graveyard' }],
    events: ['triggered faithful dies 603.10a'],
    libraries: { A: [], B: ['b4'] },
  },
  {
    name: 'CR 701.9a, 608.2c, Merfolk Looter: it draws the top card, then discards the card chosen, here the one just drawn',
    board: boardWith({ id: 'looter', card: 'Merfolk Looter' }, ...hand('A', 'h1'), ...library(2)),
    actions: [{ kind: 'activate', object: 'looter', ability: 0, decisions: [{ cards: ['c1'] }] }],
    objects: { looter: { tapped: true }, c1: { zone: 'graveyard' }, h1: { zone: 'hand' } },
    events: ['cardDrawn A 121.1', 'zoneChange c1 hand>graveyard 701.9a'],
    libraries: { A: ['c2'] },
  },
  {
    name: 'CR 701.9b, 608.2d: Merfolk Looter: a decision given ahead to discard two cards where one is asked is asked for again as it resolves',
    board: boardWith({ id: 'looter', card: 'Merfolk Looter' }, ...hand('A', 'h1'), ...library(2)),
    actions: [{ kind: 'activate', object: 'looter', ability: 0, decisions: [{ cards: ['c1', 'h1'] }] }],
    objects: { looter: { tapped: true }, h1: { zone: 'hand' } },
    toAct: 'decide A',
  },
  {
    name: 'CR 701.9b, Burglar Rat: each opponent discards a card of their own choosing',
    board: boardWith(
      { id: 'rat', card: 'Burglar Rat', zone: 'hand' },
      ...hand('B', 'b1', 'b2'),
      ...hand('A', 'a1'),
    ),
    actions: [enter('rat'), decide({ cards: ['b2'] })],
    objects: { b2: { zone: 'graveyard' }, b1: { zone: 'hand' }, a1: { zone: 'hand' } },
    events: ['zoneChange b2 hand>graveyard 701.9a'],
  },
  {
    name: "CR 701.9a, Burglar Rat: its controller's own card is not in an opponent's hand",
    board: boardWith(
      { id: 'rat', card: 'Burglar Rat', zone: 'hand' },
      ...hand('B', 'b1'),
      ...hand('A', 'a1'),
    ),
    actions: [enter('rat'), decide({ cards: ['a1'] })],
    refused: '701.9a',
  },
  {
    name: 'CR 701.9b, Burglar Rat: an opponent with an empty hand discards nothing',
    board: boardWith({ id: 'rat', card: 'Burglar Rat', zone: 'hand' }, ...hand('A', 'a1')),
    actions: [enter('rat'), decide({})],
    objects: { rat: { zone: 'battlefield' }, a1: { zone: 'hand' } },
    without: ['zoneChange a1 hand>graveyard 701.9a'],
  },
  {
    name: 'CR 701.9b, 115.1: Ravenous Rats: target opponent B, the only one (so no choice), discards the card of their choosing',
    board: boardWith({ id: 'rats', card: 'Ravenous Rats', zone: 'hand' }, ...hand('B', 'b1', 'b2')),
    actions: [enter('rats'), decide({ cards: ['b1'] })],
    objects: { b1: { zone: 'graveyard' }, b2: { zone: 'hand' } },
    events: ['zoneChange b1 hand>graveyard 701.9a'],
  },
  {
    name: 'CR 102.3, Ravenous Rats: its controller is not a "target opponent"',
    board: boardWith({ id: 'rats', card: 'Ravenous Rats', zone: 'hand' }, ...hand('A', 'a1')),
    actions: [{ kind: 'resolve', source: 'rats', ability: 0, controller: 'A', targets: ['A'] }],
    refused: '115.1',
  },
  {
    name: 'CR 701.9b, Mind Rot: target player B with one card in hand discards it',
    board: boardWith(...hand('B', 'b1')),
    actions: [
      {
        kind: 'resolve',
        source: 'Mind Rot',
        controller: 'A',
        targets: ['B'],
        decisions: [{ cards: ['b1'] }],
      },
    ],
    objects: { b1: { zone: 'graveyard' } },
  },
];

describe('libraries and hands: scry, surveil, mill, discard', () => {
  it.each(ROWS)('$name', (row) => {
    const played = checkPlay(row);
    for (const [player, order] of Object.entries(row.libraries ?? {}))
      expect(libraryOrder(played.state, player)).toEqual(order);
  });
});
