import type { AbilityDef, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { type RawInstruction, settle } from './instructions.js';
import { permanentNoun } from './nouns.js';

/**
 * Triggered abilities of a permanent (CR 603.1): "When [this] enters", "When [this] dies",
 * "Whenever [this] attacks", "At the beginning of your upkeep", then the effect. Targets are
 * chosen as the ability triggers (603.3d).
 */

const entersWords = seq(words('enters'), opt(words('the battlefield')));

const ofSelf = (phrase: Parser<unknown>, trigger: Trigger): Parser<Trigger> =>
  map(seq(anyOf('when', 'whenever'), token('self'), phrase), () => trigger);

/** "Whenever a land enters [the battlefield] under your control", "Whenever another creature enters". */
const permanentEnters: Parser<Trigger> = map(
  seq(
    words('whenever'),
    anyOf('a', 'an', 'another'),
    permanentNoun(false),
    entersWords,
    opt(words('under your control')),
  ),
  ([, article, filter, , yours]): Trigger => ({
    kind: 'permanentEnters',
    filter: {
      ...filter,
      ...(article === 'another' ? { other: true } : {}),
      ...(yours ? { controller: 'you' } : {}),
    },
  }),
);

export const trigger: Parser<Trigger> = alt<Trigger>(
  ofSelf(entersWords, { kind: 'entersBattlefield' }),
  permanentEnters,
  ofSelf(words('dies'), { kind: 'dies' }),
  ofSelf(words('attacks'), { kind: 'attacks' }),
  ofSelf(words('blocks'), { kind: 'blocks' }),
  ofSelf(words('becomes blocked'), { kind: 'becomesBlocked' }),
  ofSelf(words('deals combat damage to a player'), { kind: 'dealsCombatDamageToPlayer' }),
  map(words('at the beginning of your upkeep'), () => ({ kind: 'beginningOfUpkeep', whose: 'you' })),
  map(words('at the beginning of each upkeep'), () => ({ kind: 'beginningOfUpkeep', whose: 'each' })),
  map(words('at the beginning of your end step'), () => ({ kind: 'beginningOfEndStep', whose: 'you' })),
  map(anyOf('at the beginning of the end step', 'at the beginning of each end step'), () => ({
    kind: 'beginningOfEndStep',
    whose: 'each',
  })),
);

/** "[Trigger], [effect]." */
export const triggeredAbility = (sentences: Parser<RawInstruction[]>): AbilityParser =>
  map(seq(trigger, punct(','), sentences), ([t, , raw]) => {
    const settled = settle(raw, true);
    if (settled === null) return null;
    return (text: string): AbilityDef => ({
      kind: 'triggered',
      text,
      trigger: t,
      ...(settled.targets ? { targets: settled.targets } : {}),
      instructions: settled.instructions,
    });
  });
