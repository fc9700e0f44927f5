import type { AbilityDef } from '../effects/types.js';
import { mentions } from './that-much.js';

/**
 * "The chosen player" (CR 614.12) is the opponent a permanent chose as it entered ("As [this]
 * enters, choose an opponent."): only a face with that choice has one. Elsewhere the words
 * name nobody the engine knows, and the ability that reads them stays unsupported.
 */

/** Only these words make the reference (grammar/subjects.ts, grammar/values.ts): most abilities need no walk. */
const CHOSEN_PLAYER_WORDS = /\bchosen player\b/i;

const readsChosenPlayer = (a: AbilityDef): boolean =>
  CHOSEN_PLAYER_WORDS.test(a.text) &&
  mentions(
    a,
    (r) => r.controller === 'chosenPlayer' || r.owner === 'chosenPlayer' || r.whose === 'chosenPlayer',
  );

const choosesOpponent = (a: AbilityDef): boolean => a.kind === 'asEnters' && a.choice.kind === 'opponent';

export const withChosenPlayer = (abilities: AbilityDef[]): AbilityDef[] =>
  !abilities.some(readsChosenPlayer) || abilities.some(choosesOpponent)
    ? abilities
    : abilities.map((a) =>
        readsChosenPlayer(a)
          ? {
              kind: 'unsupported',
              text: a.text,
              reason: `"the chosen player" names no player: the face has no "as enters, choose an opponent" (CR 614.12)`,
            }
          : a,
      );
