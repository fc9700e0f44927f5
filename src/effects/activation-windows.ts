/**
 * CR 602.5b: windows of the turn in which an activated ability may be activated, beyond "as a
 * sorcery" and "during your turn": "Activate only during your upkeep", "... during your turn,
 * before attackers are declared", "... during combat", "... during the declare blockers step";
 * and "... during any upkeep step" (Armageddon Clock: "Any player may activate this ability but
 * only during any upkeep step").
 */
export const ACTIVATION_WINDOWS = [
  'yourUpkeep',
  'anyUpkeep',
  'yourTurnBeforeAttackers',
  'combat',
  'declareBlockersStep',
] as const;
/**
 * A window of the turn in which an activated ability may be activated (CR 602.5b): "Activate only
 * during your upkeep", "... during combat" and the like.
 */
export type ActivationWindow = (typeof ACTIVATION_WINDOWS)[number];
