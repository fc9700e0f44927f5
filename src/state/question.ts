import type { ObjectId, PlayerId } from './types.js';

/** The lists of a decision that place cards: back on top, on the bottom, into the graveyard. */
export type PlaceField = 'top' | 'bottom' | 'graveyard';

/** One player's share of a choice of cards or permanents: between `min` and `max` of `from`. */
export interface PickGroup {
  /** The player who chooses these. */
  readonly player: PlayerId;
  /** What they choose among. */
  readonly from: readonly ObjectId[];
  /** How many they choose at least. */
  readonly min: number;
  /** How many they choose at most. */
  readonly max: number;
}

/**
 * What a resolving spell or ability asks a player (CR 608.2d), typed, with what an answerer needs
 * to answer it without reading the engine's insides. Each kind is answered by a `decide` action:
 *
 * - `may`: "you may" or "unless pays" (603.5, 118.12): `may`, true or false.
 * - `mana`: "add `{R}` or `{G}`" (608.2d): `mana`, one of `options`.
 * - `entryChoice`: a value chosen as a permanent enters (614.12): `choices[field]`, one of
 *   `options`; `options` null for a creature type, any of them (205.3m).
 * - `place`: scry, surveil, "put them back in any order", explore (701.22a, 701.25a, 401.4,
 *   701.44a): one decision placing each of `cards` exactly once among the lists `to`, top first.
 * - `choose`: a keyword, tap or untap, an Army, the creature bolstered, what proliferates, the
 *   words of a text change (608.2d, 701.47a, 701.39a, 701.34a, 612.1): one decision whose
 *   `chosen` holds between `min` and `max` of `options`; `ordered` when its order says something
 *   (a text change: the word replaced, then its replacement).
 * - `pick`: cards discarded, permanents sacrificed or returned, a card put from a hand or a
 *   graveyard, any number of cards of a hand revealed or discarded (701.9b, 701.21a, 701.20a, 608.2d): one decision whose `field` lists, for each group, between
 *   its `min` and `max` of its `from`.
 * - `search`: a search (701.23a): one decision whose `cards` are between `min` and `max` (null:
 *   any number) of those findable in the library, or in the graveyard when `graveyard` is a list
 *   (then `searched` says where the player looked).
 * - `dig`: "look at the top N, take ..., the rest ..." (701.20e, 401.4): one decision whose
 *   `cards` take between `take.min` and `take.max` of `take.from` (null: nothing to choose), and
 *   whose `order` list (if any) places every card of `seen` not taken. The cards an instruction
 *   takes by itself ("put all Island cards revealed this way into your hand") aren't in `seen`.
 */
export type Question =
  | { readonly kind: 'may' }
  | { readonly kind: 'mana'; readonly options: readonly string[] }
  | {
      readonly kind: 'entryChoice';
      readonly field: 'color' | 'creatureType' | 'opponent';
      readonly options: readonly string[] | null;
    }
  | { readonly kind: 'place'; readonly cards: readonly ObjectId[]; readonly to: readonly PlaceField[] }
  | {
      readonly kind: 'choose';
      readonly options: readonly string[];
      readonly min: number;
      readonly max: number;
      readonly ordered: boolean;
    }
  | { readonly kind: 'pick'; readonly field: 'cards' | 'permanents'; readonly groups: readonly PickGroup[] }
  | {
      readonly kind: 'search';
      readonly library: readonly ObjectId[];
      readonly graveyard: readonly ObjectId[] | null;
      readonly min: number;
      readonly max: number | null;
    }
  | {
      readonly kind: 'dig';
      readonly seen: readonly ObjectId[];
      readonly take: {
        readonly from: readonly ObjectId[];
        readonly min: number;
        readonly max: number;
      } | null;
      readonly order: 'top' | 'bottom' | null;
    };

/** The kind of a {@link Question}. */
export type QuestionKind = Question['kind'];
