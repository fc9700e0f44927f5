import type { AbilityDef } from '../../../src/effects/types.js';
import { FORMER_CDAS } from './cdas.js';
import { FORMER_COUNTERS } from './counters.js';
import { FORMER_CREATURES } from './creatures.js';
import { FORMER_DAMAGE } from './damage.js';
import { FORMER_KEYWORD_CREATURES } from './keywords.js';
import { FORMER_LANDS } from './lands.js';
import { FORMER_MANA_CREATURES } from './mana.js';
import { FORMER_SPELLS } from './spells.js';
import { FORMER_STATIC_PT } from './static-pt.js';
import { FORMER_TOKENS } from './tokens.js';

/**
 * The hand definitions the compiler now matches (issue 5, section 5): deleted from the package,
 * where the compiler defines these cards, and kept here as the reference the trust test plays
 * the compiled cards against, so that a change to the compiler that breaks one of them fails.
 */
export const FORMER_HAND_DEFINITIONS: ReadonlyMap<string, readonly AbilityDef[]> = new Map(
  [
    FORMER_CDAS,
    FORMER_COUNTERS,
    FORMER_CREATURES,
    FORMER_DAMAGE,
    FORMER_KEYWORD_CREATURES,
    FORMER_LANDS,
    FORMER_MANA_CREATURES,
    FORMER_SPELLS,
    FORMER_STATIC_PT,
    FORMER_TOKENS,
  ].flatMap((table) => Object.entries(table)),
);
