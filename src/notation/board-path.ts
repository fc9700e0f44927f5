import { type ErrorCode, optional, type RulesError, rulesError } from '../result.js';
import { jsonPath, type PathSegment } from '../state/json-path.js';
import type { StateProblem, Where } from '../state/validate/problem.js';
import type { BoardFile } from './board-types.js';

/** A state's problems, as a board file's: the file set the state up. */
const BOARD_CODES: Readonly<Record<StateProblem['code'], ErrorCode>> = {
  ERR_STATE: 'ERR_BOARD_STATE',
  ERR_STATE_REFERENCE: 'ERR_BOARD_REFERENCE',
  ERR_STATE_DUPLICATE_ID: 'ERR_BOARD_DUPLICATE_ID',
  ERR_UNKNOWN_CARD: 'ERR_UNKNOWN_CARD',
  ERR_NUMBER: 'ERR_NUMBER',
};

/**
 * Where a board file wrote the value a path into the state it set up names. parseBoard keeps
 * the file's order of players, objects, effects, the stack, waiting abilities and combat, so a
 * state's path reads as the file's, by index, as zod's paths do; except where the file has a
 * shorter form, and the path stops at what the file wrote: a spell or attacker as its bare id
 * (`$.stack[0]`), counters as `{ kind: count }` (`$.objects[2].counters["+1/+1"]`), blockers as
 * `{ blocker: attacker }` (`$.combat.blockers.wall`), a mana pool as text, an effect's objects
 * as `on`, copied values read off `copyOf`; and a value left out that another gives (an owner
 * its controller) is that one's.
 */
const boardWhere = (board: BoardFile, where: Where): Where => {
  const [section, i, field, k] = where;
  if (section === 'combat') return combatWhere(board, where) ?? where;
  if (typeof i !== 'number') return where;
  switch (section) {
    case 'stack':
      return typeof board.stack?.[i] === 'string' ? ['stack', i] : where;
    case 'players':
      return field === 'manaPool' && typeof board.players?.[i]?.manaPool === 'string'
        ? ['players', i, 'manaPool']
        : where;
    case 'effects':
      return field === 'lockedTo' ? ['effects', i, 'on', ...where.slice(3)] : where;
    case 'objects':
      return objectWhere(board, i, field, k) ?? where;
    default:
      return where;
  }
};

const objectWhere = (
  board: BoardFile,
  i: number,
  field: PathSegment | undefined,
  k: PathSegment | undefined,
): Where | null => {
  const written = board.objects?.[i];
  if (
    field === 'counters' &&
    typeof k === 'number' &&
    written?.counters &&
    !Array.isArray(written.counters)
  ) {
    const kind = Object.keys(written.counters)[k];
    return kind === undefined ? null : ['objects', i, 'counters', kind];
  }
  if (field === 'choices' && k === 'copy' && written?.choices?.copyOf !== undefined)
    return ['objects', i, 'choices', 'copyOf'];
  if (field === 'controlledSince' && written?.enteredThisTurn !== undefined)
    return ['objects', i, 'enteredThisTurn'];
  // An owner or controller left out is the other one written.
  if (field === 'owner' && written?.owner === undefined && written?.controller !== undefined)
    return ['objects', i, 'controller'];
  if (field === 'controller' && written?.controller === undefined && written?.owner !== undefined)
    return ['objects', i, 'owner'];
  return null;
};

const combatWhere = (board: BoardFile, where: Where): Where | null => {
  const [, part, i] = where;
  if (typeof i !== 'number') return null;
  if (part === 'attackers' && typeof board.combat?.attackers?.[i] === 'string')
    return ['combat', 'attackers', i];
  const blockers = board.combat?.blockers;
  if (part === 'blockers' && blockers && !Array.isArray(blockers)) {
    const id = Object.keys(blockers)[i];
    return id === undefined ? null : ['combat', 'blockers', id];
  }
  return null;
};

/** A state's problem as the board file's error, at the file's path. */
export const boardError = (board: BoardFile, problem: StateProblem): RulesError =>
  rulesError(BOARD_CODES[problem.code], problem.message, {
    path: jsonPath(boardWhere(board, problem.where)),
    ...optional('rule', problem.rule),
  });
