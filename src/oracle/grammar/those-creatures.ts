import type { Condition, Duration, Filter, Instruction, LayerOp } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, punct, seq, token, words } from '../parser.js';
import { hasCityBlessing } from './conditions.js';
import { lasting } from './for-as-long-as.js';
import { conditional } from './if-sentences.js';
import { creatureChanges } from './instructions.js';
import type { RawInstruction } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * "Those creatures" after a sentence that acted on a group (CR 608.2c): War Flare's "Creatures
 * you control get +2/+1 until end of turn. Untap those creatures.", Domri's "Put three +1/+1
 * counters on each creature you control. Those creatures gain trample until end of turn.",
 * Dauntless Unity's "If this spell was kicked, those creatures get +2/+1 until end of turn
 * instead.", Colossal Heroics's "Any number of target creatures each get +2/+2 until end of turn. Untap
 * those creatures." (its targets), Great Oak Guardian's "creatures target player controls get
 * +2/+2 until end of turn. Untap them." (the creatures that player controls). The group is the one the sentence before acted on: its
 * targets, or what its filter matches. The filter is read again, at once, in the same resolution
 * (608.2h); that is the same set only where the sentence before can't change what it matches, so
 * only filters on types, colours, control and "other", and only P/T changes, granted abilities,
 * counters and untapping before them.
 */

/** The group the sentence before acted on. */
type Group = { readonly on: 'targets' } | { readonly on: 'filter'; readonly filter: Filter };

/** What the "those creatures" sentence does to the group. */
type OnThose = (group: Group) => Instruction;

/** Filter keys that P/T changes, granted abilities, counters and untapping leave as they were. */
const STABLE_KEYS: ReadonlySet<string> = new Set([
  'types',
  'subtypes',
  'supertypes',
  'notTypes',
  'notSubtypes',
  'colors',
  'notColors',
  'controller',
  'other',
]);
const STABLE_OPS: ReadonlySet<string> = new Set(['modifyPT', 'addAbilities']);

const stable = (filter: Filter): boolean => Object.keys(filter).every((k) => STABLE_KEYS.has(k));

/** The group one instruction acted on, where the filter still names the same objects after it. */
const groupOf = (i: Instruction): Group | null => {
  if (i.kind === 'createEffect') {
    if (!i.effect.ops.every((op) => STABLE_OPS.has(op.kind))) return null;
    if (i.on === 'targets') return { on: 'targets' };
    return i.on === 'filter' && stable(i.effect.affects) ? { on: 'filter', filter: i.effect.affects } : null;
  }
  if (i.kind !== 'addCounters' && i.kind !== 'untap') return null;
  if (i.on === 'targets') return { on: 'targets' };
  return i.on === 'filter' && i.filter !== undefined && stable(i.filter)
    ? { on: 'filter', filter: i.filter }
    : null;
};

/** "Untap those creatures", "Untap them" (Great Oak Guardian): the group the sentence before named. */
const untapThose: Parser<OnThose> = map(
  anyOf('untap those creatures', 'untap them'),
  () =>
    (group): Instruction =>
      group.on === 'targets'
        ? { kind: 'untap', on: 'targets' }
        : { kind: 'untap', on: 'filter', filter: group.filter },
);

/** "Those creatures gain trample until end of turn": an effect locked onto the group (611.2c). */
const thoseChange: Parser<OnThose> = map(
  seq(words('those creatures'), creatureChanges, lasting),
  ([, ops, duration]) =>
    (group): Instruction =>
      effectOn(group, ops, duration),
);

const effectOn = (group: Group, ops: readonly LayerOp[], duration: Duration): Instruction => ({
  kind: 'createEffect',
  on: group.on,
  effect: { affects: group.on === 'filter' ? group.filter : {}, ops },
  duration,
});

/** The "those creatures" sentence as its own, building the sentences before again to find their group. */
const thoseSentence = (before: readonly RawInstruction[], those: OnThose): RawInstruction | null => {
  const whole = wrapping(before);
  if (whole === null) return null;
  return {
    // Its targets are those before it, not another instance of "target" (115.1).
    ref: whole.ref.kind === 'target' ? { kind: 'it' } : { kind: 'none' },
    build: (on, it) => {
      const built = buildAll(before, on, it);
      const group = built?.length === 1 && built[0] ? groupOf(built[0]) : null;
      return group && those(group);
    },
  };
};

/**
 * "If this spell was kicked," (702.33e; the lexer reads "this spell" as the object itself), "If
 * you have the city's blessing," (702.131c): conditions the sentence before can't change.
 */
const ifUnchanged: Parser<Condition> = map(
  seq(
    words('if'),
    alt<Condition>(
      map(seq(token('self'), words('was kicked')), (): Condition => ({ kind: 'castWith', cost: 'kicker' })),
      hasCityBlessing,
    ),
    punct(','),
  ),
  ([, c]) => c,
);

export const thoseCreatures = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  alt<RawInstruction[]>(
    map(seq(clause, punct('.'), alt(untapThose, thoseChange)), ([before, , those]) => {
      const after = thoseSentence(before, those);
      return after && [...before, after];
    }),
    // CR 702.33e, 608.2c: the later sentence replaces the earlier where the condition holds.
    map(seq(clause, punct('.'), ifUnchanged, thoseChange, words('instead')), ([before, , when, those]) => {
      const after = thoseSentence(before, those);
      return after && conditional(when, [after], before);
    }),
  );
