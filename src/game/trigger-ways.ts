import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { announceTrigger, type TriggerAnnouncement } from '../engine/stack/order-triggers.js';
import type { View } from '../engine/view.js';
import { err, map, ok, optional, type Result, rulesError } from '../result.js';
import type { TriggeredAbility } from '../state/stack.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { divisionAmount, firstDivision } from './division.js';
import { modeSets } from './modes.js';
import { moreTargetsReason, targetSlots } from './target-slots.js';
import { accepts, targetUniverse } from './trial.js';
import type { LegalChoice, LegalEntry, TriggerWay, TriggerWays } from './types.js';

/**
 * CR 603.3b-d: the player's waiting triggered abilities, put on the stack in any order, each
 * with its ways: each set of modes it may be announced with (700.2b, as a modal spell's,
 * game/modes.ts) and each number of targets, with the players and objects legal in each slot
 * (game/target-slots.ts), found by the engine's own check of one ability's choices
 * (`announceTrigger`). `orderTriggers` checks each ability's choices on their own, so the
 * example (each ability's first way) is tried whole with `apply` once. What isn't searched (more
 * sets of modes than are listed, more targets than there are players and objects, an amount
 * divided known only as announced) is an `ERR_UNSUPPORTED` error naming it. (A modal ability no
 * mode of which can be chosen never waits here: it is removed as it would go on the stack, 603.3c.)
 */
export const orderTriggersEntry = (view: View, pool: CardPool, player: PlayerId): Result<LegalEntry> => {
  const universe = targetUniverse(view.state);
  const triggers: TriggerWays[] = [];
  for (const t of view.state.triggered) {
    if (t.controller !== player) continue;
    const found = waysOf(view, pool, t, universe);
    if (!found.ok) return found;
    triggers.push({ trigger: t.id, ways: found.value });
  }
  const example: PlayerAction = {
    kind: 'orderTriggers',
    order: triggers.map((t) => t.ways[0]?.example ?? { trigger: t.trigger }),
  };
  const tried = accepts(view.state, pool, example);
  if (!tried.ok)
    return unsupported(
      `${player}'s triggered abilities, each put its first way, are refused: ${tried.error.message}`,
    );
  const order = triggers.map((t) => t.trigger);
  const short = oneTargetEach(triggers);
  return ok({
    kind: 'orderTriggers',
    player,
    example,
    choices: { order, triggers, ...optional('targets', short) },
  });
};

/** The ways one waiting ability may go on the stack: by each set of modes, each number of targets. */
const waysOf = (
  view: View,
  pool: CardPool,
  t: TriggeredAbility,
  universe: readonly string[],
): Result<TriggerWay[]> => {
  const sets = modeSets(t.def.instructions, false);
  if (sets === null) return unsupported(`${t.id}'s sets of modes are too many to list (700.2)`);
  const divide = divisionAmount(t.def.instructions);
  if (divide === 'unlisted')
    return unsupported(`${t.id} divides an amount known only as it is announced (601.2d)`);
  const ways: TriggerWay[] = [];
  for (const modes of sets) {
    const announce = (targets: readonly string[]): TriggerAnnouncement => ({
      trigger: t.id,
      ...optional('modes', modes),
      ...(targets.length > 0 ? { targets } : {}),
      ...optional('division', divide === null ? undefined : firstDivision(targets, divide)),
    });
    const step = (targets: readonly string[]) =>
      map(announceTrigger(view, pool, t, announce(targets)), () => true as const);
    const found = targetSlots(universe, step);
    if (found.moreTargets) return unsupported(`${t.id}: ${moreTargetsReason}`);
    for (const { example, slots } of found.ways)
      ways.push({
        example: announce(example),
        targets: slots,
        ...optional('divide', divide === null || slots.length < 2 ? undefined : { amount: divide }),
      });
  }
  // CR 603.3c, 700.2b: a mode that can't be chosen isn't listed; an ability with none was removed
  // (putTriggers), so none listed here is a set of modes each choosable alone but not together.
  if (ways.length === 0)
    return unsupported(`${t.id}'s modes can each be chosen, but no set of them can be announced together`);
  return ok(ways);
};

const unsupported = (message: string): Result<never> =>
  err(rulesError('ERR_UNSUPPORTED', message, { rule: '603.3c' }));

/**
 * The short form of `choices.targets` for `orderTriggers`: per ability, the players and objects
 * its one target may be, when no ability has modes or more than one target; else undefined.
 */
const oneTargetEach = (triggers: readonly TriggerWays[]): string[][] | undefined => {
  const simple = triggers.every((t) =>
    t.ways.every((w) => w.example.modes === undefined && w.targets.length <= 1),
  );
  return simple
    ? triggers.map((t) => t.ways.find((w) => w.targets.length === 1)?.targets[0]?.slice() ?? [])
    : undefined;
};

/**
 * CR 603.3b-d: the `orderTriggers` action an entry makes with a choice: the abilities in the
 * order chosen (or the entry's), each as chosen for it (`choice.triggers`, or the short form
 * `choice.targets`), or as in the example. A division not given is its way's first (601.2d).
 */
export const orderOf = (entry: LegalEntry, choice: LegalChoice): PlayerAction => {
  const a = entry.example;
  if (a.kind !== 'orderTriggers') return a;
  if (choice.order === undefined && choice.targets === undefined && choice.triggers === undefined) return a;
  const ids = entry.choices.order ?? [];
  const put = (trigger: ObjectId): TriggerAnnouncement => {
    const given = choice.triggers?.[trigger];
    if (given !== undefined) {
      const targets = given.targets ?? [];
      const way = entry.choices.triggers
        ?.find((t) => t.trigger === trigger)
        ?.ways.find((w) => sameModes(w.example.modes, given.modes) && w.targets.length === targets.length);
      const division =
        given.shares ?? (way?.divide === undefined ? undefined : firstDivision(targets, way.divide.amount));
      return {
        trigger,
        ...optional('modes', given.modes),
        ...(targets.length > 0 ? { targets } : {}),
        ...optional('division', division),
      };
    }
    if (choice.targets !== undefined) {
      const one = choice.targets[ids.indexOf(trigger)];
      return { trigger, ...(one ? { targets: [one] } : {}) };
    }
    return a.order.find((o) => o.trigger === trigger) ?? { trigger };
  };
  return { kind: 'orderTriggers', order: (choice.order ?? ids).map(put) };
};

const sameModes = (a: readonly number[] | undefined, b: readonly number[] | undefined): boolean =>
  (a ?? []).join(' ') === (b ?? []).join(' ');
