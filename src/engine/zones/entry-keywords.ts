import type { CardPool } from '../../cards/pool.js';
import type { Keyword } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { ActiveEffect, EntryChoices, GameState, ObjectId } from '../../state/types.js';
import type { Breach } from '../combat/evasion.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { viewOf, withActiveEffect } from '../view.js';
import { amplifyCounters } from './amplify.js';
import { changeCounters } from './counters.js';

/**
 * Keywords that change how a creature enters (CR 614.1c): bloodthirst N (702.54a), fading N (702.32a), amplify N (702.38a), unleash
 * (702.98a) and riot (702.136a), read off the permanent as it exists on the battlefield, as
 * "enters with" replacement effects are (614.12). Unleash's and riot's "you may" is the entering
 * player's choice, given with the object's entry choices; not choosing is choosing not to.
 */

const instances = (c: Characteristics | undefined, k: Keyword) =>
  c?.abilities.filter((a) => a.keyword === k) ?? [];

const hasPlusCounter = (c: Characteristics): boolean =>
  c.counters.some((p) => p.kind === '+1/+1' && p.count > 0);

/** CR 702.98a: "[This] can't block as long as it has a +1/+1 counter on it." */
export const unleashedCantBlock = (blocker: Characteristics): Breach | null =>
  instances(blocker, 'Unleash').length > 0 && hasPlusCounter(blocker)
    ? { why: `${blocker.id} is unleashed: it can't block while it has a +1/+1 counter`, rule: '702.98a' }
    : null;

/** CR 702.54a: an opponent of the creature's controller was dealt damage this turn. */
const opponentDamaged = (state: GameState, controller: string): boolean =>
  state.players.some((p) => p.id !== controller && p.dealtDamageInTurn === state.turn.number);

/** A choice offered only by a keyword the object doesn't have is refused, rather than ignored. */
const unoffered = (c: Characteristics | undefined, choices: EntryChoices): Result<never> | null => {
  for (const [key, keyword, rule] of [
    ['unleash', 'Unleash', '702.98a'],
    ['riot', 'Riot', '702.136a'],
    ['amplify', 'Amplify', '702.38a'],
  ] as const)
    if (choices[key] !== undefined && instances(c, keyword).length === 0)
      return refuse(
        `${c?.id ?? 'it'} has no ${keyword.toLowerCase()} to choose for`,
        `$.choices.${key}`,
        rule,
      );
  return null;
};

/** CR 702.136a: "If you don't [put the counter on], it gains haste" for as long as it is this object (400.7). */
const gainsHaste = (state: GameState, c: Characteristics): Outcome => {
  const effect: ActiveEffect = {
    id: `e${state.next.id}`,
    source: c.id,
    sourceName: c.name,
    controller: c.controller,
    timestamp: state.next.timestamp,
    duration: 'permanent',
    effect: {
      affects: {},
      ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword: 'Haste', text: 'Haste' }] }],
    },
    lockedTo: [c.id],
  };
  return {
    state: withActiveEffect(state, effect),
    events: [{ kind: 'effectCreated', effect: effect.id, source: c.name, objects: [c.id], rule: '702.136a' }],
  };
};

/** The counters and haste the entering object's keywords give it, `state` having it on the battlefield. */
export const entryKeywords = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  choices: EntryChoices,
): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const c = view.value.chars.get(id);
  const refused = unoffered(c, choices);
  if (refused) return refused;
  if (!c) return ok({ state, events: [] });
  const run = new Sequence(state);
  if (opponentDamaged(state, c.controller))
    for (const b of instances(c, 'Bloodthirst'))
      run.step((s) => changeCounters(s, id, '+1/+1', b.amount ?? 0, '702.54a'));
  // CR 702.32a: fading N, N fade counters; each instance applies separately.
  for (const f of instances(c, 'Fading'))
    run.step((s) => changeCounters(s, id, 'fade', f.amount ?? 0, '702.32a'));
  const amplified = amplifyCounters(view.value, c, choices);
  if (!amplified.ok) return amplified;
  if (amplified.value > 0) run.step((s) => changeCounters(s, id, '+1/+1', amplified.value, '702.38a'));
  const unleash = instances(c, 'Unleash').length;
  const riot = instances(c, 'Riot').length;
  // CR 702.136b: each instance is a choice of its own, which one entry choice can't give.
  if (unleash > 1 || riot > 1)
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `${c.name}: several instances of unleash or riot, each chosen separately`,
        {
          path: '$.choices',
          rule: '702.136b',
        },
      ),
    );
  if (unleash === 1 && choices.unleash) run.step((s) => changeCounters(s, id, '+1/+1', 1, '702.98a'));
  if (riot === 1)
    run.step((s) => (choices.riot ? changeCounters(s, id, '+1/+1', 1, '702.136a') : gainsHaste(s, c)));
  return ok(run.done());
};
