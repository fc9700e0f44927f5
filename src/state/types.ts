import type {
  AlternativeCost,
  CopyException,
  DelayedEvent,
  DelayedWatch,
  Duration,
  EffectDef,
  EmblemDef,
  Instruction,
  Keyword,
  PlayPermissionEnd,
  TokenDef,
} from '../effects/types.js';
import type { ManaUnit } from '../mana/pool.js';
import type { Color } from '../symbols/colors.js';
import type { PendingCombatDamage } from './combat-damage.js';
import type { Opening } from './opening.js';
import type { GameOver, StackObject, TriggeredAbility } from './stack.js';
import type { CardType, Step, ZoneName } from './vocabulary.js';

/** A player's id in the state, unique among all ids: `"A"`, `"B"` (docs/board-format.md, "Ids"). */
export type PlayerId = string;
/**
 * An object's id in the state, unique among all ids. A card keeps it as it changes zones, although
 * it becomes a new object (CR 400.7); its timestamp tells the two apart.
 */
export type ObjectId = string;

/**
 * The whole game as readonly plain JSON: no classes, maps or closures, so that it can be
 * saved, compared and replayed. Ids and timestamps are counters in the state.
 */
export interface GameState {
  readonly turn: Turn;
  /** In turn order (CR 101.4). */
  readonly players: readonly Player[];
  /** Every object in every zone; within a zone, array order is the zone's order (top of library first). */
  readonly objects: readonly GameObject[];
  /** Continuous effects from resolved spells and abilities (CR 611.2). Static abilities are not stored: they come from objects. */
  readonly effects: readonly ActiveEffect[];
  /** The next id and timestamp to issue (CR 613.7). */
  readonly next: { readonly id: number; readonly timestamp: number };
  /** Attackers and blockers, from the declare attackers step to the end of combat (CR 506-511). */
  readonly combat?: Combat;
  /**
   * CR 701.24a: where the game's pseudo-random generator (xoroshiro128+) starts, a whole number
   * from 0 to 2^32 - 1; absent is 0. It shuffles libraries, flips coins, picks at random.
   */
  readonly seed?: number;
  /**
   * The generator's state once it has drawn something (four 32-bit integers): each shuffle,
   * coin flip or random pick advances it, so a game replays exactly. Absent, it is at `seed`.
   */
  readonly random?: readonly number[];
  /** CR 603.7: delayed triggered abilities waiting for their event; absent is none. */
  readonly delayed?: readonly DelayedTrigger[];
  /** CR 405.1: the stack, bottom first; the last object is on top and resolves first (405.5). */
  readonly stack: readonly StackObject[];
  /**
   * CR 117.1: the player who holds priority, or who will receive it once the triggered abilities
   * waiting are on the stack (117.5); null when no player gets it (502.4, 514.3).
   */
  readonly priority: PlayerId | null;
  /** CR 117.4: the players who have passed in succession since the last action or resolution. */
  readonly passed: readonly PlayerId[];
  /** CR 603.3: triggered abilities waiting to be put on the stack when a player would next receive priority. */
  readonly triggered: readonly TriggeredAbility[];
  /** CR 730.1: day or night, once it has become either; absent is neither. */
  readonly dayNight?: DayNight;
  /** CR 104: the game has ended; absent while it goes on. */
  readonly over?: GameOver;
  /** CR 103.5: the players are taking mulligans and the first turn hasn't begun; absent once it has. */
  readonly opening?: Opening;
  /** CR 104.4b: what the engine watches for a loop of mandatory actions; absent since a player last did anything but pass. */
  readonly loopCheck?: LoopCheck;
  /**
   * CR 704.5j: the legend rule's choices that state-based actions wait for, performed once each
   * is made (704.3); absent when none is waiting.
   */
  readonly legendRule?: readonly LegendChoice[];
  /**
   * CR 615.1a, 615.7: shields of resolved spells and abilities around all damage this turn,
   * whatever deals it to whatever (Fog); absent is none.
   */
  readonly preventionShields?: readonly PreventionShield[];
}

