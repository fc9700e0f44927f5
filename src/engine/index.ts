/** The game: actions and `apply`, who acts next, resolving the stack, state-based actions (CR 117, 405, 601-608, 704). */

export { validateState } from '../state/validate.js';
export * from '../state/vocabulary.js';
export type { Action } from './action.js';
export { apply } from './apply.js';
export type { CombatDamageDivision } from './combat/combat-damage.js';
export type { AttackDeclaration, BlockDeclaration } from './combat/declare.js';
export type { DamageAssignment } from './damage/damage.js';
export { checkStateBasedActions, resolve } from './entry-points.js';
export type { GameEvent } from './events.js';
export type { Outcome } from './outcome.js';
export type { Resolution } from './resolution/resolve.js';
export type { ResolveAction } from './resolution/resolve-action.js';
export { type ToAct, toAct } from './stack/priority.js';
export type { View } from './view.js';
