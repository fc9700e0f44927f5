import type { GameState, LastKnown, ObjectId } from '../../state/types.js';
import type { CostChoices } from './chosen-costs.js';

/**
 * CR 608.2h, 113.7a: the permanents a cost sacrificed, as each last existed on the battlefield,
 * kept with the spell or ability `id` on the stack for an effect that reads them: "You gain life
 * equal to the sacrificed creature's toughness." `state` is after the payment and after the
 * trigger driver noted what the departed permanents last were (triggers/note.ts).
 */
export const keepSacrificed = (state: GameState, id: ObjectId, costs: CostChoices | undefined): GameState => {
  const known = (costs?.sacrifice ?? []).flatMap((sacrificed): LastKnown[] => {
    const last = state.objects.find((o) => o.id === sacrificed)?.lastKnown;
    return last ? [last] : [];
  });
  if (known.length === 0) return state;
  return { ...state, stack: state.stack.map((s) => (s.id === id ? { ...s, sacrificed: known } : s)) };
};
