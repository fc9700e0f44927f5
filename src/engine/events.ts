import type { Trigger } from '../effects/types.js';
import type { DayNight, ObjectId, PlayerId } from '../state/types.js';
import type { Step, ZoneName } from '../state/vocabulary.js';

/** Something that happened, with the rule that made it happen. */
export type GameEvent =
  | {
      readonly kind: 'effectCreated';
      readonly effect: string;
      readonly source: string;
      readonly objects: readonly ObjectId[];
      readonly rule: string;
    }
  | { readonly kind: 'effectEnded'; readonly effect: string; readonly rule: string }
  /** CR 603.7a: a delayed triggered ability was created, referring to this object. */
  | { readonly kind: 'delayedTriggerCreated'; readonly object: ObjectId; readonly rule: string }
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
      readonly from: ZoneName;
      readonly to: ZoneName;
      readonly rule: string;
    }
  | {
      readonly kind: 'damageDealt';
      readonly source: ObjectId;
      /** An object or a player. */
      readonly to: string;
      readonly amount: number;
      readonly combat: boolean;
      /** How it was dealt: marked, -1/-1 counters (wither, infect), life lost, poison, loyalty or defense removed. */
      readonly result:
        | 'marked'
        | 'minusCounters'
        | 'lifeLost'
        | 'poison'
        | 'loyaltyRemoved'
        | 'defenseRemoved';
      readonly rule: string;
    }
  /** Damage that would have been dealt and was prevented (CR 615.1a, 615.7, 702.16e); it never happens (615.6). */
  | {
      readonly kind: 'damagePrevented';
      readonly source: ObjectId;
      readonly to: string;
      readonly amount: number;
      readonly rule: string;
    }
  | {
      readonly kind: 'manaAdded';
      readonly player: PlayerId;
      readonly mana: string;
      readonly times: number;
      readonly rule: string;
    }
  | {
      readonly kind: 'tokenCreated';
      readonly object: ObjectId;
      readonly token: string;
      readonly rule: string;
    }
  /** CR 114.2: a player put an emblem into the command zone. */
  | {
      readonly kind: 'emblemCreated';
      readonly object: ObjectId;
      readonly player: PlayerId;
      readonly rule: string;
    }
  | { readonly kind: 'lifeGained'; readonly player: PlayerId; readonly amount: number; readonly rule: string }
  /** Life lost to an instruction (119.3); damage to a player is a `damageDealt` with result `lifeLost` (120.3a). */
  | { readonly kind: 'lifeLost'; readonly player: PlayerId; readonly amount: number; readonly rule: string }
  /** CR 603.2: a triggered ability triggered; it waits to be put on the stack (603.3). */
  | {
      readonly kind: 'triggered';
      readonly object: ObjectId;
      readonly ability: number;
      readonly trigger: Trigger['kind'];
      readonly rule: string;
    }
  | {
      readonly kind: 'countersChanged';
      /** An object, or a player (CR 122.1: proliferate gives players counters too). */
      readonly object: ObjectId;
      readonly counter: string;
      /** Positive when counters were put on, negative when removed. */
      readonly change: number;
      readonly rule: string;
    }
  | { readonly kind: 'ceasedToExist'; readonly object: ObjectId; readonly rule: string }
  | { readonly kind: 'destroyed'; readonly object: ObjectId; readonly rule: string }
  | { readonly kind: 'regenerated'; readonly object: ObjectId; readonly rule: string }
  | { readonly kind: 'shieldCreated'; readonly object: ObjectId; readonly rule: string }
  /** CR 615.1a, 615.7: a shield around all damage this turn (Fog), made by the spell or ability of the source named. */
  | { readonly kind: 'allDamageShielded'; readonly sourceName: string; readonly rule: string }
  | {
      /** Destruction did not happen: indestructible (702.12b). */
      readonly kind: 'notDestroyed';
      readonly object: ObjectId;
      readonly reason: string;
      readonly rule: string;
    }
  | { readonly kind: 'tapped'; readonly object: ObjectId; readonly rule: string }
  /** CR 701.37a: the permanent became monstrous; `x`: the X of its "monstrosity X" (701.37c). */
  | {
      readonly kind: 'becameMonstrous';
      readonly object: ObjectId;
      readonly rule: string;
      readonly x?: number;
    }
  /** CR 701.43a: the attacking creature was exerted as it attacked (701.43d). */
  | { readonly kind: 'exerted'; readonly object: ObjectId; readonly rule: string }
  /** CR 701.15a: `by` goaded the creature, until their next turn. */
  | { readonly kind: 'goaded'; readonly object: ObjectId; readonly by: PlayerId; readonly rule: string }
  /** CR 702.95a: a soulbond ability paired `object` with `with`; 702.95e: they became unpaired (`paired` false). */
  | {
      readonly kind: 'paired';
      readonly object: ObjectId;
      readonly with: ObjectId;
      readonly paired: boolean;
      readonly rule: string;
    }
  /** CR 702.112a: the permanent became renowned. */
  | { readonly kind: 'becameRenowned'; readonly object: ObjectId; readonly rule: string }
  /** CR 716.2a: the permanent's level became `level`. */
  | { readonly kind: 'becameLevel'; readonly object: ObjectId; readonly level: number; readonly rule: string }
  | { readonly kind: 'untapped'; readonly object: ObjectId; readonly rule: string }
  /** CR 702.37e, 708.8: a face-down permanent was turned face up; its copiable values are its own again. */
  /** `x`: the X chosen for its morph cost (107.3d), which its "When [this] is turned face up" reads. */
  | { readonly kind: 'turnedFaceUp'; readonly object: ObjectId; readonly rule: string; readonly x?: number }
  /** CR 701.27a, 712.18: the double-faced permanent turned over; `backFace` is whether its back face is now up. */
  | {
      readonly kind: 'transformed';
      readonly object: ObjectId;
      readonly backFace: boolean;
      readonly rule: string;
    }
  /** CR 702.131a-b: the player got the city's blessing, for the rest of the game (702.131c). */
  | { readonly kind: 'gotCityBlessing'; readonly player: PlayerId; readonly rule: string }
  /** CR 724.3: the player became the monarch, and whoever was ceased to be. */
  | { readonly kind: 'becameMonarch'; readonly player: PlayerId; readonly rule: string }
  /** CR 730.1: it became day or night. */
  | { readonly kind: 'becameDayNight'; readonly dayNight: DayNight; readonly rule: string }
  /** CR 708.9: a face-down permanent or spell left for a zone where it isn't face down, revealed to all. */
  | {
      readonly kind: 'faceDownRevealed';
      readonly object: ObjectId;
      readonly card: string;
      readonly rule: string;
    }
  | { readonly kind: 'attached'; readonly object: ObjectId; readonly to: ObjectId; readonly rule: string }
  | { readonly kind: 'unattached'; readonly object: ObjectId; readonly rule: string }
  | { readonly kind: 'damageRemoved'; readonly object: ObjectId; readonly rule: string }
  | { readonly kind: 'playerLost'; readonly player: PlayerId; readonly rule: string }
  | { readonly kind: 'stepBegan'; readonly step: Step; readonly turn: number; readonly rule: string }
  | {
      readonly kind: 'attackerDeclared';
      readonly object: ObjectId;
      readonly attacking: string;
      readonly rule: string;
    }
  | {
      readonly kind: 'blockerDeclared';
      readonly object: ObjectId;
      readonly blocking: ObjectId;
      readonly rule: string;
    }
  /** CR 508.1: the declaration of attackers is done (its attackers are `attackerDeclared` events before it). */
  | { readonly kind: 'attackersDeclared'; readonly rule: string }
  /** CR 509.1: the declaration of blockers is done; these attackers became blocked by it (509.1h). */
  | { readonly kind: 'blockersDeclared'; readonly newlyBlocked: readonly ObjectId[]; readonly rule: string }
  /**
   * An object was put on the stack: an activated ability (602.2a), a triggered ability (603.3)
   * or a copy; `source` is the object whose ability it is. A spell's card moving there is a
   * `zoneChange` (601.2a).
   */
  | {
      readonly kind: 'putOnStack';
      readonly object: ObjectId;
      readonly source: ObjectId;
      readonly ability: number;
      readonly rule: string;
    }
  /** CR 603.3c-d: a triggered ability with no legal targets or modes was removed as it went on the stack. */
  | {
      readonly kind: 'triggerRemoved';
      readonly object: ObjectId;
      readonly source: ObjectId;
      readonly rule: string;
    }
  /** CR 608.2, 608.3: the object on top of the stack resolved. */
  | { readonly kind: 'resolved'; readonly object: ObjectId; readonly rule: string }
  /** CR 608.2b, 608.3b: every target was illegal, so it did not resolve and left the stack. */
  | { readonly kind: 'didNotResolve'; readonly object: ObjectId; readonly rule: string }
  /** CR 701.6a: a spell or ability was countered: it left the stack without resolving. */
  | { readonly kind: 'countered'; readonly object: ObjectId; readonly by: ObjectId; readonly rule: string }
  /** CR 117.3d: a player passed priority. */
  | { readonly kind: 'priorityPassed'; readonly player: PlayerId; readonly rule: string }
  /** CR 305.1, 116.2a: a player played a land, a special action. */
  | {
      readonly kind: 'landPlayed';
      readonly object: ObjectId;
      readonly player: PlayerId;
      readonly rule: string;
    }
  /** CR 103.5: a player declared whether they keep their hand or take a mulligan. */
  | {
      readonly kind: 'mulliganDeclared';
      readonly player: PlayerId;
      readonly keep: boolean;
      readonly rule: string;
    }
  /** CR 103.8: every player has kept; the starting player takes the first turn. */
  | { readonly kind: 'gameBegan'; readonly player: PlayerId; readonly rule: string }
  /** CR 104: the game ended; no winners is a draw (104.4). */
  | { readonly kind: 'gameOver'; readonly winners: readonly PlayerId[]; readonly rule: string }
  | { readonly kind: 'removedFromCombat'; readonly object: ObjectId; readonly rule: string }
  /** CR 601.2i: a spell became cast; it is on the stack. */
  | {
      readonly kind: 'spellCast';
      readonly object: ObjectId;
      readonly player: PlayerId;
      readonly rule: string;
    }
  /**
   * A player looked at cards of their library and put them back in an order they chose: scry
   * (701.22a), surveil (701.25a), "look at the top N cards" (401.4).
   */
  | {
      readonly kind: 'libraryOrdered';
      readonly player: PlayerId;
      readonly cards: number;
      readonly rule: string;
    }
  /**
   * Cards shown: to every player (`to` null, revealed, 701.20a) or to one player alone, who
   * looks at them (701.20e). They stay in the zone they are in (701.20b).
   */
  | {
      readonly kind: 'cardsShown';
      readonly cards: readonly ObjectId[];
      readonly to: PlayerId | null;
      readonly rule: string;
    }
  /** CR 701.20a: a player revealed a card, showing it to every player (explore, 701.44a). */
  | { readonly kind: 'revealed'; readonly player: PlayerId; readonly object: ObjectId; readonly rule: string }
  /** CR 705.2: a player flipped a coin and won or lost the flip. */
  | { readonly kind: 'coinFlipped'; readonly player: PlayerId; readonly won: boolean; readonly rule: string }
  /** CR 706.1-706.2: a player rolled a die of `sides` sides; `result` is the number it shows. */
  | {
      readonly kind: 'dieRolled';
      readonly player: PlayerId;
      readonly sides: number;
      readonly result: number;
      readonly rule: string;
    }
  /** CR 701.24a: a player's library was shuffled. */
  | { readonly kind: 'libraryShuffled'; readonly player: PlayerId; readonly rule: string }
  | {
      readonly kind: 'crewed';
      readonly vehicle: ObjectId;
      readonly crew: readonly ObjectId[];
      readonly rule: string;
    }
  /** CR 702.110b: `object` exploits `creature`: its exploit ability's controller sacrificed it as that resolved. */
  | {
      readonly kind: 'exploited';
      readonly object: ObjectId;
      readonly creature: ObjectId;
      readonly rule: string;
    };
