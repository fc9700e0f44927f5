import { defaultPool } from '../src/cards/default-pool.js';
import { legalActions } from '../src/game/legal-actions.js';
import { startBoards } from '../test/support/legal-boards.js';
import { measure, printFigures } from './run.js';

/**
 * legalActions on mid-game boards (issue 14, target: under 50 µs): both players with lands,
 * creatures and spells in hand, in a main phase, the beginning of combat and an upkeep. Each
 * entry is found by trying it with `apply`, so its figure is about a few dozen applications.
 */
export const benchLegalActions = async (): Promise<void> => {
  const pool = defaultPool();
  const boards = startBoards().slice(-4);
  for (const state of boards) if (!legalActions(state, pool).ok) throw new Error('benchmark board refused');
  const figures = await measure([
    {
      name: 'legalActions on mid-game states, per state',
      batch: boards.length,
      run: () => {
        for (const state of boards) legalActions(state, pool);
      },
    },
  ]);
  printFigures('Legal actions (issue 14, target: under 50 µs a state)', figures);
};
