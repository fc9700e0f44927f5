import type { Instruction } from '../../effects/types.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { withObject } from '../view.js';
import { selfObjects } from './left-source.js';
import type { Resolving } from './resolving.js';

/**
 * CR 716.2a-b: a class level bar's "This Class's level becomes N": the level is a designation
 * of the permanent. A source that has left the battlefield is a new object (400.7) and gains
 * no level.
 */
export const becomeLevel = (
  state: GameState,
  r: Resolving,
  i: Extract<Instruction, { kind: 'becomeLevel' }>,
): Outcome => {
  const [id] = selfObjects(state, r.source, i.kind);
  if (id === undefined) return { state, events: [] };
  return {
    state: withObject(state, id, (o) => ({ ...o, classLevel: i.level })),
    events: [{ kind: 'becameLevel', object: id, level: i.level, rule: '716.2a' }],
  };
};
