import type { CardPool } from '../../cards/pool.js';
import type { ActivationWindow } from '../../effects/activation-windows.js';
import type { AbilityDef } from '../../effects/types.js';
import { conditionNow } from '../../layers/select.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Step } from '../../state/vocabulary.js';
import { refuse } from '../outcome.js';

/** CR 506.1: the combat phase's steps. */
const COMBAT: readonly Step[] = [
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
];

/** CR 500.1, 506.1: the steps of a turn before its declare attackers step. */
const BEFORE_ATTACKERS: readonly Step[] = ['untap', 'upkeep', 'draw', 'main1', 'beginCombat'];

interface Window {
  /** Only in its controller's own turn. */
  readonly own: boolean;
  readonly steps: readonly Step[];
  readonly says: string;
}

const WINDOWS: Readonly<Record<ActivationWindow, Window>> = {
  yourUpkeep: { own: true, steps: ['upkeep'], says: "during its controller's upkeep" },
  anyUpkeep: { own: false, steps: ['upkeep'], says: 'during an upkeep step' },
  yourTurnBeforeAttackers: {
    own: true,
    steps: BEFORE_ATTACKERS,
    says: "during its controller's turn, before attackers are declared",
  },
  combat: { own: false, steps: COMBAT, says: 'during combat' },
  declareBlockersStep: { own: false, steps: ['declareBlockers'], says: 'during the declare blockers step' },
};

/** CR 602.5b: an ability limited to a part of the turn is activated only within it. */
const inWindow = (state: GameState, window: ActivationWindow, controller: PlayerId): Result<true> => {
  const w = WINDOWS[window];
  if (w.own && state.turn.active !== controller)
    return refuse(`only ${w.says}, and it is ${state.turn.active}'s turn`, '$.ability', '602.5b');
  if (!w.steps.includes(state.turn.step))
    return refuse(`only ${w.says}, not in the ${state.turn.step} step`, '$.ability', '602.5b');
  return ok(true);
};

/**
 * CR 602.5b: "Activate only during ..." and "Activate only if ...": the ability may be
 * activated only within its part of the turn and while its condition holds, seen from its object.
 */
export const withinLimits = (
  state: GameState,
  pool: CardPool,
  ability: Extract<AbilityDef, { kind: 'activated' }>,
  from: { readonly source: ObjectId; readonly controller: PlayerId },
): Result<true> => {
  if (ability.window !== undefined) {
    const within = inWindow(state, ability.window, from.controller);
    if (!within.ok) return within;
  }
  if (ability.onlyIf === undefined) return ok(true);
  const holds = conditionNow(state, pool, ability.onlyIf, from);
  if (!holds.ok) return holds;
  if (holds.value) return ok(true);
  if (ability.onlyIf.kind === 'classLevel') {
    // CR 716.2a, 716.2d: a level bar is activated only from the level just below its own.
    const level = state.objects.find((o) => o.id === from.source)?.classLevel ?? 1;
    const only = `only at level ${ability.onlyIf.level}`;
    return refuse(`it is level ${level}, and "${ability.text}" is activated ${only}`, '$.ability', '716.2a');
  }
  return refuse(`its condition does not hold: ${ability.text}`, '$.ability', '602.5b');
};
