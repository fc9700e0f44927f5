import type { AbilityDef } from '../effects/types.js';

/**
 * CR 702.44a: "Sunburst" means "If this object is entering as a creature, ignoring any
 * type-changing effects that would affect it, it enters with a +1/+1 counter on it for each
 * color of mana spent to cast it. Otherwise, it enters with a charge counter on it for each color
 * of mana spent to cast it." Which counter is the engine's to say as it enters, from its printed
 * types; the colours are those spent on the spell (702.44b: none if it wasn't cast).
 */
export const sunburstKeyword = (part: string, text: string): AbilityDef | undefined =>
  /^sunburst$/i.test(part.trim())
    ? {
        kind: 'entersWithCounters',
        text,
        counter: '+1/+1',
        noncreatureCounter: 'charge',
        amount: { kind: 'colorsSpent' },
      }
    : undefined;
