import type { Action } from '../src/engine/action.js';
import type { GameState } from '../src/state/types.js';
import type { Engine } from './engine.js';
import { loadApply } from './engine-modules.js';
import type { Group } from './run.js';

/**
 * Creature actions through `apply`: each one is followed by a full layer evaluation and
 * state-based actions checked to a fixed point (704.3), as `apply` always does. Boards are
 * built in code, 20 creatures a side, with keywords granted by locked effects.
 */

const KEYWORD_SETS: readonly (readonly string[])[] = [
  [],
  ['Flying'],
  ['Deathtouch'],
  ['Lifelink'],
  ['Trample'],
  ['Vigilance'],
  ['Wither'],
  ['Reach'],
  ['Indestructible'],
  ['First strike'],
];
const CARDS = ['Grizzly Bears', 'Gray Ogre', 'Memnite', 'Wall of Stone'] as const;
/** Creatures with nothing printed that could stop them attacking. */
const ATTACKERS = ['Grizzly Bears', 'Gray Ogre', 'Memnite'] as const;

const grant = (id: string, keywords: readonly string[]) => ({
  source: `k-${id}`,
  sourceName: keywords.join(', '),
  duration: 'permanent',
  on: [id],
  effect: {
    affects: {},
    ops: [
      {
        kind: 'addAbilities',
        abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
      },
    ],
  },
});

/** 20 creatures for A (a0..a19) and 20 for B (b0..b19); every other one has +1/+1 counters. */
const fortyCreatures = (
  board: (json: unknown) => GameState,
  step: string,
  keywords: (i: number) => readonly string[],
  cards: readonly string[] = CARDS,
): GameState => {
  const objects = ['a', 'b'].flatMap((side) =>
    Array.from({ length: 20 }, (_, i) => ({
      id: `${side}${i}`,
      card: cards[i % cards.length],
      controller: side === 'a' ? 'A' : 'B',
      ...(i % 2 === 0 ? { counters: { '+1/+1': 1 + (i % 3) } } : {}),
    })),
  );
  const effects = ['a', 'b'].flatMap((side) =>
    Array.from({ length: 20 }, (_, i) => keywords(i)).flatMap((k, i) =>
      k.length > 0 ? [grant(`${side}${i}`, k)] : [],
    ),
  );
  return board({
    turn: { number: 3, active: 'A', step },
    objects: [
      ...objects,
      { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' },
      ...['A', 'B', 'A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner })),
    ],
    stack: ['bolt'],
    effects,
  });
};

export const creatureGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { pool, apply, playAll, board: parse } = await loadApply(engine);
  const board = fortyCreatures(parse, 'main1', (i) => KEYWORD_SETS[i % KEYWORD_SETS.length] ?? []);
  // A mix of single actions on the same board, each with its evaluation and SBA check.
  const single: readonly Action[] = [
    { kind: 'damage', source: 'bolt', to: [{ to: 'b3', amount: 3 }] },
    { kind: 'damage', source: 'a2', to: [{ to: 'b5', amount: 2 }] },
    { kind: 'damage', source: 'a6', to: [{ to: 'B', amount: 2 }] },
    { kind: 'counters', object: 'a1', counter: '-1/-1', amount: 1 },
    { kind: 'regenerate', object: 'b7' },
    { kind: 'changeControl', object: 'b9', to: 'A', untilEndOfTurn: true },
  ];
  for (const action of single) playAll(board, [action]);

  // A full combat: 20 attackers, 20 blockers: five attackers double-blocked, ten single-blocked, five unblocked.
  const combatBoard = fortyCreatures(
    parse,
    'declareAttackers',
    (i) => (i % 5 === 1 ? ['First strike'] : i % 5 === 2 ? ['Trample'] : []),
    ATTACKERS,
  );
  const attackers = Array.from({ length: 20 }, (_, i) => `a${i}`);
  const combat: Action[] = [
    { kind: 'declareAttackers', attackers: attackers.map((attacker) => ({ attacker })) },
    { kind: 'advance', to: 'declareBlockers' },
    {
      kind: 'declareBlockers',
      blockers: Array.from({ length: 20 }, (_, i) => ({ blocker: `b${i}`, attacker: `a${i % 15}` })),
    },
    { kind: 'advance', to: 'endCombat' },
  ];
  const after = playAll(combatBoard, combat);
  const died = after.objects.filter((o) => o.zone === 'graveyard').length;

  return [
    {
      title: `Creature actions through apply (the combat leaves ${died} creatures dead)`,
      tasks: [
        {
          name: `apply one action, 40 creatures (${single.length} kinds in turn)`,
          batch: single.length,
          run: () => {
            for (const action of single) apply(board, pool, action);
          },
        },
        {
          name: 'full combat, 20 attackers and 20 blockers (4 actions)',
          batch: 1,
          run: () => void playAll(combatBoard, combat),
        },
        {
          name: '  the same, per action',
          batch: combat.length,
          run: () => void playAll(combatBoard, combat),
        },
      ],
    },
  ];
};
