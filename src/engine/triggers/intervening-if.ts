import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef, Trigger } from '../../effects/types.js';
import { conditionNow } from '../../layers/select.js';
import type { GameObject, GameState, PlayerId } from '../../state/types.js';
import { interveningIfHolds } from './echo.js';

/**
 * CR 603.4: a triggered ability with an intervening "if" ("When/Whenever/At [event], if
 * [condition], [effect]") triggers only if the condition holds as the event happens, and checks
 * it again as it resolves: if it no longer holds, the ability does nothing. The condition is read
 * as the layers read a static ability's, from the ability's controller.
 */
export const interveningIf = (
  state: GameState,
  pool: CardPool,
  ability: AbilityDef,
  object: GameObject | null | undefined,
  controller: PlayerId,
  /** Checked again as it resolves, from the stack, having triggered (603.4). */
  again = false,
): boolean => {
  if (ability.kind !== 'triggered') return true;
  if (!interveningIfHolds(state, ability.trigger, object, controller)) return false;
  if (ability.condition === undefined) return true;
  // CR 608.2h: where its spell was cast from and whether it was kicked are fixed as the
  // permanent enters, and are its last known information once it has left ("if you cast it from
  // your hand" of Coal Stoker, "if it was kicked" of Citanul Woodreaders, bounced in response):
  // what held as the ability triggered still holds as it resolves.
  if (again && (ability.condition.kind === 'wasCast' || ability.condition.kind === 'castWith')) return true;
  // CR 603.10a, 608.2h: "When [this] dies, if its power was 3 or greater": its power as it left,
  // read as it triggered, is its last known information, which no later change alters.
  const { condition } = ability;
  if (
    again &&
    leftItself(ability.trigger) &&
    condition.kind === 'valueAtLeast' &&
    condition.value.kind === 'powerOfSource'
  )
    return true;
  const holds = conditionNow(state, pool, ability.condition, { source: object?.id ?? '', controller });
  // The layers already ran on this state to find the trigger or the resolving source, so they
  // can't fail here; were they to, the condition could not be read as true.
  return holds.ok && holds.value;
};

/** A trigger on the ability's own object leaving the battlefield (603.6c, 603.10a). */
const leftItself = (trigger: Trigger): boolean =>
  trigger.kind === 'dies' || trigger.kind === 'leavesBattlefield';
