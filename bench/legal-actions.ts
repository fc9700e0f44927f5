import { readFileSync } from 'node:fs';
import { defaultPool } from '../src/cards/default-pool.js';
import { parseDeckList } from '../src/decks/index.js';
import { resolveDeck } from '../src/decks/resolve-deck.js';
import type { Action, PlayerAction } from '../src/engine/action.js';
import { apply } from '../src/engine/apply.js';
import { legalActions } from '../src/game/legal-actions.js';
import { newGame } from '../src/game/new-game.js';
import { vouchFor } from '../src/state/known-valid.js';
import type { GameState } from '../src/state/types.js';
import { startBoards } from '../test/support/legal-boards.js';
import { measure, printFigures } from './run.js';

const pool = defaultPool();

/**
 * The state as a new object, as each state a simulator asks about is new (made by apply, and
 * known valid): what legalActions tried on the state itself is remembered (game/trial.ts), and a
 * benchmark that asked the same object again would time the memory, not the work.
 */
const fresh = (state: GameState): GameState => {
  const copy = { ...state };
  vouchFor(copy, pool);
  return copy;
};

const applied = (state: GameState, action: Action): GameState => {
  const done = apply(state, pool, action);
  if (!done.ok) throw new Error(`benchmark board: ${done.error.message}`);
  return done.value.state;
};

/** The sample deck against itself, both players keeping their seven (103.5): the first turn's first priority. */
const sampleGameStart = (): GameState => {
  const list = parseDeckList(readFileSync('examples/deck.txt', 'utf8'));
  const deck = list.ok ? resolveDeck(list.value, pool) : list;
  const game = deck.ok
    ? newGame(pool, { decks: [deck.value, deck.value], seed: 1, startingPlayer: 'A' })
    : deck;
  if (!game.ok) throw new Error('benchmark deck refused');
  const kept = applied(applied(game.value, { kind: 'mulligan', player: 'A', keep: true }), {
    kind: 'mulligan',
    player: 'B',
    keep: true,
  });
  return applied(kept, { kind: 'advance', to: 'main1' });
};

/**
 * legalActions on mid-game boards (issue 14, target: under 50 µs): both players with lands,
 * creatures and spells in hand, in a main phase, the beginning of combat and an upkeep; the
 * opponent holding priority in the active player's main phase, with only sorcery-speed cards
 * left; and the first main phase of a game of the sample deck. Each entry is found by trying it
 * with `apply`, so a figure is about the number of actions and targets that are legal.
 */
export const benchLegalActions = async (): Promise<void> => {
  const boards = startBoards().slice(-4);
  const [main1] = boards;
  if (main1 === undefined) throw new Error('no mid-game board');
  // A passes; B casts its two instants, keeping priority (117.3c): Fireball and a Forest are left.
  const opponents = [
    { kind: 'pass' },
    { kind: 'cast', object: 'boltB', targets: ['A'], sources: 'auto' },
    { kind: 'cast', object: 'growthB', targets: ['bearsB'], sources: 'auto' },
  ].reduce<GameState>((state, action) => applied(state, action as PlayerAction), main1);
  const start = sampleGameStart();
  for (const state of [...boards, opponents, start])
    if (!legalActions(state, pool).ok) throw new Error('benchmark board refused');
  const figures = await measure([
    {
      name: 'legalActions on mid-game states, per state',
      batch: boards.length,
      run: () => {
        for (const state of boards) legalActions(fresh(state), pool);
      },
    },
    {
      name: "legalActions, the opponent's priority, nothing castable",
      batch: 1,
      run: () => legalActions(fresh(opponents), pool),
    },
    {
      name: 'legalActions, the first main phase of a sample game',
      batch: 1,
      run: () => legalActions(fresh(start), pool),
    },
  ]);
  printFigures('Legal actions (issue 14, target: under 50 µs a state)', figures);
};
