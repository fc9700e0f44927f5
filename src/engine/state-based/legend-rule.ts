import type { GameState, LegendChoice, ObjectId } from '../../state/types.js';
import type { View } from '../view.js';

/**
 * CR 704.5j, the legend rule: what it does in this check. Each player with two or more
 * legendary permanents of one name chooses one of them; until every such choice is made the
 * check waits (`ask`), and the state-based actions are then performed together (704.3), the
 * rest of each group put into their owners' graveyards (`lose`).
 */
export type LegendRule =
  | { readonly kind: 'ask'; readonly choices: readonly LegendChoice[] }
  | { readonly kind: 'perform'; readonly lose: ReadonlySet<ObjectId> };

export const legendRule = (view: View): LegendRule => {
  const given = view.state.legendRule ?? [];
  const choices = legendGroups(view).map((group) => {
    const kept = given.find((c) => c.player === group.player && sameMembers(c.among, group.among))?.kept;
    return kept === undefined ? group : { ...group, kept };
  });
  if (choices.some((c) => c.kept === undefined)) return { kind: 'ask', choices };
  return { kind: 'perform', lose: new Set(choices.flatMap((c) => c.among.filter((id) => id !== c.kept))) };
};

/** The legend rule's choices not yet made (CR 704.5j). */
export const legendChoicesAwaited = (state: GameState): readonly LegendChoice[] =>
  (state.legendRule ?? []).filter((c) => c.kept === undefined);

/**
 * Legendary permanents by controller and name, where two or more share both. A face-down
 * permanent has no name (708.2a), so it shares none.
 */
const legendGroups = (view: View): LegendChoice[] => {
  const groups = new Map<string, LegendChoice>();
  for (const c of view.chars.values()) {
    if (c.zone !== 'battlefield' || c.name === '' || !c.supertypes.includes('Legendary')) continue;
    const key = JSON.stringify([c.controller, c.name]);
    const group = groups.get(key);
    groups.set(key, { player: c.controller, name: c.name, among: [...(group?.among ?? []), c.id] });
  }
  return [...groups.values()].filter((g) => g.among.length > 1);
};

const sameMembers = (a: readonly ObjectId[], b: readonly ObjectId[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));
