import type { AbilityDef, CostPart } from '../effects/types.js';

/**
 * Why the choices of a spell with these abilities are not enumerated, or
 * null: objects its cost takes by choice (118.8, 601.2h). Such a spell or ability is named in `notListed`
 * rather than left out in silence.
 */
export const whyNotListed = (abilities: readonly AbilityDef[]): string | null => {
  for (const a of abilities) {
    if (a.kind === 'additionalCost') return 'its additional cost offers choices (118.8)';
    if (a.kind === 'castCost' && chosen(a.extraCosts)) return 'its cost takes objects chosen (601.2h)';
  }
  return null;
};

const chosen = (parts: readonly CostPart[] | undefined): boolean =>
  parts?.some((p) => p.kind === 'chosen') ?? false;
