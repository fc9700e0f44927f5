import type { AbilityDef } from '../effects/types.js';
import { keywordNumber } from './grammar/keywords.js';

/**
 * CR 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the
 * battlefield, you may return target Spirit card with mana value N or less from your graveyard
 * to your hand." It is on creatures only, for which that is dying (700.4). Each instance
 * triggers on its own (702.46b).
 */
export const soulshiftKeyword = (part: string, text: string): AbilityDef | undefined => {
  const n = keywordNumber('soulshift', part);
  if (n === undefined) return undefined;
  return {
    kind: 'triggered',
    text,
    trigger: { kind: 'dies' },
    targets: {
      count: 1,
      filter: { subtypes: ['Spirit'], zone: 'graveyard', owner: 'you', manaValueAtMost: n },
    },
    instructions: [
      { kind: 'optional', ifDone: [{ kind: 'fromGraveyard', on: 'targets', to: 'hand' }], otherwise: [] },
    ],
  };
};
