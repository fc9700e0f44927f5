import type { KeywordActionInstruction } from '../../effects/keyword-actions.js';
import type { TokenDef } from '../../effects/types.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { createEffect } from '../resolution/create-effect.js';
import { createTokens } from '../resolution/create-token.js';
import { Decisions } from '../resolution/decision.js';
import { amountOf, type Resolving } from '../resolution/resolving.js';
import { isCreature, viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';

const RULE = '701.47a';

/** CR 701.47a: the 0/0 black [subtype] Army creature token amass creates. */
const armyToken = (subtype: string): TokenDef => ({
  name: `${subtype} Army`,
  colors: ['B'],
  types: ['Creature'],
  subtypes: [subtype, 'Army'],
  power: 0,
  toughness: 0,
  abilities: [],
});

/** The Army creatures its controller controls now, after the layers. */
const armies = (state: GameState, r: Resolving): Result<string[]> =>
  map(viewOf(state, r.pool), (view) =>
    [...view.chars.values()]
      .filter(
        (c) =>
          c.zone === 'battlefield' &&
          isCreature(c) &&
          c.subtypes.includes('Army') &&
          c.controller === r.action.controller,
      )
      .map((c) => c.id),
  );

/**
 * CR 701.47a: "Amass [subtype] N": without an Army creature, its controller creates a 0/0 black
 * [subtype] Army token; then they choose an Army creature they control (their decision's
 * `chosen`, asked only when they control more than one), put N +1/+1 counters on it, and it
 * becomes a [subtype] in addition to its other types if it isn't one (a layer 4 effect with no
 * end, 613.1d). The counters come before state-based actions could see a 0/0 (704.3).
 */
export const amass = (
  state: GameState,
  r: Resolving,
  i: Extract<KeywordActionInstruction, { kind: 'amass' }>,
): Result<Outcome> => {
  const n = amountOf(i.amount, r, state);
  if (!n.ok) return n;
  const run = new Sequence(state);
  const had = armies(state, r);
  if (!had.ok) return had;
  if (had.value.length === 0) {
    const made = createTokens(state, r, {
      kind: 'createTokens',
      token: armyToken(i.subtype),
      amount: { kind: 'constant', n: 1 },
    });
    if (!made.ok) return made;
    run.step(() => made.value);
  }
  const options = armies(run.state, r);
  if (!options.ok) return options;
  let army = options.value.length === 1 ? options.value[0] : undefined;
  if (options.value.length > 1) {
    const chosen = (r.decisions ?? new Decisions([])).nextOneOf(
      `which Army of ${options.value.join(', ')} to amass on`,
      RULE,
      options.value,
    );
    if (!chosen.ok) return chosen;
    army = chosen.value;
  }
  if (army === undefined) return ok(run.done());
  const id = army;
  const put = putCounters(run.state, r.pool, id, '+1/+1', n.value, RULE);
  if (!put.ok) return put;
  run.step(() => put.value);
  return chain(viewOf(run.state, r.pool), (view) => {
    if (view.chars.get(id)?.subtypes.includes(i.subtype)) return ok(run.done());
    const became = createEffect(
      run.state,
      { ...r, targets: [id] },
      {
        kind: 'createEffect',
        on: 'targets',
        effect: { affects: {}, ops: [{ kind: 'setTypes', addSubtypes: [i.subtype] }] },
        duration: 'permanent',
      },
    );
    return map(became, (became) => run.step(() => became).done());
  });
};
