/**
 * The game: actions and `apply`, who acts next, resolving the stack, state-based actions (CR 117,
 * 405, 601-608, 704).
 *
 * @packageDocumentation
 */

// Whole games (src/game): starting one, its mulligans, conceding, records and replays.
export * from '../game/index.js';
export { validatedState as validateState } from '../state/known-valid.js';
export * from '../state/vocabulary.js';
export type { Action, PlayerAction, Shortcut } from './action.js';
export { type AnswerSpace, answersTo, LISTED_ANSWERS } from './answers/answers-to.js';
export { apply } from './apply.js';
export type { ActivateAction } from './casting/activate.js';
export type { CastAction } from './casting/cast-action.js';
export type { CostChoices } from './casting/chosen-costs.js';
export type { ManaActivation } from './casting/mana-abilities.js';
export type { Sources } from './casting/sources.js';
export type { TurnFaceUpAction } from './casting/turn-face-up.js';
export type { AssignCombatDamageAction } from './combat/assign-combat-damage.js';
export type { CombatDamageDivision } from './combat/combat-damage.js';
export { type CombatDamageChoices, combatDamageChoices } from './combat/damage-choices.js';
export type { AttackDeclaration, BlockDeclaration } from './combat/declare.js';
export type { DamageAssignment } from './damage/damage.js';
export { checkStateBasedActions, resolve, toAct } from './entry-points.js';
export type { GameEvent } from './events.js';
export type { Outcome } from './outcome.js';
export type { Resolution } from './resolution/resolve.js';
export type { ResolveAction } from './resolution/resolve-action.js';
export type { DecideAction } from './stack/decide.js';
export type { OrderTriggersAction } from './stack/order-triggers.js';
export type { ToAct } from './stack/priority.js';
export type { KeepLegendAction } from './state-based/keep-legend.js';
export type { View } from './view.js';
export type { EnterChoices } from './zones/copy-choice.js';
