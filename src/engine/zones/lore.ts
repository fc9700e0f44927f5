import type { CardPool } from '../../cards/pool.js';
import type { Characteristics } from '../../layers/result.js';
import { map, type Result } from '../../result.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { type Outcome, Sequence } from '../outcome.js';
import { abilitiesNow, type View, viewOf } from '../view.js';
import { putCounters } from './counter-replacement.js';
import { changeCounters } from './counters.js';

/**
 * Sagas' lore counters (CR 714.3): one as a Saga enters (714.3a), one on each Saga with a chapter
 * ability as its controller's precombat main phase begins (714.3b). What they trigger (714.2b)
 * the trigger driver finds in the counters' events; when the Saga is done, a state-based action
 * sacrifices it (714.4, 704.5s).
 */

export const isSaga = (c: Characteristics | undefined): boolean => c?.subtypes.includes('Saga') ?? false;

/**
 * CR 714.2a, 714.2d: the chapter numbers of the chapter abilities an object has now, after the
 * layers; an ability whose effect isn't modelled counts too. Its final chapter number is the
 * greatest, or 0 if it has none.
 */
export const chapterNumbers = (pool: CardPool, object: GameObject, c: Characteristics): number[] =>
  abilitiesNow(pool, object, c).flatMap(([, def]) =>
    def.kind === 'triggered' && def.trigger.kind === 'chapter'
      ? [def.trigger.chapter]
      : def.kind === 'unsupported' && def.chapter !== undefined
        ? [def.chapter]
        : [],
  );

/**
 * CR 714.3a: as a Saga enters, its controller puts a lore counter on it, read from the
 * permanent as it exists on the battlefield (614.12). It is put on as it enters, so it is put
 * onto the Saga (122.6) and may trigger its first chapter. (Read ahead, 702.155, is on no card
 * of the card data, and isn't modelled.)
 */
export const entryLore = (state: GameState, pool: CardPool, id: ObjectId): Result<Outcome> =>
  map(viewOf(state, pool), (view) =>
    isSaga(view.chars.get(id)) ? changeCounters(state, id, 'lore', 1, '714.3a') : { state, events: [] },
  );

/**
 * CR 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga
 * they control with one or more chapter abilities; a turn-based action, without the stack.
 */
export const precombatLore = (view: View, pool: CardPool, outcome: Outcome): Result<Outcome> => {
  const run = new Sequence(outcome.state).note(...outcome.events);
  for (const object of view.state.objects) {
    const c = view.chars.get(object.id);
    if (c?.zone !== 'battlefield' || c.controller !== view.state.turn.active || !isSaga(c)) continue;
    if (chapterNumbers(pool, object, c).length === 0) continue;
    run.attempt((s) => putCounters(s, pool, object.id, 'lore', 1, '714.3b'));
  }
  return run.result();
};
