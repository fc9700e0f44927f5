import type { CardPool } from '../../cards/pool.js';
import type { Instruction, TargetSpec } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { appendAll } from '../../lists.js';
import { map, ok, optional, type Result } from '../../result.js';
import type { DamageDivision } from '../../state/answers.js';
import type { AbilityOnStack, TriggeredAbility } from '../../state/stack.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { mayDivide } from '../resolution/division.js';
import { fixValue } from '../resolution/resolving.js';
import { wordRange } from '../resolution/target-shares.js';
import { legalTargets } from '../resolution/targets.js';
import { type View, viewOf } from '../view.js';
import { apnap } from './priority.js';

/**
 * CR 603.3b: the triggered abilities waiting go on the stack, each player's in APNAP order, the
 * active player's first (so lowest). A player puts theirs in the order they choose, with the
 * targets and modes they choose (603.3c-d): that is their `orderTriggers` action, unless there is
 * nothing to choose: one ability, with no modes and no target but those it must take. One with a
 * target and no legal choice is removed (603.3d), as is a modal one no mode of which can be
 * chosen (603.3c). The first player who must choose stops it: the
 * rest wait after theirs.
 */
export const putTriggers = (state: GameState, pool: CardPool): Result<Outcome> => {
  let current = state;
  const events: GameEvent[] = [];
  for (const player of apnap(state)) {
    const view = viewOf(current, pool);
    if (!view.ok) return view;
    const mine: { readonly t: TriggeredAbility; readonly legal: readonly string[] }[] = [];
    for (const t of current.triggered) {
      if (t.controller !== player) continue;
      const legal = targetOptions(view.value, pool, t);
      if (!legal.ok) return legal;
      const modes = modeChoosable(view.value, pool, t);
      if (!modes.ok) return modes;
      if (legal.value !== null && modes.value) mine.push({ t, legal: legal.value });
      else
        events.push({
          kind: 'triggerRemoved',
          object: t.id,
          source: t.source,
          rule: legal.value === null ? '603.3d' : '603.3c',
        });
    }
    // CR 603.3c-d: those with a target and no legal choice, or no mode that can be chosen, are removed. Kept ones are found by
    // identity in a set: a search of `mine` for each was quadratic in 10,000 triggers (issue 18).
    const kept = new Set(mine.map((m) => m.t));
    current = {
      ...current,
      triggered: current.triggered.filter((t) => t.controller !== player || kept.has(t)),
    };
    const [only, ...more] = mine;
    if (only === undefined) continue;
    const forced = more.length === 0 ? forcedTargets(only.t, only.legal) : null;
    if (forced === null) return ok({ state: current, events });
    const pushed = pushTriggers(current, [{ trigger: only.t, targets: forced }]);
    current = pushed.state;
    appendAll(events, pushed.events);
  }
  return ok({ state: current, events });
};

/**
 * The legal targets of a waiting ability: an empty list for one without a target, null for one
 * with a target and none legal (603.3d).
 */
const targetOptions = (view: View, pool: CardPool, t: TriggeredAbility): Result<readonly string[] | null> => {
  const spec = t.def.targets;
  if (spec === undefined || (spec.count === 0 && spec.upTo === undefined)) return ok([]);
  const source = sourceOf(view, t);
  if (spec.also) return wordsChoosable(view, pool, t, spec);
  return map(legalTargets(view.state, pool, view.chars, source, spec, t), (legal) => {
    // CR 601.2d: damage to divide, each target at least 1, needs as much damage as targets.
    const fewest = fewestOf(spec, t);
    const divisible = mayDivide(t.def.instructions, fewest, (value) =>
      fixValue(value, { seen: view.chars, source, action: t }, view.state),
    );
    return legal.length < fewest || !divisible ? null : legal;
  });
};

/**
 * CR 603.3d, 115.1: an ability with several instances of "target" ("remove a -1/-1 counter from
 * target creature you control and put a -1/-1 counter on up to one target creature defending
 * player controls"): null where some instance can't have as many legal targets as it needs, or
 * "another target" too few different ones; else every player and object legal for some
 * instance, its controller announcing which are whose.
 */
