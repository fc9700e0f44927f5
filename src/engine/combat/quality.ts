import type { Quality } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { hasKeyword } from '../view.js';

/**
 * Whether an object has a quality a combat restriction states (CR 509.1b, 508.1c), read as
 * it is now: all of its card types, any one of its subtypes, colours and keywords, and its power.
 */
export const hasQuality = (c: Characteristics, q: Quality): boolean =>
  (q.types ?? []).every((t) => c.types.includes(t)) &&
  (q.subtypes === undefined || q.subtypes.some((s) => c.subtypes.includes(s))) &&
  (q.colors === undefined || q.colors.some((k) => c.colors.includes(k))) &&
  (q.keywords === undefined || q.keywords.some((k) => hasKeyword(c, k))) &&
  (q.powerAtLeast === undefined || (c.power ?? 0) >= q.powerAtLeast) &&
  (q.powerAtMost === undefined || (c.power ?? 0) <= q.powerAtMost);

export const hasAnyQuality = (c: Characteristics, qs: readonly Quality[]): boolean =>
  qs.some((q) => hasQuality(c, q));

/** The quality as words, for messages: "white", "Wall", "artifact", "power 2 or greater". */
export const describeQuality = (q: Quality): string =>
  [
    ...(q.colors ?? []),
    ...(q.types ?? []),
    ...(q.subtypes ?? []),
    ...(q.keywords ? [`with ${q.keywords.join(' or ')}`] : []),
    ...(q.powerAtLeast !== undefined ? [`with power ${q.powerAtLeast} or greater`] : []),
    ...(q.powerAtMost !== undefined ? [`with power ${q.powerAtMost} or less`] : []),
  ].join(' ');

export const describeQualities = (qs: readonly Quality[]): string => qs.map(describeQuality).join(' or ');
