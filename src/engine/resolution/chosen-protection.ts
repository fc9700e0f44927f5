import { PROTECTION_FROM } from '../../effects/protection-colors.js';
import type { Instruction } from '../../effects/types.js';
import { chain, type Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { COLORS, type Color } from '../../symbols/colors.js';
import type { Outcome } from '../outcome.js';
import { createEffect } from './create-effect.js';
import { choosesAmong } from './decision.js';
import { decisionsOf } from './library.js';
import type { Resolving } from './resolving.js';

type ChosenColorProtection = Extract<Instruction, { kind: 'gainChosenColorProtection' }>;

const RULE = '608.2d';

/**
 * CR 608.2d, 702.16a: its controller chooses one colour as it resolves (`chosen: ["R"]`); its
 * targets, or its source, gain protection from that colour until end of turn. The colour is
 * fixed in the effect created, as any choice made on resolution is (611.2c).
 */
export const gainChosenColorProtection = (
  state: GameState,
  r: Resolving,
  i: ChosenColorProtection,
): Result<Outcome> => {
  const given = decisionsOf(r).next(`a color (${COLORS.join(', ')}) for protection`, RULE);
  const color = chain(given, ({ decision, path }) =>
    choosesAmong(decision, COLORS, { min: 1, max: 1 }, path, RULE),
  );
  return chain(color, ([chosen]) => {
    const keyword = PROTECTION_FROM[chosen as Color];
    return createEffect(state, r, {
      kind: 'createEffect',
      on: i.on,
      effect: {
        affects: i.on === 'self' ? { self: true } : {},
        ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] }],
      },
      duration: 'endOfTurn',
    });
  });
};
