import type { AbilityDef } from '../../effects/types.js';
import { map, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { countersOnIt } from './kicked.js';

/**
 * CR 702.138c: "[This permanent] escapes with [counters]" means "If this permanent escaped, it
 * enters with [those counters]": a replacement effect (614.1c) applied only if the spell that
 * became it was cast for its escape cost (702.138b), which the permanent keeps (`paid`).
 */
export const escapesWithCounters: AbilityParser = map(
  seq(token('self'), words('escapes with'), countersOnIt, punct('.')),
  ([, , [n, counter]]) =>
    (text: string): AbilityDef => ({
      kind: 'entersWithCounters',
      text,
      counter,
      amount: { kind: 'constant', n },
      condition: { kind: 'castWith', cost: 'escape' },
    }),
);