/**
 * CR 704.5j: two or more legendary permanents with the same name controlled by one player, who
 * chooses the one they keep; the rest are put into their owners' graveyards.
 */
export interface LegendChoice {
  readonly player: PlayerId;
  /** The name they share. */
  readonly name: string;
  readonly among: readonly ObjectId[];
  /** The one the player keeps; absent until they choose. */
  readonly kept?: ObjectId;
}

/**
 * CR 104.4b: the resolutions since a player last did anything but pass, and, once there have
 * been enough of them that a loop is worth looking for, the fingerprints of the states after
 * each (stack/fingerprint.ts). One coming back means the players are in a loop of mandatory
 * actions, and the game is a draw.
 */
export interface LoopCheck {
  readonly resolutions: number;
  readonly seen: readonly string[];
}

/** CR 603.7b: when a delayed triggered ability triggers (defined with the instruction that creates one). */
export { DELAYED_EVENTS, type DelayedEvent, type DelayedWatch } from '../effects/types.js';

/**
 * A source that dealt an object damage: the source as the object it was then (its timestamp, CR
 * 400.7: once it changes zones it is a new object, which dealt nothing), and in which turn.
 */
export interface DamageRecord {
  readonly source: ObjectId;
  readonly timestamp: number;
  readonly turn: number;
}

/**
 * CR 603.7: a delayed triggered ability, created as a spell or ability resolved or a static
 * ability applied (603.7a, 603.7f-g): "return it to its owner's hand at the beginning of the
 * next end step" (dash, 702.109a), or "When that creature dies this turn" (`at` an event, 603.7b).
 * It refers to one object, its source, which is still that object only while it keeps the
 * timestamp it had (603.7c, 400.7).
 */
export interface DelayedTrigger {
  readonly at: DelayedEvent | DelayedWatch;
  readonly object: ObjectId;
  readonly timestamp: number;
  /** The number of the source's ability that created it. */
  readonly ability: number;
  readonly controller: PlayerId;
  readonly text: string;
  readonly instructions: readonly Instruction[];
  /**
   * The object "that creature" names: the trigger's object of the ability that created it, as the
   * object it was then (its timestamp, 400.7), which it acts on only while it is that object (603.7c).
   */
  readonly triggerObject?: { readonly object: ObjectId; readonly timestamp: number };
  /** The rule that created it: dash's 702.109a, blitz's 702.152a. */
  readonly rule: string;
}

/** CR 506.4: attacking and blocking creatures, and the combat damage steps already taken. */
export interface Combat {
  readonly attackers: readonly Attacker[];
  /** Null until blockers are declared (509). */
  readonly blockers: readonly Blocker[] | null;
  /** Creatures that had first or double strike as the first-strike damage step began (510.4): the second step skips them unless they have double strike. */
  readonly dealtFirstStrike: readonly ObjectId[];
  /** CR 510.1: as a combat damage step begins, the players still to assign combat damage, and what the others assigned. */
  readonly damageAssignment?: PendingCombatDamage;
}

/** An attacking creature (CR 506.4): what it attacks, and whether it is blocked (509.1h). */
export interface Attacker {
  readonly id: ObjectId;
  /** The player, planeswalker or battle it attacks (506.3, 508.1b). */
  readonly attacking: PlayerId | ObjectId;
  /** CR 509.1h: it stays blocked even if its blockers leave combat. */
  readonly blocked: boolean;
  /** CR 508.4: put onto the battlefield attacking, never declared: it is attacking, but it never "attacked". */
  readonly neverAttacked?: true;
}

/** A blocking creature and the attacking creature it blocks (CR 506.4, 509.1a). */
export interface Blocker {
  readonly id: ObjectId;
  readonly blocking: ObjectId;
}

/**
 * The current turn (CR 500): its number, the active player (102.1), the step, and what happened in
 * it that abilities ask about.
 */
