import type { AbilityDef } from '../effects/types.js';
import type { Answers } from './answers.js';
import type { Question } from './question.js';
import type { LastKnown, ObjectId, PlayerId } from './types.js';
import type { ZoneName } from './vocabulary.js';

/** An activated ability's definition (CR 602). */
export type ActivatedDef = Extract<AbilityDef, { kind: 'activated' }>;
/** A triggered ability's definition (CR 603). */
export type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/**
 * What a trigger event fixed for the ability it triggered (CR 603.10, 608.2k): the object and
 * player it involved ("that creature", "that player"), its amount ("that much"), the X of the
 * spell that became the source (107.3m), and the card a source that left the battlefield became
 * (400.7e). The engine finds these itself; no caller supplies them.
 */
export interface TriggerFacts {
  readonly triggerObject?: ObjectId;
  readonly triggerPlayer?: PlayerId;
  readonly amount?: number;
  readonly x?: number;
  /** CR 400.7e: the zone and timestamp of the card a "when [this] dies" source became. */
  readonly became?: { readonly zone: ZoneName; readonly timestamp: number };
}

/**
 * What a spell or ability knows of the objects it names (CR 400.7, 608.2h): when it began, so
 * that an object that has left its zone and come back since is a new object, neither its
 * source nor its target; and what its source was as it last existed on the battlefield, once it
 * has left.
 */
export interface Identities {
  /**
   * The state's next timestamp as it was cast, activated or triggered: an object whose zone it
   * entered at this timestamp or later is a new object (400.7). Absent: each is the one it was.
   */
  readonly at?: number;
  /** CR 608.2h: its source as it last existed on the battlefield, once it has left it. */
  readonly sourceLastKnown?: LastKnown;
}

/**
 * What paying a spell's or ability's cost did that its effect reads (CR 601.2h, 608.2h): "the
 * sacrificed creature's power".
 */
export interface CostPaid {
  /** CR 608.2h, 113.7a: the permanents its cost sacrificed, as each last existed on the battlefield. */
  readonly sacrificed?: readonly LastKnown[];
}

/**
 * CR 603.2, 603.3: a triggered ability that has triggered and waits to be put on the stack the
 * next time a player would receive priority.
 */
export interface TriggeredAbility extends TriggerFacts, Identities {
  /** Issued as it triggered, so that the player ordering triggers can name it (603.3b). */
  readonly id: ObjectId;
  /** The object whose ability it is (113.7). */
  readonly source: ObjectId;
  readonly sourceName: string;
  /** Its number among the source's abilities (view.ts `abilitiesNow`). */
  readonly ability: number;
  /** The ability as it was when it triggered: printed, granted, or a keyword's (702.83a exalted). */
  readonly def: TriggeredDef;
  /** CR 603.3a: the player who controlled its source as it triggered. */
  readonly controller: PlayerId;
  /** The rule under which it triggered. */
  readonly rule: string;
}

/**
 * CR 608.2d: the answer a resolving spell or ability waits for from its controller: the
 * resolution stopped here, and starts again once the `decide` action gives it.
 */
export interface Awaiting {
  readonly player: PlayerId;
  /** What is to be decided, in words. */
  readonly what: string;
  /** Where in the `decide` action the answer goes: `$.may`, `$.mana`, `$.decisions[0]`. */
  readonly path: string;
  readonly rule: string;
  /** What is asked, typed: always there when the engine asks; a board may leave it out. */
  readonly question?: Question;
}

/** CR 112.1, 601.2a: a spell: the card (its object is in the stack zone) and what was announced for it. */
export interface SpellOnStack extends Answers, Pick<Identities, 'at'>, CostPaid {
  readonly kind: 'spell';
  /** The card's object. */
  readonly id: ObjectId;
  readonly controller: PlayerId;
  /** CR 601.2c: its targets; an Aura spell's is what it will enchant (303.4a). */
  readonly targets: readonly string[];
  readonly awaiting?: Awaiting;
}

/** CR 702.49c: what the creature returned to pay a ninjutsu cost was attacking, which the ninja will attack. */
export interface Ninjutsu {
  readonly attacking?: PlayerId | ObjectId;
}

/** CR 113.1c, 602.2a, 603.3: an activated or triggered ability on the stack. */
export interface AbilityOnStack extends Answers, TriggerFacts, Identities, Ninjutsu, CostPaid {
  readonly kind: 'ability';
  readonly id: ObjectId;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly ability: number;
  readonly def: ActivatedDef | TriggeredDef;
  /** CR 602.2a, 603.3a: its controller. */
  readonly controller: PlayerId;
  readonly targets: readonly string[];
  /** The rule under which it was put on the stack: 602.2a, or the rule it triggered under. */
  readonly rule: string;
  readonly awaiting?: Awaiting;
}

/** An object on the stack (CR 405.1): a spell, or an activated or triggered ability. */
export type StackObject = SpellOnStack | AbilityOnStack;

/** CR 104: how the game ended: the players who won (none for a draw, 104.4) and the rule. */
export interface GameOver {
  readonly winners: readonly PlayerId[];
  readonly rule: string;
}
