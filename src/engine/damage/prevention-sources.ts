import type { StaticPrevention } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import type { GameState, ObjectId } from '../../state/types.js';

/**
 * CR 615.1a: whether the source of damage is one a static prevention ability of `holder` names
 * ("by artifact creatures", "by creatures with first strike", "by Walls", "by enchanted
 * creatures", "by creatures it's blocking", "by creatures blocking it"), read as the damage
 * would be dealt.
 */
export const sourceFits = (
  p: StaticPrevention,
  holder: ObjectId,
  source: Characteristics,
  state: GameState,
  chars: ReadonlyMap<ObjectId, Characteristics>,
): boolean =>
  (p.sourceTypes ?? []).every((t) => source.types.includes(t)) &&
  (p.sourceSubtypes ?? []).every((t) => source.subtypes.includes(t)) &&
  (p.sourceKeyword === undefined || source.abilities.some((a) => a.keyword === p.sourceKeyword)) &&
  (!p.sourceEnchanted || enchanted(source.id, state, chars)) &&
  (p.sourceInCombat === undefined || inCombatWith(p.sourceInCombat, holder, source.id, state));

/** CR 303.4: an Aura on the battlefield is attached to it. */
const enchanted = (id: ObjectId, state: GameState, chars: ReadonlyMap<ObjectId, Characteristics>): boolean =>
  state.objects.some(
    (o) => o.attachedTo === id && o.zone === 'battlefield' && chars.get(o.id)?.subtypes.includes('Aura'),
  );

/** CR 509.1g: the holder blocks the source ('blockedByIt'), or the source blocks the holder. */
const inCombatWith = (
  relation: NonNullable<StaticPrevention['sourceInCombat']>,
  holder: ObjectId,
  source: ObjectId,
  state: GameState,
): boolean => {
  const [blocker, attacker] = relation === 'blockedByIt' ? [holder, source] : [source, holder];
  return state.combat?.blockers?.some((b) => b.id === blocker && b.blocking === attacker) ?? false;
};