export interface Turn {
  readonly number: number;
  readonly active: PlayerId;
  readonly step: Step;
  /**
   * What happened this turn that abilities ask about; a new turn starts without them (500.1).
   * CR 506.2, 508.1: the active player declared one or more attackers (raid: "if you attacked this turn").
   */
  readonly attacked?: true;
  /** CR 700.4: how many creatures died this turn (morbid); absent is none. */
  readonly creaturesDied?: number;
  /** CR 103.8a: the starting player of a two-player game skips the draw step of this, their first turn. */
  readonly skipsDraw?: true;
  /** CR 305.2: how many lands the active player has played this turn; absent is none. */
  readonly landsPlayed?: number;
  /** CR 601.2i: how many spells each player has cast this turn, by player; absent is none. */
  readonly spellsCast?: Readonly<Record<PlayerId, number>>;
  /** CR 121.2: how many cards each player has drawn this turn, by player; absent is none. */
  readonly cardsDrawn?: Readonly<Record<PlayerId, number>>;
  /** CR 119.3, 119.9: how much life each player has gained this turn, by player; absent is none. */
  readonly lifeGained?: Readonly<Record<PlayerId, number>>;
  /** CR 119.3, 119.4, 120.3a: how much life each player has lost this turn (paid, or to damage), by player; absent is none. */
  readonly lifeLost?: Readonly<Record<PlayerId, number>>;
  /**
   * CR 603.10a, 608.2h: how many permanents each player controlled (as they last existed) that
   * left the battlefield this turn, by player (revolt); absent is none.
   */
  readonly permanentsLeft?: Readonly<Record<PlayerId, number>>;
  /**
   * CR 122.6: how many +1/+1 counters were put this turn on permanents each player controlled
   * (as they entered too), by player; absent is none.
   */
  readonly plusOneCountersPut?: Readonly<Record<PlayerId, number>>;
  /**
   * How many spells each player cast in the previous turn, by player ("if no spells were cast
   * last turn"); absent is none. The day/night check (730.2) reads the turn as it ends instead.
   */
  readonly spellsCastLastTurn?: Readonly<Record<PlayerId, number>>;
}

/** CR 730.1: the game's day/night designation; the game starts with neither. */
export const DAY_NIGHT = ['day', 'night'] as const;
/** The game's day/night designation (CR 730.1): day or night; the game starts with neither. */
export type DayNight = (typeof DAY_NIGHT)[number];

/**
 * A player (CR 102): life total (119), counters (122.1), mana pool (106.4), and whether they have
 * lost (104.3).
 */
export interface Player {
  readonly id: PlayerId;
  readonly life: number;
  /** Poison, energy, ticket and other player counters (CR 122.1). */
  readonly counters: Readonly<Record<string, number>>;
  readonly manaPool: readonly ManaUnit[];
  /** CR 104.3: a player who has lost the game; absent while they play on. */
  readonly lost?: boolean;
  /** CR 704.5b: tried to draw from an empty library since the last state-based action check. */
  readonly drewFromEmptyLibrary?: boolean;
  /** CR 702.131c: the player has the city's blessing (ascend), kept for the rest of the game; absent if not. */
  readonly cityBlessing?: boolean;
  /** CR 724.1, 724.3: the player is the monarch, at most one player at a time; absent if not. */
  readonly monarch?: boolean;
  /** CR 702.54a: the turn in which the player was last dealt damage; absent if never. */
  readonly dealtDamageInTurn?: number;
  /** The sources that dealt the player damage this turn, as for a permanent ("if [this] dealt damage to an opponent this turn"). */
  readonly damagedBy?: readonly DamageRecord[];
  /** CR 615.7: prevention shields around the player this turn; absent is none. */
  readonly preventionShields?: readonly PreventionShield[];
}

/**
 * CR 615.7, 615.1a: a prevention shield from a resolved spell or ability, on the object or player
 * it protects, until it is used up or the turn ends (514.2).
 */
export interface PreventionShield {
  /** Damage that would be dealt to what has it ('to'), or dealt by it, an object ('by'). */
  readonly damage: 'to' | 'by';
  /** What is left of "the next N damage"; absent for "all damage". */
  readonly left?: number;
  /** Only combat damage (510.2). */
  readonly combatOnly?: true;
}

