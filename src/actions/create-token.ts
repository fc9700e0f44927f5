import { err, ok, type Result, rulesError } from '../result.js';
import type { GameObject, GameState } from '../state/types.js';
import { enterTriggers } from './enter-triggers.js';
import type { Outcome } from './outcome.js';
import type { Resolving } from './resolving.js';
import { newObject } from './zones.js';

/**
 * CR 111.1-111.3: create a token whose characteristics, as the creating ability defines
 * them, are those of a card of the pool (the pool keeps such token cards by their names,
 * 111.4). Its creator owns it and it enters under their control (111.2), with a new
 * timestamp (613.7d) and an id of the `o<n>` form boards use; then its "when this enters"
 * abilities trigger (603.6a).
 */
export const createToken = (state: GameState, r: Resolving, token: string): Result<Outcome> => {
  if (!r.pool.get(token))
    return err(
      rulesError('ERR_UNKNOWN_CARD', `${r.source.name}: no token card named "${token}" in the card pool`, {
        rule: '111.3',
      }),
    );
  const used = new Set([...state.players, ...state.objects, ...state.effects].map((x) => x.id));
  let n = state.next.id;
  while (used.has(`o${n}`)) n++;
  const controller = r.action.controller;
  const created: GameObject = {
    ...newObject(state, { id: `o${n}`, card: token, zone: 'battlefield', owner: controller, controller }),
    token: true,
  };
  const made: GameState = {
    ...state,
    objects: [...state.objects, created],
    next: { id: n + 1, timestamp: state.next.timestamp + 1 },
  };
  const entered = enterTriggers(made, r.pool, created.id);
  if (!entered.ok) return entered;
  return ok({
    state: entered.value.state,
    events: [{ kind: 'tokenCreated', object: created.id, token, rule: '111.2' }, ...entered.value.events],
  });
};
