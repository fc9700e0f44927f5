import { recordLines } from '../../src/game/record.js';
import type { GameState } from '../../src/state/types.js';
import { attack, attackAndBlock, block, play, stateOf } from './play.js';

/**
 * Saved games where player A has a choice open, for play mode's forms (issue 16): each a record
 * file (`recordLines`) whose start is the state asked, continued in the page as A. Libraries
 * hold a few cards so that nobody loses by drawing from an empty one (CR 704.5b).
 */

const SEED = 1;

const libraries = [
  ...['la1', 'la2', 'la3'].map((id) => ({ id, card: 'Mountain', zone: 'library' })),
  ...['lb1', 'lb2', 'lb3'].map((id) => ({ id, card: 'Forest', zone: 'library', owner: 'B' })),
];

const board = (step: string, objects: readonly object[], extra: object = {}): GameState =>
  stateOf({ turn: { number: 4, active: 'A', step }, objects: [...objects, ...libraries], ...extra });

/** The state after the actions, every one accepted (the stack settled as passing would). */
const after = (start: GameState, actions: Parameters<typeof play>[1]): GameState => {
  const played = play(start, actions);
  if (played.refusal) throw new Error(played.refusal.message);
  return played.state;
};

export const recordOf = (state: GameState): string =>
  recordLines({ seed: SEED, start: { ...state, seed: SEED }, actions: [] });

/** CR 603.3b: Martial Law's and Phyrexian Arena's upkeep triggers wait for A to order them. */
export const triggersToOrder = (): GameState =>
  after(
    board('untap', [
      { id: 'law', card: 'Martial Law' },
      { id: 'arena', card: 'Phyrexian Arena' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'elves', card: 'Llanowar Elves', controller: 'B' },
    ]),
    [{ kind: 'advance', to: 'upkeep' }],
  );

/** CR 510.1c: A's Craw Wurm (6/4) blocked by two Grizzly Bears: A divides its 6 damage. */
export const damageToAssign = (): GameState =>
  after(
    board('declareAttackers', [
      { id: 'wurm', card: 'Craw Wurm' },
      { id: 'b1', card: 'Grizzly Bears', controller: 'B' },
      { id: 'b2', card: 'Grizzly Bears', controller: 'B' },
    ]),
    [
      ...attackAndBlock(attack('wurm'), [block('b1', 'wurm'), block('b2', 'wurm')]),
      { kind: 'pass' },
      { kind: 'pass' },
    ],
  );

/** CR 601.2d: Arc Lightning in A's hand, three Mountains, and B's Grizzly Bears to divide 3 damage among. */
export const arcLightning = (): GameState =>
  board('main1', [
    { id: 'm1', card: 'Mountain' },
    { id: 'm2', card: 'Mountain' },
    { id: 'm3', card: 'Mountain' },
    { id: 'arc', card: 'Arc Lightning', zone: 'hand' },
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
  ]);

/** CR 602.2b: Goblin Bombardment with a Grizzly Bears and a Llanowar Elves to sacrifice. */
export const bombardment = (): GameState =>
  board('main1', [
    { id: 'bomb', card: 'Goblin Bombardment' },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'elves', card: 'Llanowar Elves' },
  ]);

/** CR 614.12, 205.3m: Adaptive Automaton resolving asks A for a creature type, any of them. */
export const automatonAsks = (): GameState =>
  after(
    stateOf({
      turn: { number: 4, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'auto', card: 'Adaptive Automaton', zone: 'hand' }, ...libraries],
    }),
    [{ kind: 'cast', object: 'auto', sources: 'auto' }],
  );

/** CR 700.2b, 603.3c: Pollenbright Druid entered; its "choose one" trigger waits for A's mode and target. */
export const modalTrigger = (): GameState =>
  after(
    board('main1', [
      { id: 'druid', card: 'Pollenbright Druid', zone: 'hand' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    ]),
    [{ kind: 'putOntoBattlefield', object: 'druid' }],
  );
