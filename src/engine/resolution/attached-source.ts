import { sameObject } from '../../state/identity.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Resolving, sourceLastKnown } from './resolving.js';

/**
 * CR 301.5, 303.4: the permanent the resolving source Aura or Equipment is attached to, "enchanted
 * creature". Once the source has left the battlefield (Briar Shield sacrificed to pay for its own
 * ability), the one it was attached to as it last existed there (608.2h). None if that permanent
 * is no longer on the battlefield as the object it was when the ability began (400.7).
 */
export const attachedToSource = (state: GameState, r: Resolving): readonly ObjectId[] => {
  const id = r.source.object?.id;
  const known = sourceLastKnown(r);
  const attached =
    known === undefined ? state.objects.find((o) => o.id === id)?.attachedTo : known.attachedTo;
  const permanent = state.objects.find((o) => o.id === attached);
  return permanent?.zone === 'battlefield' && sameObject(permanent, r.source.at) ? [permanent.id] : [];
};
