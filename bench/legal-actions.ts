import { readFileSync } from 'node:fs';
import type { PlayerAction } from '../src/engine/action.js';
import type { GameState } from '../src/state/types.js';
import { startBoards } from '../test/support/legal-boards.js';
import type { Engine } from './engine.js';
import { loadApply } from './engine-modules.js';
import type { Group } from './run.js';

/**
 * legalActions on mid-game boards (issue 14, target: under 50 µs): both players with lands,
 * creatures and spells in hand, in a main phase, the beginning of combat and an upkeep; the
 * opponent holding priority in the active player's main phase, with only sorcery-speed cards
 * left; and the first main phase of a game of the sample deck. Each entry is found by trying it
 * with `apply`, so a figure is about the number of actions and targets that are legal.
 */
export const legalActionGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { pool, playAll } = await loadApply(engine);
  const { legalActions } =
    await engine.load<typeof import('../src/game/legal-actions.js')>('src/game/legal-actions.js');
  const { vouchFor } =
    await engine.load<typeof import('../src/state/known-valid.js')>('src/state/known-valid.js');
  const { newGame } = await engine.load<typeof import('../src/game/new-game.js')>('src/game/new-game.js');
  const { parseDeckList, resolveDeck } =
    await engine.load<typeof import('../src/decks/index.js')>('src/decks/index.js');
  /**
   * The state as a new object, as each state a simulator asks about is new (made by apply, and
   * known valid): what legalActions tried on the state itself is remembered (game/trial.ts), and
   * a benchmark that asked the same object again would time the memory, not the work.
   */
  const fresh = (state: GameState): GameState => {
    const copy = { ...state };
    vouchFor(copy, pool);
    return copy;
  };
  /** The sample deck against itself, both players keeping their seven (103.5): the first turn's first priority. */
  const sampleGameStart = (): GameState => {
    const list = parseDeckList(readFileSync('examples/deck.txt', 'utf8'));
    const deck = list.ok ? resolveDeck(list.value, pool) : list;
    const game = deck.ok
      ? newGame(pool, { decks: [deck.value, deck.value], seed: 1, startingPlayer: 'A' })
      : deck;
    if (!game.ok) throw new Error('benchmark deck refused');
    return playAll(game.value, [
      { kind: 'mulligan', player: 'A', keep: true },
      { kind: 'mulligan', player: 'B', keep: true },
      { kind: 'advance', to: 'main1' },
    ]);
  };
  const boards = startBoards().slice(-4);
  const [main1] = boards;
  if (main1 === undefined) throw new Error('no mid-game board');
  // A passes; B casts its two instants, keeping priority (117.3c): Fireball and a Forest are left.
  const opponents = playAll(main1, [
    { kind: 'pass' },
    { kind: 'cast', object: 'boltB', targets: ['A'], sources: 'auto' },
    { kind: 'cast', object: 'growthB', targets: ['bearsB'], sources: 'auto' },
  ] as PlayerAction[]);
  const start = sampleGameStart();
  for (const state of [...boards, opponents, start])
    if (!legalActions(state, pool).ok) throw new Error('benchmark board refused');
  return [
    {
      title: 'Legal actions (issue 14, target: under 50 µs a state)',
      tasks: [
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
      ],
    },
  ];
};
