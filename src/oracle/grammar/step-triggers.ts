import type { MainPhase, StepOwner, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, words } from '../parser.js';
import { attached } from './subjects.js';

/**
 * CR 603.2b: "At the beginning of [whose] [step or phase]": "your upkeep", "each upkeep", "each
 * player's draw step", "each opponent's end step", "the end step", "your precombat main phase",
 * "combat on your turn", "each combat", "combat on each opponent's turn", "the upkeep of enchanted
 * creature's controller".
 */

type Step =
  | { readonly kind: 'beginningOfUpkeep' | 'beginningOfDrawStep' | 'beginningOfEndStep' }
  | {
      readonly kind: 'beginningOfMainPhase';
      readonly phase: MainPhase;
    };

const step: Parser<Step> = alt<Step>(
  map(words('upkeep'), () => ({ kind: 'beginningOfUpkeep' })),
  map(words('draw step'), () => ({ kind: 'beginningOfDrawStep' })),
  map(words('end step'), () => ({ kind: 'beginningOfEndStep' })),
  map(words('precombat main phase'), () => ({ kind: 'beginningOfMainPhase', phase: 'precombat' })),
  map(words('postcombat main phase'), () => ({ kind: 'beginningOfMainPhase', phase: 'postcombat' })),
);

const owner: Parser<StepOwner> = alt<StepOwner>(
  map(words('your'), () => 'you'),
  map(words("each opponent 's"), () => 'opponents'),
  map(anyOf("each player 's", 'each', 'the'), () => 'each'),
);

const combatOwner: Parser<StepOwner> = alt<StepOwner>(
  map(words('combat on your turn'), () => 'you'),
  map(words("combat on each opponent 's turn"), () => 'opponents'),
  map(anyOf('each combat', "combat on each player 's turn"), () => 'each'),
);

/** "the upkeep of enchanted creature's controller" (303.4): the turns of whoever controls that permanent. */
const ofAttachedController: Parser<Step> = map(
  seq(words('the'), step, words('of'), attached, words("'s controller")),
  ([, s]) => s,
);

export const stepTrigger: Parser<Trigger> = map(
  seq(
    words('at the beginning of'),
    alt<Trigger>(
      map(ofAttachedController, (s) => ({ ...s, whose: 'attachedController' })),
      map(seq(owner, step), ([whose, s]) => ({ ...s, whose })),
      map(combatOwner, (whose) => ({ kind: 'beginningOfCombat', whose })),
    ),
  ),
  ([, t]) => t,
);
