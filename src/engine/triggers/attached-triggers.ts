import type { CardPool } from '../../cards/pool.js';
import type { AttachedCreatureEvent } from '../../effects/types.js';
import type { ObjectId } from '../../state/types.js';
import { attachedTo } from '../attachments.js';
import type { View } from '../view.js';
import { type Pending, triggeredAbilities } from './triggers.js';

/**
 * CR 303.4, 301.5, 603.2: the abilities of the Auras and Equipment attached to `creature` that
 * wait for its `event` ("Whenever equipped creature attacks"), read in `view`, the game as the
 * event happened; the creature is the trigger object.
 */
export const attachedTriggers = (
  view: View,
  pool: CardPool,
  creature: ObjectId,
  event: AttachedCreatureEvent,
): Pending[] =>
  attachedTo(view.state.objects, creature).flatMap((o) =>
    triggeredAbilities(
      view,
      pool,
      o.id,
      (t) => t.kind === 'attachedCreatureEvent' && t.events.includes(event),
      creature,
    ),
  );
