import { describe, expect, it } from 'vitest';
import type { PlayerAction } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import { whoActs } from '../../src/engine/stack/priority.js';
import { heuristicAgent } from '../../src/game/agents/heuristic-agent.js';
import { randomAgent } from '../../src/game/agents/random-agent.js';
import type { Agent } from '../../src/game/agents/types.js';
import { legalActions } from '../../src/game/legal-actions.js';
import type { GameState } from '../../src/state/types.js';
import { deck, startGame } from '../support/games.js';
import { pool, stateOf } from '../support/play.js';

/**
 * The reference agents (issue 14, section 4): the random agent picks among the legal actions;
 * the heuristic keeps two to five lands, plays a land, casts its most expensive spell, attacks
 * when no blocker would destroy the attacker and survive, and blocks to survive.
 */

const move = (agent: Agent, state: GameState, rng = 1) => {
  const legal = legalActions(state, pool);
  if (!legal.ok) throw new Error(legal.error.message);
  const moved = agent(state, pool, legal.value, rng);
  if (!moved.ok) throw new Error(moved.error.message);
  return moved.value;
};

const applied = (state: GameState, action: PlayerAction): GameState => {
  const done = apply(state, pool, action);
  if (!done.ok) throw new Error(`${action.kind}: ${done.error.message}`);
  return done.value.state;
};

/** Passes until the player to act is asked `kind`. */
const passUntil = (state: GameState, kind: string): GameState => {
  let s = state;
  for (let i = 0; i < 20 && whoActs(s).kind !== kind; i++) s = applied(s, { kind: 'pass' });
  return s;
};

const creature = (id: string, card: string, controller: string) => ({ id, card, controller });
const lands = (player: string, card: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${card}${player}${i}`, card, controller: player }));

const board = (life: number, objects: readonly object[]) =>
  stateOf({
    turn: { number: 4, active: 'A', step: 'main1' },
    players: [
      { id: 'A', life: 20 },
      { id: 'B', life },
    ],
    objects,
  });

describe('the random agent', () => {
  it('same state, same generator: the same action, and an action apply accepts', () => {
    const state = startGame({ seed: 3 });
    const a = move(randomAgent, state, 99);
    expect(move(randomAgent, state, 99)).toEqual(a);
    expect(apply(state, pool, a.action).ok).toBe(true);
    expect(a.rng).not.toBe(99);
  });
});

describe('the heuristic agent', () => {
  it('CR 103.5: takes a mulligan with seven lands, and keeps any hand after two', () => {
    const lands = deck('Deck\n20 Forest\n');
    let state = startGame({ decks: [lands, lands], startingPlayer: 'A' });
    expect(move(heuristicAgent, state).action).toEqual({ kind: 'mulligan', player: 'A', keep: false });
    state = applied(applied(state, { kind: 'mulligan', player: 'A', keep: false }), {
      kind: 'mulligan',
      player: 'B',
      keep: true,
    });
    state = applied(state, move(heuristicAgent, state).action); // A puts one card on the bottom
    expect(move(heuristicAgent, state).action).toEqual({ kind: 'mulligan', player: 'A', keep: false });
  });

  it('CR 305.1: plays a land first; then casts the most expensive spell it can (601.2)', () => {
    const hand = [
      { id: 'forest', card: 'Forest', zone: 'hand', controller: 'A' },
      { id: 'bears', card: 'Grizzly Bears', zone: 'hand', controller: 'A' },
      { id: 'courser', card: 'Centaur Courser', zone: 'hand', controller: 'A' },
    ];
    let state = board(20, [...lands('A', 'Forest', 2), ...hand]);
    const land = move(heuristicAgent, state).action;
    expect(land).toMatchObject({ kind: 'playLand', object: 'forest' });
    state = applied(state, land);
    expect(move(heuristicAgent, state).action).toMatchObject({ kind: 'cast', object: 'courser' });
  });

  it('CR 508.1, 510.1: attacks with what no untapped blocker would destroy and survive', () => {
    const state = passUntil(
      board(20, [
        creature('bears', 'Grizzly Bears', 'A'),
        creature('wurm', 'Craw Wurm', 'A'),
        creature('giant', 'Hill Giant', 'B'),
      ]),
      'declareAttackers',
    );
    expect(move(heuristicAgent, state).action).toEqual({
      kind: 'declareAttackers',
      attackers: [{ attacker: 'wurm', attacking: 'B' }],
    });
  });

  const blocking = (life: number) => {
    let state = passUntil(
      board(life, [
        creature('bears', 'Grizzly Bears', 'A'),
        creature('wurm', 'Craw Wurm', 'A'),
        creature('giant', 'Hill Giant', 'B'),
        creature('lions', 'Savannah Lions', 'B'),
      ]),
      'declareAttackers',
    );
    state = applied(state, {
      kind: 'declareAttackers',
      attackers: [{ attacker: 'bears' }, { attacker: 'wurm' }],
    });
    return move(heuristicAgent, passUntil(state, 'declareBlockers')).action;
  };

  it('CR 509.1: blocks what its blocker survives, and no more while the damage would not kill it', () => {
    expect(blocking(20)).toEqual({
      kind: 'declareBlockers',
      blockers: [{ blocker: 'giant', attacker: 'bears' }],
    });
  });

  it('CR 509.1, 704.5a: chump-blocks the strongest attacker when the damage would bring its life to 0', () => {
    expect(blocking(5)).toEqual({
      kind: 'declareBlockers',
      blockers: [
        { blocker: 'giant', attacker: 'bears' },
        { blocker: 'lions', attacker: 'wurm' },
      ],
    });
  });
});
