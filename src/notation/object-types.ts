import type { EmblemDef, PlayPermissionEnd, TokenDef } from '../effects/types.js';
import type { LastKnown } from '../state/types.js';
import type { ZoneName } from '../state/vocabulary.js';
import type { BoardChoices } from './choices-types.js';

/**
 * An object of a board file as its writer writes it: everything but `card` may be left out
 * (docs/board-format.md, "Objects" and "Defaults"). The schema in board-schema.ts is checked
 * against this type, not the other way round.
 */

/** Counters by kind, `{ "+1/+1": 2 }` (CR 122.1); each count an integer from 0 up. */
export type BoardCounterKinds = Readonly<Record<string, number>>;

/** A pile of counters with its own timestamp, for counters that arrived at different times. */
export interface BoardCounterPile {
  /** The kind of counter: "+1/+1", "loyalty", ... (CR 122.1). */
  readonly kind: string;
  /** How many, from 0 up. */
  readonly count: number;
  /** CR 613.7c; default the object's timestamp. */
  readonly timestamp?: number;
}

/** CR 615.7, 615.1a: a prevention shield from a resolved spell or ability, this turn. */
export interface BoardPreventionShield {
  /** Damage dealt to what has it, or dealt by it (an object). */
  readonly damage: 'to' | 'by';
  /** What is left of "the next N damage", from 1 up; absent for all damage. */
  readonly left?: number;
  /** Only combat damage. */
  readonly combatOnly?: true;
}

/** An object's counters: by kind, or a list of piles with their own timestamps. */
export type BoardCounters = BoardCounterKinds | readonly BoardCounterPile[];

/** A source that dealt the object damage, for "dealt damage by [this] this turn". */
export interface BoardDamageRecord {
  /** The source, by id. */
  readonly source: string;
  /** The source's timestamp then (CR 400.7). */
  readonly timestamp: number;
  /** The turn it was dealt in. */
  readonly turn: number;
}

/** CR 702.84a: unearth returned the object; it is exiled at the next end step or as it would leave. */
export interface BoardUnearthed {
  /** The player who controlled the unearth ability (CR 603.7e). */
  readonly by: string;
  /** The unearth ability's number among its card's abilities. */
  readonly ability: number;
}

/** An effect lets a player play this card from exile (CR 601.3, 305.1, 611.2a). */
export interface BoardPlayPermission {
  /** The player who may play it. */
  readonly player: string;
  /** When the permission ends (CR 611.2a). */
  readonly until: PlayPermissionEnd;
  /** The turn the permission began in, from 1 up. */
  readonly since: number;
  /** "You may cast that card": not played as a land. */
  readonly castOnly?: true;
}

/** A card or token in any zone (docs/board-format.md, "Objects"). Numbers are integers (CR 107.1). */
export interface BoardObject {
  /** Default o<n> for the n-th object (docs/board-format.md, "Ids"). */
  readonly id?: string;
  /** A card name in the card pool; case, accents and face names don't matter. */
  readonly card: string;
  /** Default "battlefield". */
  readonly zone?: ZoneName;
  /** Default its controller, or else the active player. */
  readonly owner?: string;
  /** Default its owner. */
  readonly controller?: string;
  /** A token (CR 111.1). */
  readonly token?: boolean;
  /** A token's characteristics as the effect that created it defined them (CR 111.3); `card` is then its name. */
  readonly tokenDef?: TokenDef;
  /** An emblem's abilities (CR 114.2-114.3): it is in the command zone, and `card` a label, "Gideon, Ally of Zendikar emblem". */
  readonly emblem?: EmblemDef;
  /** Tapped (CR 110.5); default untapped. */
  readonly tapped?: boolean;
  /** Face down (CR 708.2). */
  readonly faceDown?: boolean;
  /** A double-faced permanent with its back face up: transformed (CR 701.27g, 712.8d-f); or a spell cast by its back face (712.8c, 712.8f). */
  readonly backFace?: true;
  /** A spell cast as an Adventure: only its alternative characteristics (CR 715.3b). */
  readonly adventure?: true;
  /** An adventurer card in exile that its Adventure exiled; its owner may cast it (CR 715.3d). */
  readonly onAdventure?: true;
  /** The timestamp issued as it last transformed: its abilities put on the stack before then no longer transform it (CR 701.27f). */
  readonly transformedAt?: number;
  /** Damage marked on it (CR 120.3e). */
  readonly damage?: number;
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (CR 704.5h). */
  readonly deathtouchDamage?: boolean;
  /** The sources that dealt it damage, and in which turn ("dealt damage by [this] this turn"). */
  readonly damagedBy?: readonly BoardDamageRecord[];
  /** `{ "+1/+1": 2 }`, or a list of piles with their own timestamps. Default none; a planeswalker on the battlefield face up has its printed loyalty (CR 306.5b). */
  readonly counters?: BoardCounters;
  /** Regeneration shields on it this turn (CR 701.19a). Default 0. */
  readonly regenerationShields?: number;
  /** Prevention shields around it this turn (CR 615.7). */
  readonly preventionShields?: readonly BoardPreventionShield[];
  /** It became monstrous (CR 701.37b). */
  readonly monstrous?: true;
  /** The players who goaded it, each until their next turn (CR 701.15a-d). Default none. */
  readonly goadedBy?: readonly string[];
  /** Unearth returned it (CR 702.84a). */
  readonly unearthed?: BoardUnearthed;
  /** It became renowned (CR 702.112b). */
  readonly renowned?: true;
  /** The creature it is paired with, which names it back (CR 702.95b, 702.95d); only on the battlefield. */
  readonly pairedWith?: string;
  /** "If that creature would die this turn, exile it instead" applies to it (CR 614.1a); only on the battlefield. */
  readonly exileIfDies?: true;
  /** An effect lets a player play this card from exile; only in exile. */
  readonly playable?: BoardPlayPermission;
  /** Its level, a designation any permanent can have (CR 716.2b), from 1 up; absent is no level, which reads as level 1 (716.2d). */
  readonly classLevel?: number;
  /** What it was as it last existed in its previous zone (CR 608.2h, 603.10). */
  readonly lastKnown?: LastKnown;
  /** The turn in which one of its loyalty abilities was last activated (CR 606.3). */
  readonly loyaltyActivatedTurn?: number;
  /** By ability number ("0", "1", ...), the turn in which that "Activate only once each turn" ability was last activated (CR 602.5b). */
  readonly activatedTurn?: Readonly<Record<string, number>>;
  /** By ability number, how many times that "Activate no more than twice each turn" ability was activated in the turn `activatedTurn` names (CR 602.5b). */
  readonly activatedCount?: Readonly<Record<string, number>>;
  /** The id of the object or player it is attached to (CR 301.5, 303.4); null for none. */
  readonly attachedTo?: string | null;
  /** What was chosen as it entered (CR 614.12). */
  readonly choices?: BoardChoices;
  /** Turn since which it has been controlled (CR 302.6). */
  readonly controlledSince?: number;
  /** Shorthand for controlledSince = this turn. */
  readonly enteredThisTurn?: boolean;
  /** CR 613.7d; default its place in the file. */
  readonly timestamp?: number;
  /** The timestamp it got as it entered its zone, when being attached has given it a newer one since (CR 400.7, 613.7e); default its timestamp. */
  readonly enteredAt?: number;
}
