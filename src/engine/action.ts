import type { EntryChoices, ObjectId, PlayerId } from '../state/types.js';
import type { Step, ZoneName } from '../state/vocabulary.js';
import type { CastAction } from './casting/cast-action.js';
import type { CostChoices } from './casting/chosen-costs.js';
import type { TurnFaceUpAction } from './casting/turn-face-up.js';
import type { DamageDivision } from './combat/combat-damage.js';
import type { AttackDeclaration, BlockDeclaration } from './combat/declare.js';
import type { DamageAssignment } from './damage/damage.js';
import type { Decision } from './resolution/decision.js';
import type { ResolveAction } from './resolution/resolve-action.js';

/**
 * Everything `apply` can do, as data. Board files list these under `actions`; the game
 * loop that comes later drives the same API.
 */
export type Action =
  | ResolveAction
  | CastAction
  /** CR 602: activate an object's ability, paying its {T}, {Q} and mana (from its controller's pool), then resolve it. */
  | {
      readonly kind: 'activate';
      readonly object: ObjectId;
      /** Its index among the object's abilities. */
      readonly ability: number;
      readonly targets?: readonly string[];
      readonly x?: number;
      /** The mana chosen where its effect offers a choice, "Add {R} or {G}" (CR 608.2d): "{G}". */
      readonly mana?: string;
      /** The answer to its "you may ..." or "... unless you pay" (CR 608.2d, 118.12): true to do it, or to pay. */
      readonly may?: boolean;
      /** The modes chosen of a modal ability, by their index in its list (CR 700.2a). */
      readonly modes?: readonly number[];
      /** Its controller's decisions as it resolves, one for each instruction that asks for one (CR 608.2d). */
      readonly decisions?: readonly Decision[];
      /** The objects its cost sacrifices, discards, taps, exiles or returns, by verb (CR 601.2h, 602.2b). */
      readonly costs?: CostChoices;
    }
  /** Put an object onto the battlefield, with its "as enters" choices and X (107.3m). */
  | {
      readonly kind: 'putOntoBattlefield';
      readonly object: ObjectId;
      readonly controller?: PlayerId;
      readonly choices?: EntryChoices;
      /** The targets of its "when this enters" ability (Skinrender), chosen as it triggers (603.3d). */
      readonly targets?: readonly string[];
    }
  | { readonly kind: 'move'; readonly object: ObjectId; readonly to: ZoneName }
  /** Put counters on (positive) or remove them (negative). */
  | {
      readonly kind: 'counters';
      readonly object: ObjectId;
      readonly counter: string;
      readonly amount: number;
    }
  | { readonly kind: 'damage'; readonly source: ObjectId; readonly to: readonly DamageAssignment[] }
  | { readonly kind: 'attach'; readonly object: ObjectId; readonly to: ObjectId }
  /** Gain control of an object (a layer 2 effect, 613.1b), for good or until end of turn. */
  | {
      readonly kind: 'changeControl';
      readonly object: ObjectId;
      readonly to: PlayerId;
      readonly untilEndOfTurn?: boolean;
    }
  /** CR 702.122: tap untapped creatures with total power at least N to crew a Vehicle. */
  | { readonly kind: 'crew'; readonly vehicle: ObjectId; readonly crew: readonly ObjectId[] }
  /** CR 116.2b, 702.37e: the special action of turning a face-down permanent face up for its morph cost. */
  | TurnFaceUpAction
  /** CR 701.19a: a regeneration shield for an object, from whatever regenerates it. */
  | { readonly kind: 'regenerate'; readonly object: ObjectId }
  | { readonly kind: 'declareAttackers'; readonly attackers: readonly AttackDeclaration[] }
  | { readonly kind: 'declareBlockers'; readonly blockers: readonly BlockDeclaration[] }
  /**
   * Move on to a step, doing what each step passed does. `damage` divides blocked attackers'
   * combat damage; by default each blocker in declared order gets lethal damage.
   */
  | {
      readonly kind: 'advance';
      readonly to: Step;
      readonly damage?: DamageDivision;
      /** Permanents with "You may choose not to untap [this]" that stay tapped in the untap steps passed (502.3). */
      readonly keepTapped?: readonly ObjectId[];
    };
