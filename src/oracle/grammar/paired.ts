import type { AbilityDef } from '../../effects/types.js';
import { anyOf, map, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { sentenceEnd } from './granted.js';
import { changes } from './self-static.js';

/**
 * CR 702.95b: "As long as [this] is paired with another creature, each of those creatures gets
 * +2/+2" (Druid's Familiar), "..., both creatures have first strike" (Hanweir Lancer), "...,
 * each of those creatures has "[ability]"" (Tandem Lookout): while its source is paired, the
 * effect applies to the source and to the creature it is paired with (613.4c, 613.1f).
 */
export const pairedStatic: AbilityParser = map(
  seq(
    words('as long as'),
    token('self'),
    words('is paired with another creature'),
    punct(','),
    anyOf('each of those creatures', 'both creatures'),
    changes,
    sentenceEnd,
  ),
  ([, , , , , ops]) =>
    (text: string): AbilityDef => ({
      kind: 'static',
      text,
      effect: { affects: { pairOfSource: true }, ops },
      condition: { kind: 'sourceIs', state: 'paired' },
    }),
);
