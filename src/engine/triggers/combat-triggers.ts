import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import type { AttackDeclaration, BlockDeclaration } from '../combat/declare.js';
import { declareAttackers, declareBlockers } from '../combat/declare.js';
import { blockingCreatures } from '../combat/multiple-blocks.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { type View, viewOf } from '../view.js';
import { blockPairTriggers, unblockedTriggers } from './block-triggers.js';
import { attackKeywordTriggers, blockKeywordTriggers } from './keyword-triggers.js';
import { type Pending, resolveTriggers, triggeredAbilities } from './triggers.js';

/**
 * The triggers of declaring attackers and blockers, resolved at once after the declaration
 * (with no stack yet). Each creature is its own trigger object ("it gets +1/+1").
 */

/**
 * CR 508.3a: "Whenever [this creature] attacks" triggers when it is declared as an attacker; "attacks alone" when it is the only one (506.5); Battalion's "[this creature] and at
 * least N other creatures attack" when N others are declared with it.
 */
export const declareAttackersAndTrigger = (
  view: View,
  pool: CardPool,
  declared: readonly AttackDeclaration[],
): Result<Outcome> => {
  const done = declareAttackers(view, declared);
  if (!done.ok) return done;
  return triggerAfter(done.value, pool, (after) => {
    const attackers = after.state.combat?.attackers ?? [];
    const others = attackers.length - 1;
    const attacks = (t: Trigger): boolean =>
      t.kind === 'attacks' ||
      (t.kind === 'attacksAlone' && others === 0) ||
      (t.kind === 'attacksWithOthers' && others >= t.others);
    return ok([
      ...attackers.flatMap((a) => triggeredAbilities(after, pool, a.id, attacks, a.id)),
      ...attackKeywordTriggers(after, pool),
    ]);
  });
};

/**
 * CR 509.3a: "Whenever [this creature] blocks" triggers when it is declared as a blocker; 509.3c: "Whenever [this creature] becomes
 * blocked" once for an attacker that one or more blockers were declared for; 509.3b, 509.3d:
 * the per-creature ones (block-triggers.ts); 509.3g: "attacks and isn't blocked" for the
 * others. The characteristics are those as blockers are declared (509.3f).
 */
export const declareBlockersAndTrigger = (
  view: View,
  pool: CardPool,
  declared: readonly BlockDeclaration[],
): Result<Outcome> => {
  const done = declareBlockers(view, declared);
  if (!done.ok) return done;
  const wasBlocked = new Set(view.state.combat?.attackers.filter((a) => a.blocked).map((a) => a.id));
  return triggerAfter(done.value, pool, (after) => {
    const combat = after.state.combat;
    // 509.3a: once for a creature however many attackers it blocks.
    const blocks = blockingCreatures(combat?.blockers ?? []).flatMap((id) =>
      triggeredAbilities(after, pool, id, (t) => t.kind === 'blocks', id),
    );
    const newly = (combat?.attackers ?? [])
      .filter((a) => a.blocked && !wasBlocked.has(a.id))
      .map((a) => a.id);
    const blocked = newly.flatMap((id) =>
      triggeredAbilities(after, pool, id, (t) => t.kind === 'becomesBlocked', id),
    );
    const pairs = blockPairTriggers(after, pool, combat?.blockers ?? []);
    if (!pairs.ok) return pairs;
    return ok([
      ...blocks,
      ...blocked,
      ...pairs.value,
      ...unblockedTriggers(after, pool),
      ...blockKeywordTriggers(after, pool, newly),
    ]);
  });
};

/** Finds what triggered in the game after an event, and resolves it. */
const triggerAfter = (
  done: Outcome,
  pool: CardPool,
  find: (after: View) => Result<Pending[]>,
): Result<Outcome> => {
  const after = viewOf(done.state, pool);
  if (!after.ok) return after;
  const found = find(after.value);
  if (!found.ok) return found;
  const fired = resolveTriggers(done.state, pool, found.value);
  if (!fired.ok) return fired;
  const events: GameEvent[] = [...done.events, ...fired.value.events];
  return ok({ state: fired.value.state, events });
};
