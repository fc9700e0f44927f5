import type { EmblemDef } from '../effects/types.js';
import { definedCard } from './defined-card.js';

/**
 * CR 114.3: an emblem has no characteristics but the abilities its creating effect defined: no
 * name, types, mana cost or colour.
 */
export const emblemCard = definedCard('emblem', (def: EmblemDef) => ({
  name: '',
  colors: [],
  types: [],
  subtypes: [],
  abilities: def.abilities,
}));
