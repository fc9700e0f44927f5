import { DECIDED_KINDS } from '../../effects/library.js';
import type { Condition, Instruction, Value } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { colorSpent } from './adamant.js';
import { ifCondition } from './conditions.js';
import { counterKind } from './counter-kind.js';
import { objectQuality } from './nouns.js';
import { count } from './numbers.js';
import type { On, RawInstruction } from './references.js';
import { wasKicked } from './was-kicked.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * "If" sentences inside an effect (CR 608.2c): "Draw two cards. If you control no artifacts,
 * discard a card." and, where a later sentence changes an earlier one, "[this] deals 2 damage to
 * target creature. If you control a Wizard, [this] deals 4 damage to that creature instead." The
 * condition is read as the sentence is followed (608.2h); the conditions are those an intervening
 * "if" takes (conditions.ts), "this spell was kicked" (702.33e) and "{B} was spent to cast this
 * spell" (601.2h).
 */

const condition: Parser<Condition> = alt<Condition>(
  map(seq(words('this spell'), wasKicked), ([, c]) => c),
  colorSpent,
  ifCondition,
);

const ifClause = map(seq(words('if'), condition, punct(',')), ([, c]) => c);
/** Leinore's "Then if you control three or more creatures with different powers, draw a card.": "then" only orders the sentences. */
const thenIfClause = map(seq(words('then'), ifClause), ([, c]) => c);

/** A condition on "it", the object named before the sentence, known once the sentence is built. */
type OnIt = (it: On) => Condition | null;

/** How many counters: "a +1/+1 counter on it" (one or more, 122.1), "three or more +1/+1 counters on it". */
const countersOnIt: Parser<{ readonly n: number; readonly counter: string }> = alt(
  map(seq(words('a'), counterKind, words('counter on it')), ([, counter]) => ({ n: 1, counter })),
  map(seq(count, words('or more'), counterKind, words('counters on it')), ([n, , counter]) => ({
    n,
    counter,
  })),
);

/** Who has the counters: "it" (the object itself too), or "that creature" (a target or trigger object only, 608.2c). */
const counterHolder: Parser<'it' | 'that'> = alt<'it' | 'that'>(
  map(words('it has'), () => 'it'),
  // "had": Rite of the Serpent's creature it has just destroyed, as it last existed (608.2h).
  map(alt(words('that creature has'), words('that creature had')), () => 'that'),
);

/**
 * The Ordeals' "Then if it has three or more +1/+1 counters on it, sacrifice [this].", Daredevil
 * Dragster's "... two or more velocity counters on it, ...", Bring Low's "If that creature has a
 * +1/+1 counter on it, ...": the counters (122.1) on the object itself, or on the target or
 * trigger object "it" names (608.2c), read as the sentence is followed; one that has left the
 * battlefield as it last existed there (608.2h).
 */
const itHasCountersCondition: Parser<OnIt> = map(
  seq(counterHolder, countersOnIt),
  ([holder, { n, counter }]) =>
    (it: On): Condition | null => {
      const value: Value | null =
        it === 'self' && holder === 'it'
          ? { kind: 'countersOnSource', counter }
          : it === 'targets' || it === 'triggerObject'
            ? { kind: 'countersOnThatObject', counter, object: it }
            : null;
      return value && { kind: 'valueAtLeast', value, n };
    },
);
const itHasCounters: Parser<OnIt> = map(
  seq(alt(words('then if'), words('if')), itHasCountersCondition, punct(',')),
  ([, c]) => c,
);

/**
 * "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.", Kaseto's "If
 * that creature is a Snake, ...": what the target "it" names is (205, 105.2), as the sentence is
 * followed (608.2c), or "If that creature was a Human" after it was destroyed, as it last existed
 * (608.2h); or the creature its source is attached to ("put a +1/+1 counter on equipped
 * creature if it's white", 301.5). Not a trigger object's: "Whenever ..., if it's a creature,
 * ..." is an intervening "if", read as the ability triggers too (603.4).
 */
const itIsCondition: Parser<OnIt> = map(
  // CR 608.2h: "If that creature was a Human" (Death's Caress): what it last was, once it has left.
  seq(alt(words("it 's"), words('that creature is'), words('that creature was')), objectQuality),
  ([, filter]) =>
    (it: On): Condition | null =>
      it === 'targets' || it === 'attachedTo' ? { kind: 'thatObjectIs', object: it, filter } : null,
);
const itIs: Parser<OnIt> = map(seq(words('if'), itIsCondition, punct(',')), ([, c]) => c);

