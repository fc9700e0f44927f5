import type { Characteristics } from '../../layers/result.js';
import type { PlayerId } from '../../state/types.js';
import { hasKeyword, hasRestriction, restrictionsOf, type View } from '../view.js';
import type { Breach } from './evasion.js';
import { describePermanent, hasQuality } from './quality.js';

/**
 * CR 508.1c: the restrictions on one creature attacking one defending player: defender
 * (702.3b) unless it can attack as though it didn't have it (609.4), "can't attack", and "can't attack unless defending player controls an Island".
 */
export const attackRestriction = (view: View, c: Characteristics, defender: PlayerId): Breach | null => {
  // CR 609.4: "as though it didn't have defender" sets aside defender for attacking only.
  if (hasKeyword(c, 'Defender') && !hasRestriction(c, 'canAttackDespiteDefender'))
    return { why: `${c.id} has defender`, rule: '702.3b' };
  if (hasRestriction(c, 'cantAttack') || hasRestriction(c, 'cantAttackOrBlock'))
    return { why: `${c.id} can't attack`, rule: '508.1c' };
  for (const r of restrictionsOf(c)) {
    if (r.kind !== 'cantAttackUnlessDefenderControls') continue;
    const controls = [...view.chars.values()].some(
      (p) => p.zone === 'battlefield' && p.controller === defender && hasQuality(p, r.quality),
    );
    if (!controls)
      return {
        why: `${c.id} can't attack unless defending player controls ${describePermanent(r.quality)}, and ${defender} controls none`,
        rule: '508.1c',
      };
  }
  return null;
};

/** The players a creature of the active player could attack, or attack a permanent of (508.1b). */
export const possibleDefenders = (view: View): PlayerId[] =>
  view.state.players.filter((p) => !p.lost && p.id !== view.state.turn.active).map((p) => p.id);
