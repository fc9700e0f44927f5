import type { TokenDef } from '../effects/types.js';
import type { CardDefinition } from './pool.js';

/**
 * The card an object whose characteristics an effect defined reads them from, as if they were
 * printed on a card: a token's (CR 111.3), an emblem's (114.3). It is worked out once per
 * definition and shared, as the layers read it for every evaluation.
 */
export const definedCard = <D extends object>(
  layout: 'token' | 'emblem',
  face: (def: D) => TokenDef,
): ((def: D) => CardDefinition) => {
  const cache = new WeakMap<D, CardDefinition>();
  return (def) => {
    const cached = cache.get(def);
    if (cached) return cached;
    const printed = face(def);
    const card: CardDefinition = {
      data: {
        name: printed.name,
        layout,
        // CR 111.3, 202.3b: a token's text defines no mana cost unless it says so.
        manaCost: null,
        colors: printed.colors,
        supertypes: printed.supertypes ?? [],
        types: printed.types,
        subtypes: printed.subtypes,
        power: printed.power === undefined ? null : String(printed.power),
        toughness: printed.toughness === undefined ? null : String(printed.toughness),
        loyalty: null,
        defense: null,
        text: printed.abilities.map((a) => a.text).join('\n'),
      },
      abilities: printed.abilities,
      behaviour: 'compiled',
    };
    cache.set(def, card);
    return card;
  };
};
