import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import { refuse } from '../outcome.js';
import { type View, viewOf, withObject } from '../view.js';
import type { CastAction } from './cast-action.js';

/**
 * CR 702.37c, 708.4: a card cast face down is turned face down before it is put onto the stack,
 * so everything about casting it (its timing, its cost, what its casting triggers) sees only the
 * face-down spell: a 2/2 creature with no text, name, subtypes or mana cost (708.2a). The game
 * as it is with the card turned face down in its zone, or as it is when it is cast face up.
 */
export const castingView = (view: View, pool: CardPool, action: CastAction): Result<View> => {
  const object = view.objects.get(action.object);
  const c = view.chars.get(action.object);
  const faceDown = action.faceDown === true;
  if (!object || !c || object.faceDown === faceDown) return ok(view);
  // CR 406.3a: a face-down card is turned face up before it is cast, unless it is cast face down.
  if (!faceDown)
    return viewOf(
      withObject(view.state, object.id, (o) => ({ ...o, faceDown: false })),
      pool,
    );
  // CR 702.37d: a card can't normally be cast face down; a morph ability allows it.
  if (!c.abilities.some((a) => a.kind === 'morph'))
    return refuse(
      `${c.name} has no morph ability the engine models, so it can't be cast face down`,
      '$.faceDown',
      '702.37d',
    );
  // CR 708.3: the face-down permanent has no "as enters" ability to choose for.
  if (action.choices !== undefined && Object.keys(action.choices).length > 0)
    return refuse('a spell cast face down has no "as enters" choices to make', '$.choices', '708.3');
  return viewOf(
    withObject(view.state, object.id, (o) => ({ ...o, faceDown: true })),
    pool,
  );
};

/**
 * CR 702.37a, 702.37c: a face-down spell is cast by paying {3} rather than its mana cost (it has
 * none, 708.2a), an alternative cost (118.9) that takes the place of the mana cost in the total
 * cost (601.2f).
 */
export const withCastCost = (spell: Characteristics, faceDown: boolean): Characteristics =>
  faceDown ? { ...spell, manaCost: '{3}' } : spell;
