import type { PlayerAction } from '../engine/action.js';
import type { CostChoices } from '../engine/casting/chosen-costs.js';
import type { AttackDeclaration, BlockDeclaration } from '../engine/combat/declare.js';
import type { DecideAction } from '../engine/stack/decide.js';
import type { OrderTriggersAction } from '../engine/stack/order-triggers.js';
import type { Result } from '../result.js';
import type { DamageDivision } from '../state/answers.js';
import type { CombatDamageDivision, CombatDamageQuestion } from '../state/combat-damage.js';
import type { Question } from '../state/question.js';
import type { ObjectId, PlayerId } from '../state/types.js';

/** CR 107.3: the values an announced X may take, both ends included. */
export interface XRange {
  readonly min: number;
  readonly max: number;
}

/** One creature of a declaration and what it may be declared against (508.1b, 509.1a). */
export interface CombatOption {
  readonly creature: ObjectId;
  /** Attackers: the players, planeswalkers and battles it may attack; blockers: the attackers it may block. */
  readonly against: readonly string[];
}

/**
 * The choices an entry leaves open, each described compactly; absent, the entry is one action.
 * A combination of choices is legal when `LegalActions.check` accepts the action it makes.
 */
export interface LegalChoices {
  /**
   * CR 601.2c, 115.1: per target slot, in announcement order, the players and objects legal in it.
   * For `orderTriggers`, the short form kept when no waiting ability has modes or more than one
   * target: per ability in `order`, the players and objects its one target may be (`triggers`
   * says it all).
   */
  readonly targets?: readonly (readonly string[])[];
  /** CR 107.3, 601.2b: the X it may be cast or activated with. */
  readonly x?: XRange;
  /**
   * CR 601.2d: the amount divided among the targets as announced (damage or counters): any
   * division giving each target at least 1, the shares adding up to it.
   */
  readonly divide?: { readonly amount: number };
  /**
   * CR 602.2b, 601.2h: per verb of a cost taking an object chosen (an ability's "Sacrifice a
   * creature", a spell's additional cost, 118.8), the objects it may take.
   */
  readonly costs?: CostChoices;
  /** CR 508.1a-b: the creatures that may attack, and what each may attack. */
  readonly attackers?: readonly CombatOption[];
  /** CR 509.1a: the creatures that may block, and which attackers each may block. */
  readonly blockers?: readonly CombatOption[];
  /** CR 514.1: discard exactly `count` of these cards. */
  readonly discard?: { readonly from: readonly ObjectId[]; readonly count: number };
  /** CR 103.5: after a mulligan, put exactly `count` of these cards (the hand) on the bottom. */
  readonly bottom?: { readonly from: readonly ObjectId[]; readonly count: number };
  /** CR 603.3b: the waiting triggered abilities, put on the stack in any order. */
  readonly order?: readonly ObjectId[];
  /** CR 603.3c-d: each waiting triggered ability, in `order`'s order, with its ways onto the stack. */
  readonly triggers?: readonly TriggerWays[];
  /** CR 704.5j: the legendary permanent kept, one of these. */
  readonly keep?: readonly ObjectId[];
  /** CR 702.122a: the untapped creatures that may crew, any of them with total power enough. */
  readonly crew?: readonly ObjectId[];
  /** CR 510.1c-d: the creatures whose combat damage the player divides, each with its recipients and lethal amounts. */
  readonly combatDamage?: CombatDamageQuestion;
  /**
   * CR 608.2d: a resolving spell's or ability's question with more answers than are listed
   * (`answersTo`'s `listed` is null): an answer is built from it and checked.
   */
  readonly question?: Question;
}

/** CR 603.3c-d: one waiting triggered ability and the ways it may go on the stack. */
export interface TriggerWays {
  /** The waiting ability's id, as `orderTriggers` names it. */
  readonly trigger: ObjectId;
  /** Its ways, the first the one in the entry's example: by set of modes in the order listed (game/modes.ts), then by number of targets. */
  readonly ways: readonly TriggerWay[];
}

/**
 * One way a waiting triggered ability may go on the stack: a set of its modes (700.2b) and a
 * number of targets (601.2c), with the players and objects legal in each target slot. Any
 * combination of the abilities' ways is legal when `LegalActions.check` accepts it.
 */
export interface TriggerWay {
  /** This way as `orderTriggers` names it, accepted with the other abilities as the entry's example puts them. */
  readonly example: OrderTriggersAction['order'][number];
  /** Per target slot, in announcement order (the chosen modes' in printed order, 700.2c). */
  readonly targets: readonly (readonly string[])[];
  /** CR 601.2d: the amount divided among its two or more targets, each given at least 1. */
  readonly divide?: { readonly amount: number };
}

/** CR 603.3c-d: what is chosen for one waiting ability: its modes, its targets, and their shares (601.2d). */
export interface TriggerChoice {
  /** CR 700.2b: the modes chosen, by their printed index; absent for an ability that isn't modal. */
  readonly modes?: readonly number[];
  /** CR 601.2c: one player or object per target slot of the way the modes and the number give. */
  readonly targets?: readonly string[];
  /** Each target's share; absent, the first division of its way's amount (the first target takes all but 1 for each other). */
  readonly shares?: DamageDivision;
}

/**
 * One kind of legal action for the player who must act: `example` is one concrete action
 * `apply` accepts, and `choices` describes the others of its family (the same action with other
 * targets, another X, another declaration). `concreteAction` makes one from a choice.
 */
export interface LegalEntry {
  readonly kind: PlayerAction['kind'];
  readonly player: PlayerId;
  readonly example: PlayerAction;
  readonly choices: LegalChoices;
}

/** A choice within an entry: one value for each of its open choices. */
export interface LegalChoice {
  /** The targets, per slot; for `orderTriggers`, the short form: per ability in `order`, its one target or none (''). */
  readonly targets?: readonly string[];
  readonly x?: number;
  /** CR 601.2d: each target's share of the amount divided; absent, the first target takes all but 1 for each other. */
  readonly shares?: DamageDivision;
  /** CR 602.2b: the objects its cost takes, by verb. */
  readonly costs?: CostChoices;
  readonly attackers?: readonly AttackDeclaration[];
  readonly blockers?: readonly BlockDeclaration[];
  readonly cards?: readonly ObjectId[];
  readonly order?: readonly ObjectId[];
  /** CR 603.3c-d: by waiting ability, what is chosen for it; one not named is put as in the example. */
  readonly triggers?: Readonly<Record<ObjectId, TriggerChoice>>;
  readonly keep?: ObjectId;
  readonly crew?: readonly ObjectId[];
  readonly division?: CombatDamageDivision;
  /** The answer to the question, as a `decide` action gives it (608.2d). */
  readonly answer?: Omit<DecideAction, 'kind' | 'player'>;
}

/** What `legalActions` can't enumerate exactly for an object, with the reason: never silently left out. */
export interface NotListed {
  readonly object: ObjectId;
  readonly reason: string;
}

/**
 * Every legal action of the player who must act now (CR 117, or the question open), described
 * compactly, and `check`, which says whether any action is legal now by asking `apply` itself.
 */
export interface LegalActions {
  readonly player: PlayerId;
  readonly entries: readonly LegalEntry[];
  /** Casts and activations whose choices it can't enumerate (a division known only as announced, several objects chosen for a cost, more sets of modes than are listed). */
  readonly notListed: readonly NotListed[];
  /** Whether `apply` accepts the action in the state listed: `ok`, or its refusal with the rule. */
  readonly check: (action: PlayerAction) => Result<true>;
}
