import type { CardPool } from '../cards/pool.js';
import type { ChosenCost, CostVerb } from '../effects/chosen-costs.js';
import type { AbilityDef, CostOption, CostPart } from '../effects/types.js';
import type { CastAction } from '../engine/casting/cast-action.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Targeting } from './target-slots.js';
import { accepts } from './trial.js';
import type { LegalEntry } from './types.js';

/** The one chosen cost part of one object a way to activate takes, or null: none, or more than `legalActions` lists. */
export const oneChosenPart = (parts: readonly CostPart[] | undefined): ChosenCost | null | 'unlisted' => {
  const chosen = (parts ?? []).filter((p): p is ChosenCost => p.kind === 'chosen');
  if (chosen.length === 0) return null;
  const [only] = chosen;
  return chosen.length === 1 && only !== undefined && only.amount === 1 ? only : 'unlisted';
};

/** Where a verb finds the objects its cost takes (601.2h, 602.2b): its player's permanents, hand or graveyard. */
const candidatesOf = (state: GameState, player: PlayerId, verb: CostVerb): ObjectId[] =>
  state.objects
    .filter((o) =>
      verb === 'discard' || verb === 'reveal'
        ? o.zone === 'hand' && o.owner === player
        : verb === 'exile'
          ? o.zone === 'graveyard' && o.owner === player
          : o.zone === 'battlefield' && o.controller === player,
    )
    .map((o) => o.id);

/**
 * CR 602.2b, 601.2h: the entries of a way to activate whose cost takes one object chosen: the
 * objects are tried in turn until one gives entries (`entriesWith`, the targets searched with
 * it); then each entry lists, under `choices.costs`, every object `apply` accepts in its
 * example's place. Whether another object goes with other targets is `check`'s to say.
 */
export const withCostChoices = (
  state: GameState,
  pool: CardPool,
  player: PlayerId,
  base: Targeting,
  part: ChosenCost,
  entriesWith: (base: Targeting) => LegalEntry[],
): LegalEntry[] => {
  const candidates = candidatesOf(state, player, part.verb);
  for (const candidate of candidates) {
    const found = entriesWith({ ...base, costs: { [part.verb]: [candidate] } });
    if (found.length === 0) continue;
    const takes = (example: LegalEntry['example'], c: ObjectId): boolean =>
      (example.kind === 'activate' || example.kind === 'cast') &&
      accepts(state, pool, { ...example, costs: { [part.verb]: [c] } }).ok;
    return found.map((entry) => ({
      ...entry,
      choices: {
        ...entry.choices,
        costs: { [part.verb]: candidates.filter((c) => c === candidate || takes(entry.example, c)) },
      },
    }));
  }
  return [];
};

/**
 * CR 118.8, 601.2b, 601.2h: the ways to announce a spell's costs beyond `base`'s (its face,
 * alternative cost and kicks, as castWays gives them): one for each way the additional cost of
 * the face cast (`text`) offers (`additional`, where it offers several), with the cost parts that
 * way pays that aren't mana: the alternative cost's, the kicker's when kicked, the additional
 * cost's. `all` is every ability of the card, where its alternative and kicker costs are.
 */
export const castCostWays = (
  text: readonly AbilityDef[],
  all: readonly AbilityDef[],
  base: CastAction,
): { readonly way: CastAction; readonly parts: readonly CostPart[] }[] => {
  const castCosts = all.filter((a): a is Extract<AbilityDef, { kind: 'castCost' }> => a.kind === 'castCost');
  const alternative = castCosts.find((a) => a.option === base.alternative);
  const kicker = castCosts.find((a) => a.option === 'kicker' || a.option === 'multikicker');
  // CR 702.33b: of two kicker costs, those announced (`kickedWith`).
  const kickers = castCosts.filter(
    (a) => a.option === 'kicker' && base.kickedWith?.includes(a.cost) === true,
  );
  const fixed = [
    ...(base.alternative === undefined ? [] : (alternative?.extraCosts ?? [])),
    ...((base.kicked ?? 0) > 0 ? (kicker?.extraCosts ?? []) : []),
    ...kickers.flatMap((k) => k.extraCosts ?? []),
  ];
  const additional = text.flatMap((a) => (a.kind === 'additionalCost' ? [a.options] : []));
  const single = additional.flatMap((options) => (options.length === 1 ? options : []));
  const [choice] = additional.filter((options) => options.length > 1);
  const parts = (options: readonly CostOption[]) => [...fixed, ...options.flatMap((o) => o.extraCosts ?? [])];
  // CR 601.2b: one index announces the way of the additional cost that offers several (cast-options.ts).
  if (choice === undefined) return [{ way: base, parts: parts(single) }];
  return choice.map((option, k) => ({ way: { ...base, additional: k }, parts: parts([...single, option]) }));
};
