import { PROTECTION_FROM } from '../../effects/protection-colors.js';
import type { Instruction } from '../../effects/types.js';
import type { Result } from '../../result.js';
import type { GameState } from '../../state/types.js';
import { COLORS } from '../../symbols/colors.js';
import type { Outcome } from '../outcome.js';
import { gainKeywordChosenAmong } from './chosen-keyword.js';
import type { Resolving } from './resolving.js';

type ChosenColorProtection = Extract<Instruction, { kind: 'gainChosenColorProtection' }>;

/**
 * CR 608.2d, 702.16a: its controller chooses one colour as it resolves (`chosen: ["R"]`); its
 * targets, or its source, gain protection from that colour until end of turn.
 */
export const gainChosenColorProtection = (
  state: GameState,
  r: Resolving,
  i: ChosenColorProtection,
): Result<Outcome> =>
  gainKeywordChosenAmong(state, r, i.on, COLORS, (color) => PROTECTION_FROM[color], 'a color for protection');
