import type { AlternativeCost } from '../../effects/types.js';
import type { Answers } from '../../state/answers.js';
import type { EntryChoices, ObjectId, PlayerId } from '../../state/types.js';
import type { CostChoices } from './chosen-costs.js';
import type { Sources } from './sources.js';

/**
 * CR 601.2: cast a card from its owner's hand onto the stack, by the player who holds priority.
 * What is announced (modes, X, targets, costs) is announced with it (601.2b-c); the answers its
 * effect will ask for as it resolves (608.2d) may be given ahead, or when it asks.
 */
export interface CastAction extends Answers {
  readonly kind: 'cast';
  /** The card, in its owner's hand (on an adventure in exile, 715.3d; in a graveyard for disturb, 702.146a); its owner casts it. */
  readonly object: ObjectId;
  /** An instant's or sorcery's targets (601.2c); an Aura's is what it will enchant (303.4a). */
  readonly targets?: readonly (ObjectId | PlayerId)[];
  /**
   * CR 601.2g: the mana abilities its caster activates to pay, in order: each names a source
   * and, where it offers a choice, the mana. `auto` lets the engine choose sources that pay the
   * total cost exactly (mana/sources.ts). Absent: the mana pool alone pays.
   */
  readonly sources?: Sources;
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
  /** CR 702.33b, 702.33d: of a spell with two kicker costs, the ones paid, as printed (`{1}{U}`). */
  readonly kickedWith?: readonly string[];
  /** CR 702.27a: its buyback cost is paid, so it returns to its owner's hand as it resolves. */
  readonly buyback?: boolean;
  /** CR 702.42a: its entwine cost is paid, and all its modes are chosen. */
  readonly entwined?: boolean;
  /**
   * CR 118.8, 601.2b: where the additional cost its text demands offers several ways to pay
   * ("sacrifice a creature or pay `{3}{B}`"), the one its caster announces, by index from 0.
   */
  readonly additional?: number;
  /**
   * CR 601.2h: the objects its additional cost sacrifices, discards, taps, exiles, returns to
   * hand or reveals, under the verb, as an activation's `costs` name them.
   */
  readonly costs?: CostChoices;
  /**
   * The face it is cast by, by name: a modal double-faced card's back face (CR 712.11b), an
   * adventurer card's Adventure (715.3); absent, its front face, or the card normally.
   */
  readonly face?: string;
  /** CR 702.37c: cast it face down as a 2/2 creature for `{3}`, by its morph ability. */
  readonly faceDown?: boolean;
  /** A permanent spell's "as enters" choices (614.12); its X is the announced one (107.3m). */
  readonly choices?: Omit<
    EntryChoices,
    | 'x'
    | 'paid'
    | 'kicked'
    | 'kickedWith'
    | 'boughtBack'
    | 'entwined'
    | 'colorsSpent'
    | 'manaSpent'
    | 'manaSpentByColor'
    | 'castFrom'
  >;
}

/** Who casts the spell: the card's owner, casting it from their hand (601.2a). */
export type Caster = PlayerId;
