import type { CardPool } from '../../cards/pool.js';
import { type ManaCost, parseManaCost } from '../../mana/cost.js';
import type { SpendPurpose } from '../../mana/payment-model.js';
import { type ManaPool, parseManaPool } from '../../mana/pool.js';
import { type ManaSource, planSourcePayment } from '../../mana/sources.js';
import type { VariableValues } from '../../mana/value.js';
import { err, ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { offeredMana } from '../resolution/offered-mana.js';
import { summoningSick } from '../turn/sickness.js';
import { type View, viewOf } from '../view.js';
import { activateAll, type ManaActivation, manaAbilitiesOf } from './mana-abilities.js';
import { isLoyaltyCost } from './pay-cost.js';

/**
 * What to pay a cost with (CR 601.2g-h): the pool alone (absent), the mana abilities named, or
 * `auto`, the engine's exact choice.
 */
export type Sources = 'auto' | readonly ManaActivation[];

/** What a cost is paid for, for the automatic choice: every way it may be left to pay, and what for (106.6). */
export interface Paying {
  readonly costs: readonly ManaCost[];
  readonly purpose: SpendPurpose;
  /** The announced X (107.3a), for a cost that still has it. */
  readonly variables?: VariableValues;
  /** Permanents the cost itself taps ("tap an untapped creature you control"), which the automatic choice leaves alone. */
  readonly keep?: readonly ObjectId[];
}

/**
 * CR 601.2g, 602.2b: the mana abilities a player activates while casting a spell or activating
 * an ability, before paying its total cost: those they name, in order; with `auto`, those the
 * exact source planner (mana/sources.ts) finds to pay it, none if the pool pays alone; none
 * given, and the mana pool alone pays. Each notes what it triggered.
 */
export const activateSources = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
  sources: Sources | undefined,
  paying: Paying = { costs: [], purpose: { kind: 'ability' } },
): Result<Outcome> => {
  if (sources === undefined || sources.length === 0) return ok({ state, events: [] });
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const chosen = sources === 'auto' ? autoSources(view.value, pool, player, paying) : ok(sources);
  if (!chosen.ok) return chosen;
  return activateAll(view.value, pool, chosen.value, player, '$.sources');
};

/**
 * A permanent the automatic choice may tap, and what each of its choices is: one of its mana
 * abilities whose whole cost is {T}, with the mana chosen where that ability offers a choice. A
 * Tropical Island's two intrinsic abilities are one source with two choices: it taps once.
 */
interface Candidate {
  readonly choices: readonly ManaActivation[];
  readonly source: ManaSource;
}

/**
 * CR 605.1a, 106.3: the untapped permanents a player controls with mana abilities costing only
 * {T} (free of summoning sickness for a creature, 302.6), each a source of the mana its choices
 * add (snow mana from a snow source, 107.4h), with the ability's spend restriction (106.6): the
 * planner spends it only where the restriction allows. Abilities with other costs (a Signet's
 * {1}, Aether Hub's "{T}, Pay {E}") or other effects are left for the player to name.
 */
const candidates = (
  view: View,
  pool: CardPool,
  player: PlayerId,
  keep: readonly ObjectId[] = [],
): Candidate[] =>
  view.state.objects.flatMap((o) => {
    const c = view.chars.get(o.id);
    if (o.zone !== 'battlefield' || o.tapped || c?.controller !== player || keep.includes(o.id)) return [];
    if (!c.abilities.some((a) => a.kind === 'activated') || summoningSick(view.state, o, c)) return [];
    const snow = c.supertypes.includes('Snow');
    const choices: ManaActivation[] = [];
    const units: ManaPool[] = [];
    for (const [ability, def] of manaAbilitiesOf(view, pool, o.id)) {
      const [add, ...more] = def.instructions;
      if (def.cost !== '{T}' || (def.extraCosts ?? []).length > 0 || more.length > 0) continue;
      if (add?.kind !== 'addMana' || add.times !== undefined) continue;
      const mana = offeredMana(add, o);
      const offered = typeof mana === 'string' ? [mana] : mana;
      for (const each of offered) {
        const parsed = parseManaPool(each);
        if (!parsed.ok) continue;
        const restrictions = add.spendOnly === undefined ? {} : { restrictions: [add.spendOnly] };
        units.push(parsed.value.map((u) => ({ ...u, ...(snow ? { snow } : {}), ...restrictions })));
        choices.push({ object: o.id, ability, ...(offered.length > 1 ? { mana: each } : {}) });
      }
    }
    return choices.length === 0 ? [] : [{ choices, source: { id: o.id, options: units } }];
  });

/**
 * The activations the exact planner chooses: for the first way of leaving the cost (convoke's
 * several, cast-alternatives.ts) it can pay, which sources to tap and with which choice of mana.
 */
const autoSources = (
  view: View,
  pool: CardPool,
  player: PlayerId,
  paying: Paying,
): Result<readonly ManaActivation[]> => {
  const found = candidates(view, pool, player, paying.keep);
  const me = view.state.players.find((p) => p.id === player);
  let failure: Result<never> | null = null;
  for (const cost of paying.costs) {
    const plan = planSourcePayment(
      cost,
      { pool: me?.manaPool ?? [], life: me?.life ?? 0, sources: found.map((f) => f.source) },
      { purpose: paying.purpose, ...(paying.variables === undefined ? {} : { variables: paying.variables }) },
    );
    if (!plan.ok) {
      // CR 601.2h: no payment exists; the error says why, as the pool's would.
      failure ??= err({
        ...plan.error,
        path: '$.sources',
        ...(plan.error.code === 'ERR_UNPAYABLE' ? { rule: '601.2h' } : {}),
      });
      continue;
    }
    return ok(
      plan.value.activations.flatMap((a) => {
        const choice = found.find((f) => f.source.id === a.source)?.choices[a.option];
        return choice ? [choice] : [];
      }),
    );
  }
  return failure ?? ok([]);
};

/**
 * The mana an ability's cost asks for (CR 602.2b): its mana symbols, without {T}, {Q} and
 * loyalty symbols, which are paid otherwise (pay-cost.ts); an empty cost if it has none.
 */
export const manaPartOf = (cost: string): Result<ManaCost> => {
  const mana = cost
    .split(', ')
    .filter((part) => part !== '' && part !== '{T}' && part !== '{Q}' && !isLoyaltyCost(part))
    .join('');
  return parseManaCost(mana);
};
