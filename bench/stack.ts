import { defaultPool } from '../src/cards/default-pool.js';
import type { CardPool } from '../src/cards/pool.js';
import type { Action } from '../src/engine/action.js';
import { apply } from '../src/engine/apply.js';
import { parseBoard } from '../src/notation/index.js';
import type { GameState } from '../src/state/types.js';
import { measure, printFigures } from './run.js';

/**
 * A spell's whole life through `apply`, on a board of 40 creatures: cast (total cost locked in,
 * paid automatically from untapped lands, 601.2), both players pass (117.4), it resolves
 * (608.2-608.3), and every pass checks state-based actions and triggers (117.5). Each `apply`
 * evaluates every object's characteristics, so the board's size is what costs.
 */

const CREATURES = ['Grizzly Bears', 'Gray Ogre', 'Memnite', 'Wall of Stone'] as const;
const LANDS = ['Forest', 'Mountain', 'Plains', 'Island', 'Swamp', 'Forest'] as const;

const board = (pool: CardPool): GameState => {
  const creatures = ['A', 'B'].flatMap((player) =>
    Array.from({ length: 20 }, (_, i) => ({
      id: `${player.toLowerCase()}${i}`,
      card: CREATURES[i % CREATURES.length],
      controller: player,
    })),
  );
  const parsed = parseBoard(
    {
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [
        ...creatures,
        ...LANDS.map((card, i) => ({ id: `land${i}`, card })),
        { id: 'bears', card: 'Grizzly Bears', zone: 'hand' },
        { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
      ],
    },
    pool,
  );
  if (!parsed.ok) throw new Error(`benchmark board: ${parsed.error.message}`);
  return parsed.value.state;
};

/** Runs actions in order and returns the final state; a refusal is a broken benchmark. */
const playAll = (state: GameState, pool: CardPool, actions: readonly Action[]): GameState => {
  let current = state;
  for (const action of actions) {
    const done = apply(current, pool, action);
    if (!done.ok) throw new Error(`benchmark action ${action.kind}: ${done.error.message}`);
    current = done.value.state;
  }
  return current;
};

const PASS_TWICE: readonly Action[] = [{ kind: 'pass' }, { kind: 'pass' }];

export const benchStack = async (): Promise<void> => {
  const pool = defaultPool();
  const start = board(pool);
  const creature: readonly Action[] = [{ kind: 'cast', object: 'bears', sources: 'auto' }, ...PASS_TWICE];
  const bolt: readonly Action[] = [
    { kind: 'cast', object: 'bolt', targets: ['b5'], sources: 'auto' },
    ...PASS_TWICE,
  ];
  // Checked once, so that a refusal or a wrong result breaks the benchmark, not its figures.
  const afterCreature = playAll(start, pool, creature);
  const afterBolt = playAll(start, pool, bolt);
  const bears = (s: GameState) =>
    s.objects.filter((o) => o.zone === 'battlefield' && o.card === 'Grizzly Bears').length;
  const bearsOut = bears(afterCreature) === bears(start) + 1;
  const boltResolved = afterBolt.objects.some((o) => o.zone === 'graveyard' && o.card === 'Lightning Bolt');
  if (!bearsOut || !boltResolved || afterCreature.stack.length > 0 || afterBolt.stack.length > 0)
    throw new Error('benchmark spells did not resolve');

  const figures = await measure([
    {
      name: 'cast a creature (auto payment), pass, pass: it resolves',
      batch: 1,
      run: () => void playAll(start, pool, creature),
    },
    {
      name: 'cast Lightning Bolt at a creature, pass, pass: it dies',
      batch: 1,
      run: () => void playAll(start, pool, bolt),
    },
    {
      name: '  the same, per action',
      batch: bolt.length,
      run: () => void playAll(start, pool, bolt),
    },
  ]);
  printFigures('Spells on the stack, 40 creatures on the battlefield (target: 20,000 spells/s)', figures);
};
