import { hasBackFace } from '../../cards/double-faced.js';
import type { CardPool } from '../../cards/pool.js';
import type { GameObject, GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { withObject } from '../view.js';

/**
 * CR 701.27a, 712.9: only a permanent represented by a transforming or modal double-faced card
 * can transform (a meld card can't, 712.4c; nor a token here, none being double-faced); a
 * face-down one can't (712.15a); nor can one whose other face is an instant or sorcery (712.10).
 */
export const canTransform = (pool: CardPool, object: GameObject): boolean => {
  const card = pool.get(object.card)?.data;
  if (!card || object.token || object.faceDown || object.zone !== 'battlefield' || !hasBackFace(card))
    return false;
  const other = card.faces?.[object.backFace ? 0 : 1];
  return !other?.types.some((t) => t === 'Instant' || t === 'Sorcery');
};

/**
 * CR 701.27a: turns a double-faced permanent over, so that its other face is up. It stays the
 * same object (712.18): its counters, damage, attachments, status and timestamp stay, and the
 * effects that applied to it go on applying. It is given a timestamp of its transformation, which
 * its abilities already on the stack read (701.27f). One that can't transform is left as it is
 * (701.27c, 712.9-712.10).
 */
export const transform = (state: GameState, pool: CardPool, object: GameObject, rule: string): Outcome => {
  if (!canTransform(pool, object)) return { state, events: [] };
  const backFace = !object.backFace;
  const transformedAt = state.next.timestamp;
  const turned = withObject(state, object.id, ({ backFace: _turned, ...o }) =>
    backFace ? { ...o, backFace: true, transformedAt } : { ...o, transformedAt },
  );
  return {
    state: { ...turned, next: { ...turned.next, timestamp: transformedAt + 1 } },
    events: [{ kind: 'transformed', object: object.id, backFace, rule }],
  };
};
