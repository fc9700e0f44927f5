import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import { err, ok, optional, type Result, rulesError } from '../../result.js';
import type { EntryChoices, GameState, ObjectId, Unearthed } from '../../state/types.js';
import type { Action } from '../action.js';
import { afterDevour, checkDevour, sacrificeDevoured } from '../keyword-actions/devour.js';
import { type Outcome, Sequence } from '../outcome.js';
import { hasRestriction, type View, viewOf, withObject } from '../view.js';
import { checkEntryValues } from './chosen-values.js';
import { enteringCopy, ownCopyAbility } from './copy-choice.js';
import { replaceEntering } from './counter-replacement.js';
import { changeCounters } from './counters.js';
import { countersFromOthers, entryCounters } from './entry-counters.js';
import { entryKeywords } from './entry-keywords.js';
import { intrinsicCounters } from './intrinsic-counters.js';
import { entryLore } from './lore.js';
import { moveObject } from './zones.js';

/**
 * Puts an object onto the battlefield with its "as enters" choices (208.2b, 614.12) and X
 * (107.3m), the counters its "enters with" abilities give it (614.1c), a Saga's lore counter
 * (714.3a) and a planeswalker's loyalty or a battle's defense (306.5b, 310.4b), tapped if it
 * enters tapped (614.1d), transformed if it has daybound at night (702.145b). What its entering triggers (603.6a) the trigger driver finds in the
 * events.
 */
export const enterBattlefield = (
  view: View,
  pool: CardPool,
  action: Extract<Action, { kind: 'putOntoBattlefield' }>,
  /** The rule it enters under: a resolving permanent spell's is 608.3a. */
  rule = '400.7',
  /** An effect puts it onto the battlefield tapped ("put it onto the battlefield tapped", 614.1d). */
  putTapped = false,
  /** CR 702.84a: unearth returns it, as this says. */
  unearthed?: Unearthed,
  /**
   * CR 712.12-712.13: a modal double-faced card played, or a spell resolving, with its back face
   * up; `counter`: an effect puts it onto the battlefield "with a [kind] counter on it" (persist, 702.79a).
   */
  played: { readonly backFace: boolean; readonly counter?: string } = { backFace: false },
): Result<Outcome> => {
  const object = view.objects.get(action.object);
  if (!object)
    return err(rulesError('ERR_ACTION', `no object has id "${action.object}"`, { path: '$.object' }));
  if (object.zone === 'battlefield')
    return err(
      rulesError('ERR_ACTION', `${action.object} is already on the battlefield`, { path: '$.object' }),
    );
  const { copyOf: _chosen, ...requested } = action.choices ?? {};
  const controller = action.controller ?? object.controller;
  const copy = enteringCopy(view, pool, object, action.choices ?? {}, controller);
  if (!copy.ok) return copy;
  const choices: EntryChoices = { ...requested, ...optional('copy', copy.value) };
  // CR 702.37c, 708.3: a face-down spell enters face down, with no abilities to enter with.
  const faceDown = object.zone === 'stack' && object.faceDown;
  const { backFace: _up, ...front } = object;
  const printed = faceDown ? undefined : definitionOf(pool, { ...front, choices });
  // CR 702.145b: at night, a double-faced card with daybound enters transformed, its back face up.
  const backFace =
    played.backFace ||
    (view.state.dayNight === 'night' &&
      printed?.back !== undefined &&
      choices.copy === undefined &&
      printed.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'Daybound'));
  const definition = backFace ? printed?.back : printed;
  if (definition) {
    const chosen = checkEntryValues(
      definition.data.name,
      definition.abilities,
      choices,
      controller,
      view.state.players.filter((p) => !p.lost && p.id !== controller).map((p) => p.id),
    );
    if (!chosen.ok) return chosen;
  }
  // CR 702.82a: devour sacrifices its creatures as it enters, before it is on the battlefield.
  const devoured = checkDevour(view, action.object, controller, choices);
  if (!devoured.ok) return devoured;
  const run = new Sequence(view.state)
    .step((s) => sacrificeDevoured(s, devoured.value))
    .step((s) =>
      moveObject(s, action.object, 'battlefield', rule, {
        controller,
        choices,
        ...optional('unearthed', unearthed),
        faceDown,
        backFace,
      }),
    );
  const tapped = entersTapped(run.state, pool, action.object);
  if (!tapped.ok) return tapped;
  if (tapped.value || putTapped)
    run.step((s) => ({
      state: withObject(s, action.object, (o) => ({ ...o, tapped: true })),
      events: [{ kind: 'tapped', object: action.object, rule: '614.1d' }],
    }));
  if (!faceDown) {
    const lore = entryLore(run.state, pool, action.object);
    if (!lore.ok) return lore;
    run.step(() => lore.value);
  }
  for (const ability of definition?.abilities ?? []) {
    if (ability.kind !== 'entersWithCounters') continue;
    // CR 702.44a: "entering as a creature, ignoring any type-changing effects": its printed types.
    const counter =
      ability.noncreatureCounter !== undefined && !definition?.data.types.includes('Creature')
        ? ability.noncreatureCounter
        : ability.counter;
    const counted = entryCounters(
      run.state,
      pool,
      action.object,
      controller,
      { ...ability, counter },
      choices,
    );
    if (!counted.ok) return counted;
    run.step(() => counted.value);
  }
  // CR 707.9e: its own copy ability's additional counters, when it entered as a copy.
  const more = copy.value === undefined ? undefined : ownCopyAbility(pool, object)?.counters;
  if (more) {
    const counted = entryCounters(run.state, pool, action.object, controller, more, choices);
    if (!counted.ok) return counted;
    run.step(() => counted.value);
  }
  const given = countersFromOthers(view, run.state, pool, action.object);
  if (!given.ok) return given;
  run.step(() => given.value);
  if (definition) {
    const intrinsic = intrinsicCounters(definition.data, choices);
    if (!intrinsic.ok) return intrinsic;
    for (const [counter, amount, rule] of intrinsic.value)
      run.step((s) => changeCounters(s, action.object, counter, amount, rule));
  }
  // CR 614.1c, 702.54a, 702.98a, 702.136a: bloodthirst, unleash and riot, as it enters.
  const keywords = entryKeywords(run.state, pool, action.object, choices);
  if (!keywords.ok) return keywords;
  run.step(() => keywords.value);
  run.step((s) => afterDevour(s, view, action.object, devoured.value));
  const counter = played.counter;
  if (counter !== undefined) run.step((s) => changeCounters(s, action.object, counter, 1, rule));
  return replaceEntering(run.done(), pool, action.object);
};

/**
 * CR 614.1d, 614.12: "enters tapped" is read from the permanent as it would exist on the
 * battlefield, so an ability granted to it there counts, and one it would lose there doesn't.
 */
const entersTapped = (state: GameState, pool: CardPool, id: ObjectId): Result<boolean> => {
  const view = viewOf(state, pool);
  return view.ok ? ok(hasRestriction(view.value.chars.get(id), 'entersTapped')) : view;
};
