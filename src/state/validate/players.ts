import { MANA_TYPES } from '../../mana/pool.js';
import type { PreventionShield } from '../types.js';
import { STEPS } from '../vocabulary.js';
import { counts, whole, wholeIf } from './numbers.js';
import { broken, type Found, firstOf, playerRef, type Scope, type Where } from './problem.js';

/** CR 500.1: the turn: its number from 1, a step of the turn, its active player one of the players. */
export const checkTurn = (scope: Scope): Found => {
  const { turn } = scope.state;
  return (
    whole(turn.number, ['turn', 'number'], 1) ??
    playerRef(scope, turn.active, ['turn', 'active']) ??
    (STEPS.includes(turn.step)
      ? null
      : broken(`"${turn.step}" is not a step of the turn`, ['turn', 'step'], '500.1')) ??
    wholeIf(turn.creaturesDied, ['turn', 'creaturesDied'], 0) ??
    wholeIf(turn.landsPlayed, ['turn', 'landsPlayed'], 0)
  );
};

/** CR 615.7: what is left of "the next N damage" is at least 1; a used-up shield is gone. */
export const checkShields = (shields: readonly PreventionShield[] | undefined, where: Where): Found =>
  firstOf(shields ?? [], (s, k) => wholeIf(s.left, [...where, 'preventionShields', k, 'left'], 1));

/**
 * CR 102.1, 119, 122.1: at least one player; each one's life an integer (it may be negative,
 * 107.1b), counters counted from 0, and mana of the types there are (106.1).
 */
export const checkPlayers = (scope: Scope): Found => {
  const { players } = scope.state;
  if (players.length === 0) return broken('a game has at least one player', ['players'], '102.1');
  return firstOf(players, (p, i) => {
    const at = (...keys: (string | number)[]): Where => ['players', i, ...keys];
    return (
      whole(p.life, at('life')) ??
      counts(p.counters, at('counters')) ??
      wholeIf(p.dealtDamageInTurn, at('dealtDamageInTurn'), 0) ??
      checkShields(p.preventionShields, at()) ??
      firstOf(p.manaPool, (unit, k) =>
        MANA_TYPES.includes(unit.type)
          ? null
          : broken(`"${unit.type}" is not a type of mana`, at('manaPool', k, 'type'), '106.1b'),
      )
    );
  });
};

/** Players named in a list, each once. */
const distinct = (scope: Scope, ids: readonly string[], where: Where, rule: string): Found =>
  firstOf(
    ids,
    (id, k) =>
      playerRef(scope, id, [...where, k]) ??
      (ids.indexOf(id) === k ? null : broken(`"${id}" is listed twice`, [...where, k], rule)),
  );

/**
 * Priority and passes (CR 117.3-117.4): the holder and those who passed are players, each who
 * passed named once, and the holder not among them, since all passing in succession resolves
 * the top of the stack or ends the step. CR 104.2a, 104.4a: the winners of a game that is over
 * are players still in it; none is a draw.
 */
export const checkPriority = (scope: Scope): Found => {
  const { priority, passed, over } = scope.state;
  const holderPassed = priority === null ? -1 : passed.indexOf(priority);
  return (
    (priority === null ? null : playerRef(scope, priority, ['priority'])) ??
    distinct(scope, passed, ['passed'], '117.4') ??
    (holderPassed < 0
      ? null
      : broken(
          `"${priority}" holds priority, so has not passed since: all players passing in succession resolves the top of the stack or ends the step`,
          ['passed', holderPassed],
          '117.4',
        )) ??
    (over === undefined
      ? null
      : (distinct(scope, over.winners, ['over', 'winners'], '104.2a') ??
        firstOf(over.winners, (id, k) =>
          scope.state.players.some((p) => p.id === id && p.lost)
            ? broken(`"${id}" has lost the game, so can't win it`, ['over', 'winners', k], '104.2a')
            : null,
        )))
  );
};
