import type { CardPool } from '../../cards/pool.js';
import type { AbilityDef } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { appendAll } from '../../lists.js';
import { chain, ok, optional, type Result } from '../../result.js';
import type { ActivatedDef } from '../../state/stack.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse, unsupportedAbility } from '../outcome.js';
import { resolveSource } from '../resolution/resolve.js';
import { holdsPriority, whoActs } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { abilitiesNow, type View, viewOf } from '../view.js';
import { mayActivateAbilitiesOf } from './cant-activate.js';
import type { CostChoices } from './chosen-costs.js';
import { isLoyaltyCost, payCost } from './pay-cost.js';

/**
 * One mana ability to activate (CR 605.1a, 605.3b): its object, which of its abilities (its only
 * one by default), and the mana chosen.
 */
export interface ManaActivation {
  readonly object: ObjectId;
  readonly ability?: number;
  /** The mana chosen where its effect offers a choice, "Add `{R}` or `{G}`" (608.2d): "`{G}`". */
  readonly mana?: string;
}

/**
 * CR 605.1a: an activated ability is a mana ability if it has no target, could add mana as it
 * resolves, and isn't a loyalty ability.
 */
export const isManaAbility = (def: AbilityDef): boolean =>
  def.kind === 'activated' &&
  def.targets === null &&
  !isLoyaltyCost(def.cost) &&
  instructionsIn(def.instructions).some((i) => i.kind === 'addMana');

/** The mana abilities an object has now, numbered as `abilitiesNow` numbers them: printed, granted (by static abilities too), or a land type's (305.6). */
export const manaAbilitiesOf = (
  view: View,
  pool: CardPool,
  id: ObjectId,
): (readonly [number, ActivatedDef])[] => {
  const object = view.objects.get(id);
  const c = view.chars.get(id);
  if (!object || !c) return [];
  return abilitiesNow(pool, object, c).flatMap(([n, def]) =>
    def.kind === 'activated' && isManaAbility(def) ? [[n, def] as const] : [],
  );
};

/** The ability numbered so that the compiler doesn't model: it may be a mana ability (605.1a). */
const unsupportedNumbered = (
  view: View,
  pool: CardPool,
  id: ObjectId,
  number: number | undefined,
): Extract<AbilityDef, { kind: 'unsupported' }> | undefined => {
  const object = view.objects.get(id);
  const c = view.chars.get(id);
  if (!object || !c || number === undefined) return undefined;
  const found = abilitiesNow(pool, object, c).find(([n]) => n === number)?.[1];
  return found?.kind === 'unsupported' ? found : undefined;
};

/**
 * CR 605.3: a player activates a mana ability of a permanent they control: its cost is paid
 * ({T} only once the creature is free of summoning sickness, 302.6), and it resolves at once,
 * without the stack (605.3b), adding its mana (the mana chosen where it offers a choice,
 * 608.2d). What it triggers is noted for the stack. `path` is where the activation is named.
 */
export const activateManaAbility = (
  view: View,
  pool: CardPool,
  activation: ManaActivation,
  player: PlayerId,
  path: string,
  costs?: CostChoices,
): Result<Outcome> => {
  const c = view.chars.get(activation.object);
  if (c?.zone !== 'battlefield')
    return refuse(`${activation.object} is not a permanent`, `${path}.object`, '605.3');
  if (c.controller !== player)
    return refuse(
      `${activation.object} is controlled by ${c.controller}, not ${player}`,
      `${path}.object`,
      '602.2',
    );
  const detained = mayActivateAbilitiesOf(c, `${path}.object`);
  if (!detained.ok) return detained;
  const abilities = manaAbilitiesOf(view, pool, activation.object);
  const chosen =
    activation.ability === undefined
      ? abilities.length === 1
        ? abilities[0]
        : undefined
      : abilities.find(([n]) => n === activation.ability);
  const unsupported = chosen
    ? undefined
    : unsupportedNumbered(view, pool, activation.object, activation.ability);
  if (unsupported) return unsupportedAbility(c.name, unsupported, `${path}.ability`);
  if (!chosen)
    return refuse(
      activation.ability === undefined
        ? `${activation.object} has ${abilities.length} mana abilities; name one by "ability" (${abilities.map(([n, d]) => `${n}: ${d.text}`).join('; ')})`
        : `${activation.object} has no mana ability number ${activation.ability}`,
      `${path}.ability`,
      '605.1a',
    );
  const [number, def] = chosen;
  const paid = payCost(
    view,
    { object: activation.object, controller: player, x: 0 },
    def.cost,
    def.extraCosts ?? [],
    { pool, ...optional('choices', costs) },
  );
  const costsNoted = chain(paid, (paid) => noteTriggers(view.state, paid, pool));
  if (!costsNoted.ok) return costsNoted;
  const after = viewOf(costsNoted.value.state, pool);
  if (!after.ok) return after;
  const object = after.value.objects.get(activation.object) ?? view.objects.get(activation.object) ?? null;
  const resolved = resolveSource(
    after.value,
    pool,
    { object, name: c.name, abilities: [def], spell: false },
    {
      controller: player,
      ability: number,
      ...optional('mana', activation.mana),
    },
    { recheck: false },
  );
  if (!resolved.ok)
    return {
      ok: false,
      error: { ...resolved.error, path: `${path}${(resolved.error.path ?? '$').slice(1)}` },
    };
  return ok({ state: resolved.value.state, events: [...costsNoted.value.events, ...resolved.value.events] });
};

/** CR 601.2g, 605.3a: mana abilities activated one after another, each on the game the last left. */
export const activateAll = (
  view: View,
  pool: CardPool,
  activations: readonly ManaActivation[],
  player: PlayerId,
  path: string,
): Result<Outcome> => {
  let current = view;
  const events: Outcome['events'][number][] = [];
  for (const [k, activation] of activations.entries()) {
    const done = activateManaAbility(current, pool, activation, player, `${path}[${k}]`);
    if (!done.ok) return done;
    appendAll(events, done.value.events);
    const next = viewOf(done.value.state, pool);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok({ state: current.state, events });
};

/** CR 605.3a, 117.1d: the player with priority activates a mana ability of theirs; they keep priority (405.6c). */
export const tapForMana = (state: GameState, pool: CardPool, activation: ManaActivation): Result<Outcome> =>
  chain(viewOf(state, pool), (view) => {
    const player = view.chars.get(activation.object)?.controller ?? '';
    // CR 605.3a, 608.2g: also while an effect asks its player for a mana payment.
    const act = whoActs(state);
    const asked = act.kind === 'decide' && act.player === player;
    const allowed = asked ? ok(true) : holdsPriority(state, player, '$.object');
    const done = chain(allowed, () => activateManaAbility(view, pool, activation, player, '$'));
    // Mid-resolution, nothing else happens until it is done (117.2e).
    return chain(done, (done) => (asked ? ok(done) : settle(state, done, pool, player)));
  });
