import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef, Trigger } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { offersChoice } from '../resolution/choices.js';
import { anyNeedsDecision } from '../resolution/decision.js';
import type { Became } from '../resolution/left-source.js';
import { resolveSource } from '../resolution/resolve.js';
import { abilitiesNow, type View, viewOf } from '../view.js';
import { interveningIf } from './intervening-if.js';

/**
 * Triggered abilities (CR 603) with no stack yet: each one that triggered resolves at once,
 * after the event that triggered it. One that needs targets nobody gave is reported as
 * waiting (`triggerWaiting`), for the caller to resolve with a `resolve` action naming the
 * object, the ability and the targets.
 */

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/** A triggered ability that has triggered (603.2): its definition as it was then, and who controls it (113.8). */
export interface Pending {
  readonly object: ObjectId;
  /** Its number among the object's abilities (view.ts `abilitiesNow`). */
  readonly ability: number;
  readonly def: TriggeredDef;
  readonly name: string;
  readonly controller: PlayerId;
  /** The object the trigger event involved, for "it" and "that creature" (603.2). */
  readonly triggerObject?: ObjectId;
  /** Targets a caller chose as it triggered (603.3d): an `enter` action's. */
  readonly targets?: readonly string[];
  /** CR 107.3m: the X of the spell that became its source. */
  readonly x?: number;
  /** CR 603.2c: the damage of its trigger event, for "that much". */
  readonly amount?: number;
  /** CR 603.2c: the player its trigger event dealt damage to, for "that player". */
  readonly triggerPlayer?: PlayerId;
  /** The rule it triggered under when not its trigger's usual one: a keyword's (702.83a exalted). */
  readonly rule?: string;
  /** For a "when [this] dies" trigger, the object its source became in its graveyard (400.7e). */
  readonly became?: Became;
}

/** The rule under which each kind of trigger event triggers its abilities. */
const TRIGGER_RULE: Readonly<Record<Trigger['kind'], string>> = {
  crewsVehicle: '603.2',
  entersBattlefield: '603.6a',
  permanentEnters: '603.6a',
  dies: '603.10a',
  permanentDies: '603.10a',
  attacks: '508.3a',
  blocks: '509.3a',
  becomesBlocked: '509.3c',
  blocksCreature: '509.3b',
  becomesBlockedByCreature: '509.3d',
  blocksOrBecomesBlockedByCreature: '509.3b',
  attacksAndIsntBlocked: '509.3g',
  attacksAlone: '506.5',
  attacksWithOthers: '508.3a',
  dealsCombatDamageToPlayer: '510.3a',
  beginningOfUpkeep: '503.1a',
  beginningOfEndStep: '513.1a',
  youGainLife: '119.9',
  beginningOfCombat: '603.2b',
  dealsDamage: '603.2c',
  isDealtDamage: '603.2c',
  turnedFaceUp: '603.2',
  permanentTurnedFaceUp: '603.2',
  anyOf: '603.2',
  spellCast: '601.2i',
  stateHolds: '603.8',
};

/**
 * The abilities of object `id` that trigger on an event, read in `view`, the game as the event
 * happened (603.10a: for a leaves-the-battlefield trigger, the game just before it left).
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
  if (!object || (c?.zone !== 'battlefield' && c?.zone !== 'graveyard')) return [];
  // Most permanents have no triggered ability: skip finding each one's definitions.
  if (!c.abilities.some((a) => a.kind === 'triggered')) return [];
  return abilitiesNow(view.state, pool, object, c).flatMap(([ability, def]) => {
    // CR 113.6, 113.6m: an ability triggers from the battlefield, or from a graveyard if it says so.
    if (def.kind !== 'triggered' || (def.zone ?? 'battlefield') !== c.zone) return [];
    // "When [this] enters or dies": the event that happened is the trigger it triggered as.
    const trigger =
      def.trigger.kind === 'anyOf'
        ? def.trigger.triggers.find(matches)
        : matches(def.trigger)
          ? def.trigger
          : undefined;
    // CR 603.4: an intervening "if" is checked as the event happens, in the game as it was then.
    return trigger && interveningIf(view.state, pool, def, object, c.controller)
      ? [
          {
            object: id,
            ability,
            def: trigger === def.trigger ? def : { ...def, trigger },
            name: c.name,
            controller: c.controller,
            ...(triggerObject === undefined ? {} : { triggerObject }),
          },
        ]
      : [];
  });
};

/**
 * CR 603.3b: abilities that triggered together go on the stack in APNAP order (101.4), each
 * player's in the order they choose (here, the order found), so the last player's resolve
 * first and the active player's last.
 */