/** Counters of one kind on an object, with the timestamp they share (CR 613.7c). */
export interface CounterPile {
  readonly kind: string;
  readonly count: number;
  readonly timestamp: number;
}

/** What was chosen or determined as the object entered (CR 208.2b, 614.12, 707.2). */
export interface EntryChoices {
  /** "As this creature enters, choose an opponent." */
  readonly opponent?: PlayerId;
  /** "As [this] enters, choose a color": one of the five (105.1). */
  readonly color?: Color;
  /** "As [this] enters, choose a creature type": one of CR 205.3m's. */
  readonly creatureType?: string;
  /** The option picked from an "as enters, it becomes your choice of ..." list. */
  readonly option?: string;
  /** "Enter as a copy of": the copied object's copiable values, fixed when it entered (707.2b). */
  readonly copy?: CopiableSnapshot;
  /** The X of the spell that became this permanent (CR 107.3m). */
  readonly x?: number;
  /** CR 702.98a: unleash, its controller chose to have it enter with a +1/+1 counter. */
  readonly unleash?: boolean;
  /** CR 702.136a: riot, its controller chose a +1/+1 counter (true) rather than haste. */
  readonly riot?: boolean;
  /** CR 702.82a-b: devour, the creatures sacrificed as it entered (it "devoured" them). */
  readonly devour?: readonly ObjectId[];
  /** CR 702.38a: amplify, the cards revealed from its controller's hand as it entered. */
  readonly amplify?: readonly ObjectId[];
  /** CR 118.9, 601.2b: the alternative cost paid for the spell that became it ("its dash cost was paid", 702.109a). */
  readonly paid?: AlternativeCost;
  /** CR 702.33d: how many times the spell that became it was kicked; absent is not kicked. */
  readonly kicked?: number;
  /** CR 702.33b, 702.33f: of a spell with two kicker costs, the ones paid, as printed (`{1}{U}`). */
  readonly kickedWith?: readonly string[];
  /** CR 702.27a: the spell's buyback cost was paid; it goes to its owner's hand as it resolves. */
  readonly boughtBack?: true;
  /** CR 702.42a-b: the spell's entwine cost was paid; all its modes were chosen. */
  readonly entwined?: true;
  /** CR 702.44a-b: how many colours of mana were spent to cast the spell that became it; absent is none. */
  readonly colorsSpent?: number;
  /** CR 601.2h: how much mana was spent to cast the spell that became it; absent is none. */
  readonly manaSpent?: number;
  /**
   * CR 601.2h: how much mana of each colour was spent to cast the spell that became it ("if at
   * least three white mana was spent to cast this spell", adamant, 207.2c); a colour absent had none.
   */
  readonly manaSpentByColor?: Readonly<Partial<Record<Color, number>>>;
  /**
   * CR 601.2a: the zone the spell that became it was cast from ("if you cast it from your hand");
   * absent, it wasn't cast: it was put onto the battlefield (or is a token).
   */
  readonly castFrom?: CastFrom;
}

/** CR 601.2a, 601.3: the zones a card can be cast from: its owner's hand, or where an effect allows. */
export const CAST_FROM = ['hand', 'library', 'graveyard', 'exile', 'command'] as const;
/**
 * A zone a card can be cast from (CR 601.2a, 601.3): its owner's hand, or where an effect allows.
 */
export type CastFrom = (typeof CAST_FROM)[number];

/** Copiable values, kept as the card and "as enters" option they derive from (707.2). */
export interface CopiableSnapshot {
  readonly card: string;
  readonly option?: string;
  /** A token's copiable values are those its creating effect defined (707.2, 111.3). */
  readonly tokenDef?: TokenDef;
  /** CR 707.9b, 707.3: the exceptions of the copy effects it came through, the first copied's first. */
  readonly except?: readonly CopyException[];
}

/**
 * An object in a zone (CR 109.1): a card or token, with its owner, controller, timestamp (613.7d)
 * and its status on the battlefield (110.5): tapped, face down, counters, damage, attachment.
 */
