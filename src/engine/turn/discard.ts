import type { CardPool } from '../../cards/pool.js';
import { chain, map, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { whoActs } from '../stack/priority.js';
import { noteTriggers } from '../triggers/note.js';
import { moveObject } from '../zones/zones.js';
import { beginNextStep, finishCleanup } from './steps.js';

/**
 * CR 514.1: as the cleanup step begins, the active player discards down to their maximum hand
 * size (402.2), choosing the cards (701.9b); then the cleanup step goes on (514.2), and the turn
 * ends unless something happened in it (514.3a).
 */
export const discardToHandSize = (
  state: GameState,
  pool: CardPool,
  cards: readonly ObjectId[],
): Result<Outcome> => {
  const act = whoActs(state);
  if (act.kind !== 'discardToHandSize')
    return refuse('no player must discard to their maximum hand size now', '$.kind', '514.1');
  for (const [k, id] of cards.entries()) {
    const object = state.objects.find((o) => o.id === id);
    if (object?.zone !== 'hand' || object.owner !== act.player)
      return refuse(`${id} is not a card in ${act.player}'s hand`, `$.cards[${k}]`, '514.1');
    if (cards.indexOf(id) !== k) return refuse(`${id} is named twice`, `$.cards[${k}]`, '514.1');
  }
  if (cards.length !== act.count)
    return refuse(
      `${act.player} discards ${act.count} card(s) down to seven, not ${cards.length}`,
      '$.cards',
      '514.1',
    );
  const run = new Sequence(state);
  for (const id of cards) run.step((s) => moveObject(s, id, 'graveyard', '514.1'));
  const cleaned = chain(noteTriggers(state, run.done(), pool), (noted) =>
    map(finishCleanup(noted.state, pool), (rest) => ({
      state: rest.state,
      events: [...noted.events, ...rest.events],
    })),
  );
  if (!cleaned.ok || cleaned.value.state.priority !== null || cleaned.value.state.over) return cleaned;
  return map(beginNextStep(cleaned.value.state, pool, {}), (next) => ({
    state: next.state,
    events: [...cleaned.value.events, ...next.events],
  }));
};
