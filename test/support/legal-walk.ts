import { readdirSync, readFileSync } from 'node:fs';
import type { PlayerAction } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import { randomAction } from '../../src/game/concrete.js';
import { legalActions } from '../../src/game/legal-actions.js';
import type { LegalActions } from '../../src/game/types.js';
import type { GameState } from '../../src/state/types.js';
import { pool, stateOf } from './play.js';

/**
 * Random walks of listed actions (issue 14): from boards with something to do, each step draws
 * an action from `legalActions` by `randomAction` and applies it. The exactness properties of
 * test/game/legal-actions.property.test.ts run on the states they reach.
 */

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

/** The boards walks start from: the examples, and mid-game boards of each step kind. */
export const startBoards = (): readonly GameState[] => BOARDS;

const BOARDS: readonly GameState[] = [
  ...readdirSync('examples')
    .filter((f) => f.endsWith('.json'))
    .map((f) => stateOf(JSON.parse(readFileSync(`examples/${f}`, 'utf8')))),
  stateOf(midGame('A', 'main1')),
  stateOf(midGame('B', 'main2')),
  stateOf(midGame('A', 'beginCombat')),
  stateOf(midGame('B', 'upkeep')),
];

/** The start board numbered `i`; throws past the last. */
export const boardAt = (i: number): GameState => {
  const board = startBoards()[i];
  if (board === undefined) throw new Error(`no start board ${i}`);
  return board;
};

export interface Step {
  readonly state: GameState;
  readonly legal: LegalActions;
  readonly action: PlayerAction;
}

/**
 * Up to `length` steps of listed actions from `start`, drawn with `seed`; it stops when the game
 * is over. Throws when legalActions fails or the drawn action is refused: both break the property.
 */
export const walk = (start: GameState, seed: number, length: number): Step[] => {
  const steps: Step[] = [];
  let state = start;
  let s = seed;
  for (let i = 0; i < length && !state.over; i++) {
    const legal = legalActions(state, pool);
    if (!legal.ok) throw new Error(`legalActions: ${legal.error.message}`);
    if (legal.value.entries.length === 0) break;
    const drawn = randomAction(legal.value, s);
    if (!drawn.ok) throw new Error(drawn.error.message);
    s = drawn.value.seed;
    const done = apply(state, pool, drawn.value.action);
    if (!done.ok) throw new Error(`refused ${JSON.stringify(drawn.value.action)}: ${done.error.message}`);
    steps.push({ state, legal: legal.value, action: drawn.value.action });
    state = done.value.state;
  }
  return steps;
};
