import type { Filter, Instruction, LayerOp, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { ofTheAffected } from './affected-counts.js';
import { counterKind } from './counter-kind.js';
import { creatureTypeWord } from './nouns.js';
import { isItself, type On, type RawInstruction } from './references.js';
import { countable, countersOnSelf } from './values.js';

/**
 * "[instruction] for each [thing]": "you gain 1 life for each creature you control", "draw a
 * card for each Elf you control", "put a +1/+1 counter on it for each artifact you control",
 * "it gets +1/+1 until end of turn for each creature blocking it". The instruction's amount
 * becomes N times the count, which the engine reads as the instruction is followed (CR 608.2h);
 * a continuous effect's count is fixed then too (611.2c, `createEffect`).
 */

/** Instructions whose one number is `amount`, read as they are followed (resolve.ts, `amountOf`). */
const COUNTED_KINDS: ReadonlySet<Instruction['kind']> = new Set([
  'gainLife',
  'getCounters',
  'loseLife',
  'dealDamage',
  'drawCards',
  'addCounters',
  'createTokens',
  'scry',
  'surveil',
  'mill',
]);

type Counted = Extract<Instruction, { readonly amount: Value }>;

export const isCounted = (i: Instruction): i is Counted => COUNTED_KINDS.has(i.kind) && 'amount' in i;

const times = (v: Value, each: Value): Value | null =>
  v.kind === 'constant' ? { kind: 'times', n: v.n, of: each } : null;

/** "+1/+0 for each": each P/T change of a continuous effect times the count; nothing else of it. */
const timesOps = (ops: readonly LayerOp[], each: Value): LayerOp[] | null => {
  const out: LayerOp[] = [];
  for (const op of ops) {
    if (op.kind !== 'modifyPT') return null;
    const power = times(op.power, each);
    const toughness = times(op.toughness, each);
    if (power === null || toughness === null) return null;
    out.push({ kind: 'modifyPT', power, toughness });
  }
  return out;
};

const timesEach = (made: Instruction | null, each: Value, ofAffected: boolean): Instruction | null => {
  if (made?.kind === 'createEffect') {
    const ops = timesOps(made.effect.ops, each);
    return ops && { ...made, effect: { ...made.effect, ops } };
  }
  // "its colors" of the object a continuous effect changes, fixed for each as it resolves (create-effect.ts).
  if (ofAffected) return null;
  // CR 106.3, 605: "Add {G} for each Elf you control": the mana, counted as it resolves (addMana's `times`).
  if (made?.kind === 'addMana') return made.times === undefined ? { ...made, times: each } : null;
  if (made === null || !isCounted(made) || made.amount.kind !== 'constant') return null;
  return { ...made, amount: { kind: 'times', n: made.amount.n, of: each } };
};

/**
 * CR 509.1g, 506.4: "creature blocking it", "other attacking Goblin": creatures in combat with
 * or beside the object itself, so only for an instruction about that object.
 */
const attackingType: Parser<Filter> = map(creatureTypeWord, (t) => ({ subtypes: [t] }));

const blockingSelf: Value = { kind: 'count', of: { types: ['Creature'], blockingSource: true } };

const besideItself: Parser<Value> = alt<Value>(
  // Jungle Wurm's "for each creature blocking it beyond the first": one fewer (none with one blocker).
  map(
    words('creature blocking it beyond the first'),
    (): Value => ({
      kind: 'sum',
      of: [blockingSelf, { kind: 'negate', of: { kind: 'constant', n: 1 } }],
    }),
  ),
  map(
    seq(
      words('other attacking'),
      alt(
        map(words('creature'), (): Filter => ({})),
        attackingType,
      ),
    ),
    ([, f]) => ({
      kind: 'count',
      of: { types: ['Creature'], inState: 'attacking', other: true, ...f },
    }),
  ),
);

/**
 * What "for each" may count: `onlySelf`, beside the object the instruction acts on, which must be
 * the object itself; `itSelf`, on "it", which must mean the object itself where the sentence
 * begins ("When [this] leaves the battlefield, draw a card for each +1/+1 counter on it").
 */
interface Each {
  readonly value: Value;
  readonly onlySelf: boolean;
  readonly itSelf: boolean;
  /** Read off each object a continuous effect changes: "for each of its colors" (613.4c). */
  readonly ofAffected?: true;
  /**
   * Where the instruction acts on another object than the object itself: the count read off
   * each object its continuous effect changes ("Whenever a Beast becomes blocked, it gets +1/+1
   * until end of turn for each creature blocking it", 509.1h).
   */
  readonly ofOther?: Value;
}

/** CR 509.1h: "creature blocking it": blocking the object itself, or else the object the effect changes. */
const blockingIt: Parser<Each> = map(
  words('creature blocking it'),
  (): Each => ({ value: blockingSelf, onlySelf: true, itSelf: false, ofOther: { kind: 'blockingAffected' } }),
);

/**
 * CR 122.1, 608.2h: "+1/+1 counter on it", "charge counter on [this]": the counters on the
 * object itself as the instruction is followed, or as it last existed on the battlefield once it
 * has left (603.10a).
 */
const countersOnItself: Parser<Each> = alt(
  map(
    seq(counterKind, words('counter on it')),
    ([counter]): Each => ({
      value: { kind: 'countersOnSource', counter },
      onlySelf: false,
      itSelf: true,
    }),
  ),
  map(countersOnSelf, (value): Each => ({ value, onlySelf: false, itSelf: false })),
);

const counted: Parser<Each> = alt(
  // "creature blocking it beyond the first" before "creature blocking it".
  map(besideItself, (value): Each => ({ value, onlySelf: true, itSelf: false })),
  blockingIt,
  countersOnItself,
  map(ofTheAffected, (value): Each => ({ value, onlySelf: false, itSelf: false, ofAffected: true })),
  map(countable(false), (value): Each => ({ value, onlySelf: false, itSelf: false })),
);

/**
 * "For each card discarded this way, put two +1/+1 counters on [this]" (Mind Maggots): the
 * instruction's amount times the count, as with "for each" after it; null where it has none.
 */
export const timesCount = (raw: RawInstruction, value: Value): RawInstruction => ({
  ref: raw.ref,
  build: (on: On, it: On) => timesEach(raw.build(on, it), value, false),
});

/** The instruction times the count, where what is counted may stand beside what it acts on. */
const timesCounted = (raw: RawInstruction, each: Each): RawInstruction => ({
  ref: raw.ref,
  build: (on: On, it: On) => {
    if (each.onlySelf && !isItself(raw.ref, on))
      return each.ofOther ? timesEach(raw.build(on, it), each.ofOther, true) : null;
    return each.itSelf && it !== 'self'
      ? null
      : timesEach(raw.build(on, it), each.value, each.ofAffected === true);
  },
});

/**
 * "For each creature card in your graveyard, put a +1/+1 counter on each creature you control"
 * (Vraska, Regal Gorgon): the count first, read as after the instruction. Not where the
 * instruction names "it", "that creature" or "them", which would be each counted object in turn.
 */
const countFirst = (instruction: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(words('for each'), counted, punct(','), instruction), ([, each, , raw]) =>
    raw.ref.kind === 'it' || raw.ref.kind === 'that' || raw.ref.kind === 'them' || each.ofAffected
      ? null
      : timesCounted(raw, each),
  );

/** An instruction, then maybe "for each [thing]", read in one pass (the instruction is parsed once); or the count first. */
export const withForEach = (instruction: Parser<RawInstruction>): Parser<RawInstruction> =>
  alt(
    countFirst(instruction),
    map(seq(instruction, opt(seq(words('for each'), counted))), ([raw, each]) =>
      each === null ? raw : timesCounted(raw, each[1]),
    ),
  );
