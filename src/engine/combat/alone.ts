import type { Characteristics } from '../../layers/result.js';
import { hasRestriction } from '../view.js';
import type { Breach } from './evasion.js';

/**
 * "Can't attack alone" and "can't block alone" (CR 508.1c, 509.1b): restrictions only the
 * whole declaration can break, when it has exactly one attacker or one blocker.
 */

export const cantAttackAlone = (c: Characteristics | undefined): boolean =>
  hasRestriction(c, 'cantAttackAlone') || hasRestriction(c, 'cantAttackOrBlockAlone');

export const cantBlockAlone = (c: Characteristics | undefined): boolean =>
  hasRestriction(c, 'cantBlockAlone') || hasRestriction(c, 'cantAttackOrBlockAlone');

/** CR 508.1c: a lone attacker that can't attack alone. */
export const attacksAlone = (declared: readonly (Characteristics | undefined)[]): Breach | null => {
  const [only] = declared;
  return declared.length === 1 && only && cantAttackAlone(only)
    ? { why: `${only.id} can't attack alone`, rule: '508.1c' }
    : null;
};

/** CR 509.1b: a lone blocker that can't block alone. */
export const blocksAlone = (declared: readonly (Characteristics | undefined)[]): Breach | null => {
  const [only] = declared;
  return declared.length === 1 && only && cantBlockAlone(only)
    ? { why: `${only.id} can't block alone`, rule: '509.1b' }
    : null;
};
