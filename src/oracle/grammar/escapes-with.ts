import { map, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { countersIfCastWith, countersOnIt } from './kicked.js';

/**
 * CR 702.138c: "[This permanent] escapes with [counters]" means "If this permanent escaped, it
 * enters with [those counters]": a replacement effect (614.1c) applied only if the spell that
 * became it was cast for its escape cost (702.138b), which the permanent keeps (`paid`).
 */
export const escapesWithCounters: AbilityParser = map(
  seq(token('self'), words('escapes with'), countersOnIt, punct('.')),
  ([, , [n, counter]]) =>
    (text: string) =>
      countersIfCastWith(text, n, counter, 'escape'),
);
