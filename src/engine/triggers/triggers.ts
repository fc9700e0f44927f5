import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { optional } from '../../result.js';
import type { TriggeredAbility } from '../../state/stack.js';
import type { ObjectId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { abilitiesNow, type View } from '../view.js';
import { interveningIf } from './intervening-if.js';

/**
 * A triggered ability that has just triggered (CR 603.2): what the state keeps of it until it is
 * put on the stack (`TriggeredAbility`), before it is issued an id.
 */
export type Pending = Omit<TriggeredAbility, 'id'>;

/** The rule under which each kind of trigger event triggers its abilities. */
export const TRIGGER_RULE: Readonly<Record<Trigger['kind'], string>> = {
  crewsVehicle: '702.122b',
  youExert: '701.43a',
  entersBattlefield: '603.6a',
  permanentEnters: '603.6a',
  dies: '603.10a',
  leavesBattlefield: '603.6c',
  permanentDies: '603.10a',
  attacks: '508.3a',
  blocks: '509.3a',
  becomesBlocked: '509.3c',
  blocksCreature: '509.3b',
  becomesBlockedByCreature: '509.3d',
  blocksOrBecomesBlockedByCreature: '509.3b',
  attacksAndIsntBlocked: '509.3g',
  attacksAlone: '506.5',
  creatureAttacksAlone: '506.5',
  creatureAttacks: '508.3a',
  creatureBecomesBlocked: '509.3c',
  attacksWithOthers: '508.3a',
  dealsCombatDamageToPlayer: '510.3a',
  creaturesAttack: '603.2c',
  becomesTapped: '701.26a',
  countersPutOnSelf: '603.2c',
  lastCounterRemovedFromSelf: '702.63a',
  exploits: '702.110b',
  countersPut: '603.2c',
  becomesUntapped: '701.26b',
  creatureDealsCombatDamageToPlayer: '510.3a',
  beginningOfUpkeep: '503.1a',
  beginningOfDrawStep: '603.2b',
  beginningOfMainPhase: '603.2b',
  beginningOfEndStep: '513.1a',
  youGainLife: '119.9',
  youRollDie: '706.1',
  youDrawCard: '121.2',
  permanentSacrificed: '603.10a',
  cardDiscarded: '701.9a',
  cardPutIntoGraveyard: '603.6c',
  beginningOfCombat: '603.2b',
  endOfCombat: '511.2',
  reflexive: '603.12',
  delayedEvent: '603.7b',
  dealsDamage: '603.2c',
  isDealtDamage: '603.2c',
  turnedFaceUp: '603.2',
  permanentTurnedFaceUp: '603.2',
  anyOf: '603.2',
  attachedCreatureEvent: '603.2',
  spellCast: '601.2i',
  castSelf: '601.2i',
  stateHolds: '603.8',
  chapter: '714.2b',
  becomesLevel: '603.2e',
  becomesMonstrous: '701.37a',
  becomesRenowned: '702.112a',
  becomesTarget: '601.2c',
  permanentBecomesTarget: '601.2c',
};

/** The zones an ability may trigger from (CR 113.6, 113.6k, 113.6m, 114.4). */
const TRIGGER_ZONES: ReadonlySet<ZoneName> = new Set<ZoneName>([
  'battlefield',
  'graveyard',
  'stack',
  'command',
]);

/** Whether an object in this zone may have abilities that watch other objects: on the battlefield, in a graveyard (113.6m), or an emblem (114.4). */
export const watchesFrom = (zone: ZoneName): boolean =>
  zone === 'battlefield' || zone === 'graveyard' || zone === 'command';

/**
 * The abilities of object `id` that trigger on an event, read in `view`, the game as the event
 * happened (603.10a: for a leaves-the-battlefield trigger, the game just before it left). Each
 * is controlled by its source's controller then (603.3a).
 */
export const triggeredAbilities = (
  view: View,
  pool: CardPool,
  id: ObjectId,
  matches: (trigger: Trigger) => boolean,
  triggerObject?: ObjectId,
): Pending[] => {
  const object = view.objects.get(id);
  const c = view.chars.get(id);
  if (!object || !c || !TRIGGER_ZONES.has(c.zone)) return [];
  // Most permanents have no triggered ability: skip finding each one's definitions.
  if (!c.abilities.some((a) => a.kind === 'triggered')) return [];
  return abilitiesNow(pool, object, c).flatMap(([ability, def]) => {
    // CR 113.6, 113.6k, 113.6m, 114.4: an ability triggers from the battlefield, or from a graveyard,
    // the stack or (an emblem's) the command zone if it says so.
    if (def.kind !== 'triggered' || (def.zone ?? 'battlefield') !== c.zone) return [];
    // "When [this] enters or dies": the event that happened is the trigger it triggered as.
    const trigger =
      def.trigger.kind === 'anyOf'
        ? def.trigger.triggers.find(matches)
        : matches(def.trigger)
          ? def.trigger
          : undefined;
    // CR 603.4: an intervening "if" is checked as the event happens, in the game as it was then.
    if (!trigger || !interveningIf(view.state, pool, def, object, c.controller)) return [];
    return [
      {
        source: id,
        sourceName: c.name,
        ability,
        def: trigger === def.trigger ? def : { ...def, trigger },
        controller: c.controller,
        rule: TRIGGER_RULE[trigger.kind],
        ...optional('triggerObject', triggerObject),
      },
    ];
  });
};
