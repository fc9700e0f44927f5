import type { Duration, EffectDef, Instruction } from '../effects/types.js';
import type { ManaType, SpendRestriction } from '../mana/pool.js';
import type { PendingCombatDamage } from '../state/combat-damage.js';
import type { DayNight, DelayedEvent, DelayedWatch } from '../state/types.js';
import type { Step } from '../state/vocabulary.js';
import type { BoardActionInput } from './action-types.js';
import type {
  BoardCounterKinds,
  BoardDamageRecord,
  BoardObject,
  BoardPreventionShield,
} from './object-types.js';
import type { BoardGameOver, BoardStackObject, BoardTriggered } from './stack-types.js';

/**
 * A board file as its writer writes it (docs/board-format.md): a game state by card names and
 * ids, everything optional, then actions. The schemas in board-schema.ts are checked against these
 * types, not the other way round. Every number is an integer (CR 107.1); counts, turns and
 * timestamps are integers from 0 up.
 */

/** A unit of mana in a pool, with the restrictions on spending it (CR 106.4, 106.6). */
export interface BoardManaUnit {
  /** Its type: W, U, B, R, G or C (CR 106.1). */
  readonly type: ManaType;
  /** Produced by a snow source (CR 106.3, 107.4h). */
  readonly snow?: boolean;
  /** What it may be spent on only (CR 106.6). */
  readonly restrictions?: readonly SpendRestriction[];
}

/** Mana in a pool: `"{G}{G}{S:C}"`, or a list of units with spending restrictions. */
export type BoardManaPool = string | readonly BoardManaUnit[];

/** A player (docs/board-format.md, "Players and the turn"). */
export interface BoardPlayer {
  /** Its id, which objects, effects and actions name it by (docs/board-format.md, "Ids"). */
  readonly id: string;
  /** Life total; may be negative (CR 119.4). Default 20. */
  readonly life?: number;
  /** Player counters such as poison (CR 122.1). */
  readonly counters?: BoardCounterKinds;
  /** Mana in the pool (CR 106.4). */
  readonly manaPool?: BoardManaPool;
  /** Has lost the game (CR 104.3). Default false. */
  readonly lost?: boolean;
  /** Prevention shields around the player this turn (CR 615.7). */
  readonly preventionShields?: readonly BoardPreventionShield[];
  /** The turn in which the player was last dealt damage (CR 702.54a, bloodthirst). */
  readonly dealtDamageInTurn?: number;
  /** The sources that dealt the player damage, and in which turn ("if [this] dealt damage to an opponent this turn"). */
  readonly damagedBy?: readonly BoardDamageRecord[];
  /** Tried to draw from an empty library since state-based actions were last checked (CR 704.5b). */
  readonly drewFromEmptyLibrary?: boolean;
  /** Has the city's blessing, for the rest of the game (CR 702.131, ascend). Default false. */
  readonly cityBlessing?: boolean;
  /** Is the monarch (CR 724); at most one player is. Default false. */
  readonly monarch?: boolean;
}

/** The turn (docs/board-format.md, "Players and the turn"). */
export interface BoardTurn {
  /** From 1 up. Default 1. */
  readonly number?: number;
  /** The active player; default the first player. */
  readonly active?: string;
  /** Default "main1". */
  readonly step?: Step;
  /** The active player declared attackers this turn (CR 508.1; raid). */
  readonly attacked?: true;
  /** How many creatures died this turn (CR 700.4; morbid). Default 0. */
  readonly creaturesDied?: number;
  /** How many lands the active player has played this turn (CR 305.2). Default 0. */
  readonly landsPlayed?: number;
  /** How many spells each player has cast this turn (CR 601.2i): `{ "A": 2 }`. Default none. */
  readonly spellsCast?: Readonly<Record<string, number>>;
  /** How many spells each player cast in the previous turn ("last turn"). Default none. */
  readonly spellsCastLastTurn?: Readonly<Record<string, number>>;
  /** How many cards each player has drawn this turn (CR 121.2): `{ "A": 1 }`. Default none. */
  readonly cardsDrawn?: Readonly<Record<string, number>>;
  /** How much life each player has gained this turn (CR 119.3): `{ "A": 2 }`. Default none. */
  readonly lifeGained?: Readonly<Record<string, number>>;
  /** How much life each player has lost this turn (CR 119.3, 120.3a): `{ "B": 3 }`. Default none. */
  readonly lifeLost?: Readonly<Record<string, number>>;
  /** How many permanents each player controlled that left the battlefield this turn (revolt): `{ "A": 1 }`. Default none. */
  readonly permanentsLeft?: Readonly<Record<string, number>>;
  /** How many +1/+1 counters were put this turn on permanents each player controlled (CR 122.6): `{ "A": 2 }`. Default none. */
  readonly plusOneCountersPut?: Readonly<Record<string, number>>;
}

