import type { CardPool } from '../cards/pool.js';
import { definitionOf } from '../cards/token-card.js';
import type { AbilityDef } from '../effects/types.js';
import type { Characteristics } from '../layers/result.js';
import type { GameObject, GameState } from '../state/types.js';
import { abilitiesNow } from './view.js';

/**
 * The abilities an object has now, numbered as `abilitiesNow` numbers them (its card's, then
 * the granted ones), with the triggered and activated abilities that static abilities grant it
 * (613.1f), which `abilitiesNow` doesn't find: it looks for granted abilities in the effects of
 * resolved spells and abilities only. A Class's level abilities are such grants (716.2a).
 */
export const abilitiesHad = (
  state: GameState,
  pool: CardPool,
  object: GameObject,
  c: Characteristics,
): (readonly [number, AbilityDef])[] => {
  const found = abilitiesNow(state, pool, object, c);
  const count = definitionOf(pool, object)?.abilities.length ?? 0;
  const extra: (readonly [number, AbilityDef])[] = [];
  c.abilities
    .filter((a) => a.grantedBy !== null)
    .forEach((a, j) => {
      // Keywords, static and characteristic-defining abilities act through the layers and keyword rules.
      if (a.kind !== 'triggered' && a.kind !== 'activated') return;
      if (found.some(([n]) => n === count + j)) return;
      const def = grantedByStatic(state, pool, object, a.text);
      if (def) extra.push([count + j, def]);
    });
  return extra.length === 0 ? found : [...found, ...extra];
};

/**
 * The definition of an ability with this text that a static ability grants: one of the object
 * itself first (a Class's own levels), then of the other permanents. Abilities are told apart
 * by their text, as `abilitiesNow` tells them.
 */
const grantedByStatic = (
  state: GameState,
  pool: CardPool,
  object: GameObject,
  text: string,
): AbilityDef | undefined => {
  const sources = [object, ...state.objects.filter((o) => o.zone === 'battlefield' && o.id !== object.id)];
  for (const source of sources)
    for (const ability of definitionOf(pool, source)?.abilities ?? []) {
      if (ability.kind !== 'static') continue;
      for (const op of ability.effect.ops) {
        const def = op.kind === 'addAbilities' ? op.abilities.find((d) => d.text === text) : undefined;
        if (def) return def;
      }
    }
  return undefined;
};
