import type { EmblemDef } from '../effects/types.js';
import type { CardDefinition } from './pool.js';

const cache = new WeakMap<EmblemDef, CardDefinition>();

/**
 * CR 114.3: an emblem has no characteristics but the abilities its creating effect defined: no
 * name, types, mana cost or colour. This is the card it reads them from, worked out once per
 * definition and shared, as a token's (token-card.ts).
 */
export const emblemCard = (def: EmblemDef): CardDefinition => {
  const cached = cache.get(def);
  if (cached) return cached;
  const card: CardDefinition = {
    data: {
      name: '',
      layout: 'emblem',
      manaCost: null,
      colors: [],
      supertypes: [],
      types: [],
      subtypes: [],
      power: null,
      toughness: null,
      loyalty: null,
      defense: null,
      text: def.abilities.map((a) => a.text).join('\n'),
    },
    abilities: def.abilities,
    behaviour: 'compiled',
  };
  cache.set(def, card);
  return card;
};
