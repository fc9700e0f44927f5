import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { soakCandidates, soakDeck } from '../../../cli/soak-decks.js';
import { randomAgent } from '../../../src/game/agents/random-agent.js';
import { playGame } from '../../../src/game/play-game.js';
import { gameSeed } from '../../../src/game/simulation.js';
import { evaluate } from '../../../src/layers/evaluate.js';
import { evaluateByIslands } from '../../../src/layers/islands.js';
import { parseBoard } from '../../../src/notation/index.js';
import type { GameState } from '../../../src/state/types.js';
import { effectFor, effectOn, gains, modifyPT } from '../../support/boards.js';
import { deck } from '../../support/games.js';
import { pool } from '../../support/play.js';

/**
 * Evaluation by islands (layers/islands.ts, issue 17): objects no continuous effect links are
 * evaluated apart, and an island nothing changed keeps its last characteristics. Each row is a
 * board, a change to it, and whether each object's characteristics are reused (the same object
 * as before) or worked out again; every result is checked against the whole board's layers
 * (CR 613), traced, which never takes this path.
 */

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(`${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  return parsed.value.state;
};

/** The whole board's characteristics, by the traced evaluation, which runs every layer over every object. */
const whole = (state: GameState) => {
  const full = evaluate(state, pool, { trace: true });
  if (!full.ok) throw new Error(full.error.message);
  return full.value.objects;
};

const withDamage = (state: GameState, id: string): GameState => ({
  ...state,
  objects: state.objects.map((o) => (o.id === id ? { ...o, damage: o.damage + 1 } : o)),
});

const head = { source: 'spell', sourceName: 'a spell', controller: 'A', timestamp: 50 };

interface Row {
  readonly name: string;
  readonly board: unknown;
  /** The object whose record changes (one more damage, which no layer reads). */
  readonly changed: string;
  /** Null: the board is one island, evaluated whole. Else the objects whose characteristics are worked out again. */
  readonly again: readonly string[] | null;
}

const bears = (ids: readonly string[]) => ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'A' }));

const ROWS: readonly Row[] = [
  {
    name: 'CR 613.1: with no continuous effect, each object is an island of its own',
    board: { objects: [...bears(['a', 'b']), { id: 'angel', card: 'Serra Angel', zone: 'hand' }] },
    changed: 'a',
    again: ['a'],
  },
  {
    name: 'CR 611.2c: an effect locked onto two creatures links them, and only them',
    board: {
      objects: bears(['a', 'b', 'c']),
      effects: [effectOn({ ...head, on: ['a', 'b'] }, modifyPT(2, 2))],
    },
    changed: 'a',
    again: ['a', 'b'],
  },
  {
    name: 'CR 122.1a, 613.4c: counters reach only the creature they are on',
    board: { objects: [{ id: 'a', card: 'Grizzly Bears', counters: { '+1/+1': 2 } }, ...bears(['b'])] },
    changed: 'b',
    again: ['b'],
  },
  {
    name: 'CR 611.3a: an anthem reaches every permanent; the cards in libraries stay apart',
    board: {
      objects: [
        { id: 'anthem', card: 'Glorious Anthem' },
        ...bears(['a', 'b']),
        { id: 'lib', card: 'Serra Angel', zone: 'library' },
      ],
    },
    changed: 'a',
    again: ['anthem', 'a', 'b'],
  },
  {
    name: 'CR 604.3, 611.3a: a CDA counting permanents links its card in hand to the battlefield',
    board: {
      objects: [
        { id: 'nightmare', card: 'Nightmare', zone: 'hand' },
        { id: 'swamp', card: 'Swamp' },
        { id: 'lib', card: 'Grizzly Bears', zone: 'library' },
      ],
    },
    changed: 'swamp',
    again: ['nightmare', 'swamp'],
  },
  {
    name: 'CR 604.3, 205.2a: a CDA counting cards in graveyards reaches every zone: one island',
    board: {
      objects: [
        { id: 'goyf', card: 'Tarmogoyf' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'graveyard' },
      ],
    },
    changed: 'goyf',
    again: null,
  },
  {
    name: 'CR 613.7a: an effect granting a static ability reaches objects not known before the layers run: one island',
    board: {
      objects: bears(['a', 'b']),
      effects: [
        effectOn(
          { ...head, on: ['a'] },
          {
            kind: 'addAbilities',
            abilities: [
              {
                kind: 'static',
                text: 'Other creatures you control get +1/+1.',
                effect: {
                  affects: { types: ['Creature'], controller: 'you', other: true },
                  ops: [modifyPT(1, 1)],
                },
              },
            ],
          },
        ),
      ],
    },
    changed: 'b',
    again: null,
  },
  {
    name: 'CR 611.2c: an effect not locked, over a filter, reaches every permanent',
    board: {
      objects: [...bears(['a', 'b']), { id: 'lib', card: 'Grizzly Bears', zone: 'library' }],
      effects: [effectFor(head, { types: ['Creature'] }, gains('Flying'))],
    },
    changed: 'a',
    again: ['a', 'b'],
  },
];

describe('evaluation by islands (CR 613; issue 17)', () => {
  it.each(ROWS)('$name', ({ board, changed, again }) => {
    const before = stateOf(board);
    const first = evaluateByIslands(before, pool);
    expect(first).toEqual(again === null ? null : whole(before));
    if (first === null || again === null) return;
    const after = withDamage(before, changed);
    const second = evaluateByIslands(after, pool);
    expect(second).toEqual(whole(after));
    const workedAgain = (second ?? []).filter((c, i) => c !== first[i]).map((c) => c.id);
    expect(workedAgain).toEqual(again);
  });

  it('an island whose surroundings change is worked out again: "as long as it is your turn" (CR 611.3a)', () => {
    const before = stateOf({
      turn: { active: 'A' },
      objects: [
        { id: 'anthem', card: 'Glorious Anthem' },
        { id: 'lib', card: 'Grizzly Bears', zone: 'library' },
      ],
    });
    const first = evaluateByIslands(before, pool);
    const after: GameState = { ...before, turn: { ...before.turn, active: 'B' } };
    const second = evaluateByIslands(after, pool);
    expect(second).toEqual(whole(after));
    // The library card reads nothing of the turn; the anthem's island reads who controls what.
    expect(second?.[1]).toBe(first?.[1]);
    expect(second?.[0]).not.toBe(first?.[0]);
  });
});

describe('evaluation by islands in whole games (issue 17: reuse equals a full evaluation)', () => {
  const sample = (name: string) =>
    readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'decks', name), 'utf8');
  const candidates = soakCandidates(pool);
  const known = new Map<string, boolean>();
  const GAMES = 4;

  it(`${GAMES} random games: at every state, evaluate equals the whole board's layers`, () => {
    let states = 0;
    let byIslands = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = gameSeed(17, g);
      const lists =
        g % 2 === 0
          ? [sample('stompy.txt'), sample('white-weenie.txt')]
          : [soakDeck(pool, candidates, seed, known), soakDeck(pool, candidates, seed + 1, known)];
      const played = playGame(pool, {
        decks: lists.map(deck),
        seed,
        agents: [randomAgent, randomAgent],
        turnCap: 6,
        onAction: (_action, _events, state) => {
          states++;
          if (evaluateByIslands(state, pool) !== null) byIslands++;
          const fast = evaluate(state, pool);
          if (!fast.ok) throw new Error(fast.error.message);
          expect(fast.value.objects).toEqual(whole(state));
        },
      });
      if (!played.ok) throw new Error(`game ${seed}: ${played.error.message}`);
    }
    // Both ways were taken: states in islands, and states an anthem or a CDA makes one island.
    expect(byIslands).toBeGreaterThan(states / 10);
  });
});
