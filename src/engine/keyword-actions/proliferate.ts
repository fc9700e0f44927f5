import type { KeywordActionInstruction } from '../../effects/keyword-actions.js';
import { chain, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { choosesAmong, Decisions } from '../resolution/decision.js';
import type { Resolving } from '../resolution/resolving.js';
import { putCounters } from '../zones/counter-replacement.js';
import { changePlayerCounters } from '../zones/player-counters.js';

const RULE = '701.34a';

/**
 * CR 701.34a: its controller chooses any number of permanents and players that have a counter
 * (their decision's `chosen`; none to choose from asks nothing), and each one chosen gets one
 * more counter of each kind it already has.
 */
export const proliferate = (
  state: GameState,
  r: Resolving,
  _i: Extract<KeywordActionInstruction, { kind: 'proliferate' }>,
): Result<Outcome> => {
  const permanents = state.objects.filter(
    (o) => o.zone === 'battlefield' && o.counters.some((c) => c.count > 0),
  );
  const players = state.players.filter((p) => !p.lost && Object.values(p.counters).some((n) => n > 0));
  const options = [...permanents.map((o) => o.id), ...players.map((p) => p.id)];
  if (options.length === 0) return ok({ state, events: [] });
  const given = (r.decisions ?? new Decisions([])).next(
    `which of ${options.join(', ')} to proliferate`,
    RULE,
    { kind: 'choose', options, min: 0, max: options.length, ordered: false },
  );
  const chosen = chain(given, ({ decision, path }) =>
    choosesAmong(decision, options, { min: 0, max: options.length }, path, RULE),
  );
  return chain(chosen, (chosen) => {
    const run = new Sequence(state);
    for (const id of chosen) {
      const permanent = permanents.find((o) => o.id === id);
      if (permanent === undefined) {
        // CR 122.1: a player gets one more of each kind of counter they have.
        const counters = Object.entries(players.find((p) => p.id === id)?.counters ?? {});
        for (const [kind, n] of counters)
          if (n > 0) run.step((s) => changePlayerCounters(s, id, kind, 1, RULE));
      } else
        for (const pile of permanent.counters)
          if (pile.count > 0) run.attempt((s) => putCounters(s, r.pool, id, pile.kind, 1, RULE));
    }
    return run.result();
  });
};
