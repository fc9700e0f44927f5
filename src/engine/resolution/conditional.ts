import type { Condition, Filter, Instruction } from '../../effects/types.js';
import { conditionNow, objectTest } from '../../layers/select.js';
import { chain, err, map, ok, type Result, rulesError } from '../../result.js';
import type { GameState, LastKnown } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { attachedToSource } from './attached-source.js';
import { type Follow, followAll } from './choices.js';
import { numberNow, type Resolving } from './resolving.js';
import { selectorOf } from './selector.js';
import { named } from './that-object.js';

type Conditional = Extract<Instruction, { kind: 'conditional' }>;

/**
 * CR 608.2c, 608.2h: "If [condition], [sentence]": the condition is read once, as this instruction
 * is followed (after the sentences before it), as the layers read a static ability's, from the
 * resolving source and its controller; then one branch is followed.
 */
export const followConditional = (
  state: GameState,
  r: Resolving,
  i: Conditional,
  follow: Follow,
): Result<Outcome> =>
  chain(holdsNow(state, r, i.condition), (holds) =>
    followAll(state, r, holds ? i.ifHolds : i.otherwise, follow),
  );

/** Numbers known to the resolution only, which the layers can't read. */
const RESOLUTION_ONLY = new Set<string>(['countersOnThatObject', 'dieResult', 'cardsThisWay']);

/**
 * Whether the condition holds now. The counters on "it", the object named before the sentence
 * ("Then if it has three or more +1/+1 counters on it"), and the result of the roll before it
 * ("If you roll a 6", 706.4) are known to the resolution only.
 */
const holdsNow = (state: GameState, r: Resolving, c: Condition): Result<boolean> => {
  if (c.kind === 'thatObjectIs') return thatObjectIs(state, r, c);
  return (c.kind === 'valueAtLeast' || c.kind === 'valueAtMost') && RESOLUTION_ONLY.has(c.value.kind)
    ? map(numberNow(c.value, r, state), (n) => (c.kind === 'valueAtLeast' ? n >= c.n : n <= c.n))
    : conditionNow(state, r.pool, c, selectorOf(state, r.seen, r.source, r.action));
};

/** The parts of a filter that last known information answers: its card types, subtypes and colours. */
const KNOWN_KEYS: ReadonlySet<string> = new Set(['types', 'anyTypes', 'subtypes', 'colors']);

/**
 * CR 608.2h, 113.7a: whether a permanent that has left the battlefield was one the filter
 * describes, as it last existed there ("Destroy target creature. If that creature was a Human,
 * ..."): all of `types`, any of `anyTypes`, `subtypes` and `colors`, as the layers read them;
 * null for a filter asking what last known information doesn't keep.
 */
const lastKnownIs = (filter: Filter, known: LastKnown): boolean | null => {
  if (Object.keys(filter).some((key) => !KNOWN_KEYS.has(key))) return null;
  const anyOf = <T>(wanted: readonly T[] | undefined, had: readonly T[]) =>
    wanted === undefined || wanted.some((w) => had.includes(w));
  return (
    (filter.types ?? []).every((t) => known.types.includes(t)) &&
    anyOf(filter.anyTypes, known.types) &&
    anyOf(filter.subtypes, known.subtypes) &&
    anyOf(filter.colors, known.colors)
  );
};

/**
 * "If it's a Cyclops" (608.2c): the target "it" names (or the creature the source is attached
 * to, as "equipped creature" names it: 301.5, 303.4), on the battlefield, as it is now, with
 * what the sentences before changed. None named (an "up to one" target left unchosen) is none
 * of a kind; one that has left the battlefield is read as it last existed there (608.2h), where
 * its last known information keeps what the filter asks, and refused otherwise.
 */
const thatObjectIs = (
  state: GameState,
  r: Resolving,
  c: Extract<Condition, { kind: 'thatObjectIs' }>,
): Result<boolean> => {
  const id = c.object === 'attachedTo' ? attachedToSource(state, r)[0] : named({ object: c.object }, r);
  if (id === undefined) return ok(false);
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'battlefield') {
    const was = object?.lastKnown && lastKnownIs(c.filter, object.lastKnown);
    return typeof was === 'boolean'
      ? ok(was)
      : err(
          rulesError(
            'ERR_UNSUPPORTED',
            `${r.source.name}: "it" has left the battlefield, and what it last was is not kept (608.2h)`,
          ),
        );
  }
  const from = selectorOf(state, r.seen, r.source, r.action);
  return map(objectTest(state, r.pool), (test) => test(c.filter, from, id));
};
