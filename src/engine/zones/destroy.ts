import type { Characteristics } from '../../layers/result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { hasKeyword, withObject } from '../view.js';
import { moveObject, withoutCombatant } from './zones.js';

export interface DestroyOptions {
  /** "It can't be regenerated" (701.19c). */
  readonly noRegeneration?: boolean;
  readonly rule: string;
}

/**
 * CR 701.8: destroy a permanent, moving it to its owner's graveyard, unless it is
 * indestructible (702.12b) or a regeneration shield replaces the destruction (701.19a).
 */
export const destroy = (
  state: GameState,
  id: ObjectId,
  chars: Characteristics | undefined,
  options: DestroyOptions,
): Outcome => {
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'battlefield') return { state, events: [] };
  if (hasKeyword(chars, 'Indestructible')) {
    return {
      state,
      events: [{ kind: 'notDestroyed', object: id, reason: 'indestructible', rule: '702.12b' }],
    };
  }
  if ((object.regenerationShields ?? 0) > 0 && !options.noRegeneration) return regenerate(state, id);
  const moved = moveObject(state, id, 'graveyard', options.rule);
  return {
    state: moved.state,
    events: [{ kind: 'destroyed', object: id, rule: options.rule }, ...moved.events],
  };
};

/**
 * CR 701.19a: the next time it would be destroyed this turn, instead tap it, remove all
 * damage from it, and remove it from combat. One shield is used up.
 */
const regenerate = (state: GameState, id: ObjectId): Outcome => {
  const wasTapped = state.objects.find((o) => o.id === id)?.tapped === true;
  const changed = withObject(state, id, (o) => {
    const { deathtouchDamage: _gone, ...rest } = o;
    const shields = (o.regenerationShields ?? 0) - 1;
    const { regenerationShields: _used, ...withoutShields } = rest;
    return {
      ...withoutShields,
      ...(shields > 0 ? { regenerationShields: shields } : {}),
      tapped: true,
      damage: 0,
    };
  });
  const inCombat = state.combat ? { combat: withoutCombatant(state.combat, id) } : {};
  return {
    state: { ...changed, ...inCombat },
    events: [
      { kind: 'regenerated', object: id, rule: '701.19a' },
      // It becomes tapped only if it was untapped (701.26a).
      ...(wasTapped ? [] : [{ kind: 'tapped' as const, object: id, rule: '701.19a' }]),
      ...(state.combat?.attackers.some((a) => a.id === id) || state.combat?.blockers?.some((b) => b.id === id)
        ? [{ kind: 'removedFromCombat' as const, object: id, rule: '701.19a' }]
        : []),
    ],
  };
};

/** CR 701.19a: "Regenerate [permanent]" creates a shield that lasts this turn (514.2 ends it). */
export const addRegenerationShield = (state: GameState, id: ObjectId): Outcome => ({
  state: withObject(state, id, (o) => ({ ...o, regenerationShields: (o.regenerationShields ?? 0) + 1 })),
  events: [{ kind: 'shieldCreated', object: id, rule: '701.19a' }],
});
