import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { createDelayed } from '../triggers/delayed-triggers.js';
import { creatorOf } from './created-trigger.js';
import type { Resolving } from './resolving.js';

/**
 * CR 603.7a: "[instruction] at the beginning of the next turn's upkeep (the next end step)":
 * resolving creates a delayed triggered ability, controlled by the resolving one's controller
 * (603.7d), that refers to its source as it is now (603.7c).
 */
export const delay = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'delayed' }>,
): Result<Outcome> =>
  map(creatorOf(r, 'delayed', '603.7c'), ({ object, text }) =>
    createDelayed(state, {
      at: i.at,
      object: object.id,
      timestamp: object.timestamp,
      ability: r.action.ability ?? 0,
      controller: r.action.controller,
      text,
      instructions: i.instructions,
      rule: '603.7a',
    }),
  );
