import type { LayerOp } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { onTargetsOnly } from './control.js';
import { countedTarget } from './counted-targets.js';
import type { RawInstruction } from './references.js';
import { target } from './targets.js';
import { restrictionOp } from './this-turn.js';

/** CR 701.35a: what detaining does to a permanent, as restriction abilities the engine reads. */
const DETAINED: readonly LayerOp[] = [
  restrictionOp("can't attack or block", { kind: 'cantAttackOrBlock' }),
  restrictionOp("its activated abilities can't be activated", { kind: 'cantActivateAbilities' }),
];

/**
 * CR 701.35a: "Detain target creature an opponent controls", "detain up to two target nonland
 * permanents your opponents control": until the next turn of the ability's controller
 * (611.2a), those permanents can't attack or block and their activated abilities can't be
 * activated. Detaining other than targets ("detain each …") is refused.
 */
export const detain: Parser<RawInstruction> = map(
  seq(words('detain'), alt(target, countedTarget)),
  ([, spec]) => ({
    ref: { kind: 'target', spec },
    build: onTargetsOnly(DETAINED, 'untilYourNextTurn'),
  }),
);
