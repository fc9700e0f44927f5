import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import { withBestowEnchant } from '../../layers/bestowed.js';
import type { Characteristics } from '../../layers/result.js';
import type { ObjectTest } from '../../layers/select.js';
import type { GameObject } from '../../state/types.js';

/**
 * CR 303.4c, 702.5c: an Aura can enchant only what matches every one of its enchant
 * abilities it has now, each read from its card's definition and matched as the layers match
 * filters ("Enchant creature", "Enchant artifact").
 */
export const auraFits = (
  test: ObjectTest,
  pool: CardPool,
  aura: GameObject,
  c: Characteristics,
  host: Characteristics,
): boolean =>
  withBestowEnchant(aura, definitionOf(pool, aura)?.abilities ?? []).every(
    (ability) =>
      ability.kind !== 'enchant' ||
      !c.abilities.some((a) => a.kind === 'enchant' && a.text === ability.text) ||
      test(ability.filter, { source: aura.id, controller: c.controller }, host.id),
  );
