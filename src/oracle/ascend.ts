import type { AbilityDef } from '../effects/types.js';

/**
 * CR 702.131a: ascend on an instant or sorcery is a spell ability, followed where it is printed
 * (608.2c); on a permanent it is the keyword, a static ability (702.131b). Null for another part.
 */
export const spellAscend = (part: string, text: string, spell: boolean): AbilityDef | null =>
  spell && part.trim().toLowerCase() === 'ascend'
    ? { kind: 'spell', text, targets: null, instructions: [{ kind: 'ascend' }] }
    : null;
