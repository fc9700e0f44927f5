import type { Filter } from './types.js';

/**
 * Cost parts that need the player's choice of objects (CR 601.2h, 602.2b): "Sacrifice a
 * creature", "Discard a card", "Tap an untapped creature you control", "Exile a creature card
 * from your graveyard", "Return a land you control to its owner's hand", "Reveal a Goblin card
 * from your hand". The objects come with the `activate` or `cast` action (`costs`), under the
 * verb's name.
 */
export const COST_VERBS = ['sacrifice', 'discard', 'tap', 'exile', 'returnToHand', 'reveal'] as const;
/**
 * What a cost does with the objects its player chooses (CR 601.2h, 602.2b): sacrifice, discard,
 * tap, exile, return to hand or reveal them.
 */
export type CostVerb = (typeof COST_VERBS)[number];

/**
 * A cost part that needs the player's choice of objects (CR 601.2h, 602.2b): `amount` objects the
 * filter describes, seen from the ability's source and controller: on
 * the battlefield and controlled by them (sacrifice, tap, return), in their hand (discard,
 * reveal) or in their graveyard (exile); `tap` also needs each to be untapped.
 */
export interface ChosenCost {
  readonly kind: 'chosen';
  readonly verb: CostVerb;
  readonly amount: number;
  readonly filter: Filter;
}
