import type { Value } from './types.js';

/**
 * Keyword actions (CR 701) done by a resolving ability's source or its controller, which need
 * more than a counter: a card revealed or drawn, a creature chosen. Those marked so need a
 * decision of the player's as they resolve (608.2d), which comes with the `resolve` or
 * `activate` action (`decisions`, engine/resolution/decision.ts).
 */
export type KeywordActionInstruction =
  /**
   * CR 701.44a: its source explores: its controller reveals the top card of their library; a
   * land goes to their hand; otherwise a +1/+1 counter goes on the source and they may put the
   * card into their graveyard (a decision: `graveyard` or `top`).
   */
  | { readonly kind: 'explore' }
  /**
   * CR 701.34a: its controller chooses any number of permanents and players with counters (a
   * decision: `chosen`), and each gets one more counter of each kind it has.
   */
  | { readonly kind: 'proliferate' }
  /**
   * CR 701.39a: "Bolster N": N +1/+1 counters on a creature its controller controls with the
   * least toughness (a decision among those tied: `chosen`).
   */
  | { readonly kind: 'bolster'; readonly amount: Value }
  /**
   * CR 701.50a: its source connives: its controller draws a card, then discards a card (a
   * decision: `cards`); a nonland card discarded puts a +1/+1 counter on the source.
   */
  | { readonly kind: 'connive' }
  /**
   * CR 701.47a: "Amass [subtype] N": an Army token if its controller has none, then N +1/+1
   * counters on an Army they control (a decision among several: `chosen`), which becomes a
   * [subtype]. Older cards' "amass N" is "amass Zombies N" (701.47d).
   */
  | { readonly kind: 'amass'; readonly subtype: string; readonly amount: Value }
  /**
   * CR 701.14a: its source fights its target: each deals damage equal to its power to the other,
   * at once; neither does if either is gone or no creature, or the target is illegal (701.14b).
   */
  | { readonly kind: 'fight' }
  /**
   * CR 701.14a-b: "Target creature you control fights target creature you don't control": the
   * target of the first "target" fights that of the second (115.1); if either is illegal or gone,
   * neither deals damage.
   */
  | { readonly kind: 'fightTargets' }
  /**
   * CR 120.2, 608.2b: "Target creature you control deals damage equal to its power to target
   * creature you don't control": the target of the first "target" deals damage equal to its power
   * to that of the second; if either is illegal, none is dealt.
   */
  | { readonly kind: 'targetDealsPowerDamage' };

/** The kinds of keyword action whose player makes a decision as it resolves (608.2d). */
export const DECIDED_KEYWORD_ACTIONS = ['explore', 'proliferate', 'bolster', 'connive', 'amass'] as const;
