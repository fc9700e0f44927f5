import type { GameState } from '../types.js';
import { counts, whole } from './numbers.js';
import { type Found, firstOf, top, within } from './problem.js';

/**
 * CR 107.1: the numbers of a state that the engine's arithmetic makes larger, checked after an
 * action: life (gained, lost, paid), player counters (poison, energy), counters on objects,
 * marked damage, the turn number and the next id and timestamp. Each was a game integer before
 * the action (validateState); an addition that passes 2^53 − 1 shows up here as a number that
 * isn't one. The rest of the state only copies numbers it was given, so a check of these few
 * fields is enough, and costs a pass over the players and objects, not a validation.
 */
export const grownNumberProblem = (state: GameState): Found => (allSafe(state) ? null : whereUnsafe(state));

const safe = Number.isSafeInteger;

/** Whether every grown number is safe: a pass with no paths built, apply's usual case. */
const allSafe = (state: GameState): boolean => {
  if (!safe(state.turn.number) || !safe(state.next.id) || !safe(state.next.timestamp)) return false;
  for (const p of state.players) {
    if (!safe(p.life)) return false;
    for (const kind in p.counters) if (!safe(p.counters[kind])) return false;
  }
  for (const o of state.objects) {
    if (!safe(o.damage)) return false;
    for (const pile of o.counters) if (!safe(pile.count)) return false;
  }
  return true;
};

/** The first number that isn't safe, with its path. */
const whereUnsafe = (state: GameState): Found =>
  whole(state.turn.number, within(top, 'turn'), 'number') ??
  whole(state.next.id, within(top, 'next'), 'id') ??
  whole(state.next.timestamp, within(top, 'next'), 'timestamp') ??
  firstOf(state.players, (p, i) => {
    const at = within(top, 'players', i);
    return whole(p.life, at, 'life') ?? counts(p.counters, within(at, 'counters'));
  }) ??
  firstOf(state.objects, (o, i) => {
    const at = within(top, 'objects', i);
    return (
      whole(o.damage, at, 'damage') ??
      firstOf(o.counters, (pile, k) => whole(pile.count, within(at, 'counters', k), 'count'))
    );
  });
