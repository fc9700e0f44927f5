import type { AlternativeCost, CopyException, TokenDef } from '../effects/types.js';
import type { CastFrom } from '../state/types.js';
import type { Color } from '../symbols/colors.js';

/** The copiable values an object entered with (CR 707.2b): a card and its "as enters" option. */
export interface BoardCopySnapshot {
  /** The card whose values were copied, by name. */
  readonly card: string;
  /** Its "as enters" option, when it had one. */
  readonly option?: string;
  /** A copied token's values, as the effect that created it defined them (CR 111.3). */
  readonly tokenDef?: TokenDef;
  /** The exceptions of the copy effects it came through, the first copied first (CR 707.9b, 707.3). */
  readonly except?: readonly CopyException[];
}

/**
 * What was chosen as an object entered (CR 614.12): an object's `choices`, or an `enter`
 * action's (docs/board-format.md, "Objects"). Numbers are integers (CR 107.1).
 */
export interface BoardChoices {
  /** Entered as a copy of this object on the battlefield (CR 707.2). */
  readonly copyOf?: string;
  /** The copiable values it entered with (CR 707.2b). */
  readonly copy?: BoardCopySnapshot;
  /** The opponent chosen as it entered. */
  readonly opponent?: string;
  /** The colour chosen as it entered, W, U, B, R or G (CR 614.12, 105.1). */
  readonly color?: Color;
  /** The creature type chosen as it entered, one of CR 205.3m (CR 614.12). */
  readonly creatureType?: string;
  /** The "as enters" option chosen. */
  readonly option?: string;
  /** X of the spell that became it (CR 107.3m), from 0 up. */
  readonly x?: number;
  /** Unleash: its controller chose to have it enter with a +1/+1 counter (CR 702.98a). */
  readonly unleash?: boolean;
  /** Devour: the creatures sacrificed as it entered (CR 702.82a). */
  readonly devour?: readonly string[];
  /** Amplify: the cards revealed from its controller's hand as it entered (CR 702.38a). */
  readonly amplify?: readonly string[];
  /** Riot: its controller chose a +1/+1 counter rather than haste (CR 702.136a). */
  readonly riot?: boolean;
  /** The alternative cost paid for the spell that became it (CR 118.9, 702.109a). */
  readonly paid?: AlternativeCost;
  /** How many times the spell that became it was kicked, from 1 up (CR 702.33d). */
  readonly kicked?: number;
  /** Of a spell with two kicker costs, the ones paid, as printed: `["{1}{U}"]` (CR 702.33b, 702.33f). */
  readonly kickedWith?: readonly string[];
  /** The spell's entwine cost was paid: all its modes were chosen (CR 702.42a). */
  readonly entwined?: true;
  /** The spell's buyback cost was paid: it goes to its owner's hand as it resolves (CR 702.27a). */
  readonly boughtBack?: true;
  /** How many colours of mana were spent to cast the spell that became it, 1 to 5 (CR 702.44a-b). */
  readonly colorsSpent?: number;
  /** How much mana was spent to cast the spell that became it (CR 601.2h). */
  readonly manaSpent?: number;
  /** How much mana of each colour was spent to cast the spell that became it (CR 601.2h). */
  readonly manaSpentByColor?: Readonly<Partial<Record<Color, number>>>;
  /** The zone the spell that became it was cast from; absent, it was not cast (CR 601.2a). */
  readonly castFrom?: CastFrom;
}

/** What a permanent spell's controller chooses as it enters, in a `decide` action (CR 614.12). */
export type BoardEnterChoices = Pick<BoardChoices, 'color' | 'creatureType' | 'opponent'>;
