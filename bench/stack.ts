import type { Action } from '../src/engine/action.js';
import type { GameState } from '../src/state/types.js';
import type { Engine } from './engine.js';
import { loadApply } from './engine-modules.js';
import type { Group } from './run.js';

/**
 * A spell's whole life through `apply`, on a board of 40 creatures: cast (total cost locked in,
 * paid automatically from untapped lands, 601.2), both players pass (117.4), it resolves
 * (608.2-608.3), and every pass checks state-based actions and triggers (117.5). Each `apply`
 * evaluates every object's characteristics, so the board's size is what costs.
 */

const CREATURES = ['Grizzly Bears', 'Gray Ogre', 'Memnite', 'Wall of Stone'] as const;
const LANDS = ['Forest', 'Mountain', 'Plains', 'Island', 'Swamp', 'Forest'] as const;

const boardOf = (board: (json: unknown) => GameState): GameState => {
  const creatures = ['A', 'B'].flatMap((player) =>
    Array.from({ length: 20 }, (_, i) => ({
      id: `${player.toLowerCase()}${i}`,
      card: CREATURES[i % CREATURES.length],
      controller: player,
    })),
  );
  return board({
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [
      ...creatures,
      ...LANDS.map((card, i) => ({ id: `land${i}`, card })),
      { id: 'bears', card: 'Grizzly Bears', zone: 'hand' },
      { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
    ],
  });
};

const PASS_TWICE: readonly Action[] = [{ kind: 'pass' }, { kind: 'pass' }];

export const stackGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { playAll, board } = await loadApply(engine);
  const start = boardOf(board);
  const creature: readonly Action[] = [{ kind: 'cast', object: 'bears', sources: 'auto' }, ...PASS_TWICE];
  const bolt: readonly Action[] = [
    { kind: 'cast', object: 'bolt', targets: ['b5'], sources: 'auto' },
    ...PASS_TWICE,
  ];
  // Checked once, so that a refusal or a wrong result breaks the benchmark, not its figures.
  const afterCreature = playAll(start, creature);
  const afterBolt = playAll(start, bolt);
  const bears = (s: GameState) =>
    s.objects.filter((o) => o.zone === 'battlefield' && o.card === 'Grizzly Bears').length;
  const bearsOut = bears(afterCreature) === bears(start) + 1;
  const boltResolved = afterBolt.objects.some((o) => o.zone === 'graveyard' && o.card === 'Lightning Bolt');
  if (!bearsOut || !boltResolved || afterCreature.stack.length > 0 || afterBolt.stack.length > 0)
    throw new Error('benchmark spells did not resolve');

  return [
    {
      title: 'Spells on the stack, 40 creatures on the battlefield (target: 20,000 spells/s)',
      tasks: [
        {
          name: 'cast a creature (auto payment), pass, pass: it resolves',
          batch: 1,
          run: () => void playAll(start, creature),
        },
        {
          name: 'cast Lightning Bolt at a creature, pass, pass: it dies',
          batch: 1,
          run: () => void playAll(start, bolt),
        },
        {
          name: '  the same, per action',
          batch: bolt.length,
          run: () => void playAll(start, bolt),
        },
      ],
    },
  ];
};