const resolutionOrder = (state: GameState, pending: readonly Pending[]): Pending[] => {
  const ids = state.players.map((p) => p.id);
  const start = Math.max(0, ids.indexOf(state.turn.active));
  const apnap = [...ids.slice(start), ...ids.slice(0, start)];
  return [...apnap].reverse().flatMap((player) => pending.filter((p) => p.controller === player));
};

/**
 * Resolves abilities that triggered together, each on the state the last one left, reading
 * its source as it is now (608.2h); the source may have left the battlefield since. Each is
 * announced by a `triggered` event before what it does.
 */
export const resolveTriggers = (
  state: GameState,
  pool: CardPool,
  pending: readonly Pending[],
): Result<Outcome> => {
  const run = new Sequence(state);
  for (const p of resolutionOrder(state, pending)) {
    const rule = p.rule ?? TRIGGER_RULE[p.def.trigger.kind];
    if (p.def.targets !== undefined && p.targets === undefined) {
      // CR 603.3d: targets are chosen as it is put on the stack; nothing here can choose them.
      run.note({ kind: 'triggerWaiting', object: p.object, ability: p.ability, rule: '603.3d' });
      continue;
    }
    if (p.def.instructions.some((i) => i.kind === 'modal')) {
      // CR 603.3c: the modes of a modal triggered ability are chosen as it is put on the stack.
      run.note({ kind: 'triggerWaiting', object: p.object, ability: p.ability, rule: '603.3c' });
      continue;
    }
    if (offersChoice(p.def.instructions)) {
      // CR 603.5: an optional effect is chosen as it resolves, by its controller, not here.
      run.note({ kind: 'triggerWaiting', object: p.object, ability: p.ability, rule: '603.5' });
      continue;
    }
    if (anyNeedsDecision(p.def.instructions)) {
      // CR 608.2d: its player decides as it resolves (where scried cards go, what is discarded).
      run.note({ kind: 'triggerWaiting', object: p.object, ability: p.ability, rule: '608.2d' });
      continue;
    }
    const view = viewOf(run.state, pool);
    if (!view.ok) return view;
    const resolved = resolveSource(
      view.value,
      pool,
      {
        object: view.value.objects.get(p.object) ?? null,
        name: p.name,
        abilities: [p.def],
        spell: false,
        ...(p.became ? { became: p.became } : {}),
      },
      {
        kind: 'resolve',
        source: p.object,
        ability: p.ability,
        controller: p.controller,
        ...(p.triggerObject === undefined ? {} : { triggerObject: p.triggerObject }),
        ...(p.def.targets === undefined || p.targets === undefined ? {} : { targets: p.targets }),
        ...(p.x === undefined ? {} : { x: p.x }),
        ...(p.amount === undefined ? {} : { amount: p.amount }),
        ...(p.triggerPlayer === undefined ? {} : { triggerPlayer: p.triggerPlayer }),
      },
    );
    if (!resolved.ok) return resolved;
    run.note({ kind: 'triggered', object: p.object, ability: p.ability, trigger: p.def.trigger.kind, rule });
    run.step(() => resolved.value);
  }
  return ok(run.done());
};
