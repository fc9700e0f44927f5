import type { Decision } from '../state/answers.js';
import type { Question } from '../state/question.js';
import type { ActivatedDef, TriggeredDef } from '../state/stack.js';
import type { LastKnown } from '../state/types.js';
import type { ZoneName } from '../state/vocabulary.js';

/**
 * The stack, the triggered abilities waiting to go on it and the end of the game, as a board
 * file writes them (docs/board-format.md, "The stack and priority"; state/stack.ts). The schemas
 * in stack-schema.ts are checked against these types, not the other way round.
 */

/** What was announced for a spell or ability and answered as it resolves (state/answers.ts `Answers`). */
export interface BoardAnswers {
  /** The announced X (CR 107.3a, 601.2b). */
  readonly x?: number;
  /** How it divides its damage among its targets, as announced: each target's share by its id (CR 601.2d, 115.7f). */
  readonly division?: Readonly<Record<string, number>>;
  /** The modes chosen, by their index in the list (CR 700.2a). */
  readonly modes?: readonly number[];
  /** The mana chosen where its effect offers a choice, `"Add {R} or {G}"`: `"{G}"` (CR 608.2d). */
  readonly mana?: string;
  /** The answer to "you may ..." or "... unless you pay": true to do it, or to pay (CR 603.5, 608.2d). */
  readonly may?: boolean;
  /** The answers to its other decisions, in the order it asks them (CR 608.2d). */
  readonly decisions?: readonly Decision[];
}

/** The answer the resolving spell or ability waits for (CR 608.2d); only the top object of the stack waits. */
export interface BoardAwaiting {
  /** The player who answers (CR 608.2d). */
  readonly player: string;
  /** What is to be decided, in words. */
  readonly what: string;
  /** Where in the `decide` action the answer goes: "$.may", "$.decisions[0]". */
  readonly path: string;
  /** The rule that asks for the answer: 701.22a for a scry. */
  readonly rule: string;
  /** What is asked, typed. Left out, answersTo asks it again by resolving the object once more. */
  readonly question?: Question;
}

/** A spell: a card on the stack (CR 112.1). */
export interface BoardSpellOnStack extends BoardAnswers {
  /** A spell (CR 112.1). */
  readonly kind: 'spell';
  /** Its card: an object of the file in the stack zone (CR 112.1, 405.1). */
  readonly id: string;
  /** The next timestamp as it was cast, activated or triggered: an object that entered its zone at this timestamp or later is a new object, neither its source nor its target (CR 400.7). Default: each object named is the one it was. */
  readonly at?: number;
  /** Who put it on the stack (CR 112.2); default its object's controller. */
  readonly controller?: string;
  /** Its targets (CR 601.2c), ids of objects and players; default none. */
  readonly targets?: readonly string[];
  /** What its cost sacrificed, each as it last existed on the battlefield (CR 608.2h). */
  readonly sacrificed?: readonly LastKnown[];
  /** The answer its resolution waits for (CR 608.2d). */
  readonly awaiting?: BoardAwaiting;
}

/** The fields an ability on the stack and a waiting triggered ability share. */
export interface BoardAbilityFields {
  /** Its id, unique among the ids of the file: an ability on the stack is an object (CR 109.1, 405.1); the engine issues a<n>. */
  readonly id: string;
  /** The object whose ability it is (CR 113.7); if it is no object of the file (CR 113.7a), give `sourceName`. */
  readonly source: string;
  /** The next timestamp as it was cast, activated or triggered: an object that entered its zone at this timestamp or later is a new object, neither its source nor its target (CR 400.7). Default: each object named is the one it was. */
  readonly at?: number;
  /** Its source's name; default the source object's card. */
  readonly sourceName?: string;
  /** Its number among its source's abilities (CR 113.2c): its card's first, in order, then those granted it. */
  readonly ability: number;
  /** The object its trigger event involved, "that creature" (CR 608.2k, 603.10). */
  readonly triggerObject?: string;
  /** The player its trigger event involved, "that player" (CR 608.2k). */
  readonly triggerPlayer?: string;
  /** The amount of its trigger event, "that much": life gained, damage dealt (CR 603.2, 608.2h). */
  readonly amount?: number;
  /** The zone and timestamp of the card a "when [this] dies" source became (CR 400.7e). */
  readonly became?: { readonly zone: ZoneName; readonly timestamp: number };
  /** Its source as it last existed on the battlefield, once it has left (CR 608.2h). */
  readonly sourceLastKnown?: LastKnown;
}

/** An activated or triggered ability on the stack, an object with no card (CR 405.1, 113.1c). */
export interface BoardAbilityOnStack extends BoardAbilityFields, BoardAnswers {
  /** An ability on the stack (CR 113.1c). */
  readonly kind: 'ability';
  /** The ability as it was when it was activated or triggered; a mana ability never goes on the stack (CR 605.3a). */
  readonly def: ActivatedDef | TriggeredDef;
  /** Who activated it (CR 602.2a), or controlled its source as it triggered (CR 603.3a); default the source's controller. */
  readonly controller?: string;
  /** Its targets (CR 602.2b, 603.3d), ids of objects and players; default none. */
  readonly targets?: readonly string[];
  /** The rule it was put on the stack under; default 602.2a when activated, its trigger's rule when triggered. */
  readonly rule?: string;
  /** CR 702.49c: what the creature returned to pay its ninjutsu cost was attacking, which the ninja will attack. */
  readonly attacking?: string;
  /** What its cost sacrificed, each as it last existed on the battlefield (CR 608.2h). */
  readonly sacrificed?: readonly LastKnown[];
  /** The answer its resolution waits for (CR 608.2d). */
  readonly awaiting?: BoardAwaiting;
}

/** An object on the stack: a spell's object id alone, a spell, or an ability (CR 405.1). */
export type BoardStackObject = string | BoardSpellOnStack | BoardAbilityOnStack;

/** CR 603.3: a triggered ability that triggered and waits to be put on the stack. */
export interface BoardTriggered extends BoardAbilityFields {
  /** The ability as it was when it triggered. */
  readonly def: TriggeredDef;
  /** Who controlled its source as it triggered (CR 603.3a); default the source's controller. */
  readonly controller?: string;
  /** The rule it triggered under; default its trigger's rule. */
  readonly rule?: string;
  /** The X of the spell that became its source (CR 107.3m). */
  readonly x?: number;
}

/** CR 104: how the game ended; nobody acts any more (CR 104.1). */
export interface BoardGameOver {
  /** The players who won; none for a draw (CR 104.4a). */
  readonly winners: readonly string[];
  /** Default 104.2a with a winner, 104.4a for a draw. */
  readonly rule?: string;
}
