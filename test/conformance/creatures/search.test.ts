import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/engine/action.js';
import type { Decision } from '../../../src/state/answers.js';
import type { GameState } from '../../../src/state/types.js';
import { checkPlay, decide, type PlayRow, play, stateOf } from '../../support/play.js';

/**
 * CR 701.23 (search) and 701.24 (shuffle), played with real cards compiled from their Oracle
 * text. The triggered or activated ability goes on the stack and, as it resolves, waits for its
 * controller's answer (`decide`): the cards found (a decision, 608.2d), and for "you may search"
 * `may` (603.5). The shuffle draws from the state's seed, so a game replays exactly.
 */

const main = { number: 3, active: 'A', step: 'main1' };
const enter = (object: string): Action => ({ kind: 'putOntoBattlefield', object });
/** The answer the resolving search waits for: "may" (603.5) and the cards found (608.2d). */
const answer = (may: boolean, cards?: string[]): Action => ({
  kind: 'decide',
  may,
  ...(cards ? { decisions: [{ cards }] } : {}),
});
/** Ashiok's Forerunner's trigger, answered "yes" with the decision given. */
const forerunner = (decision: Decision): Action => ({ kind: 'decide', may: true, decisions: [decision] });
const inLibrary = (id: string, card: string) => ({ id, card, zone: 'library', owner: 'A' });
const boardWith = (...objects: object[]) => ({ turn: main, objects });
const libraryOrder = (state: GameState): string[] =>
  state.objects.filter((o) => o.zone === 'library' && o.owner === 'A').map((o) => o.id);
/** A library of a basic Forest under three Grizzly Bears. */
const lands = [
  inLibrary('c1', 'Grizzly Bears'),
  inLibrary('c2', 'Grizzly Bears'),
  inLibrary('forest', 'Forest'),
];

interface SearchRow extends PlayRow {
  /** The top of A's library afterwards. */
  readonly top?: string;
}

