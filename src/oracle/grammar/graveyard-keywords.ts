import type { AbilityDef, CostPart, Instruction, TargetSpec } from '../../effects/types.js';
import { map, opt, punct, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaSymbols } from './mana.js';

/**
 * Keywords that are activated abilities of a card in a graveyard (CR 113.6b), each at sorcery
 * speed (602.5d): unearth (702.84a), scavenge (702.97a), embalm (702.128a), eternalize (702.129a).
 */

/** An activated ability of a card in a graveyard, activated only as a sorcery. */
const fromGraveyard =
  (
    cost: string,
    extraCosts: readonly CostPart[],
    targets: TargetSpec | null,
    instructions: readonly Instruction[],
  ) =>
  (text: string): AbilityDef => ({
    kind: 'activated',
    text,
    cost,
    ...(extraCosts.length > 0 ? { extraCosts } : {}),
    timing: 'sorcery',
    zone: 'graveyard',
    targets,
    instructions,
  });

/**
 * CR 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
 * battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
 * leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
 */
export const unearthAbility: AbilityParser = map(
  seq(words('unearth'), manaSymbols(), opt(punct('.'))),
  ([, cost]) => fromGraveyard(cost, [], null, [{ kind: 'unearth' }]),
);

/** CR 702.97a: any one creature (115.1). */
const TARGET_CREATURE: TargetSpec = { count: 1, filter: { types: ['Creature'] } };

/**
 * CR 702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number
 * of +1/+1 counters equal to the power of the card you exiled on target creature. Activate only
 * as a sorcery." The power is the card's as it last existed in the graveyard (608.2h).
 */
export const scavengeAbility: AbilityParser = map(
  seq(words('scavenge'), manaSymbols(), opt(punct('.'))),
  ([, cost]) =>
    fromGraveyard(cost, [{ kind: 'exileSelf' }], TARGET_CREATURE, [
      { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: { kind: 'powerOfSource' } },
    ]),
);

/**
 * CR 702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a
 * token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
 * addition to its other types. Activate only as a sorcery."
 */
export const embalmAbility: AbilityParser = map(
  seq(words('embalm'), manaSymbols(), opt(punct('.'))),
  ([, cost]) =>
    fromGraveyard(cost, [{ kind: 'exileSelf' }], null, [
      { kind: 'tokenCopyOfSelf', colors: ['W'], addSubtypes: ['Zombie'] },
    ]),
);

/**
 * CR 702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a
 * token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a
 * Zombie in addition to its other types. Activate only as a sorcery."
 */
export const eternalizeAbility: AbilityParser = map(
  seq(words('eternalize'), manaSymbols(), opt(punct('.'))),
  ([, cost]) =>
    fromGraveyard(cost, [{ kind: 'exileSelf' }], null, [
      { kind: 'tokenCopyOfSelf', colors: ['B'], addSubtypes: ['Zombie'], power: 4, toughness: 4 },
    ]),
);
