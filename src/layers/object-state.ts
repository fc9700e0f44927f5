import type { SourceState } from '../effects/types.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { EvalContext } from './context.js';
import type { Working } from './working.js';

/**
 * Whether an object is in one of the states conditions and filters read: attacking or
 * blocking, tapped or untapped, equipped or enchanted, renowned, paired.
 */
export const isInState = (ctx: EvalContext, object: Working, state: SourceState): boolean => {
  const id = object.object.id;
  switch (state) {
    // CR 506.4: attacking and blocking creatures stay so until removed from combat or combat ends.
    case 'attacking':
      return ctx.state.combat?.attackers.some((a) => a.id === id) ?? false;
    // CR 509.1h: an attacking creature is unblocked once blockers are declared, if none blocks it.
    case 'unblocked':
      return (
        ctx.state.combat?.blockers !== null &&
        ctx.state.combat?.attackers.some((a) => a.id === id && !a.blocked) === true
      );
    case 'blocking':
      return ctx.state.combat?.blockers?.some((b) => b.id === id) ?? false;
    case 'tapped':
      return object.object.tapped;
    case 'untapped':
      return !object.object.tapped;
    // CR 301.5, 303.4: equipped or enchanted while an Equipment or an Aura is attached to it.
    case 'equipped':
      return attachedWith(ctx, id, 'Equipment');
    case 'enchanted':
      return attachedWith(ctx, id, 'Aura');
    // CR 702.112b: a designation kept on the permanent until it leaves the battlefield.
    case 'renowned':
      return object.object.renowned === true;
    // CR 702.95b: paired by a soulbond ability, until 702.95e unpairs it.
    case 'paired':
      return object.object.pairedWith !== undefined;
  }
};

/** CR 509.1g: a creature blocking the attacker with this id. */
export const isBlocking = (ctx: EvalContext, blocker: Working, attacker: string): boolean =>
  ctx.state.combat?.blockers?.some((b) => b.id === blocker.object.id && b.blocking === attacker) ?? false;

/** CR 509.1h: the number of creatures blocking the attacker with this id. */
export const blockersOf = (state: GameState, attacker: ObjectId): number =>
  (state.combat?.blockers ?? []).filter((b) => b.blocking === attacker).length;

const attachedWith = (ctx: EvalContext, id: string, subtype: string): boolean =>
  ctx.objects.some(
    (w) => w.object.attachedTo === id && w.object.zone === 'battlefield' && w.subtypes.includes(subtype),
  );
