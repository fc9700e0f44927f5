import type { AbilityDef, Trigger } from '../effects/types.js';

/**
 * "That much" (CR 603.2c, 608.2h) is the damage of the event that triggered the ability: only a
 * triggered ability whose trigger is damage being dealt has one. Anywhere else the words refer
 * to nothing the engine knows, and the ability stays unsupported.
 */

const DAMAGE_TRIGGERS: readonly Trigger['kind'][] = [
  'dealsDamage',
  'dealsCombatDamageToPlayer',
  'isDealtDamage',
];

/** Whether a part of an ability holds a `thatMuch` value, however deep. */
const mentionsThatMuch = (part: unknown): boolean => {
  if (Array.isArray(part)) return part.some(mentionsThatMuch);
  if (typeof part !== 'object' || part === null) return false;
  if ((part as { kind?: unknown }).kind === 'thatMuch') return true;
  return Object.values(part).some(mentionsThatMuch);
};

export const withTriggerAmount = (a: AbilityDef): AbilityDef => {
  if (a.kind === 'triggered' && DAMAGE_TRIGGERS.includes(a.trigger.kind)) return a;
  return mentionsThatMuch(a)
    ? {
        kind: 'unsupported',
        text: a.text,
        reason: '"that much" names no damage event of a trigger (CR 603.2c)',
      }
    : a;
};
