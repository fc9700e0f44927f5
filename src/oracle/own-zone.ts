import type { AbilityDef, AbilityZone, CostPart, Instruction, Trigger } from '../effects/types.js';
import { instructionsIn } from '../effects/walk.js';

/**
 * CR 113.6m: an ability whose cost or effect moves the object it's on out of a particular zone
 * functions only in that zone. "Discard [this]" moves it out of a hand (channel, bloodrush);
 * "Exile [this] from your graveyard" and "Return [this] from your graveyard to ..." out of a
 * graveyard. An activated ability is given that zone, and so is a triggered ability that moves
 * its own card out of a graveyard, if its event can happen while the card is there: a step
 * beginning, a permanent entering or dying, life gained, a spell cast. "When [this] dies" is a
 * leaves-the-battlefield ability that finds the card it became (400.7e), and keeps its zone.
 */

/** The trigger events that happen apart from their ability's object, which a card in a graveyard can see. */
const GRAVEYARD_EVENTS: ReadonlySet<Trigger['kind']> = new Set<Trigger['kind']>([
  'beginningOfUpkeep',
  'beginningOfDrawStep',
  'beginningOfMainPhase',
  'beginningOfEndStep',
  'beginningOfCombat',
  'permanentEnters',
  'permanentDies',
  'youGainLife',
  'spellCast',
]);

const COST_ZONES: Readonly<Partial<Record<CostPart['kind'], AbilityZone>>> = {
  discardSelf: 'hand',
  exileSelf: 'graveyard',
};

const movesSelfFromGraveyard = (instructions: readonly Instruction[]): boolean =>
  instructionsIn(instructions).some((i) => i.kind === 'fromGraveyard' && i.on === 'self');

/** The zones the cost and effect of an activated ability move its object out of (113.6m). */
const zonesOf = (a: Extract<AbilityDef, { kind: 'activated' }>): Set<AbilityZone> =>
  new Set([
    ...(a.extraCosts ?? []).flatMap((c) => {
      const zone = COST_ZONES[c.kind];
      return zone ? [zone] : [];
    }),
    ...(movesSelfFromGraveyard(a.instructions) ? (['graveyard'] as const) : []),
  ]);

const unsupported = (a: AbilityDef, reason: string): AbilityDef => ({
  kind: 'unsupported',
  text: a.text,
  reason,
});

export const inItsZone = (a: AbilityDef): AbilityDef => {
  if (a.kind === 'activated') {
    const zones = [...zonesOf(a)];
    if (zones.length === 0) return a;
    const [zone] = zones;
    if (zones.length > 1 || zone === undefined || (a.zone !== undefined && a.zone !== zone))
      return unsupported(a, 'it moves its object out of two zones (CR 113.6m)');
    return { ...a, zone };
  }
  if (a.kind !== 'triggered' || a.trigger.kind === 'dies' || !movesSelfFromGraveyard(a.instructions))
    return a;
  // "Whenever [this] or another creature dies" would be seen from the battlefield as well.
  const orSelf = 'orSelf' in a.trigger && a.trigger.orSelf === true;
  return GRAVEYARD_EVENTS.has(a.trigger.kind) && !orSelf
    ? { ...a, zone: 'graveyard' }
    : unsupported(a, 'it triggers on an event of its card while the card is in a graveyard (CR 113.6m)');
};
