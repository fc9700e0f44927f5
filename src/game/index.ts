export { concreteAction, randomAction } from './concrete.js';
export { legalActions } from './legal-actions.js';
export type {
  CombatOption,
  LegalActions,
  LegalChoice,
  LegalChoices,
  LegalEntry,
  NotListed,
  XRange,
} from './types.js';
