import type { Condition } from '../effects/types.js';
import type { EvalContext } from './context.js';
import { effectController } from './context.js';
import { isInState } from './object-state.js';
import { anOpponentHas } from './opponent-has.js';
import { readValue } from './values.js';
import type { EffectInstance, Working } from './working.js';

/**
 * Whether a static ability's condition holds now (CR 611.3a: an "as long as" effect applies
 * while its condition is true, read as things are at this point of the evaluation).
 */
export const conditionHolds = (
  ctx: EvalContext,
  effect: EffectInstance,
  condition: Condition,
  /** The object whose ability it is; null once it has left the battlefield, in no state of its own. */
  holder: Working | null,
): boolean => {
  switch (condition.kind) {
    case 'levelBetween': {
      if (holder === null) return false;
      // CR 711.2: a level symbol's abilities apply while the level counters are in its range.
      const level = holder.object.counters.find((c) => c.kind === 'level')?.count ?? 0;
      return level >= condition.min && (condition.max === null || level <= condition.max);
    }
    case 'valueAtLeast':
      return readValue(ctx, effect, condition.value, holder, true) >= condition.n;
    case 'valueAtMost':
      return readValue(ctx, effect, condition.value, holder, true) <= condition.n;
    case 'yourTurn':
      // CR 102.1: it's a player's turn while they are the active player.
      return (ctx.state.turn.active === effectController(effect)) === condition.yours;
    case 'sourceIs':
      return holder !== null && isInState(ctx, holder, condition.state) !== (condition.not ?? false);
    case 'castWith': {
      // CR 702.109a, 702.33d: how its spell was cast is kept with the permanent it became.
      const choices = holder?.object.choices;
      // CR 702.33f: "kicked with its [A] kicker", that cost among the kicker costs paid.
      if (condition.kicker !== undefined) return choices?.kickedWith?.includes(condition.kicker) === true;
      return condition.cost === 'kicker' ? (choices?.kicked ?? 0) > 0 : choices?.paid === condition.cost;
    }
    case 'wasCast': {
      // CR 601.2a, 608.3a: the zone its spell was cast from; the permanent entered under the
      // control of that spell's controller, its caster, whose ability this is ("you").
      const from = holder?.object.choices.castFrom;
      return from !== undefined && (condition.from === undefined || from === condition.from);
    }
    case 'attackedOrBlockedThisCombat': {
      // CR 506.4, 511.3: attackers and blockers stay so until the end of combat step ends.
      const id = holder?.object.id;
      const combat = ctx.state.combat;
      return (
        combat !== undefined &&
        (combat.attackers.some((a) => a.id === id) || (combat.blockers ?? []).some((b) => b.id === id))
      );
    }
    case 'attackedWithTotalPower': {
      // CR 508.1, 508.4: the creatures you declared as attackers, as the combat record still has
      // them; their power now (read once the layers are done: only an intervening "if" asks, 603.4).
      const you = effectController(effect);
      const declared = new Set(
        (ctx.state.combat?.attackers ?? []).filter((a) => a.neverAttacked !== true).map((a) => a.id),
      );
      let total = 0;
      for (const w of ctx.objects)
        if (declared.has(w.object.id) && w.controller === you) total += w.power ?? 0;
      return total >= condition.atLeast;
    }
    case 'dealtDamageToOpponentThisTurn': {
      if (holder === null) return false;
      const { id, timestamp } = holder.object;
      const you = effectController(effect);
      // CR 400.7: the source as the object it is now; a record of an earlier turn says nothing.
      return ctx.state.players.some(
        (p) =>
          p.id !== you &&
          (p.damagedBy ?? []).some(
            (d) => d.source === id && d.timestamp === timestamp && d.turn === ctx.state.turn.number,
          ),
      );
    }
    case 'monarch': {
      // CR 724.1, 724.5: no monarch, or another: neither "you're" nor "an opponent is".
      const monarch = ctx.state.players.find((p) => p.monarch)?.id;
      if (monarch === undefined) return false;
      return (monarch === effectController(effect)) === (condition.who === 'you');
    }
    case 'hasEmblem':
      // CR 114.2: emblems are in the command zone, owned and controlled by the player who got them.
      return ctx.state.objects.some(
        (o) => o.emblem !== undefined && o.zone === 'command' && o.controller === effectController(effect),
      );
    case 'cityBlessing':
      // CR 702.131c: a designation of the player, which nothing takes away.
      return ctx.state.players.some((p) => p.id === effectController(effect) && p.cityBlessing === true);
    case 'permanentLeftThisTurn':
      // Revolt: counted for the player who controlled it as it left (603.10a, 608.2h).
      return (ctx.state.turn.permanentsLeft?.[effectController(effect)] ?? 0) > 0;
    case 'plusOneCounterPutThisTurn':
      // CR 122.6: counted for the player who controlled the permanent as the counters were put on.
      return (ctx.state.turn.plusOneCountersPut?.[effectController(effect)] ?? 0) > 0;
    case 'youAttackedThisTurn':
      // CR 506.2: only the active player attacks, so "you attacked this turn" is theirs alone.
      return ctx.state.turn.attacked === true && ctx.state.turn.active === effectController(effect);
    case 'spellsCastLastTurn': {
      const counts = Object.values(ctx.state.turn.spellsCastLastTurn ?? {});
      return condition.amount === 'none' ? counts.every((n) => n === 0) : counts.some((n) => n >= 2);
    }
    case 'lifeThisTurn': {
      const you = effectController(effect);
      const totals = ctx.state.turn[condition.change === 'gained' ? 'lifeGained' : 'lifeLost'] ?? {};
      const some = ctx.state.players.some(
        (p) =>
          (condition.who === 'player' || (p.id === you) === (condition.who === 'you')) &&
          (totals[p.id] ?? 0) >= condition.atLeast,
      );
      return some !== (condition.not ?? false);
    }
    case 'thatObjectIs':
      // Only a resolving sentence names "it" (engine/resolution/conditional.ts); a continuous
      // effect or a trigger's intervening "if" names no such object.
      return false;
    case 'anOpponentHas':
      return anOpponentHas(ctx, effectController(effect), condition);
    case 'classLevel': {
      if (holder === null) return false;
      // CR 716.2b, 716.2d: a level is a designation of the permanent; without one it is level 1.
      const level = holder.object.classLevel ?? 1;
      return condition.orGreater ? level >= condition.level : level === condition.level;
    }
  }
};
