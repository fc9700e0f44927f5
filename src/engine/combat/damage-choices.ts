import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { CardPool } from '../../cards/pool.js';
import { ok, type Result } from '../../result.js';
import type {
  CombatDamageDivision,
  CombatDamageQuestion,
  DamageToDivide,
} from '../../state/combat-damage.js';
import { checkedState } from '../../state/known-valid.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { whoActs } from '../stack/priority.js';
import { checkAnswer } from './assign-combat-damage.js';

/**
 * The legal answers to the combat damage assignment asked now (CR 510.1), compactly: the
 * question holds each creature's damage, its recipients and, for trample, the lethal minimums;
 * `check` tells whether `apply` accepts a division, with the rule refusing it; `random` draws
 * a legal one.
 */
export interface CombatDamageChoices {
  readonly player: PlayerId;
  readonly question: CombatDamageQuestion;
  /** Whether `apply` accepts `{ kind: 'assignCombatDamage', player, division }` (510.1e), or the rule refusing it. */
  readonly check: (division: CombatDamageDivision) => Result<true>;
  /**
   * A legal division drawn from a pure-rand generator (the game's kind, zones/random.ts), which
   * it advances: the same generator state, the same division.
   */
  readonly random: (generator: RandomGenerator) => CombatDamageDivision;
}

/** The combat damage assignment asked now, and its legal answers; null when none is asked. */
export const combatDamageChoices = (state: GameState, pool: CardPool): Result<CombatDamageChoices | null> => {
  const valid = checkedState(state, pool);
  if (!valid.ok) return valid;
  const act = whoActs(valid.value);
  if (act.kind !== 'assignCombatDamage') return ok(null);
  const { question } = act;
  return ok({
    player: act.player,
    question,
    check: (division) => checkAnswer(valid.value, pool, question, division),
    random: (generator) => randomAssignment(question, generator),
  });
};

/** A legal assignment of the question's combat damage drawn from a pure-rand generator, which it advances. */
export const randomAssignment = (
  question: CombatDamageQuestion,
  generator: RandomGenerator,
): CombatDamageDivision =>
  Object.fromEntries(question.creatures.map((d) => [d.creature, randomDivision(d, generator)]));

/**
 * One creature's division drawn at random: all as though unblocked half the time when it may;
 * else each point of damage to a random recipient, then, with trample, damage moved back from
 * what it attacks until each blocker has lethal damage from it alone (702.19b), which is legal
 * whatever the player's other creatures assign.
 */
const randomDivision = (d: DamageToDivide, generator: RandomGenerator): Record<string, number> => {
  const heads = uniformInt(generator, 0, 1) === 1;
  if (d.asThoughUnblocked !== undefined && heads) return { [d.asThoughUnblocked]: d.amount };
  const out: Record<string, number> = Object.fromEntries(d.recipients.map((to) => [to, 0]));
  for (let k = 0; k < d.amount && d.recipients.length > 0; k++) {
    const to = d.recipients[uniformInt(generator, 0, d.recipients.length - 1)] ?? '';
    out[to] = (out[to] ?? 0) + 1;
  }
  const over = d.trampleTo;
  if (over === undefined) return out;
  for (const [blocker, lethal] of Object.entries(d.lethal)) {
    const moved = Math.min(out[over] ?? 0, Math.max(0, lethal - (out[blocker] ?? 0)));
    out[over] = (out[over] ?? 0) - moved;
    out[blocker] = (out[blocker] ?? 0) + moved;
  }
  return out;
};
