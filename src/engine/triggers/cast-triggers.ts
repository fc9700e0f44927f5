import type { CardPool } from '../../cards/pool.js';
import type { Trigger } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { appendAll } from '../../lists.js';
import { ok, type Result } from '../../result.js';
import type { ObjectId, PlayerId } from '../../state/types.js';
import type { View } from '../view.js';
import { gets, instances, pending } from './keyword-triggers.js';
import type { Pending } from './triggers.js';
import { triggeredAbilities, watchesFrom } from './triggers.js';

type SpellCast = Extract<Trigger, { kind: 'spellCast' }>;

/** The spell just cast: its id on the stack, its caster, and the targets chosen for it (601.2c). */
export interface CastSpell {
  readonly id: ObjectId;
  readonly caster: PlayerId;
  readonly targets: readonly string[];
}

/**
 * CR 601.2i, 603.2: the abilities of permanents that trigger as a spell becomes cast, read in
 * `view`, the game with the spell on the stack: "Whenever you cast a [kind of] spell" (seen from
 * the ability's controller, 603.2), heroic's "a spell that targets [this]", and prowess
 * (702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
 * turn", each instance separately, 702.108b). The spell is the trigger object, its caster "that
 * player". And the spell's
 * own "When you cast this spell" abilities.
 */
export const castTriggers = (view: View, pool: CardPool, spell: CastSpell): Result<Pending[]> => {
  const found: Pending[] = [];
  const noncreature = !view.chars.get(spell.id)?.types.includes('Creature');
  for (const watcher of view.state.objects) {
    // CR 113.6m, 114.4: a card in a graveyard, or an emblem, may have an ability that triggers there.
    if (!watchesFrom(watcher.zone)) continue;
    for (const p of triggeredAbilities(view, pool, watcher.id, (t) => t.kind === 'spellCast')) {
      if (p.def.trigger.kind !== 'spellCast') continue;
      const seen = sees(view, pool, watcher.id, p.controller, p.def.trigger, spell);
      if (!seen.ok) return seen;
      // CR 603.2c: its caster is "that player".
      if (seen.value) found.push({ ...p, triggerObject: spell.id, triggerPlayer: spell.caster });
    }
    const controller = view.chars.get(watcher.id)?.controller;
    if (!noncreature || controller !== spell.caster) continue;
    for (const inst of instances(view, pool, watcher.id, 'Prowess'))
      appendAll(found, pending(view, watcher.id, inst, PROWESS, '702.108a', gets('self', 1, 1), spell.id));
  }
  // CR 601.2i, 113.6k: the spell's own "When you cast this spell", from the stack.
  appendAll(
    found,
    triggeredAbilities(view, pool, spell.id, (t) => t.kind === 'castSelf'),
  );
  return ok(found);
};

const PROWESS: Trigger = {
  kind: 'spellCast',
  caster: 'you',
  spell: [{ notTypes: ['Creature'], zone: 'stack' }],
};

/** Whether this trigger sees the spell cast: its caster, how many it is this turn, its kind, and for heroic its targets. */
const sees = (
  view: View,
  pool: CardPool,
  watcher: ObjectId,
  controller: PlayerId,
  trigger: SpellCast,
  spell: CastSpell,
): Result<boolean> => {
  const mine = spell.caster === controller;
  if ((trigger.caster === 'you' && !mine) || (trigger.caster === 'opponents' && mine)) return ok(false);
  // CR 601.2i: "your second spell each turn": the turn has counted the spell as it became cast.
  const nth = view.state.turn.spellsCast?.[spell.caster] ?? 0;
  if (trigger.nth !== undefined && nth !== trigger.nth) return ok(false);
  if (trigger.notFirst && nth < 2) return ok(false);
  if (trigger.targetsSelf && !spell.targets.includes(watcher)) return ok(false);
  // CR 702.33d: a kicked spell is one whose kicker cost was paid as it was cast, kept with it.
  if (trigger.kicked && (view.objects.get(spell.id)?.choices.kicked ?? 0) === 0) return ok(false);
  for (const filter of trigger.spell) {
    const matched = selectObjects(view.state, pool, filter, { source: watcher, controller });
    if (!matched.ok) return matched;
    if (matched.value.includes(spell.id)) return ok(true);
  }
  return ok(false);
};
