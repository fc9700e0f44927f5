import type { AbilityDef, Condition, EffectDef, LayerOp } from '../effects/types.js';
import type { EntryChoices, GameObject, ObjectId, PlayerId } from '../state/types.js';
import { CARD_TYPES, type CardType } from '../state/vocabulary.js';
import { type Color, colorMask } from '../symbols/colors.js';
import type { LayerIndex } from './layer.js';

/** An ability an object has right now, and where it came from. */
export interface AbilityInstance {
  readonly def: AbilityDef;
  /** Null for an ability of the object's own (printed or copied) text; otherwise the granting effect's id, or 'landType' (CR 305.6). */
  readonly grantedBy: string | null;
  /**
   * The granting effect's timestamp; null for the object's own. A granted ability's own
   * timestamp is the later of this and its object's (CR 613.7a).
   */
  readonly grantedAt: number | null;
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
  colors: readonly Color[];
  /** `colors` as a mask (COLOR_BIT); kept in step by `assignColors`. */
  colorMask: number;
  supertypes: readonly string[];
  types: readonly CardType[];
  /** `types` as a mask (TYPE_BIT); kept in step by `assignTypes`. */
  typeMask: number;
  subtypes: readonly string[];
  abilities: readonly AbilityInstance[];
  power: number | null;
  toughness: number | null;
  /** CR 208.4b: power and toughness after 7a and 7b, recorded as 7b ends. */
  basePower: number | null;
  baseToughness: number | null;
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
  /** The source's working record, while the source is an object of the game. */
  readonly source: Working | null;
  readonly sourceName: string;
  readonly timestamp: number;
  /** From a characteristic-defining ability (CR 604.3, 613.3). */
  readonly cda: boolean;
  readonly origin: EffectOrigin;
  readonly condition: Condition | null;
  /** Its operations by layer (CR 613.6: each part applies in its own layer). */
  readonly byLayer: LayerParts;
  /** The objects it applies to once it has started applying (CR 611.2c, 613.6). */
  locked: Working[] | null;
}

/**
 * CR 614.12, 400.7: what an effect's source chose as it entered, while it is on the battlefield;
 * off it, nothing was chosen (208.2a).
 */
export const sourceChoices = (effect: EffectInstance): EntryChoices | undefined => {
  const source = effect.source?.object;
  return source?.zone === 'battlefield' ? source.choices : undefined;
};

export type EffectOrigin =
  /** A static ability or CDA of its source: it exists while the source has the ability (CR 611.3). */
  | { readonly kind: 'ability'; readonly ability: AbilityDef }
  /** A resolved spell or ability's effect (CR 611.2); its controller answers "you". */
  | { readonly kind: 'resolved'; readonly controller: PlayerId }
  /** Counters that modify power and toughness (CR 613.4c). */
  | { readonly kind: 'counters'; readonly counter: string };

/** An effect's operations grouped by layer, indexed as `LAYERS` is. */
export interface LayerParts {
  /** For each layer, the operations that apply in it (empty where there are none). */
  readonly ops: readonly (readonly LayerOp[])[];
  /** For each layer, what its operations there change, as a mask of aspects (613.8a). */
  readonly writes: readonly number[];
  /** Bit `i` is set when it has operations in layer `i`. */
  readonly mask: number;
  /** The index of the last layer it acts in; -1 for an effect with no operations. */
  readonly last: LayerIndex | -1;
}

/** One bit per card type, so that filters test types with a mask. */
export const TYPE_BIT: Readonly<Record<CardType, number>> = Object.fromEntries(
  CARD_TYPES.map((t, i) => [t, 1 << i]),
) as Record<CardType, number>;

export const typeMaskOf = (types: readonly CardType[]): number => {
  let mask = 0;
  for (const t of types) mask |= TYPE_BIT[t] ?? 0;
  return mask;
};

/** Working arrays are shared until changed, so changes assign new arrays through these. */
export const assignTypes = (w: Working, types: readonly CardType[]): void => {
  w.types = types;
  w.typeMask = typeMaskOf(types);
};

export const assignColors = (w: Working, colors: readonly Color[]): void => {
  w.colors = colors;
  w.colorMask = colorMask(colors);
};

const sharedLists = new WeakSet<readonly AbilityInstance[]>();

/**
 * Marks an ability list that outlives one evaluation: a card's own list, shared by all its
 * objects, or a list derived from one and kept. Answers worked out from such a list may be
 * remembered; remembering lists made afresh in each evaluation would only burden the
 * garbage collector.
 */
export const sharedList = (list: readonly AbilityInstance[]): readonly AbilityInstance[] => {
  sharedLists.add(list);
  return list;
};

export const isSharedList = (list: readonly AbilityInstance[]): boolean => sharedLists.has(list);

/** The one empty ability list: what an object that has lost all its abilities has. */
export const NO_ABILITIES = sharedList([]);
