import type { Instruction, LayerOp, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import { anyNode } from './any-node.js';
import { isCounted } from './for-each.js';
import { isItself, type On, type RawInstruction } from './references.js';
import {
  itsNumber,
  ofThat,
  ofThatInSentence,
  type ThatOf,
  thatCreatures,
  thatSpells,
} from './that-creature.js';
import { gameNumber, greatestAmong, sacrificedCreatures } from './values.js';

/**
 * ", where X is [a number]": the X of "gets +X/+X", "deals X damage", "you gain X life" stands
 * for that number. A resolving instruction reads it as it is followed (CR 608.2h), and a
 * continuous effect it creates keeps the number it read then (611.2c); a static ability reads
 * it again whenever it applies (611.3a, self-static.ts). A negative number gives 0 (107.1b).
 * "Its power" is the object itself only when the object itself is what gets it; "[this]'s
 * power" always is (608.2h: as the ability resolves, or as it last existed).
 */

/**
 * What X is, given the sentence's reference, what it acts on and what "it" names where it
 * begins (`settle`); null where X can't be read there.
 */
type WhereX = (ref: RawInstruction['ref'], on: On, it: On) => Value | null;

const powerOfSource: Value = { kind: 'powerOfSource' };

/**
 * "its power" is the object itself's; a target's own, fixed for each as an effect on that target
 * begins (608.2h, create-effect.ts; only such an effect can use it, `withX`); or else that of the
 * object "it" names, the trigger's object or the permanent sacrificed before (`ofThat`: "When
 * enchanted creature dies, create X 1/1 white Soldier creature tokens, where X is its power").
 * "its toughness" is never the object itself's, which no value reads.
 */
const its =
  (of: ThatOf): WhereX =>
  (ref, on, it) => {
    if (isItself(ref, on)) return of === 'power' ? powerOfSource : null;
    if (on !== 'targets') return ofThat(of, it);
    return of === 'manaValue' ? null : { kind: 'ofAffected', of };
  };

const whereXIs = <T>(number: Parser<T>): Parser<T> =>
  map(seq(punct(','), words('where x is'), number), ([, , x]) => x);

/**
 * ", where X is [a number of the game]", read once as something happens rather than by a
 * resolving instruction: "[This] enters with X +1/+1 counters on it, where X is the number of
 * other creatures on the battlefield" (614.1c: as it enters).
 */
export const numberOfTheGame: Parser<Value> = alt(gameNumber, greatestAmong);

export const whereXGameNumber: Parser<Value> = whereXIs(numberOfTheGame);

export const whereX: Parser<WhereX> = whereXIs(
  alt<WhereX>(
    map(itsNumber, its),
    map(seq(token('self'), words("'s power")), (): WhereX => () => powerOfSource),
    map(
      alt(thatCreatures, thatSpells),
      (of): WhereX =>
        (_ref, on, it) =>
          ofThatInSentence(of, on, it),
    ),
    map(
      alt(numberOfTheGame, sacrificedCreatures),
      (value): WhereX =>
        () =>
          value,
    ),
  ),
);

/** Whether a number can only be read as an instruction is followed, not by a static ability in layer 7 (613.4c). */
export const readOnResolution = (v: Value): boolean =>
  v.kind === 'powerOfSource' || v.kind === 'greatest' || v.kind === 'sacrificed' || v.kind === 'ofThatObject';

/** The value with its X replaced; null when it has none, since then "where X is" names nothing of it. */
const replaceX = (v: Value, by: Value): Value | null => {
  switch (v.kind) {
    case 'x':
      return by;
    case 'negate':
    case 'times': {
      const of = replaceX(v.of, by);
      return of && { ...v, of };
    }
    case 'sum': {
      const parts = v.of.map((part) => replaceX(part, by));
      return parts.some((p) => p !== null)
        ? { kind: 'sum', of: parts.map((p, i) => p ?? (v.of[i] as Value)) }
        : null;
    }
    default:
      return null;
  }
};

/** A P/T change's X replaced; a side without X stays as printed ("+X/+0"). */
const opWithX = (op: LayerOp, by: Value): { op: LayerOp; replaced: boolean } => {
  if (op.kind !== 'modifyPT') return { op, replaced: false };
  const power = replaceX(op.power, by);
  const toughness = replaceX(op.toughness, by);
  return {
    op: { kind: 'modifyPT', power: power ?? op.power, toughness: toughness ?? op.toughness },
    replaced: power !== null || toughness !== null,
  };
};

/** The P/T changes of one effect with X replaced, or null when none of them has an X. */
export const opsWithX = (ops: readonly LayerOp[], by: Value): LayerOp[] | null => {
  const replaced = ops.map((op) => opWithX(op, by));
  return replaced.some((r) => r.replaced) ? replaced.map((r) => r.op) : null;
};

const withX = (made: Instruction, by: Value): Instruction | null => {
  // A target's power is fixed for each object an effect changes, which only a created effect has.
  if (by.kind === 'ofAffected' && !(made.kind === 'createEffect' && made.on === 'targets')) return null;
  if (made.kind === 'createEffect') {
    const ops = opsWithX(made.effect.ops, by);
    return ops && { ...made, effect: { ...made.effect, ops } };
  }
  if (made.kind === 'ofTargetWord') {
    const instructions = withXEverywhere(made.instructions, by);
    return instructions && { ...made, instructions };
  }
  if (made.kind === 'rollDice') {
    // CR 706.4: X in the sentences after a roll; the roll's own count keeps its X (Hydradoodle's "roll X dice").
    const after = withXEverywhere(made.after, by);
    return after && { ...made, after };
  }
  if (made.kind === 'fromHandAnyNumber') {
    // "where X is the number of cards revealed this way" is read in the sentences after the reveal.
    const after = withXEverywhere(made.after, by);
    return after && { ...made, after };
  }
  if (made.kind === 'optional') {
    const ifDone = withXEverywhere(made.ifDone, by);
    const otherwise = withXEverywhere(made.otherwise, by);
    return ifDone && otherwise && { ...made, ifDone, otherwise };
  }
  if (made.kind === 'createTokens' && made.size) {
    // "Create X X/X tokens": X in how many and in how big is the one number.
    const size = replaceX(made.size, by);
    return size && { ...made, size, amount: replaceX(made.amount, by) ?? made.amount };
  }
  if (!isCounted(made)) return null;
  const amount = replaceX(made.amount, by);
  return amount && { ...made, amount };
};

/**
 * Whether X appears anywhere in an instruction, granted abilities included (`anyNode`).
 */
const hasX = (node: unknown): boolean => anyNode(node, (n) => n.kind === 'x');

/**
 * CR 107.3a: "where X is" fixes X for the whole ability: "You gain X life and draw X cards, where
 * X is ..." and "... deals X damage to each opponent, where X is .... You gain X life." Every
 * instruction with an X gets the number; one whose X the compiler can't replace makes it null.
 */
export const withXEverywhere = (instructions: readonly Instruction[], by: Value): Instruction[] | null => {
  const out: Instruction[] = [];
  for (const i of instructions) {
    const made = hasX(i) ? withX(i, by) : i;
    if (made === null || hasX(made)) return null;
    out.push(made);
  }
  return out;
};

/** An instruction, then maybe ", where X is [a number]"; `settle` gives every sentence that X. */
export const withWhereX = (instruction: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(instruction, opt(whereX)), ([raw, x]) =>
    x === null ? raw : { ...raw, whereX: (on: On, it: On) => x(raw.ref, on, it) },
  );
