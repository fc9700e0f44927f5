import type { AlternativeCost } from '../../effects/types.js';
import type { EntryChoices, ObjectId, PlayerId } from '../../state/types.js';

/**
 * CR 601.2: cast a card from its owner's hand. There is no stack yet: once cast, the spell
 * resolves at once (608.2, 608.3), after the abilities its casting triggered (601.2i).
 */
export interface CastAction {
  readonly kind: 'cast';
  /** The card, in its owner's hand; its owner casts it. */
  readonly object: ObjectId;
  /** The announced X (CR 107.3a, 601.2b). */
  readonly x?: number;
  /**
   * An instant's or sorcery's targets (601.2c); for a permanent spell, the targets of its "when
   * this enters" ability, chosen as it triggers on resolution (603.3d).
   */
  readonly targets?: readonly (ObjectId | PlayerId)[];
  /** The mana chosen where its effect offers a choice, "Add {R} or {G}" (CR 608.2d): "{G}". */
  readonly mana?: string;
  /** The answer to an instant's or sorcery's "you may ..." (CR 608.2d, 118.12): true to do it, or to pay. */
  readonly may?: boolean;
  /** The modes chosen of a modal instant or sorcery, by their index in its list (CR 700.2a). */
  readonly modes?: readonly number[];
  /** CR 702.51a: the untapped creatures its caster taps to pay for it (convoke). */
  readonly convoke?: readonly ObjectId[];
  /** CR 702.126a: the untapped artifacts its caster taps to pay for generic mana (improvise). */
  readonly improvise?: readonly ObjectId[];
  /** CR 702.66a: the cards its caster exiles from their graveyard to pay for generic mana (delve). */
  readonly delve?: readonly ObjectId[];
  /** CR 118.9, 601.2b: the alternative cost paid rather than its mana cost ("dash"); absent is the mana cost. */
  readonly alternative?: AlternativeCost;
  /** CR 702.33a, 702.33d: how many times its kicker cost is paid; absent is not kicked. */
  readonly kicked?: number;
  /** CR 702.37c: cast it face down as a 2/2 creature for {3}, by its morph ability. */
  readonly faceDown?: boolean;
  /** A permanent spell's "as enters" choices (614.12); its X is the announced one (107.3m). */
  readonly choices?: Omit<EntryChoices, 'x' | 'paid' | 'kicked'>;
}
