import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { randomOrder } from './random.js';

/**
 * Shuffles a player's library, leaving out `except` (CR 701.24b: cards found by a search and
 * then put elsewhere aren't shuffled). The cards shuffled take the places in the state's object
 * list that the library's cards held, in a Fisher-Yates order drawn from the state's generator
 * (701.24a: a random order; random.ts).
 */
export const shuffleLibrary = (
  state: GameState,
  player: PlayerId,
  except: readonly ObjectId[] = [],
): Outcome => {
  const places: number[] = [];
  state.objects.forEach((o, i) => {
    if (o.zone === 'library' && o.owner === player && !except.includes(o.id)) places.push(i);
  });
  const [order, after] = randomOrder(
    places.map((i) => state.objects[i]),
    state,
  );
  const objects = [...state.objects];
  places.forEach((place, k) => {
    const o = order[k];
    if (o) objects[place] = o;
  });
  return {
    state: { ...after, objects },
    events: [{ kind: 'libraryShuffled', player, rule: '701.24a' }],
  };
};
