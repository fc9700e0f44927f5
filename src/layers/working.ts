import type { AbilityDef, Condition, EffectDef } from '../effects/types.js';
import type { GameObject, ObjectId, PlayerId } from '../state/types.js';
import type { CardType } from '../state/vocabulary.js';
import type { Color } from '../symbols/colors.js';

/** An ability an object has right now, and where it came from. */
export interface AbilityInstance {
  readonly def: AbilityDef;
  /** Null for an ability of the object's own (printed or copied) text; otherwise the granting effect's id, or 'landType' (CR 305.6). */
  readonly grantedBy: string | null;
  /** CR 613.7a: the later of the object's timestamp and the granting effect's. */
  readonly timestamp: number;
}

/**
 * An object's characteristics while the layers are applied: one mutable record per
 * object, for the length of one evaluation only.
 */
export interface Working {
  readonly object: GameObject;
  /** The card whose text it has (its own, or the copied one, CR 707.2). */
  card: string;
  name: string;
  manaCost: string | null;
  manaValue: number;
  colors: Color[];
  supertypes: string[];
  types: CardType[];
  subtypes: string[];
  abilities: AbilityInstance[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  controller: PlayerId;
}

/** A continuous effect taking part in one evaluation (CR 611), whatever produced it. */
export interface EffectInstance {
  readonly id: string;
  readonly def: EffectDef;
  /** The object whose ability or spell produced it. */
  readonly sourceId: ObjectId;
  readonly sourceName: string;
  readonly timestamp: number;
  /** From a characteristic-defining ability (CR 604.3, 613.3). */
  readonly cda: boolean;
  readonly origin: EffectOrigin;
  readonly condition: Condition | null;
  /** The objects it applies to once it has started applying (CR 611.2c, 613.6). */
  locked: ObjectId[] | null;
}

export type EffectOrigin =
  /** A static ability or CDA of `holder`: it exists while the holder has the ability (CR 611.3). */
  | { readonly kind: 'ability'; readonly holder: ObjectId; readonly ability: AbilityDef }
  /** A resolved spell or ability's effect (CR 611.2); its controller answers "you". */
  | { readonly kind: 'resolved'; readonly controller: PlayerId }
  /** Counters that modify power and toughness (CR 613.4c). */
  | { readonly kind: 'counters'; readonly counter: string };
