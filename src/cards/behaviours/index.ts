import type { AbilityDef } from '../../effects/types.js';
import { ANIMATION } from './animation.js';
import { CDAS } from './cdas.js';
import { COUNTERS } from './counters.js';
import { CREATURES } from './creatures.js';
import { ENTRY } from './entry.js';
import { LANDS } from './lands.js';
import { PLANESWALKERS } from './planeswalkers.js';
import { SPELLS } from './spells.js';

/**
 * Every hand definition, by card name: the cards whose abilities the Oracle compiler (src/oracle)
 * can't express. Each covers every ability of its card's Oracle text and overrides the compiler.
 */
export const HAND_DEFINITIONS: ReadonlyMap<string, readonly AbilityDef[]> = new Map(
  [ANIMATION, CDAS, COUNTERS, CREATURES, ENTRY, LANDS, PLANESWALKERS, SPELLS].flatMap((table) =>
    Object.entries(table),
  ),
);
