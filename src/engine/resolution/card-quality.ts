import type { CardQuality } from '../../effects/library.js';
import { selectObjects } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { viewOf } from '../view.js';
import type { Resolving } from './resolving.js';
import { selectorOf } from './selector.js';

/**
 * Which of these cards (in a library, a graveyard or a hand) a card quality describes: one of
 * its filters, and its bounds on mana value (CR 202.3) and power (208.1), read through the
 * layers as the instruction is followed (608.2h).
 */
export const cardsWithQuality = (
  state: GameState,
  r: Resolving,
  cards: readonly ObjectId[],
  quality: CardQuality,
): Result<Set<ObjectId>> => {
  const view = viewOf(state, r.pool);
  if (!view.ok) return view;
  const zones = new Set(cards.map((id) => view.value.objects.get(id)?.zone));
  const described = new Set<ObjectId>();
  for (const filter of quality.anyOf)
    for (const zone of zones) {
      if (zone !== 'library' && zone !== 'graveyard' && zone !== 'hand') continue;
      const matched = selectObjects(
        state,
        r.pool,
        { ...filter, zone },
        selectorOf(state, r.seen, r.source, r.action),
      );
      if (!matched.ok) return matched;
      for (const id of matched.value) described.add(id);
    }
  return ok(
    new Set(
      cards.filter((id) => {
        const c = view.value.chars.get(id);
        if (!c || !described.has(id)) return false;
        const { manaValueAtMost, manaValueAtLeast, powerAtMost, powerAtLeast } = quality;
        if (manaValueAtMost !== undefined && c.manaValue > manaValueAtMost) return false;
        if (manaValueAtLeast !== undefined && c.manaValue < manaValueAtLeast) return false;
        // CR 208.1: a card without a power has none to compare (a noncreature card).
        if (powerAtMost !== undefined && (c.power === null || c.power > powerAtMost)) return false;
        if (powerAtLeast !== undefined && (c.power === null || c.power < powerAtLeast)) return false;
        return true;
      }),
    ),
  );
};
