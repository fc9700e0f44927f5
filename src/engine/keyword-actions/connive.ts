import type { KeywordActionInstruction } from '../../effects/keyword-actions.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { discard } from '../resolution/library.js';
import type { Resolving } from '../resolution/resolving.js';
import { viewOf } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { drawCards } from '../zones/draw.js';
import { sourceController, sourcePermanent } from './keyword-actions.js';

const RULE = '701.50a';

/**
 * CR 701.50a-c: the source connives: its controller (as it last was, 701.50c) draws a card, then
 * discards a card (their decision's `cards`, 701.9b); if the card discarded is a nonland card,
 * a +1/+1 counter goes on the source, if it is still on the battlefield. Whatever could not be
 * done, it has connived (701.50b).
 */
export const connive = (
  state: GameState,
  r: Resolving,
  _i: Extract<KeywordActionInstruction, { kind: 'connive' }>,
): Result<Outcome> => {
  const player = sourceController(r);
  const run = new Sequence(state).step((s) => drawCards(s, player, 1));
  const discarded = discard(
    run.state,
    { ...r, action: { ...r.action, controller: player } },
    {
      kind: 'discard',
      who: 'you',
      amount: { kind: 'constant', n: 1 },
    },
  );
  if (!discarded.ok) return discarded;
  return chain(viewOf(run.state, r.pool), (before) => {
    run.step(() => discarded.value);
    const nonland = discarded.value.events.some(
      (e) =>
        e.kind === 'zoneChange' &&
        e.to === 'graveyard' &&
        !before.chars.get(e.object)?.types.includes('Land'),
    );
    const conniver = sourcePermanent(run.state, r);
    if (nonland && conniver) run.attempt((s) => putCounters(s, r.pool, conniver.id, '+1/+1', 1, RULE));
    return run.result();
  });
};
