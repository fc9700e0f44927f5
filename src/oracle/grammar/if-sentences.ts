import { DECIDED_KINDS } from '../../effects/library.js';
import type { Condition, Instruction, Value } from '../../effects/types.js';
import { instructionsIn } from '../../effects/walk.js';
import { alt, map, type Parser, punct, seq, words } from '../parser.js';
import { ifCondition } from './conditions.js';
import { counterKind } from './counter-kind.js';
import { objectQuality } from './nouns.js';
import { count } from './numbers.js';
import type { On, RawInstruction } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * "If" sentences inside an effect (CR 608.2c): "Draw two cards. If you control no artifacts,
 * discard a card." and, where a later sentence changes an earlier one, "[this] deals 2 damage to
 * target creature. If you control a Wizard, [this] deals 4 damage to that creature instead." The
 * condition is read as the sentence is followed (608.2h); the conditions are those an intervening
 * "if" takes (conditions.ts) and "this spell was kicked" (702.33e).
 */

const condition: Parser<Condition> = alt<Condition>(
  map(words('this spell was kicked'), (): Condition => ({ kind: 'castWith', cost: 'kicker' })),
  ifCondition,
);

const ifClause = map(seq(words('if'), condition, punct(',')), ([, c]) => c);
/** Leinore's "Then if you control three or more creatures with different powers, draw a card.": "then" only orders the sentences. */
const thenIfClause = map(seq(words('then'), ifClause), ([, c]) => c);

/** A condition on "it", the object named before the sentence, known once the sentence is built. */
type OnIt = (it: On) => Condition | null;

/**
 * The Ordeals' "Then if it has three or more +1/+1 counters on it, sacrifice [this].", Daredevil
 * Dragster's "... two or more velocity counters on it, ...": the counters (122.1) on the object
 * itself, or on the target or trigger object "it" names (608.2c), read as the sentence is followed.
 */
const itHasCounters: Parser<OnIt> = map(
  seq(words('then if it has'), count, words('or more'), counterKind, words('counters on it'), punct(',')),
  ([, n, , counter]) =>
    (it: On): Condition | null => {
      const value: Value | null =
        it === 'self'
          ? { kind: 'countersOnSource', counter }
          : it === 'targets' || it === 'triggerObject'
            ? { kind: 'countersOnThatObject', counter, object: it }
            : null;
      return value && { kind: 'valueAtLeast', value, n };
    },
);

/**
 * "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.", Kaseto's "If
 * that creature is a Snake, ...": what the target "it" names is (205, 105.2), as the sentence is
 * followed (608.2c). Not a trigger object's: "Whenever ..., if it's a creature, ..." is an
 * intervening "if", read as the ability triggers too (603.4).
 */
const itIs: Parser<OnIt> = map(
  seq(words('if'), alt(words("it 's"), words('that creature is')), objectQuality, punct(',')),
  ([, , filter]) =>
    (it: On): Condition | null =>
      it === 'targets' ? { kind: 'thatObjectIs', object: it, filter } : null,
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

const conditional = (
  when: Condition | OnIt,
  then: readonly RawInstruction[],
  otherwise: readonly RawInstruction[],
): RawInstruction[] | null => {
  // CR 601.2c: a target required only if the spell was kicked is announced only then, not read here.
  if (typeof when !== 'function' && when.kind === 'castWith' && then.some((r) => r.ref.kind === 'target'))
    return null;
  const whole = wrapping([...otherwise, ...then]);
  if (whole === null) return null;
  const sentence: RawInstruction = {
    ...whole,
    build: (on, it) => {
      // "it" in the condition is what it is in the sentences (buildAll): the target, once one is named.
      const condition = typeof when === 'function' ? when(on === 'targets' ? 'targets' : it) : when;
      const yes = buildAll(then, on, it);
      const no = buildAll(otherwise, on, it);
      if (condition === null || yes === null || no === null || answered(yes) || answered(no)) return null;
      return { kind: 'conditional', condition, ifHolds: yes, otherwise: no };
    },
  };
  return [sentence];
};

/**
 * "If [condition], [sentence]" and "[sentence]. If [condition], [sentence] instead" (608.2c: the
 * later sentence replaces the earlier where the condition holds), given the plain sentence.
 */
export const ifSentences = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  alt<RawInstruction[]>(
    map(seq(alt<Condition | OnIt>(ifClause, thenIfClause, itHasCounters, itIs), clause), ([when, then]) =>
      conditional(when, then, []),
    ),
    map(
      seq(clause, punct('.'), alt<Condition | OnIt>(ifClause, itIs), clause, words('instead')),
      ([otherwise, , when, then]) => conditional(when, then, otherwise),
    ),
  );
