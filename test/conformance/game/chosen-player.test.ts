import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * "As [this] enters, choose an opponent." (CR 614.12, 102.3) and "the chosen player", on real
 * cards compiled from their Oracle text (MTGJSON, April 2022): Entropic Specter ({3}{B}{B}, star/star:
 * "Entropic Specter's power and toughness are each equal to the number of cards in the chosen
 * player's hand."), Nyxathid (7/7: "Nyxathid gets -1/-1 for each card in the chosen player's
 * hand.") and Pallimud (star/3: "Pallimud's power is equal to the number of tapped lands the chosen
 * player controls.").
 */

const main = (objects: readonly object[]) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{B}{B}{B}{B}{B}' }, { id: 'B' }, { id: 'C' }],
  objects,
});
const specterInHand = { id: 'specter', card: 'Entropic Specter', zone: 'hand', owner: 'A' };
/** `n` cards in `player`'s hand. */
const handOf = (player: string, n: number) =>
  Array.from({ length: n }, (_, k) => ({ id: `${player}${k}`, card: 'Island', zone: 'hand', owner: player }));

const castSpecter = (choices?: object): Action => ({
  kind: 'cast',
  object: 'specter',
  sources: 'auto',
  ...(choices ? { choices } : {}),
});
const enter = (object: string, choices: object): Action => ({ kind: 'putOntoBattlefield', object, choices });

const ROWS: readonly PlayRow[] = [
  {
    name: "CR 614.12, 604.3, Entropic Specter: the opponent given with the cast is chosen as it enters; it counts B's three cards, not C's one",
    board: main([specterInHand, ...handOf('B', 3), ...handOf('C', 1)]),
    actions: [castSpecter({ opponent: 'B' })],
    objects: { specter: { zone: 'battlefield', pt: '3/3' } },
  },
  {
    name: 'CR 614.12, 608.2d: with no opponent chosen yet, the resolving Entropic Specter waits for its controller to choose one',
    board: main([specterInHand, ...handOf('B', 3)]),
    actions: [castSpecter()],
    toAct: 'decide A',
    stack: ['specter'],
  },
  {
    name: 'CR 614.12: the opponent given with `decide` is chosen as it enters: C, with one card -> 1/1',
    board: main([specterInHand, ...handOf('B', 3), ...handOf('C', 1)]),
    actions: [castSpecter(), { kind: 'decide', choices: { opponent: 'C' } }],
    objects: { specter: { zone: 'battlefield', pt: '1/1' } },
  },
  {
    name: 'CR 102.3: its controller is not an opponent of its own; choosing A is refused',
    board: main([specterInHand]),
    actions: [castSpecter(), { kind: 'decide', choices: { opponent: 'A' } }],
    refused: '102.3',
  },
  {
    name: 'CR 614.12: the `enter` shortcut with no opponent chosen is refused rather than guessing one',
    board: main([specterInHand]),
    actions: [{ kind: 'putOntoBattlefield', object: 'specter' }],
    refused: '614.12',
  },
  {
    name: 'CR 614.12: Grizzly Bears asks for no opponent; one given for it is refused, not ignored',
    board: main([{ id: 'bear', card: 'Grizzly Bears', zone: 'hand', owner: 'A' }]),
    actions: [enter('bear', { opponent: 'B' })],
    refused: '614.12',
  },
  {
    name: "CR 613.4c, Nyxathid: 7/7 gets -1/-1 for each of the two cards in the chosen player's hand -> 5/5",
    board: main([
      { id: 'nyx', card: 'Nyxathid', zone: 'hand', owner: 'A' },
      ...handOf('B', 2),
      ...handOf('A', 4),
    ]),
    actions: [enter('nyx', { opponent: 'B' })],
    objects: { nyx: { pt: '5/5' } },
  },
  {
    name: 'CR 604.3, Pallimud: its power is the number of tapped lands the chosen player B controls (two of three) -> 2/3',
    board: main([
      { id: 'mud', card: 'Pallimud', zone: 'hand', owner: 'A' },
      { id: 'b1', card: 'Swamp', controller: 'B', tapped: true },
      { id: 'b2', card: 'Swamp', controller: 'B', tapped: true },
      { id: 'b3', card: 'Swamp', controller: 'B' },
      { id: 'c1', card: 'Swamp', controller: 'C', tapped: true },
    ]),
    actions: [enter('mud', { opponent: 'B' })],
    objects: { mud: { pt: '2/3' } },
  },
];

describe('"choose an opponent" as a permanent enters, and "the chosen player" (CR 614.12)', () => {
  for (const row of ROWS) it(row.name, () => checkPlay(row));
});
