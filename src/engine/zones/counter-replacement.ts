import type { CardPool } from '../../cards/pool.js';
import { COUNTER_CHANGES, type CounterChange } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { all, chain, err, map, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { battlefieldAbilities, type View, viewOf, withObject } from '../view.js';
import { changeCounters } from './counters.js';

/**
 * Puts `amount` counters of a kind on an object (CR 122.1), as the counter replacement effects
 * of permanents on the battlefield change that number (614.1a; 122.6: counters it enters with
 * too); a negative amount removes counters, which nothing here replaces.
 */
export const putCounters = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  kind: string,
  amount: number,
  rule: string,
): Result<Outcome> => {
  if (amount <= 0) return ok(changeCounters(state, id, kind, amount, rule));
  return chain(viewOf(state, pool), (view) =>
    map(replacedAmount(view, pool, id, kind, amount), (n) => changeCounters(state, id, kind, n, rule)),
  );
};

/** The changes the counter replacement effects that apply to counters of `kind` put on `id` make, one per effect. */
const applicableChanges = (
  view: View,
  pool: CardPool,
  id: ObjectId,
  kind: string,
): Result<CounterChange[]> => {
  const changes: CounterChange[] = [];
  for (const { def, from } of battlefieldAbilities(view, pool, 'counterReplacement')) {
    if (def.counter !== undefined && def.counter !== kind) continue;
    const named = selectObjects(view.state, pool, def.on, from);
    if (!named.ok) return named;
    if (named.value.includes(id)) changes.push(def.change);
  }
  return ok(changes);
};

const CHANGED: Readonly<Record<CounterChange, (n: number) => number>> = {
  plusOne: (n) => n + 1,
  twice: (n) => 2 * n,
  minusOne: (n) => n - 1,
};

/** How many of the applicable effects make each change. */
type Left = Readonly<Record<CounterChange, number>>;

/**
 * CR 616.1e-f: every number of counters the effects can give, applied one at a time in any
 * order, each only while it still applies ("one or more": none once the number is 0). Effects
 * making the same change are interchangeable, so only the distinct changes left are tried, and
 * each (number, effects left) is worked out once.
 */
const reachable = (
  n: number,
  left: Left,
  known = new Map<string, ReadonlySet<number>>(),
): ReadonlySet<number> => {
  const key = `${n} ${left.plusOne} ${left.twice} ${left.minusOne}`;
  const seen = known.get(key);
  if (seen) return seen;
  const all = new Set<number>();
  for (const change of COUNTER_CHANGES)
    if (n > 0 && left[change] > 0)
      for (const m of reachable(CHANGED[change](n), { ...left, [change]: left[change] - 1 }, known))
        all.add(m);
  if (all.size === 0) all.add(n);
  known.set(key, all);
  return all;
};

/**
 * The number of counters put after the counter replacement effects (CR 614.1a). Where the order
 * they are applied in changes the number, the affected object's controller chooses it (616.1),
 * a choice the engine doesn't take yet: refused as unsupported, naming it.
 */
const replacedAmount = (
  view: View,
  pool: CardPool,
  id: ObjectId,
  kind: string,
  amount: number,
): Result<number> =>
  chain(applicableChanges(view, pool, id, kind), (changes) => {
    const left: Record<CounterChange, number> = { plusOne: 0, twice: 0, minusOne: 0 };
    for (const change of changes) left[change] += 1;
    const results = [...reachable(amount, left)];
    const [only] = results;
    if (results.length === 1 && only !== undefined) return ok(only);
    return err(
      rulesError(
        'ERR_UNSUPPORTED',
        `the order of the replacement effects on ${amount} ${kind} counters put on ${id} (${changes.join(', ')}) gives ${results.join(' or ')} counters: its controller chooses it (CR 616.1), which the engine doesn't ask for yet`,
        { rule: '616.1' },
      ),
    );
  });

/**
 * CR 614.1c, 122.6: the counters an object enters with, from each of its "enters with"
 * abilities and keywords, are put on it in the one event of its entering, which the counter
 * replacement effects change once for each kind: those steps' counters of a kind become one
 * put (614.1a), in place of the first.
 */
export const replaceEntering = (entered: Outcome, pool: CardPool, id: ObjectId): Result<Outcome> => {
  const totals = new Map<string, number>();
  for (const e of entered.events)
    if (e.kind === 'countersChanged' && e.object === id && e.change > 0)
      totals.set(e.counter, (totals.get(e.counter) ?? 0) + e.change);
  if (totals.size === 0) return ok(entered);
  return chain(viewOf(entered.state, pool), (view) =>
    map(
      all([...totals], ([kind, n]) =>
        map(replacedAmount(view, pool, id, kind, n), (m) => [kind, n, m] as const),
      ),
      (replaced) => replaced.reduce(withReplaced(id), entered),
    ),
  );
};

/** The entering outcome with `m` counters of a kind put where its steps put `n`. */
const withReplaced =
  (id: ObjectId) =>
  (entered: Outcome, [kind, n, m]: readonly [string, number, number]): Outcome => {
    if (m === n) return entered;
    const first = entered.events.findIndex((e) => isPut(e, id, kind));
    const events = entered.events.flatMap((e, i): GameEvent[] => {
      if (!isPut(e, id, kind)) return [e];
      return i === first && m > 0
        ? [{ kind: 'countersChanged', object: id, counter: kind, change: m, rule: '614.1a' }]
        : [];
    });
    const state = withObject(entered.state, id, (o) => ({
      ...o,
      counters: o.counters
        .map((c) => (c.kind === kind ? { ...c, count: c.count - n + m } : c))
        .filter((c) => c.count > 0),
    }));
    return { state, events };
  };

const isPut = (e: GameEvent, id: ObjectId, kind: string): boolean =>
  e.kind === 'countersChanged' && e.object === id && e.counter === kind && e.change > 0;
