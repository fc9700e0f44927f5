import { MANA_TYPES } from '../../mana/pool.js';
import { DAY_NIGHT, type DamageRecord, type PlayerId, type PreventionShield } from '../types.js';
import { STEPS } from '../vocabulary.js';
import { counts, whole, wholeIf } from './numbers.js';
import { type At, broken, type Found, firstOf, playerRef, type Scope, top, within } from './problem.js';

const turnAt = within(top, 'turn');

/**
 * Spells cast (CR 601.2i) or cards drawn (121.2) in a turn, by player: each key a player, each
 * count a whole number.
 */
const spellCounts = (
  scope: Scope,
  record: Readonly<Record<PlayerId, number>> | undefined,
  key:
    | 'spellsCast'
    | 'spellsCastLastTurn'
    | 'cardsDrawn'
    | 'lifeGained'
    | 'lifeLost'
    | 'permanentsLeft'
    | 'plusOneCountersPut',
): Found => {
  if (record === undefined) return null;
  const at = within(turnAt, key);
  return firstOf(Object.keys(record), (id) => playerRef(scope, id, at, id)) ?? counts(record, at);
};

/**
 * CR 500.1: the turn: its number from 1, a step of the turn, its active player one of the
 * players, its spells cast by players; the game's day/night designation one of the two (730.1).
 */
export const checkTurn = (scope: Scope): Found => {
  const { turn } = scope.state;
  return (
    whole(turn.number, turnAt, 'number', 1) ??
    playerRef(scope, turn.active, turnAt, 'active') ??
    (STEPS.includes(turn.step)
      ? null
      : broken(`"${turn.step}" is not a step of the turn`, turnAt('step'), '500.1')) ??
    wholeIf(turn.creaturesDied, turnAt, 'creaturesDied', 0) ??
    wholeIf(turn.landsPlayed, turnAt, 'landsPlayed', 0) ??
    spellCounts(scope, turn.spellsCast, 'spellsCast') ??
    spellCounts(scope, turn.spellsCastLastTurn, 'spellsCastLastTurn') ??
    spellCounts(scope, turn.cardsDrawn, 'cardsDrawn') ??
    spellCounts(scope, turn.lifeGained, 'lifeGained') ??
    spellCounts(scope, turn.lifeLost, 'lifeLost') ??
    spellCounts(scope, turn.permanentsLeft, 'permanentsLeft') ??
    spellCounts(scope, turn.plusOneCountersPut, 'plusOneCountersPut') ??
    (scope.state.dayNight === undefined || DAY_NIGHT.includes(scope.state.dayNight)
      ? null
      : broken(`"${scope.state.dayNight}" is neither day nor night`, ['dayNight'], '730.1'))
  );
};

/** CR 615.7: what is left of "the next N damage" is at least 1; a used-up shield is gone. */
/** The sources that dealt damage to a permanent or player: timestamps from 0, turns from 1. */
export const checkDamagedBy = (records: readonly DamageRecord[] | undefined, at: At): Found =>
  records?.reduce<Found>(
    (found, d, i) =>
      found ?? whole(d.timestamp, within(at, i), 'timestamp', 0) ?? whole(d.turn, within(at, i), 'turn', 1),
    null,
  ) ?? null;

export const checkShields = (shields: readonly PreventionShield[] | undefined, at: At): Found =>
  shields === undefined
    ? null
    : firstOf(shields, (s, k) => wholeIf(s.left, within(at, 'preventionShields', k), 'left', 1));

/**
 * CR 102.1, 119, 122.1: at least one player; each one's life an integer (it may be negative,
 * 107.1b), counters counted from 0, and mana of the types there are (106.1b).
 */
export const checkPlayers = (scope: Scope): Found => {
  const { players } = scope.state;
  if (players.length === 0) return broken('a game has at least one player', ['players'], '102.1');
  return firstOf(players, (p, i) => {
    const at = within(top, 'players', i);
    return (
      whole(p.life, at, 'life') ??
      counts(p.counters, within(at, 'counters')) ??
      wholeIf(p.dealtDamageInTurn, at, 'dealtDamageInTurn', 0) ??
      checkDamagedBy(p.damagedBy, within(at, 'damagedBy')) ??
      checkShields(p.preventionShields, at) ??
      firstOf(p.manaPool, (unit, k) =>
        MANA_TYPES.includes(unit.type)
          ? null
          : broken(`"${unit.type}" is not a type of mana`, at('manaPool', k, 'type'), '106.1b'),
      )
    );
  });
};

/** Players named in a list, each once. */
const distinct = (scope: Scope, ids: readonly string[], at: At, rule: string): Found =>
  firstOf(
    ids,
    (id, k) =>
      playerRef(scope, id, at, k) ??
      (ids.indexOf(id) === k ? null : broken(`"${id}" is listed twice`, at(k), rule)),
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
  const winnersAt = within(top, 'over', 'winners');
  return (
    (priority === null ? null : playerRef(scope, priority, top, 'priority')) ??
    distinct(scope, passed, within(top, 'passed'), '117.4') ??
    (holderPassed < 0
      ? null
      : broken(
          `"${priority}" holds priority, so has not passed since: all players passing in succession resolves the top of the stack or ends the step`,
          ['passed', holderPassed],
          '117.4',
        )) ??
    (over === undefined
      ? null
      : (distinct(scope, over.winners, winnersAt, '104.2a') ??
        firstOf(over.winners, (id, k) =>
          scope.state.players.some((p) => p.id === id && p.lost)
            ? broken(`"${id}" has lost the game, so can't win it`, winnersAt(k), '104.2a')
            : null,
        )))
  );
};
