import type { Filter } from '../../effects/types.js';
import { alt, map, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { creatureGroup } from './subjects.js';

/**
 * CR 510.1a, 101.1: "Each creature [you control] assigns combat damage equal to its toughness
 * rather than its power." (Doran, the Siege Tower; Assault Formation), and "[this] assigns ...".
 */
export const damageByToughness: AbilityParser = map(
  seq(
    alt<Filter>(
      creatureGroup,
      map(token('self'), (): Filter => ({ self: true })),
    ),
    words('assigns combat damage equal to its toughness rather than its power'),
    punct('.'),
  ),
  ([affects]) =>
    (text) => ({ kind: 'damageByToughness', text, affects }),
);
