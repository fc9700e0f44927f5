import { activated, n } from '../../../src/cards/behaviours/build.js';
import type { AbilityDef, Duration, Instruction, LayerOp, TargetSpec } from '../../../src/effects/types.js';

/**
 * Constructors the former hand definitions used and the remaining ones don't: kept with them,
 * so that the trust test's reference reads as it did in the package.
 */

export const targetCreature: TargetSpec = { count: 1, filter: { types: ['Creature'] } };

/** An effect that lasts a while, created on the spell's or ability's targets (CR 611.2c). */
export const onTargets = (ops: readonly LayerOp[], duration: Duration = 'endOfTurn'): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops },
  duration,
});

export const onSelf = (ops: readonly LayerOp[], duration: Duration = 'endOfTurn'): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  effect: { affects: { self: true }, ops },
  duration,
});

export const addMana = (text: string, mana: string): AbilityDef =>
  activated(text, '{T}', null, { kind: 'addMana', mana });

/** CR 115.4: "any target": a creature, player, planeswalker or battle. */
export const anyTarget: TargetSpec = { count: 1, filter: {}, anyTarget: true };

/** "[This] deals N damage to [its targets]" (CR 120.2). */
export const damageTargets = (amount: number): Instruction => ({
  kind: 'dealDamage',
  to: 'targets',
  amount: n(amount),
});

/** "[Cost]: Regenerate [this permanent]." (CR 701.19a). */
export const regenerateSelf = (text: string, cost: string): AbilityDef =>
  activated(text, cost, null, { kind: 'regenerate', on: 'self' });

/** "When [this] enters, ..." (CR 603.6a), with the targets chosen as it triggers (603.3d). */
export const whenEnters = (
  text: string,
  targets: TargetSpec | null,
  ...instructions: Instruction[]
): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  ...(targets === null ? {} : { targets }),
  instructions,
});

export {
  activated,
  cda,
  grant,
  keyword,
  modify,
  n,
  setPT,
  spell,
  staticAbility,
} from '../../../src/cards/behaviours/build.js';
