import type { AbilityDef, CostInstruction } from '../../effects/types.js';
import type { ChoiceCost } from './optional.js';

/** What ward costs the player who targeted: mana or life (a choice's cost), or a discard. */
export type WardCost = ChoiceCost | { readonly cost: readonly CostInstruction[] };

/**
 * CR 702.21a: ward's triggered ability, "Whenever this permanent becomes the target of a spell
 * or ability an opponent controls, counter that spell or ability unless that player pays
 * [cost]", for a cost the player who targeted may pay (118.12a).
 */
export const ward = (c: WardCost, text: string): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'becomesTarget', abilities: true, by: 'opponents' },
  instructions: [
    {
      kind: 'optional',
      payer: 'triggerController',
      ...c,
      ifDone: [],
      otherwise: [{ kind: 'counter', on: 'triggerObject' }],
    },
  ],
});