/**
 * A condition after the sentence it governs: Ancient Animus's "Put a +1/+1 counter on target
 * creature you control if it's legendary.", Oblivion's Hunger's "Draw a card if that creature has
 * a +1/+1 counter on it." (608.2c): "it" is what the sentence acts on, or else what it named before.
 */
const trailingIf: Parser<OnIt> = map(
  seq(words('if'), alt<OnIt>(itIsCondition, itHasCountersCondition)),
  ([, c]) => c,
);

/**
 * Kinds a branch may not hold: what waits for an answer or decision given with the action for
 * the whole effect (608.2d: `may`, `mana`, decisions handed out in order), which a branch not
 * followed would leave unused.
 */
const ANSWERED = new Set<string>([
  'optional',
  'modal',
  'addMana',
  'chosenPermanents',
  'dig',
  ...DECIDED_KINDS,
]);
export const answered = (list: readonly Instruction[]): boolean =>
  instructionsIn(list).some((i) => ANSWERED.has(i.kind));

export const conditional = (
  when: Condition | OnIt,
  then: readonly RawInstruction[],
  otherwise: readonly RawInstruction[],
  trailing = false,
): RawInstruction[] | null => {
  // CR 601.2c: a target required only if the spell was kicked is announced only then, not read here.
  if (typeof when !== 'function' && when.kind === 'castWith' && then.some((r) => r.ref.kind === 'target'))
    return null;
  // What "it" is or has is read on the battlefield (engine/resolution/conditional.ts), not a
  // target spell's on the stack ("Counter target spell if it's blue", Hydroblast).
  const all = [...otherwise, ...then];
  if (
    typeof when === 'function' &&
    all.some((r) => r.ref.kind === 'target' && r.ref.spec.filter.zone === 'stack')
  )
    return null;
  const whole = wrapping(all);
  if (whole === null) return null;
  // A condition after its sentence calls what that sentence acts on "it" (608.2c).
  const actsOnObject = trailing && whole.ref.kind !== 'none';
  const sentence: RawInstruction = {
    ...whole,
    build: (on, it) => {
      // "it" in the condition is what it is in the sentences (buildAll): the target, once one is named.
      const condition =
        typeof when === 'function' ? when(on === 'targets' ? 'targets' : actsOnObject ? on : it) : when;
      const yes = buildAll(then, on, it);
      const no = buildAll(otherwise, on, it);
      if (condition === null || yes === null || no === null || answered(yes) || answered(no)) return null;
      return { kind: 'conditional', condition, ifHolds: yes, otherwise: no };
    },
  };
  return [sentence];
};

/**
 * "If [condition], [sentence]", "[sentence]. If [condition], [sentence] instead" or "...,
 * instead [only] [sentence]", and "[sentence]. [sentence] instead if [condition]" (608.2c: the
 * later sentence replaces the earlier where the condition holds), given the plain sentence.
 */
export const ifSentences = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  alt<RawInstruction[]>(
    map(seq(alt<Condition | OnIt>(ifClause, thenIfClause, itHasCounters, itIs), clause), ([when, then]) =>
      conditional(when, then, []),
    ),
    map(
      seq(clause, punct('.'), alt<Condition | OnIt>(ifClause, itHasCounters, itIs), clause, words('instead')),
      ([otherwise, , when, then]) => conditional(when, then, otherwise),
    ),
    // CR 608.2c: "Target creature gets -1/-1 until end of turn. That creature gets -13/-13 until
    // end of turn instead if a creature died this turn." (Tragic Slip, its ability word dropped).
    map(seq(clause, punct('.'), clause, words('instead if'), condition), ([otherwise, , then, , when]) =>
      conditional(when, then, otherwise),
    ),
    // Golden Demise's "If you have the city's blessing, instead only creatures your opponents
    // control get -2/-2 until end of turn.": "instead" first, "only" stressing the narrower sentence.
    map(
      seq(clause, punct('.'), ifClause, words('instead'), opt(words('only')), clause),
      ([otherwise, , when, , , then]) => conditional(when, then, otherwise),
    ),
    map(seq(clause, trailingIf), ([then, when]) => conditional(when, then, [], true)),
  );
