import type { AbilityDef } from '../../effects/types.js';
import { map, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaCost } from './mana.js';

/**
 * CR 702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under
 * your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
 * Only a mana cost is read; "Echo—Discard a card" stays unsupported.
 */
export const echoAbility: AbilityParser = map(
  seq(words('echo'), manaCost),
  ([, cost]) =>
    (text: string): AbilityDef => ({
      kind: 'triggered',
      text,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you', sinceLastUpkeep: true },
      instructions: [
        { kind: 'optional', pay: cost, ifDone: [], otherwise: [{ kind: 'sacrifice', on: 'self' }] },
      ],
    }),
);
