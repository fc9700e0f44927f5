import type { Filter, TargetSpec } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, map, opt, type Parser, remembered, seq, words } from '../parser.js';
import { color, creatureTypeWord } from './nouns.js';
import { controlledBy } from './subjects.js';
import { richOrPlainTarget } from './target-phrases.js';

/** Target phrases (CR 115): "target creature", "target creature you control", "any target". */

const PERMANENT_NOUNS: Readonly<Record<string, readonly CardType[]>> = {
  creature: ['Creature'],
  'artifact creature': ['Artifact', 'Creature'],
  artifact: ['Artifact'],
  enchantment: ['Enchantment'],
  land: ['Land'],
  planeswalker: ['Planeswalker'],
};

const permanentNoun: Parser<readonly CardType[]> = alt(
  ...Object.entries(PERMANENT_NOUNS)
    .sort(([a], [b]) => b.length - a.length)
    .map(([noun, types]) => map(words(noun), () => types)),
);

const objectTarget: Parser<TargetSpec> = map(
  seq(
    words('target'),
    opt(words('nonartifact')),
    opt(color),
    opt(creatureTypeWord),
    permanentNoun,
    opt(controlledBy),
  ),
  ([, nonartifact, c, subtype, types, who]): TargetSpec => {
    const filter: Filter = {
      types,
      ...(subtype ? { subtypes: [subtype] } : {}),
      ...(c ? { colors: [c] } : {}),
      ...(nonartifact ? { notTypes: ['Artifact'] } : {}),
      ...(who ? { controller: who } : {}),
    };
    return { count: 1, filter };
  },
);

const plainTarget: Parser<TargetSpec> = alt(
  map(words('any target'), (): TargetSpec => ({ count: 1, filter: {}, anyTarget: true })),
  map(words('target player'), (): TargetSpec => ({ count: 1, filter: {}, players: true })),
  objectTarget,
);

export const target: Parser<TargetSpec> = remembered(richOrPlainTarget(plainTarget));
