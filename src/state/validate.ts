import type { CardPool } from '../cards/pool.js';
import { checkedPool } from '../cards/pool-shape.js';
import { chain, err, ok, optional, type Result, rulesError } from '../result.js';
import { jsonPath } from './json-path.js';
import type { GameState } from './types.js';
import { checkCard } from './validate/cards.js';
import { checkCombat } from './validate/combat.js';
import { checkDelayed, checkEffects } from './validate/effects.js';
import { uniqueIds } from './validate/ids.js';
import { checkLegendRule } from './validate/legend-rule.js';
import { checkNext } from './validate/next.js';
import { checkObject } from './validate/objects.js';
import { checkPlayers, checkPriority, checkShields, checkTurn } from './validate/players.js';
import { type Found, firstOf, scopeOf, top } from './validate/problem.js';
import { checkStack, checkTriggered } from './validate/stack.js';
import { wellShapedState } from './well-shaped.js';

/**
 * The first broken invariant of the state, with where it lies as path segments, or null.
 * The checks run in a fixed order, and later ones may rely on what earlier ones established
 * (ids are unique before anything is looked up by id).
 */
export const stateProblem = (state: GameState, pool: CardPool): Found => {
  const scope = scopeOf(state, pool);
  return (
    uniqueIds(state) ??
    checkPlayers(scope) ??
    checkTurn(scope) ??
    firstOf(state.objects, (o, i) => checkCard(scope, o, i)) ??
    firstOf(state.objects, (o, i) => checkObject(scope, o, i)) ??
    checkEffects(scope) ??
    checkShields(state.preventionShields, top) ??
    checkDelayed(scope) ??
    checkCombat(scope) ??
    checkStack(scope) ??
    checkTriggered(scope) ??
    checkLegendRule(scope) ??
    checkPriority(scope) ??
    checkNext(scope)
  );
};

/**
 * The door every game state passes on its way into the engine, however it was made (a board
 * file, code, a saved game): whether it can be a game at all. Ids are unique and every
 * reference names a player or object of the state (or one that may have gone, where the game
 * allows it: a target, an effect's source); zones, attachments, the stack, combat, priority
 * and the end of the game hold together; every number is an integer (CR 107.1), counts are
 * not negative, and the next id and timestamp come after those issued; each card is in the
 * pool. It answers with the state itself, or the first problem: its code (`ERR_STATE`,
 * `ERR_STATE_REFERENCE`, `ERR_STATE_DUPLICATE_ID`, `ERR_UNKNOWN_CARD`, `ERR_NUMBER`), a
 * message, its JSON path in the state and the rule behind it. The first only, as every parser
 * here answers: one Result, and no problems that only follow from an earlier one.
 */
export const validateState = (state: GameState, pool: CardPool): Result<GameState> =>
  // A JavaScript caller can pass anything: first, whether the pool is one and the state data of a game state's shape.
  chain(
    chain(checkedPool(pool), () => wellShapedState(state)),
    (shaped) => {
      const found = stateProblem(shaped, pool);
      if (found === null) return ok(shaped);
      const { code, message, where, rule } = found;
      return err(rulesError(code, message, { path: jsonPath(where), ...optional('rule', rule) }));
    },
  );
