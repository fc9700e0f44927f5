import { chain, err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { type Resolving, triggerObjectOf } from '../resolution/resolving.js';

/** The monarch (CR 724.1), if there is one. */
export const monarchOf = (state: GameState): PlayerId | undefined => state.players.find((p) => p.monarch)?.id;

/** The state with `player` the only monarch, or with none (724.3, 724.4). */
export const withMonarch = (state: GameState, player: PlayerId | undefined): GameState => ({
  ...state,
  players: state.players.map((p) => {
    if (p.id === player) return { ...p, monarch: true };
    if (!p.monarch) return p;
    const { monarch: _, ...rest } = p;
    return rest;
  }),
});

/**
 * CR 724.3: `player` becomes the monarch, and the current monarch ceases to be, at once. The
 * monarch told to become the monarch stays it and does not become it again, so nothing
 * triggers (ruling on Custodi Lich, 2016-08-23): no event.
 */
export const becomeMonarch = (state: GameState, player: PlayerId, rule: string): Outcome =>
  monarchOf(state) === player
    ? { state, events: [] }
    : { state: withMonarch(state, player), events: [{ kind: 'becameMonarch', player, rule }] };

/**
 * "You become the monarch" (CR 724.1): the controller of the resolving ability; for the
 * monarch's inherent trigger (724.2), "its controller": the controller of the creature that
 * dealt the combat damage while it is on the battlefield, else its controller as it last was
 * there (608.2h), which the trigger kept as its player when the damage was dealt.
 */
export const becomeMonarchOf = (
  state: GameState,
  r: Resolving,
  who: 'triggerObjectController' | undefined,
): Result<Outcome> => {
  if (who === undefined) return ok(becomeMonarch(state, r.action.controller, '724.1'));
  return chain(triggerObjectOf(r), (id) => {
    const now = r.seen.get(id);
    const controller = now?.zone === 'battlefield' ? now.controller : r.action.triggerPlayer;
    return controller === undefined
      ? err(
          rulesError('ERR_ACTION', `${r.source.name}: no controller is known for ${id}`, {
            path: '$.triggerPlayer',
            rule: '724.2',
          }),
        )
      : ok(becomeMonarch(state, controller, '724.2'));
  });
};
