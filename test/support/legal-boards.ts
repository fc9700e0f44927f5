import { readdirSync, readFileSync } from 'node:fs';
import { defaultPool } from '../../src/cards/default-pool.js';
import { parseBoard } from '../../src/notation/index.js';
import type { GameState } from '../../src/state/types.js';

/**
 * Boards to start random walks of legal actions from (issue 14): the examples, and mid-game
 * boards with libraries so that turns can go on. No test framework here: the benchmark reads them.
 */

const pool = defaultPool();

const parsed = (board: unknown): GameState => {
  const state = parseBoard(board, pool);
  if (!state.ok) throw new Error(`board: ${state.error.path ?? '$'}: ${state.error.message}`);
  return state.value.state;
};

const library = (player: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `lib${player}${i}`,
    card: i % 2 ? 'Mountain' : 'Forest',
    zone: 'library',
    controller: player,
  }));

/** A mid-game board of both players with lands, creatures, spells in hand and libraries, so turns can go on. */
const midGame = (active: 'A' | 'B', step: string) => ({
  turn: { number: 5, active, step },
  players: [
    { id: 'A', life: 14 },
    { id: 'B', life: 11 },
  ],
  objects: [
    ...['A', 'B'].flatMap((p) => [
      { id: `m1${p}`, card: 'Mountain', controller: p },
      { id: `m2${p}`, card: 'Mountain', controller: p },
      { id: `f1${p}`, card: 'Forest', controller: p },
      { id: `bears${p}`, card: 'Grizzly Bears', controller: p },
      { id: `bolt${p}`, card: 'Lightning Bolt', zone: 'hand', controller: p },
      { id: `growth${p}`, card: 'Giant Growth', zone: 'hand', controller: p },
      { id: `forest${p}`, card: 'Forest', zone: 'hand', controller: p },
      { id: `ball${p}`, card: 'Fireball', zone: 'hand', controller: p },
      ...library(p, 12),
    ]),
    { id: 'sorcerer', card: 'Prodigal Sorcerer', controller: 'A' },
    { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
    { id: 'fanatic', card: 'Mogg Fanatic', controller: 'B' },
    { id: 'pup', card: 'Jackal Pup', zone: 'hand', controller: 'A' },
  ],
});

/**
 * A main phase with triggered abilities that choose (603.3c-d): Retreat to Kazandu's modal
 * landfall, Pollenbright Druid's modal entering, Gang of Devils' damage divided among up to three
 * targets as it dies, Downpour's three targets, and Fling's creature sacrificed as it is cast (601.2h).
 */
const triggerGame = {
  turn: { number: 5, active: 'A', step: 'main1' },
  objects: [
    ...['A', 'B'].flatMap((p) => [
      { id: `m1${p}`, card: 'Mountain', controller: p },
      { id: `f1${p}`, card: 'Forest', controller: p },
      { id: `f2${p}`, card: 'Forest', controller: p },
      { id: `i1${p}`, card: 'Island', controller: p },
      { id: `devils${p}`, card: 'Gang of Devils', controller: p },
      { id: `bolt${p}`, card: 'Lightning Bolt', zone: 'hand', controller: p },
      { id: `forest${p}`, card: 'Forest', zone: 'hand', controller: p },
      { id: `druid${p}`, card: 'Pollenbright Druid', zone: 'hand', controller: p },
      { id: `downpour${p}`, card: 'Downpour', zone: 'hand', controller: p },
      { id: `fling${p}`, card: 'Fling', zone: 'hand', controller: p },
      ...library(p, 12),
    ]),
    { id: 'retreat', card: 'Retreat to Kazandu', controller: 'A' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'B' },
  ],
};

/** The boards walks start from: the examples, a board of triggers that choose, and mid-game boards of each step kind (the benchmark's, last). */
export const startBoards = (): readonly GameState[] => BOARDS;

const BOARDS: readonly GameState[] = [
  ...readdirSync('examples')
    .filter((f) => f.endsWith('.json'))
    .map((f) => parsed(JSON.parse(readFileSync(`examples/${f}`, 'utf8')))),
  parsed(triggerGame),
  parsed(midGame('A', 'main1')),
  parsed(midGame('B', 'main2')),
  parsed(midGame('A', 'beginCombat')),
  parsed(midGame('B', 'upkeep')),
];

/** The start board numbered `i`; throws past the last. */
export const boardAt = (i: number): GameState => {
  const board = startBoards()[i];
  if (board === undefined) throw new Error(`no start board ${i}`);
  return board;
};
