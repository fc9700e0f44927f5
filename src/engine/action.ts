import type { ConcedeAction } from '../game/concede.js';
import type { BottomAction, MulliganAction } from '../game/mulligan.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import type { Step, ZoneName } from '../state/vocabulary.js';
import type { ActivateAction } from './casting/activate.js';
import type { CastAction } from './casting/cast-action.js';
import type { ManaActivation } from './casting/mana-abilities.js';
import type { TurnFaceUpAction } from './casting/turn-face-up.js';
import type { AssignCombatDamageAction } from './combat/assign-combat-damage.js';
import type { CombatDamageDivision } from './combat/combat-damage.js';
import type { AttackDeclaration, BlockDeclaration } from './combat/declare.js';
import type { DamageAssignment } from './damage/damage.js';
import type { ResolveAction } from './resolution/resolve-action.js';
import type { DecideAction } from './stack/decide.js';
import type { OrderTriggersAction } from './stack/order-triggers.js';
import type { KeepLegendAction } from './state-based/keep-legend.js';
import type { EnterChoices } from './zones/copy-choice.js';

/**
 * What players do (CR 117): the player with priority passes, casts, activates or takes a special
 * action; a player the rules ask answers. `toAct` says who must act now, and how.
 */
export type PlayerAction =
  /** CR 117.3d: the player with priority passes it; `player`, if given, must be them. */
  | { readonly kind: 'pass'; readonly player?: PlayerId }
  | CastAction
  | ActivateAction
  /** CR 605.3a: activate a mana ability; it resolves at once, without the stack. */
  | ({ readonly kind: 'tapForMana' } & ManaActivation)
  /** CR 305.1, 116.2a: play a land from hand, a special action. */
  | {
      readonly kind: 'playLand';
      readonly object: ObjectId;
      /** CR 712.12: the face of a modal double-faced card played, by its name; absent, its front face. */
      readonly face?: string;
    }
  /** CR 116.2b, 702.37e: the special action of turning a face-down permanent face up for its morph cost. */
  | TurnFaceUpAction
  /** CR 702.122: activate a Vehicle's crew ability, tapping untapped creatures with total power at least N. */
  | { readonly kind: 'crew'; readonly vehicle: ObjectId; readonly crew: readonly ObjectId[] }
  /** CR 603.3b-d: put one's waiting triggered abilities on the stack, in order, with their targets and modes. */
  | OrderTriggersAction
  /** CR 608.2d: the answer the spell or ability resolving waits for. */
  | DecideAction
  /** CR 704.5j: the legendary permanent a player keeps of those with one name, as the legend rule asks. */
  | KeepLegendAction
  /**
   * CR 508.1: the active player declares attackers as the declare attackers step begins; `exert`:
   * the attackers they exert as they attack (508.1g, 701.43d), default none.
   */
  | {
      readonly kind: 'declareAttackers';
      readonly attackers: readonly AttackDeclaration[];
      readonly exert?: readonly ObjectId[];
    }
  /** CR 509.1: the defending player declares blockers as the declare blockers step begins. */
  | { readonly kind: 'declareBlockers'; readonly blockers: readonly BlockDeclaration[] }
  /** CR 510.1: a player announces how their creatures divide their combat damage as the step begins. */
  | AssignCombatDamageAction
  /** CR 514.1: the active player discards down to their maximum hand size in the cleanup step. */
  | { readonly kind: 'discardToHandSize'; readonly cards: readonly ObjectId[] }
  /** CR 103.5: keep the opening hand or take a mulligan; then the cards put on the bottom. */
  | MulliganAction
  | BottomAction
  /** CR 104.3a: concede, at any time. */
  | ConcedeAction;

/**
 * Shortcuts for tests and board files: several players' actions at once (`advance`,
 * `resolveStack`), or an edit of the board standing for something that happened (a spell's
 * effect resolved by name, damage dealt, counters put). What they trigger goes on the stack as
 * it would in a game; nobody's priority changes.
 */
export type Shortcut =
  /**
   * All players pass in succession until the turn reaches a step (CR 117.4, 500.2), the stack
   * resolving on the way; see turn/advance.ts.
   */
  | {
      readonly kind: 'advance';
      readonly to: Step;
      /** How creatures divide their combat damage where their controllers are asked (510.1); by default each blocker in declared order gets lethal damage. */
      readonly damage?: CombatDamageDivision;
      /** Permanents with "You may choose not to untap [this]" that stay tapped in the untap steps passed (502.3). */
      readonly keepTapped?: readonly ObjectId[];
    }
  /** All players pass in succession until the stack is empty (117.4, 405.5). */
  | { readonly kind: 'resolveStack' }
  | ResolveAction
  /** Put an object onto the battlefield, with its "as enters" choices and X (107.3m). */
  | {
      readonly kind: 'putOntoBattlefield';
      readonly object: ObjectId;
      readonly controller?: PlayerId;
      readonly choices?: EnterChoices;
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
  /** CR 701.19a: a regeneration shield for an object, from whatever regenerates it. */
  | { readonly kind: 'regenerate'; readonly object: ObjectId };

/** Everything `apply` can do, as data. Board files list these under `actions`. */
export type Action = PlayerAction | Shortcut;
