import type { Instruction } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import { CREATURE_TYPES } from '../../state/subtypes.js';
import type { GameState } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { createEffect } from './create-effect.js';
import { decisionsOf } from './library.js';
import type { Resolving } from './resolving.js';

type ChosenTypeEffect = Extract<Instruction, { kind: 'chosenTypeEffect' }>;

const RULE = '608.2d';

/**
 * CR 608.2d, 205.3m: its controller chooses one creature type as it resolves (`chosen: ["Elf"]`);
 * the effect is created for the creatures of that type, or of any other with `excluding`, the
 * type fixed in its filter and the creatures locked as it begins (611.2c).
 */
export const chosenTypeEffect = (state: GameState, r: Resolving, i: ChosenTypeEffect): Result<Outcome> => {
  const chosen = decisionsOf(r).nextOneOf('a creature type', RULE, CREATURE_TYPES);
  return chain(chosen, (type) =>
    createEffect(state, r, {
      kind: 'createEffect',
      on: 'filter',
      effect: {
        affects: { ...i.effect.affects, ...(i.excluding ? { notSubtypes: [type] } : { subtypes: [type] }) },
        ops: i.effect.ops,
      },
      duration: i.duration,
    }),
  );
};
