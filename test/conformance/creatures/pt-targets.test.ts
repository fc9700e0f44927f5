import { describe, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import { checkPlay, type PlayRow } from '../../support/play.js';

/**
 * Targets described by power or toughness (CR 208.1, 115.1), read now, after the layers
 * (613.4): as the spell or ability is announced (601.2c) and again as it resolves (608.2b).
 * The cards are real and compiled from their Oracle text: Defeat ("Destroy target creature
 * with power 2 or less."), Collar the Culprit ("Destroy target creature with toughness 4 or
 * greater."), Aysen Bureaucrats ("{T}: Tap target creature with power 2 or less.") and Unliving
 * Psychopath ("{B}, {T}: Destroy target creature with power less than Unliving Psychopath's power.").
 * A bound may be a number of the game, read as the targets are chosen and again as it resolves:
 * Killing Glare ("Destroy target creature with power X or less.", 107.3a), Blazing Hope ("Exile target
 * creature with power greater than or equal to your life total.", 119.1) and Beguiler of Wills
 * ("{T}: Gain control of target creature with power less than or equal to the number of creatures
 * you control.").
 */

const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' });
const theirs = (id: string, card: string, extra: object = {}) => ({ id, card, controller: 'B', ...extra });
const board = (objects: readonly object[], life = 20) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', manaPool: '{B}{B}{W}{W}{W}{W}{G}', life }, { id: 'B' }],
  objects,
});
const cast = (object: string, target: string): Action => ({ kind: 'cast', object, targets: [target] });
const pass: Action = { kind: 'pass' };
const gangUp = (x: number, target: string): Action => ({
  kind: 'cast',
  object: 'gang',
  x,
  targets: [target],
});
const beguile = (target: string): Action => ({
  kind: 'activate',
  object: 'beguiler',
  ability: 0,
  targets: [target],
});

/** Unliving Psychopath (0/4) with two +1/+1 counters: power 2. */
const psychopath = { id: 'psycho', card: 'Unliving Psychopath', counters: { '+1/+1': 2 } };
const destroyLessPowerful = (target: string): Action => ({
  kind: 'activate',
  object: 'psycho',
  ability: 1,
  targets: [target],
});

