import type { AbilityDef, Filter, TargetSpec } from '../../effects/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { alt, map, opt, type Parser, punct, sepBy1, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { cardTypeWord, color, nonCardTypeWord } from './nouns.js';
import type { RawInstruction } from './references.js';

/**
 * Counterspells (CR 701.6): "Counter target spell", "... target creature spell", "... target
 * noncreature spell", "... target instant or sorcery spell", "... target activated or triggered
 * ability"; and "This spell can't be countered." (101.2).
 */

/** "instant or sorcery", "artifact, enchantment, or planeswalker": at least one of these types. */
const typeList: Parser<CardType[]> = map(
  seq(sepBy1(cardTypeWord, punct(',')), opt(punct(',')), opt(seq(words('or'), cardTypeWord))),
  ([first, , last]) => (last ? [...first, last[1]] : first.length === 1 ? first : null),
);

/** CR 112.1, 115.1: "target [color] [non-type] [types] spell": a spell on the stack. */
const spellTarget: Parser<TargetSpec> = map(
  seq(words('target'), opt(color), opt(nonCardTypeWord), opt(typeList), words('spell')),
  ([, c, not, types]): TargetSpec => {
    const filter: Filter = {
      zone: 'stack',
      ...(c ? { colors: [c] } : {}),
      ...(not ? { notTypes: [not] } : {}),
      ...(types && types.length === 1 ? { types } : types ? { anyTypes: types } : {}),
    };
    return { count: 1, filter };
  },
);

/** CR 113.1c: "target activated or triggered ability", "target activated ability", "target triggered ability". */
const abilityTarget: Parser<TargetSpec> = alt(
  map(
    words('target activated or triggered ability'),
    (): TargetSpec => ({ count: 1, filter: {}, abilities: 'any' }),
  ),
  map(
    words('target activated ability'),
    (): TargetSpec => ({ count: 1, filter: {}, abilities: 'activated' }),
  ),
  map(
    words('target triggered ability'),
    (): TargetSpec => ({ count: 1, filter: {}, abilities: 'triggered' }),
  ),
);

/** CR 701.6a: "Counter target spell." and the like. */
export const counterInstruction: Parser<RawInstruction> = map(
  seq(words('counter'), alt(spellTarget, abilityTarget)),
  ([, spec]) => ({
    ref: { kind: 'target', spec },
    build: (on) => (on === 'targets' ? { kind: 'counter', on: 'targets' } : null),
  }),
);

/** CR 101.2, 701.6a: "This spell can't be countered." */
export const cantBeCounteredAbility: AbilityParser = map(
  seq(token('self'), words("can't be countered"), punct('.')),
  () =>
    (text: string): AbilityDef => ({ kind: 'restriction', text, restriction: { kind: 'cantBeCountered' } }),
);
