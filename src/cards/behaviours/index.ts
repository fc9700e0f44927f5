import type { AbilityDef } from '../../effects/types.js';
import { ANIMATION } from './animation.js';
import { CDAS } from './cdas.js';
import { COUNTERS } from './counters.js';
import { CREATURES } from './creatures.js';
import { DAMAGE } from './damage.js';
import { ENTRY } from './entry.js';
import { KEYWORD_CREATURES } from './keywords.js';
import { LANDS } from './lands.js';
import { MANA_CREATURES } from './mana.js';
import { PLANESWALKERS } from './planeswalkers.js';
import { SPELLS } from './spells.js';
import { STATIC_PT } from './static-pt.js';
import { TOKENS } from './tokens.js';

/** Every hand definition, by card name. Each covers every ability of its card's Oracle text. */
export const HAND_DEFINITIONS: ReadonlyMap<string, readonly AbilityDef[]> = new Map(
  [
    ANIMATION,
    CDAS,
    COUNTERS,
    CREATURES,
    DAMAGE,
    ENTRY,
    KEYWORD_CREATURES,
    LANDS,
    MANA_CREATURES,
    PLANESWALKERS,
    SPELLS,
    STATIC_PT,
    TOKENS,
  ].flatMap((table) => Object.entries(table)),
);
