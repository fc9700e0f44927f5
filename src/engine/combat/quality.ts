import type { Quality } from '../../effects/types.js';
import type { Characteristics } from '../../layers/result.js';
import { COLOR_NAMES } from '../../symbols/colors.js';
import { hasKeyword } from '../view.js';
import { withArticle } from '../words.js';

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

/** The words before the noun: "white", "artifact", "Wall"; any one colour or subtype does (hasQuality). */
const before = (q: Quality): string[] => [
  ...(q.colors?.length ? [q.colors.map((c) => COLOR_NAMES[c]).join(' or ')] : []),
  ...(q.types ?? []).filter((t) => t !== 'Creature').map((t) => t.toLowerCase()),
  ...(q.subtypes?.length ? [q.subtypes.join(' or ')] : []),
];

/** The words after the noun: " with flying or reach", " with power 2 or greater". */
const after = (q: Quality): string => {
  const parts = [
    ...(q.keywords?.length ? [q.keywords.map((k) => k.toLowerCase()).join(' or ')] : []),
    ...(q.powerAtLeast !== undefined ? [`power ${q.powerAtLeast} or greater`] : []),
    ...(q.powerAtMost !== undefined ? [`power ${q.powerAtMost} or less`] : []),
  ];
  return parts.length === 0 ? '' : ` with ${parts.join(' and ')}`;
};

/** Creatures with any of the qualities, for messages: "white creatures", "creatures with flying or reach". */
export const describeCreatures = (qs: readonly Quality[]): string =>
  qs.map((q) => `${[...before(q), 'creatures'].join(' ')}${after(q)}`).join(' or ');

/** A permanent with the quality, for messages: "an Island", "an artifact", "a blue creature". */
export const describePermanent = (q: Quality): string => {
  const kind = q.subtypes?.length || q.types?.some((t) => t !== 'Creature');
  const noun = q.types?.includes('Creature') ? ['creature'] : kind ? [] : ['permanent'];
  return withArticle(`${[...before(q), ...noun].join(' ')}${after(q)}`);
};
