import type { AbilityDef } from '../effects/types.js';
import type { ZoneName } from '../state/vocabulary.js';

/**
 * Whether a static ability functions in this zone: on the battlefield (611.3b), or only in the
 * graveyard it states (113.6b: "As long as [this] is in your graveyard, ...").
 */
export const staticFunctionsIn = (def: Extract<AbilityDef, { kind: 'static' }>, zone: ZoneName): boolean =>
  zone === (def.zone ?? 'battlefield');