/** A continuous effect from a resolved spell or ability (CR 611.2; docs/board-format.md, "Effects"). */
export interface BoardEffect {
  /** Default e<n> for the n-th effect. */
  readonly id?: string;
  /** The object whose spell or ability created it; it may be gone. */
  readonly source: string;
  /** Default the source object's card. */
  readonly sourceName?: string;
  /** Default the source object's controller, or else the active player. */
  readonly controller?: string;
  /** CR 613.7b; default after every object, in file order. */
  readonly timestamp?: number;
  /** Default "endOfTurn" (CR 611.2a). */
  readonly duration?: Duration;
  /** The objects it is locked to (CR 611.2c). */
  readonly on?: readonly string[];
  /** What it does, in the effect language (docs/board-format.md, "Effects"; CR 611.1). */
  readonly effect: EffectDef;
}

/** CR 603.7: a delayed triggered ability waiting for its event (state/types.ts `DelayedTrigger`). */
export interface BoardDelayed {
  /** CR 603.7b: it triggers once, the next time this happens, or each time its event occurs until its duration ends. */
  readonly at: DelayedEvent | DelayedWatch;
  /** The object it refers to, its source; it may have left the file. */
  readonly object: string;
  /** The object's timestamp when it was created: the same object only while it has it (CR 603.7c, 400.7). */
  readonly timestamp: number;
  /** The number of the source's ability that created it. */
  readonly ability: number;
  /** Its controller: the controller of the ability that created it (CR 603.7d). */
  readonly controller: string;
  /** Its text, as the ability that created it words it. */
  readonly text: string;
  /** What it does as it resolves, in the effect language. */
  readonly instructions: readonly Instruction[];
  /** The object "that creature" names, as it was when it was created (CR 603.7c, 400.7). */
  readonly triggerObject?: { readonly object: string; readonly timestamp: number };
  /** The rule that created it (CR 702.109a dash). */
  readonly rule: string;
}

/**
 * An attacking creature: its id alone attacks the next player in turn order who has not lost;
 * the object form says what it attacks (CR 506.3) and whether it is blocked (CR 509.1h).
 */
export type BoardAttacker =
  | string
  | {
      readonly id: string;
      /** The player, planeswalker or battle it attacks (CR 506.3); default the next opponent. */
      readonly attacking?: string;
      /** CR 509.1h: default whether a blocker blocks it; it stays blocked if they leave combat. */
      readonly blocked?: boolean;
      /** CR 508.4: put onto the battlefield attacking, so it never "attacked"; default false. */
      readonly neverAttacked?: true;
    };

/** Attackers and blockers, from the declare attackers step to the end of combat (CR 506-511; docs/board-format.md, "Combat"). */
export interface BoardCombat {
  /** The attacking creatures, in order. Default none. */
  readonly attackers?: readonly BoardAttacker[];
  /**
   * Each blocker with the attacker it blocks, `{ "wall": "bear" }`, or the list form, in the
   * order declared; default null, not yet declared (CR 509.1).
   */
  readonly blockers?:
    | Readonly<Record<string, string>>
    | readonly { readonly id: string; readonly blocking: string }[]
    | null;
  /** Creatures that dealt combat damage in the first-strike damage step (CR 510.4). */
  readonly dealtFirstStrike?: readonly string[];
  /** As a combat damage step begins: the players still to assign combat damage, and what the others assigned (CR 510.1). */
  readonly damageAssignment?: PendingCombatDamage;
}

