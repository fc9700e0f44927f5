import type { Instruction, TargetSpec, Value } from '../../effects/types.js';
import { anyOf, map, type Parser, seq, words } from '../parser.js';
import { anyNode } from './any-node.js';
import type { On } from './references.js';

/**
 * "that creature's power", "... toughness", "... mana value" as a number (608.2h, 113.7a): the
 * object named before it, the ability's target or the object its trigger event is about
 * (608.2c), read as the instruction is followed, or as it last existed on the battlefield
 * once it has left (engine/resolution/that-object.ts).
 */

export type ThatOf = Extract<Value, { kind: 'ofThatObject' }>['of'];

export const thatCreatures: Parser<ThatOf> = map(
  seq(words("that creature 's"), anyOf('power', 'toughness', 'mana value')),
  ([, of]): ThatOf => (of === 'mana value' ? 'manaValue' : of === 'power' ? 'power' : 'toughness'),
);

/** "its power", "its toughness": "it" being what `settle` says it names (608.2c). */
export const itsNumber: Parser<ThatOf> = map(
  seq(words('its'), anyOf('power', 'toughness')),
  ([, of]): ThatOf => (of === 'power' ? 'power' : 'toughness'),
);

/**
 * "that spell's mana value" (202.3): the spell a cast trigger is about, or the target spell
 * named before it, on the stack or wherever it has gone since (Endrek Sahr, Access Denied).
 */
export const thatSpells: Parser<ThatOf> = map(words("that spell 's mana value"), (): ThatOf => 'manaValue');

const names = (on: On): on is 'targets' | 'triggerObject' | 'chosen' =>
  on === 'targets' || on === 'triggerObject' || on === 'chosen';

/**
 * The number, where "that creature" is `on`: a target or the trigger's object; null for the
 * object itself or what it's attached to, which "that creature" never names (608.2c).
 */
export const ofThat = (of: ThatOf, on: On): Value | null =>
  names(on) ? { kind: 'ofThatObject', of, object: on } : null;

/**
 * In ", where X is that creature's power", "that creature" is the object the sentence acts on
 * ("Put X +1/+1 counters on target creature, where X is that creature's power"), or else the
 * one named before it (`it`: "Whenever another creature dies, you may put X +1/+1 counters on
 * [this], where X is that creature's power").
 */
export const ofThatInSentence = (of: ThatOf, on: On, it: On): Value | null => ofThat(of, names(on) ? on : it);

/**
 * Whether the instructions read "that creature" as the ability's target: never a target player,
 * where "that creature" is one the player chose ("Target opponent sacrifices a creature. You gain
 * life equal to that creature's toughness.", which the engine doesn't name).
 */
export const readsThatTarget = (instructions: readonly Instruction[]): boolean =>
  anyNode(instructions, (n) => n.kind === 'ofThatObject' && (n as { object?: unknown }).object === 'targets');

/**
 * Whether the instructions read a target card's power or toughness off the battlefield: "Return
 * target creature card from your graveyard to the battlefield. You gain life equal to its
 * toughness." (Cleric Class) reads the new permanent (400.7), a card in a graveyard its printed
 * values (608.2h), neither of which the engine reads, only a permanent's as it last existed.
 */
export const readsTargetCardsNumber = (instructions: readonly Instruction[], targets: TargetSpec): boolean =>
  (targets.filter.zone ?? 'battlefield') !== 'battlefield' &&
  anyNode(instructions, (n) => {
    const v = n as { kind?: unknown; object?: unknown; of?: unknown };
    return v.kind === 'ofThatObject' && v.object === 'targets' && v.of !== 'manaValue';
  });