export interface GameObject {
  readonly id: ObjectId;
  /** The card's name in the card pool. */
  readonly card: string;
  readonly token: boolean;
  /** CR 111.3: a token whose characteristics its creating effect defined; `card` is then its name. */
  readonly tokenDef?: TokenDef;
  /**
   * CR 114.1-114.5: an emblem, in the command zone, neither card nor permanent, with only these
   * abilities; `card` then says what created it ("Gideon, Ally of Zendikar emblem"), a label, as
   * most emblems have no name (114.3).
   */
  readonly emblem?: EmblemDef;
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  /** The controller before control-changing effects (layer 2): whoever put it onto the battlefield or cast it. */
  readonly controller: PlayerId;
  /** CR 613.7d: when it entered its zone (or was attached, 613.7e). */
  readonly timestamp: number;
  /**
   * CR 400.7, 613.7e: the timestamp it got as it entered its zone, when being attached has given
   * it a newer one since; absent, `timestamp` is that. Which object it is depends on this.
   */
  readonly enteredAt?: number;
  readonly counters: readonly CounterPile[];
  /** Damage marked on it (CR 120.3e). */
  readonly damage: number;
  readonly attachedTo: ObjectId | null;
  readonly tapped: boolean;
  readonly faceDown: boolean;
  /**
   * CR 712.8d-f: a double-faced permanent with its back face up (transformed, 701.27g, or a
   * modal double-faced card played by its back face, 712.12): it has only that face's
   * characteristics. Absent, its front face is up.
   */
  readonly backFace?: true;
  /**
   * CR 715.3b: an adventurer card cast as an Adventure, on the stack: it has only its alternative
   * characteristics (715.4 gives it its normal ones everywhere else).
   */
  readonly adventure?: true;
  /**
   * CR 715.3d: an adventurer card its Adventure exiled as it resolved; while it stays exiled, the
   * player who cast the Adventure, its owner here (601.3), may cast it, but not as an Adventure.
   */
  readonly onAdventure?: true;
  /**
   * CR 701.27f: the timestamp issued as it last transformed, which an ability of it put on the
   * stack before then can no longer transform it; absent if it hasn't transformed since it entered.
   */
  readonly transformedAt?: number;
  readonly choices: EntryChoices;
  /** The turn since which its controller has controlled it continuously (CR 302.6). */
  readonly controlledSince: number;
  /** CR 701.19a: regeneration shields, each replacing its next destruction this turn; absent is none. */
  readonly regenerationShields?: number;
  /** CR 606.3: the turn in which one of its loyalty abilities was last activated; absent if never. */
  readonly loyaltyActivatedTurn?: number;
  /**
   * CR 602.5b: by ability number, the turn in which that ability of it was last activated, for
   * abilities that say "Activate only once each turn"; absent if none was.
   */
  readonly activatedTurn?: Readonly<Record<string, number>>;
  /**
   * CR 602.5b: by ability number, how many times that ability was activated in the turn its
   * `activatedTurn` names, for "Activate no more than twice each turn"; absent if none was.
   */
  readonly activatedCount?: Readonly<Record<string, number>>;
  /** CR 704.5h: dealt damage by a source with deathtouch since the last state-based action check. */
  readonly deathtouchDamage?: boolean;
  /**
   * The sources that dealt it damage this turn, for "a creature dealt damage by [this] this turn"
   * (Sengir Vampire); a record of an earlier turn no longer counts. Absent is none.
   */
  readonly damagedBy?: readonly DamageRecord[];
  /** CR 701.37b: it became monstrous; it stays so until it leaves the battlefield (400.7). */
  readonly monstrous?: true;
  /**
   * CR 701.15a-d: the players who goaded it, each until their next turn, once each; a
   * designation, not an ability (701.15b), gone as it leaves the battlefield (400.7). Absent is none.
   */
  readonly goadedBy?: readonly PlayerId[];
  /** CR 702.112b: it became renowned; it stays so until it leaves the battlefield (400.7). */
  readonly renowned?: true;
  /**
   * CR 702.95b, 702.95d: the creature a soulbond ability paired it with, which is paired with it
   * in turn; absent is unpaired. Unpaired as either leaves the battlefield, stops being a creature
   * or changes controller (702.95e).
   */
  readonly pairedWith?: ObjectId;
  /**
   * CR 716.2b: its level, a designation any permanent can have: kept if it stops being a Class,
   * not copiable (a copy has none), gone as it leaves the battlefield (400.7). Absent is no
   * level, which a rule or effect reads as level 1 (716.2d).
   */
  readonly classLevel?: number;
  /** CR 615.7: prevention shields around it this turn; absent is none. They go with a zone change (400.7). */
  readonly preventionShields?: readonly PreventionShield[];
  /** CR 702.84a: unearth returned it to the battlefield. */
  readonly unearthed?: Unearthed;
  /**
   * CR 601.3, 305.1, 611.2a: an effect lets a player play (or only cast) this card from exile
   * for a while ("Exile the top card of your library. Until end of turn, you may play that
   * card."); it ends as the card leaves exile (400.7).
   */
  readonly playable?: PlayPermission;
  /**
   * CR 614.1a, 514.2: "If that creature would die this turn, exile it instead" applies to it: it
   * goes to exile rather than a graveyard from the battlefield, until the cleanup step.
   */
  readonly exileIfDies?: true;
  /**
   * CR 608.2h: the permanent it last was, as it last existed on the battlefield: its last known
   * information, which an ability of it resolving afterwards reads (modular's counters, 702.43a;
   * Mogg Fanatic's lifelink). Kept while the card moves on between other zones; absent if it has
   * not left the battlefield.
   */
  readonly lastKnown?: LastKnown;
}

