import type { CardPool } from '../cards/pool.js';
import type { ChosenCost, CostVerb } from '../effects/chosen-costs.js';
import type { CostPart } from '../effects/types.js';
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