const wordsChoosable = (
  view: View,
  pool: CardPool,
  t: TriggeredAbility,
  spec: TargetSpec,
): Result<readonly string[] | null> => {
  const { also = [], ...first } = spec;
  const found: string[] = [];
  for (const word of [first, ...also]) {
    const legal = legalTargets(view.state, pool, view.chars, sourceOf(view, t), word, t);
    if (!legal.ok) return legal;
    if (legal.value.length < fewestOf(word, t)) return ok(null);
    appendAll(found, legal.value);
  }
  // CR 115.3: "another target" names none of the earlier instances' targets, so together they need as many different ones.
  const distinct = [...new Set(found)];
  const needed = [first, ...also].reduce((n, w) => n + fewestOf(w, t), 0);
  return ok(also.some((w) => w.another) && distinct.length < needed ? null : distinct);
};

/**
 * CR 603.3c, 700.2b: whether a modal ability has modes enough that can be chosen (at least one,
 * and as many as it says to choose): a mode whose targets can't all be chosen can't be. True
 * for an ability that isn't modal.
 */
const modeChoosable = (view: View, pool: CardPool, t: TriggeredAbility): Result<boolean> => {
  const modal = instructionsIn(t.def.instructions).find(
    (i): i is Extract<Instruction, { kind: 'modal' }> => i.kind === 'modal',
  );
  if (modal === undefined) return ok(true);
  const source = sourceOf(view, t);
  let choosable = 0;
  for (const mode of modal.modes) {
    const words = mode.targets === null ? [] : [mode.targets, ...(mode.targets.also ?? [])];
    let legal = true;
    for (const spec of words) {
      const found = legalTargets(view.state, pool, view.chars, source, spec, t);
      if (!found.ok) return found;
      legal &&= found.value.length >= fewestOf(spec, t);
    }
    if (legal) choosable++;
  }
  return ok(choosable >= Math.max(1, modal.min));
};

/** The resolving source a waiting ability's targets are judged from. */
export const sourceOf = (view: View, t: Pick<TriggeredAbility, 'source' | 'sourceName' | 'def'>) => ({
  object: view.objects.get(t.source) ?? null,
  name: t.sourceName,
  abilities: [t.def],
  spell: false,
});

/**
 * The targets an ability must take, when its controller has no choice of them: none for one
 * without a target, every legal one when there are exactly as many as it needs (115.1). Null
 * when its controller chooses: targets among more, or modes (603.3c).
 */
const forcedTargets = (t: TriggeredAbility, legal: readonly string[]): readonly string[] | null => {
  if (t.def.instructions.some((i) => i.kind === 'modal')) return null;
  const spec: TargetSpec | undefined = t.def.targets;
  if (spec === undefined || (spec.count === 0 && spec.upTo === undefined)) return [];
  // CR 115.1: which targets are whose among several instances of "target" is its controller's to announce.
  if (spec.also) return null;
  // CR 601.2c, 115.6: a variable number of targets is its controller's to announce, but with
  // none legal and none required, no targets is the only announcement.
  if (spec.upTo !== undefined) return spec.count === 0 && legal.length === 0 ? [] : null;
  return legal.length === fewestOf(spec, t) ? legal : null;
};

/**
 * The fewest targets one instance of "target" takes: its number, or the X of the spell that
 * became the trigger's source ("X target creatures", 107.3a, 107.3m).
 */
const fewestOf = (word: TargetSpec, t: TriggeredAbility): number => wordRange(word, t.x ?? 0).fewest;

/** What a player chose for one of their triggered abilities as it goes on the stack. */
export interface TriggerPut {
  readonly trigger: TriggeredAbility;
  readonly targets: readonly string[];
  readonly modes?: readonly number[];
  readonly division?: DamageDivision;
}

/** CR 603.3: the abilities go on the stack in this order, the first lowest, and stop waiting. */
export const pushTriggers = (state: GameState, puts: readonly TriggerPut[]): Outcome => {
  const objects: AbilityOnStack[] = puts.map(({ trigger: t, targets, modes, division }) => {
    const { id, source, sourceName, ability, def, controller, rule, ...facts } = t;
    return {
      kind: 'ability',
      id,
      source,
      sourceName,
      ability,
      def,
      controller,
      targets,
      rule,
      ...facts,
      ...optional('modes', modes),
      ...optional('division', division),
    };
  });
  const put = new Set(puts.map((p) => p.trigger.id));
  return {
    state: {
      ...state,
      stack: [...state.stack, ...objects],
      triggered: state.triggered.filter((t) => !put.has(t.id)),
    },
    events: objects.map((o) => ({
      kind: 'putOnStack',
      object: o.id,
      source: o.source,
      ability: o.ability,
      rule: '603.3',
    })),
  };
};

/** The players who still have abilities waiting, in APNAP order. */
export const waitingPlayers = (state: GameState): PlayerId[] =>
  apnap(state).filter((p) => state.triggered.some((t) => t.controller === p));