/** A legend-rule choice state-based actions wait for (CR 704.5j). */
export interface BoardLegendRuleChoice {
  /** The player who chooses. */
  readonly player: string;
  /** The name the permanents share. */
  readonly name: string;
  /** The legendary permanents with that name the player controls, two or more. */
  readonly among: readonly string[];
  /** The one the player keeps; left out until they choose. */
  readonly kept?: string;
}

/** A board file's state: everything but its actions. Every field may be left out. */
export interface BoardFileState {
  /** Where editors find this schema. */
  readonly $schema?: string;
  /** The turn, its step and what happened in it so far. */
  readonly turn?: BoardTurn;
  /** In turn order, one or more; default A and B. */
  readonly players?: readonly BoardPlayer[];
  /** In zone order: top of library first. */
  readonly objects?: readonly BoardObject[];
  /** Objects that have ceased to exist (CR 704.5d) which the stack, waiting abilities or effects still name (CR 113.7a, 608.2b). Default none. */
  readonly gone?: readonly string[];
  /** Continuous effects from resolved spells and abilities (CR 611.2). Default none. */
  readonly effects?: readonly BoardEffect[];
  /** Attackers and blockers; only from the declare attackers step to the end of combat. */
  readonly combat?: BoardCombat;
  /** The stack, bottom first: the last object is on top and resolves first (CR 405.1, 405.5). Default empty. */
  readonly stack?: readonly BoardStackObject[];
  /** Triggered abilities waiting to be put on the stack the next time a player would receive priority (CR 603.3). Default none. */
  readonly triggered?: readonly BoardTriggered[];
  /** The player who holds priority (CR 117.1), or null for none; default the active player, with the exceptions of docs/board-format.md, "The stack and priority". */
  readonly priority?: string | null;
  /** The players who have passed in succession since the last action or resolution (CR 117.4). Default none. */
  readonly passed?: readonly string[];
  /** The game has ended (CR 104.1); default it goes on. */
  readonly over?: BoardGameOver;
  /** What the engine watches for a loop of mandatory actions (CR 104.4b). Written by the engine; default none. */
  readonly loopCheck?: {
    /** Resolutions since a player last did anything but pass. */
    readonly resolutions: number;
    /** The fingerprints of the states after the later of them (stack/fingerprint.ts). */
    readonly seen: readonly string[];
  };
  /** The legend rule's choices state-based actions wait for (CR 704.5j). Written by the engine; default none. */
  readonly legendRule?: readonly BoardLegendRuleChoice[];
  /** Prevention shields around all damage this turn, whoever deals it to whom (CR 615.7, Fog). */
  readonly preventionShields?: readonly BoardPreventionShield[];
  /** The next id and timestamp to issue; default one past those used. */
  readonly next?: { readonly id?: number; readonly timestamp?: number };
  /** The game's day/night designation (CR 730.1); default neither. */
  readonly dayNight?: DayNight;
  /** Where the generator that shuffles libraries starts (CR 701.24a), 0 to 2^32-1; default 0. */
  readonly seed?: number;
  /** The generator's state once it has drawn something: four signed 32-bit integers; default: at `seed`. */
  readonly random?: readonly number[];
  /** CR 603.7: delayed triggered abilities; default none. */
  readonly delayed?: readonly BoardDelayed[];
}

/** A board file (docs/board-format.md): its state, then the actions played from it. */
export interface BoardFile extends BoardFileState {
  /** The actions, in order (docs/board-format.md, "Actions"). */
  readonly actions?: readonly BoardActionInput[];
}