const ROWS: readonly PlayRow[] = [
  {
    name: 'CR 208.1, Unliving Psychopath (power 2), "Destroy target creature with power less than Unliving Psychopath\'s power.": Llanowar Elves (1/1) -> destroyed',
    board: board([psychopath, theirs('elves', 'Llanowar Elves')]),
    actions: [destroyLessPowerful('elves')],
    objects: { elves: { zone: 'graveyard' } },
  },
  {
    name: 'CR 601.2c, Unliving Psychopath (power 2): Grizzly Bears (power 2) is not less -> refused',
    board: board([psychopath, theirs('bear', 'Grizzly Bears')]),
    actions: [destroyLessPowerful('bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 208.1, Defeat: a 2/2 has power 2 or less -> destroyed',
    board: board([inHand('defeat', 'Defeat'), theirs('bear', 'Grizzly Bears')]),
    actions: [cast('defeat', 'bear')],
    objects: { bear: { zone: 'graveyard' }, defeat: { zone: 'graveyard' } },
  },
  {
    name: 'CR 601.2c, Defeat: a 3/3 (Hill Giant) is not a legal target -> refused',
    board: board([inHand('defeat', 'Defeat'), theirs('giant', 'Hill Giant')]),
    actions: [cast('defeat', 'giant')],
    refused: '601.2c',
  },
  {
    name: 'CR 613.4c, 601.2c, Defeat: a Grizzly Bears with a +1/+1 counter has power 3 now -> refused',
    board: board([inHand('defeat', 'Defeat'), theirs('bear', 'Grizzly Bears', { counters: { '+1/+1': 1 } })]),
    actions: [cast('defeat', 'bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 608.2b, Defeat: Giant Growth makes its target 5/5 before it resolves -> the target is illegal, Defeat does not resolve',
    board: board([
      inHand('defeat', 'Defeat'),
      inHand('growth', 'Giant Growth'),
      theirs('bear', 'Grizzly Bears'),
    ]),
    manual: true,
    actions: [cast('defeat', 'bear'), cast('growth', 'bear'), pass, pass, pass, pass],
    objects: { bear: { zone: 'battlefield', pt: '5/5' }, defeat: { zone: 'graveyard' } },
    events: ['didNotResolve defeat 608.2b'],
    stack: [],
  },
  {
    name: 'CR 208.1, Collar the Culprit: a 4/4 (Serra Angel) has toughness 4 or greater -> destroyed',
    board: board([inHand('collar', 'Collar the Culprit'), theirs('angel', 'Serra Angel')]),
    actions: [cast('collar', 'angel')],
    objects: { angel: { zone: 'graveyard' } },
  },
  {
    name: 'CR 601.2c, Collar the Culprit: a 3/3 is not a legal target -> refused',
    board: board([inHand('collar', 'Collar the Culprit'), theirs('giant', 'Hill Giant')]),
    actions: [cast('collar', 'giant')],
    refused: '601.2c',
  },
  {
    name: 'CR 701.26a, Aysen Bureaucrats: a 2/2 is tapped',
    board: board([{ id: 'aysen', card: 'Aysen Bureaucrats' }, theirs('bear', 'Grizzly Bears')]),
    actions: [{ kind: 'activate', object: 'aysen', ability: 0, targets: ['bear'] }],
    objects: { bear: { tapped: true }, aysen: { tapped: true } },
  },
  {
    name: 'CR 601.2c, Aysen Bureaucrats: a 3/3 is not a legal target -> refused',
    board: board([{ id: 'aysen', card: 'Aysen Bureaucrats' }, theirs('giant', 'Hill Giant')]),
    actions: [{ kind: 'activate', object: 'aysen', ability: 0, targets: ['giant'] }],
    refused: '601.2c',
  },
  {
    name: 'CR 107.3a, 601.2c, Killing Glare with X 2: Grizzly Bears (power 2) has power X or less -> destroyed',
    board: board([inHand('gang', 'Killing Glare'), theirs('bear', 'Grizzly Bears')]),
    actions: [gangUp(2, 'bear')],
    objects: { bear: { zone: 'graveyard' }, gang: { zone: 'graveyard' } },
  },
  {
    name: 'CR 601.2c, Killing Glare with X 1: Grizzly Bears (power 2) is not a legal target -> refused',
    board: board([inHand('gang', 'Killing Glare'), theirs('bear', 'Grizzly Bears')]),
    actions: [gangUp(1, 'bear')],
    refused: '601.2c',
  },
  {
    name: 'CR 119.1, 601.2c, Blazing Hope at 4 life: Serra Angel (power 4) has power greater than or equal to it -> exiled',
    board: board([inHand('hope', 'Blazing Hope'), theirs('angel', 'Serra Angel')], 4),
    actions: [cast('hope', 'angel')],
    objects: { angel: { zone: 'exile' } },
  },
  {
    name: 'CR 601.2c, Blazing Hope at 5 life: Serra Angel (power 4) is not a legal target -> refused',
    board: board([inHand('hope', 'Blazing Hope'), theirs('angel', 'Serra Angel')], 5),
    actions: [cast('hope', 'angel')],
    refused: '601.2c',
  },
  {
    name: "CR 608.2b, Blazing Hope at 4 life: Whitesun's Passage gains A 5 life before it resolves -> 9, more than the Angel's power: it does not resolve",
    board: board(
      [
        inHand('hope', 'Blazing Hope'),
        inHand('passage', "Whitesun's Passage"),
        theirs('angel', 'Serra Angel'),
      ],
      4,
    ),
    manual: true,
    actions: [cast('hope', 'angel'), { kind: 'cast', object: 'passage' }, pass, pass, pass, pass],
    objects: { angel: { zone: 'battlefield' }, hope: { zone: 'graveyard' } },
    players: { A: { life: 9 } },
    events: ['didNotResolve hope 608.2b'],
    stack: [],
  },
  {
    name: 'CR 613.1b, Beguiler of Wills with one other creature (two you control): Grizzly Bears (power 2) -> its controller is A',
    board: board([
      { id: 'beguiler', card: 'Beguiler of Wills' },
      { id: 'mine', card: 'Llanowar Elves' },
      theirs('bear', 'Grizzly Bears'),
    ]),
    actions: [beguile('bear')],
    objects: { bear: { controller: 'A' } },
  },
  {
    name: 'CR 601.2c, Beguiler of Wills alone (one creature you control): Grizzly Bears (power 2) is not a legal target -> refused',
    board: board([{ id: 'beguiler', card: 'Beguiler of Wills' }, theirs('bear', 'Grizzly Bears')]),
    actions: [beguile('bear')],
    refused: '601.2c',
  },
];

describe('targets with a power or toughness, played (CR 208.1, 601.2c, 608.2b)', () => {
  it.each(ROWS)('$name', (row) => {
    checkPlay(row);
  });
});
