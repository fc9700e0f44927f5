import type { AbilityDef } from '../../effects/types.js';
import { ANIMATION } from './animation.js';
import { CDAS } from './cdas.js';
import { CREATURES } from './creatures.js';
import { ENTRY } from './entry.js';
import { LANDS } from './lands.js';
import { SPELLS } from './spells.js';
import { STATIC_PT } from './static-pt.js';

/** Every hand definition, by card name. Each covers every ability of its card's Oracle text. */
export const HAND_DEFINITIONS: ReadonlyMap<string, readonly AbilityDef[]> = new Map(
  [ANIMATION, CDAS, CREATURES, ENTRY, LANDS, SPELLS, STATIC_PT].flatMap((table) => Object.entries(table)),
);
