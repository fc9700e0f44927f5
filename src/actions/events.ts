import type { ObjectId, PlayerId } from '../state/types.js';

/** Something that happened, with the rule that made it happen. */
export type GameEvent =
  | {
      readonly kind: 'effectCreated';
      readonly effect: string;
      readonly source: string;
      readonly objects: readonly ObjectId[];
      readonly rule: string;
    }
  | {
      readonly kind: 'cardDrawn';
      readonly player: PlayerId;
      readonly object: ObjectId;
      readonly rule: string;
    }
  | { readonly kind: 'drawFromEmptyLibrary'; readonly player: PlayerId; readonly rule: string }
  | {
      readonly kind: 'zoneChange';
      readonly object: ObjectId;
      readonly from: string;
      readonly to: string;
      readonly rule: string;
    };
