import type { Instruction } from '../../effects/types.js';
import { map, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { withObject } from '../view.js';
import { objectsFor } from './instructions.js';
import type { Resolving } from './resolving.js';

/**
 * CR 614.1a: "If that creature would die this turn, exile it instead" (Magma Spray): each
 * target still on the battlefield is marked, and goes to exile rather than its owner's
 * graveyard if it would die this turn (zones.ts); the cleanup step ends it (514.2), and so does
 * leaving the battlefield (400.7).
 */
export const exileIfDies = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'exileIfDies' }>,
): Result<Outcome> =>
  map(objectsFor(state, r, i.on, undefined, i.kind), (ids) => ({
    state: ids.reduce((s, id) => withObject(s, id, (o) => ({ ...o, exileIfDies: true })), state),
    events: [],
  }));
