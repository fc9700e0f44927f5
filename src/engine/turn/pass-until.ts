import type { CardPool } from '../../cards/pool.js';
import { appendAll } from '../../lists.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { answerWith, assignCombatDamage } from '../combat/assign-combat-damage.js';
import { declareNone } from '../combat/declarations.js';
import type { GameEvent } from '../events.js';
import { type Outcome, refuse } from '../outcome.js';
import { pass } from '../stack/pass.js';
import { whoActs } from '../stack/priority.js';
import { goOn, type StepOptions } from './steps.js';

/** How many passes a shortcut makes before it stops, unable to tell a loop from a long chain (104.4b). */
const MAX_PASSES = 10_000;

/**
 * All players pass in succession, again and again (CR 117.4), until `arrived` holds: the stack
 * resolves on the way, steps end and begin, attackers and blockers not declared are
 * declared as none (508.1, 509.1, checked against the requirements), and combat damage is
 * assigned as `options.damage` says, by default where it says nothing (510.1). It stops early where a
 * player must choose something only they can (their triggered abilities, 603.3b; an answer,
 * 608.2d; the legendary permanent they keep, 704.5j; discarding to hand size, 514.1) or the game ends (104.1); `toAct` says who. `what`
 * names the goal, for the refusal when it is not reached.
 */
export const passUntil = (
  state: GameState,
  pool: CardPool,
  arrived: (state: GameState) => boolean,
  what: string,
  options: StepOptions = {},
): Result<Outcome> => {
  const events: GameEvent[] = [];
  let current = state;
  for (let passes = 0; !arrived(current); passes++) {
    if (passes >= MAX_PASSES)
      return refuse(
        `${MAX_PASSES} passes of priority did not reach ${what}: a loop that changes the game each time round, which the engine can't tell from a long chain (a loop of states that repeat is a draw, 104.4b); pass one at a time to go on`,
        '$.kind',
        '104.4b',
      );
    const act = whoActs(current);
    const step =
      act.kind === 'priority'
        ? pass(current, pool, undefined, options)
        : act.kind === 'declareAttackers' || act.kind === 'declareBlockers'
          ? declareNone(current, pool, act.kind)
          : act.kind === 'assignCombatDamage'
            ? chain(answerWith(current, pool, act.question, options.damage ?? {}), (answer) =>
                assignCombatDamage(current, pool, answer, '$.damage'),
              )
            : act.kind === 'none' && !current.over
              ? goOn(current, pool, options)
              : null;
    if (step === null) break;
    if (!step.ok) return step;
    appendAll(events, step.value.events);
    current = step.value.state;
  }
  return ok({ state: current, events });
};
