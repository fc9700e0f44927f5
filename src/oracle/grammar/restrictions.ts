import type { AbilityDef, Quality, Restriction } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { count } from './numbers.js';
import { creatureQualities, permanentQuality } from './qualities.js';

/**
 * Rules an object's own text sets for it in combat and as it enters or untaps (CR 508.1c-d,
 * 509.1b-c, 614.1d, 502.3): "[This] can't block.", "[This] attacks each combat if able."
 * Longer phrases come first: a parser that fits a prefix would end the search.
 */
export const restriction: Parser<Restriction> = alt<Restriction>(
  map(words("can't attack or block alone"), () => ({ kind: 'cantAttackOrBlockAlone' })),
  map(words("can't attack or block"), () => ({ kind: 'cantAttackOrBlock' })),
  map(words("can't attack alone"), () => ({ kind: 'cantAttackAlone' })),
  map(words("can't block alone"), () => ({ kind: 'cantBlockAlone' })),
  map(seq(words("can't attack unless defending player controls"), permanentQuality), ([, quality]) => ({
    kind: 'cantAttackUnlessDefenderControls',
    quality,
  })),
  map(words("can't attack"), () => ({ kind: 'cantAttack' })),
  map(seq(words("can't block"), creatureQualities), ([, of]) => ({ kind: 'cantBlockCreatures', of })),
  map(words("can't block"), () => ({ kind: 'cantBlock' })),
  map(words("can't be blocked by more than one creature"), () => ({ kind: 'cantBeBlockedByMoreThanOne' })),
  map(seq(words("can't be blocked by creatures with power"), token('num'), words('or less')), ([, n]) => ({
    kind: 'cantBeBlockedByPowerOrLess',
    power: n.n,
  })),
  map(seq(words("can't be blocked by"), creatureQualities), ([, by]) => ({ kind: 'cantBeBlockedBy', by })),
  map(seq(words("can't be blocked except by"), count, words('or more creatures')), ([, n]) =>
    n >= 2 ? { kind: 'cantBeBlockedByFewerThan', n } : null,
  ),
  map(seq(words("can't be blocked except by"), creatureQualities), ([, by]) => ({
    kind: 'cantBeBlockedExceptBy',
    by,
  })),
  map(words("can't be blocked"), () => ({ kind: 'cantBeBlocked' })),
  map(words('can block only creatures with flying'), () => ({ kind: 'canBlockOnlyFlying' })),
  map(words('can block an additional creature each combat'), () => ({ kind: 'canBlockAdditional', n: 1 })),
  map(seq(words('can block an additional'), count, words('creatures each combat')), ([, n]) =>
    n >= 2 ? { kind: 'canBlockAdditional', n } : null,
  ),
  map(words('can block any number of creatures'), () => ({ kind: 'canBlockAnyNumber' })),
  map(words('attacks each combat if able'), () => ({ kind: 'attacksEachCombat' })),
  map(words('blocks each combat if able'), () => ({ kind: 'blocksEachCombat' })),
  map(words('must be blocked if able'), () => ({ kind: 'mustBeBlocked' })),
  map(seq(words('enters'), opt(words('the battlefield')), words('tapped')), () => ({ kind: 'entersTapped' })),
  map(words("doesn't untap during your untap step"), () => ({ kind: 'doesntUntap' })),
);

/** CR 509.1c: "All creatures", "All Walls", "All creatures with flying": which blockers it asks. */
const ableBlockers: Parser<Restriction> = map(
  seq(
    words('all'),
    alt<Quality[] | 'any'>(
      creatureQualities,
      map(words('creatures'), () => 'any' as const),
    ),
    words('able to block'),
  ),
  ([, by]) => (by === 'any' ? { kind: 'allAbleToBlock' } : { kind: 'allAbleToBlock', by }),
);

/**
 * CR 509.1c: "All creatures able to block [subject] do so." (Prized Unicorn, Lure), with the
 * subject's own parser: [this], enchanted creature, "target creature this turn".
 */
export const allAbleToBlock = <T>(subject: Parser<T>): Parser<readonly [Restriction, T]> =>
  map(seq(ableBlockers, subject, words('do so')), ([r, s]) => [r, s] as const);

const ability =
  (restriction: Restriction) =>
  (text: string): AbilityDef => ({ kind: 'restriction', text, restriction });

/** CR 502.3: "You may choose not to untap [this] during your untap step." (Amber Prison) */
const mayNotUntap: AbilityParser = map(
  seq(words('you may choose not to untap'), token('self'), words('during your untap step'), punct('.')),
  () => ability({ kind: 'mayNotUntap' }),
);

/** "You may have [this] assign its combat damage as though it weren't blocked." (Thorn Elemental) */
const asThoughUnblocked: AbilityParser = map(
  seq(
    words('you may have'),
    token('self'),
    words("assign its combat damage as though it weren't blocked"),
    punct('.'),
  ),
  () => ability({ kind: 'mayAssignAsThoughUnblocked' }),
);

/** "Creatures with power less than [this]'s power can't block it." (Wandering Wolf) */
const lesserPower: AbilityParser = map(
  seq(words('creatures with power less than'), token('self'), words("'s power can't block it"), punct('.')),
  () => ability({ kind: 'cantBeBlockedByLesserPower' }),
);

export const restrictionAbility: AbilityParser = alt(
  map(seq(token('self'), restriction, punct('.')), ([, r]) => ability(r)),
  map(seq(allAbleToBlock(token('self')), punct('.')), ([[r]]) => ability(r)),
  lesserPower,
  mayNotUntap,
  asThoughUnblocked,
);
