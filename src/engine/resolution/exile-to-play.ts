import type { Instruction } from '../../effects/types.js';
import type { GameState } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { withObject } from '../view.js';
import { moveObject } from '../zones/zones.js';
import { libraryOf } from './library.js';
import type { Resolving } from './resolving.js';

/**
 * "Exile the top card of your library. Until end of turn, you may play that card." (impulse
 * draw): the top N cards of its controller's library are exiled (701.13a), as many as there
 * are, and each new object in exile (400.7) carries the permission to play it (601.3, 305.1)
 * for as long as the effect says (611.2a); the cleanup step ends it (514.2, turn/steps.ts).
 */
export const exileToPlay = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'exileToPlay' }>,
): Outcome => {
  const player = r.action.controller;
  const top = libraryOf(state, player).slice(0, i.amount);
  const playable = {
    player,
    until: i.until,
    since: state.turn.number,
    ...(i.castOnly ? { castOnly: true as const } : {}),
  };
  const run = new Sequence(state);
  for (const card of top)
    run.step((s) => {
      const exiled = moveObject(s, card.id, 'exile', '701.13a');
      return { ...exiled, state: withObject(exiled.state, card.id, (o) => ({ ...o, playable })) };
    });
  return run.done();
};