const ROWS: readonly SearchRow[] = [
  {
    name: 'CR 701.23a, 701.24a, Borderland Ranger: "you may search ... basic land card ... into your hand, then shuffle" waits as it resolves, then finds the Forest',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...lands),
    actions: [enter('ranger'), answer(true, ['forest'])],
    objects: { forest: { zone: 'hand' }, c1: { zone: 'library' } },
    events: [
      'putOnStack ranger:0 603.3',
      'libraryShuffled A 701.24a',
      'zoneChange forest library>hand 701.23a',
    ],
  },
  {
    name: 'CR 701.23a, Borderland Ranger: a Grizzly Bears is no basic land card, so it cannot be found',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...lands),
    actions: [enter('ranger'), answer(true, ['c1'])],
    refused: '701.23a',
  },
  {
    name: 'CR 701.23b, Borderland Ranger: a search for a stated quality may find nothing; the library is still shuffled',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...lands),
    actions: [enter('ranger'), answer(true, [])],
    objects: { forest: { zone: 'library' } },
    events: ['libraryShuffled A 701.24a'],
  },
  {
    name: 'CR 603.5, Borderland Ranger: choosing not to search neither searches nor shuffles',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...lands),
    actions: [enter('ranger'), answer(false)],
    objects: { forest: { zone: 'library' } },
    without: ['libraryShuffled A 701.24a'],
    top: 'c1',
  },
  {
    name: 'CR 608.2d, Borderland Ranger: "yes" without saying what is found does not settle the search: it waits for the cards found, nothing searched or shuffled',
    board: boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...lands),
    actions: [enter('ranger'), answer(true)],
    objects: { forest: { zone: 'library' } },
    without: ['libraryShuffled A 701.24a'],
    toAct: 'decide A',
    stack: ['ranger:0'],
    top: 'c1',
  },
  {
    name: 'CR 701.23a, 614.1d, Farhaven Elf: the basic land found is put onto the battlefield tapped',
    board: boardWith({ id: 'elf', card: 'Farhaven Elf', zone: 'hand' }, ...lands),
    actions: [enter('elf'), answer(true, ['forest'])],
    objects: { forest: { zone: 'battlefield', tapped: true, controller: 'A' } },
    events: ['zoneChange forest library>battlefield 701.23a'],
  },
  {
    name: 'CR 701.23a, 202.3, Amrou Scout: "{4}, {T}" finds a Rebel permanent card with mana value 3 or less and puts it onto the battlefield',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}{C}{C}' }, { id: 'B' }],
      objects: [
        { id: 'scout', card: 'Amrou Scout' },
        inLibrary('rebel', 'Amrou Scout'),
        inLibrary('queen', 'Jhovall Queen'),
      ],
    },
    actions: [{ kind: 'activate', object: 'scout', ability: 0, decisions: [{ cards: ['rebel'] }] }],
    objects: {
      scout: { tapped: true },
      rebel: { zone: 'battlefield', tapped: false },
      queen: { zone: 'library' },
    },
  },
  {
    name: 'CR 202.3, Amrou Scout: Jhovall Queen is a Rebel of mana value 6, more than 3, so it cannot be found',
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'scout', card: 'Amrou Scout' }, inLibrary('queen', 'Jhovall Queen')],
    },
    actions: [{ kind: 'activate', object: 'scout', ability: 0 }, decide({ cards: ['queen'] })],
    refused: '701.23a',
    objects: { queen: { zone: 'library' } },
    toAct: 'decide A',
  },
  {
    name: "CR 608.2d, Amrou Scout: Jhovall Queen named ahead as it is activated can't be found, so the resolving search waits for a new answer",
    board: {
      turn: main,
      players: [{ id: 'A', manaPool: '{C}{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'scout', card: 'Amrou Scout' }, inLibrary('queen', 'Jhovall Queen')],
    },
    actions: [{ kind: 'activate', object: 'scout', ability: 0, decisions: [{ cards: ['queen'] }] }],
    objects: { scout: { tapped: true }, queen: { zone: 'library' } },
    toAct: 'decide A',
    stack: ['scout:0'],
  },
  {
    name: 'CR 201.2, Howling Wolf: up to three cards named Howling Wolf go to the hand; a Grizzly Bears is not one',
    board: boardWith(
      { id: 'wolf', card: 'Howling Wolf', zone: 'hand' },
      inLibrary('w1', 'Howling Wolf'),
      inLibrary('c1', 'Grizzly Bears'),
      inLibrary('w2', 'Howling Wolf'),
    ),
    actions: [enter('wolf'), answer(true, ['w1', 'w2'])],
    objects: { w1: { zone: 'hand' }, w2: { zone: 'hand' }, c1: { zone: 'library' } },
  },
  {
    name: 'CR 701.24b, Boggart Harbinger: the Goblin found is left out of the shuffle and put on top',
    board: boardWith(
      { id: 'harbinger', card: 'Boggart Harbinger', zone: 'hand' },
      inLibrary('c1', 'Grizzly Bears'),
      inLibrary('c2', 'Grizzly Bears'),
      inLibrary('goblin', 'Goblin Assailant'),
      inLibrary('c3', 'Grizzly Bears'),
    ),
    actions: [enter('harbinger'), answer(true, ['goblin'])],
    objects: { goblin: { zone: 'library' } },
    events: ['libraryShuffled A 701.24a'],
    top: 'goblin',
  },
  {
    name: 'CR 208.1, Imperial Recruiter: "a creature card with power 2 or less": a Hill Giant (3/3) cannot be found',
    board: boardWith(
      { id: 'recruiter', card: 'Imperial Recruiter', zone: 'hand' },
      inLibrary('giant', 'Hill Giant'),
      inLibrary('bear', 'Grizzly Bears'),
    ),
    actions: [enter('recruiter'), decide({ cards: ['giant'] })],
    refused: '701.23a',
  },
  {
    name: 'CR 208.1, Imperial Recruiter: the Grizzly Bears (2/2) is found and put into the hand',
    board: boardWith(
      { id: 'recruiter', card: 'Imperial Recruiter', zone: 'hand' },
      inLibrary('giant', 'Hill Giant'),
      inLibrary('bear', 'Grizzly Bears'),
    ),
    actions: [enter('recruiter'), decide({ cards: ['bear'] })],
    objects: { bear: { zone: 'hand' }, giant: { zone: 'library' } },
  },
  {
    name: 'CR 205.4a, District Guide: "a basic land card or Gate card" finds a Gate',
    board: boardWith(
      { id: 'guide', card: 'District Guide', zone: 'hand' },
      inLibrary('gate', 'Azorius Guildgate'),
      ...lands,
    ),
    actions: [enter('guide'), answer(true, ['gate'])],
    objects: { gate: { zone: 'hand' } },
  },
  {
    name: 'CR 205.4a, District Guide: a Grizzly Bears is neither a basic land nor a Gate',
    board: boardWith({ id: 'guide', card: 'District Guide', zone: 'hand' }, ...lands),
    actions: [enter('guide'), answer(true, ['c1'])],
    refused: '701.23a',
  },
  {
    name: "CR 701.23a, Ashiok's Forerunner: searching the graveyard alone finds Ashiok there, and the library is not shuffled",
    board: boardWith(
      { id: 'forerunner', card: "Ashiok's Forerunner", zone: 'hand' },
      { id: 'ashiok', card: 'Ashiok, Sculptor of Fears', zone: 'graveyard', owner: 'A' },
      ...lands,
    ),
    actions: [enter('forerunner'), forerunner({ searched: ['graveyard'], cards: ['ashiok'] })],
    objects: { ashiok: { zone: 'hand' } },
    without: ['libraryShuffled A 701.24a'],
  },
  {
    name: "CR 701.23a, Ashiok's Forerunner: a search of the library alone cannot find the Ashiok in the graveyard",
    board: boardWith(
      { id: 'forerunner', card: "Ashiok's Forerunner", zone: 'hand' },
      { id: 'ashiok', card: 'Ashiok, Sculptor of Fears', zone: 'graveyard', owner: 'A' },
      ...lands,
    ),
    actions: [enter('forerunner'), forerunner({ searched: ['library'], cards: ['ashiok'] })],
    refused: '701.23a',
  },
  {
    name: 'CR 701.23a, 701.24a, Ashiok\'s Forerunner: "If you search your library this way, shuffle": a library searched is shuffled, though nothing is found',
    board: boardWith({ id: 'forerunner', card: "Ashiok's Forerunner", zone: 'hand' }, ...lands),
    actions: [enter('forerunner'), forerunner({ searched: ['library', 'graveyard'], cards: [] })],
    events: ['libraryShuffled A 701.24a'],
  },
  {
    name: "CR 701.23a, Ashiok's Forerunner: a card of another name is not found",
    board: boardWith({ id: 'forerunner', card: "Ashiok's Forerunner", zone: 'hand' }, ...lands),
    actions: [enter('forerunner'), forerunner({ searched: ['library'], cards: ['c1'] })],
    refused: '701.23a',
  },
];

describe('searching a library (CR 701.23) and shuffling it (701.24)', () => {
  it.each(ROWS)('$name', (row) => {
    const played = checkPlay(row);
    if (row.top !== undefined) expect(libraryOrder(played.state)[0]).toBe(row.top);
  });

  it("CR 701.24a: the shuffle draws from the state's seed: the same board shuffles the same way, and the generator moves on", () => {
    const cards = Array.from({ length: 12 }, (_, i) => inLibrary(`c${i}`, 'Grizzly Bears'));
    const board = {
      ...boardWith({ id: 'ranger', card: 'Borderland Ranger', zone: 'hand' }, ...cards),
      seed: 7,
    };
    const actions = [enter('ranger'), answer(true, [])];
    const first = play(stateOf(board), actions);
    const again = play(stateOf(board), actions);
    const other = play(stateOf({ ...board, seed: 8 }), actions);
    expect(first.refusal).toBeNull();
    expect(libraryOrder(first.state)).toEqual(libraryOrder(again.state));
    expect(libraryOrder(first.state)).not.toEqual(libraryOrder(other.state));
    expect(libraryOrder(first.state)).not.toEqual(cards.map((c) => c.id));
    expect(first.state.random).toBeDefined();
    expect(first.state.random).not.toEqual(stateOf(board).random);
  });
});