/** CR 601.3, 305.1: who may play a card in exile, and until when (cleanup, 514.2, steps.ts). */
export interface PlayPermission {
  readonly player: PlayerId;
  readonly until: PlayPermissionEnd;
  /** The turn the permission began in: "your next turn" is a later turn of `player`'s. */
  readonly since: number;
  /** "You may cast that card": a land card can't be played (CR 305.9 is a play, not a cast). */
  readonly castOnly?: true;
}

/** CR 608.2h: what a permanent was as it last existed on the battlefield. */
export interface LastKnown {
  readonly controller: PlayerId;
  /** CR 108.3, 111.2: its owner, which names a token once it has ceased to exist (704.5d); absent in older files. */
  readonly owner?: PlayerId;
  readonly power: number | null;
  readonly toughness: number | null;
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  /** Its keyword abilities: "Lifelink", "Deathtouch". */
  readonly keywords: readonly Keyword[];
  /** Its counters, by kind; absent kinds are none. */
  readonly counters: Readonly<Record<string, number>>;
  /** CR 301.5, 303.4: the permanent it was attached to, an Aura's "enchanted creature"; absent is none. */
  readonly attachedTo?: ObjectId;
}

/**
 * CR 702.84a: what the resolution of an unearth ability created for the object it returned: the
 * delayed trigger exiling it at the beginning of the next end step (603.7) and the replacement
 * exiling it if it would leave the battlefield (614.1a). Both end with the object (400.7, 603.7c).
 */
export interface Unearthed {
  /** The player who controlled the unearth ability, who controls the delayed trigger (603.7e). */
  readonly by: PlayerId;
  /** The unearth ability's number among its card's abilities, which the delayed trigger is reported under. */
  readonly ability: number;
}

/** A continuous effect from a resolved spell or ability (CR 611.2). */
export interface ActiveEffect {
  readonly id: string;
  /** The object whose spell or ability created it. */
  readonly source: ObjectId;
  /** Its source's name, for explanations after the source has gone. */
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly timestamp: number;
  readonly duration: Duration;
  /** Values were fixed on resolution (CR 611.2d): only constants and reads of the affected object remain. */
  readonly effect: EffectDef;
  /** CR 611.2c: the objects it affects, fixed when it began; null to use `effect.affects` each time. */
  readonly lockedTo: readonly ObjectId[] | null;
}
