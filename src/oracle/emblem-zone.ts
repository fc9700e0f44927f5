import type { AbilityDef } from '../effects/types.js';

/**
 * CR 114.4: an emblem's abilities function in the command zone. A static or triggered ability
 * read from an emblem's text is kept with that zone; the engine reads no other kind of ability
 * from an object in the command zone, so those stay unsupported, naming their kind.
 */
export const inCommandZone = (a: AbilityDef): AbilityDef => {
  if (a.kind === 'unsupported') return a;
  if ((a.kind === 'static' || a.kind === 'triggered') && a.zone === undefined)
    return { ...a, zone: 'command' };
  return {
    kind: 'unsupported',
    text: a.text,
    reason: `an emblem's ability of kind "${a.kind}" is not modelled (CR 114.4)`,
  };
};
