import type { CardPool } from '../../cards/pool.js';
import type { View } from '../view.js';
import { instances, pending } from './keyword-triggers.js';
import type { Pending } from './triggers.js';

/**
 * Keywords that trigger at the beginning of their controller's upkeep (CR 503.1a): fading's
 * "remove a fade counter from this permanent. If you can't, sacrifice the permanent." (702.32a),
 * each instance separately. `view` is the game as the upkeep began.
 */
export const upkeepKeywordTriggers = (view: View, pool: CardPool): Pending[] =>
  view.state.objects
    .filter((o) => view.chars.get(o.id)?.controller === view.state.turn.active)
    .flatMap((o) =>
      instances(view, pool, o.id, 'Fading').flatMap((inst) =>
        pending(view, o.id, inst, { kind: 'beginningOfUpkeep', whose: 'you' }, '702.32a', {
          kind: 'removeCounter',
          counter: 'fade',
          ifDone: [],
          otherwise: [{ kind: 'sacrifice', on: 'self' }],
        }),
      ),
    );
