import type { AbilityDef, Instruction, StaticPrevention, Value } from '../../effects/types.js';
import { optional } from '../../result.js';
import { alt, anyOf, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { keyword } from './keywords.js';
import { cardTypeWord, subtypePlural } from './nouns.js';
import { amount } from './numbers.js';
import { type RawInstruction, type Ref, selfOrTargets } from './references.js';
import { target } from './targets.js';

/**
 * Prevention (CR 615): "Prevent the next N damage that would be dealt to any target this turn"
 * as an instruction making shields (615.7), and a permanent's static prevention abilities
 * ("Prevent all damage that would be dealt to ~", a Phantom creature's 615.5 counter).
 */

type Side = 'to' | 'by' | 'toAndBy';

/** "the next N damage", "the next N combat damage", "all damage", "all combat damage". */
interface HowMuch {
  readonly amount: Value | undefined;
  readonly combat: boolean;
}

const howMuch: Parser<HowMuch> = alt<HowMuch>(
  map(seq(words('the next'), amount, opt(words('combat')), words('damage')), ([, n, combat]) => ({
    amount: n,
    combat: combat !== null,
  })),
  map(seq(words('all'), opt(words('combat')), words('damage')), ([, combat]) => ({
    amount: undefined,
    combat: combat !== null,
  })),
);

const side: Parser<Side> = alt<Side>(
  map(words('that would be dealt to and dealt by'), () => 'toAndBy'),
  map(words('that would be dealt to'), () => 'to'),
  map(words('that would be dealt by'), () => 'by'),
);

const shielded: Parser<Ref | 'you'> = alt<Ref | 'you'>(
  map(token('self'), () => ({ kind: 'self' })),
  // A planeswalker that became a creature is "him" or "her" (Gideon Jura).
  map(anyOf('it', 'him', 'her'), () => ({ kind: 'it' })),
  map(words('that creature'), () => ({ kind: 'that' })),
  map(words('you'), () => 'you' as const),
  map(target, (spec) => ({ kind: 'target', spec })),
);

/** Which damage a prevention instruction names, and whose: `who` null is all damage. */
interface Prevented {
  readonly damage: Side;
  readonly who: Ref | 'you' | null;
}

/**
 * "that would be dealt to [it] this turn", "that would be dealt this turn to / by [it]", "[it]
 * would deal this turn", and "that would be dealt this turn" alone: all damage, whoever deals it to
 * whom (Fog).
 */
const prevented: Parser<Prevented> = alt<Prevented>(
  map(seq(side, shielded, words('this turn')), ([damage, who]) => ({ damage, who })),
  map(seq(words('that would be dealt this turn to'), shielded), ([, who]) => ({ damage: 'to', who })),
  map(seq(words('that would be dealt this turn by'), shielded), ([, who]) => ({ damage: 'by', who })),
  map(words('that would be dealt this turn'), () => ({ damage: 'to', who: null })),
  map(seq(shielded, words('would deal this turn')), ([who]) => ({ damage: 'by', who })),
);

/**
 * "Prevent the next N damage that would be dealt to any target this turn", "Prevent all combat
 * damage that would be dealt to and dealt by ~ this turn" (615.7, 615.1a), "Prevent all combat
 * damage target creature would deal this turn", Fog's "Prevent all combat damage that would be
 * dealt this turn". Damage dealt by a player is no damage (120.1), so a 'by' shield names an
 * object.
 */
export const preventInstruction: Parser<RawInstruction> = map(
  seq(words('prevent'), howMuch, prevented),
  ([, much, { damage, who }]) => {
    if (who === 'you' && damage !== 'to') return null;
    const make = (on: 'targets' | 'self' | 'you' | 'all'): Instruction => ({
      kind: 'preventDamage',
      on,
      damage,
      ...optional('amount', much.amount),
      ...(much.combat ? { combatOnly: true as const } : {}),
    });
    if (who === null) return { ref: { kind: 'none' }, build: () => make('all') };
    if (who === 'you') return { ref: { kind: 'none' }, build: () => make('you') };
    if (who.kind === 'target' && damage !== 'to' && (who.spec.players || who.spec.anyTarget)) return null;
    return { ref: who, build: (on) => (selfOrTargets(on) ? make(on) : null) };
  },
);

type SourceQuality = Pick<
  StaticPrevention,
  'sourceTypes' | 'sourceSubtypes' | 'sourceKeyword' | 'sourceEnchanted' | 'sourceInCombat'
>;

/**
 * The sources of the damage a static prevention ability prevents: "creatures", "artifact
 * creatures", "creatures with first strike", "enchanted creatures", "creatures it's blocking",
 * "creatures blocking it", "artifact sources", "Walls", "Deserts".
 */
const sources: Parser<SourceQuality> = alt<SourceQuality>(
  // The longer phrases first: "creatures it's blocking" also begins with "creatures".
  map(words('enchanted creatures'), () => ({ sourceTypes: ['Creature'], sourceEnchanted: true })),
  map(words("creatures it 's blocking"), () => ({
    sourceTypes: ['Creature'],
    sourceInCombat: 'blockedByIt',
  })),
  map(words('creatures blocking it'), () => ({ sourceTypes: ['Creature'], sourceInCombat: 'blockingIt' })),
  map(
    seq(opt(cardTypeWord), words('creatures'), opt(seq(words('with'), keyword))),
    ([type, , withKeyword]) => ({
      sourceTypes: type === null || type === 'Creature' ? ['Creature'] : [type, 'Creature'],
      ...(withKeyword === null ? {} : { sourceKeyword: withKeyword[1] }),
    }),
  ),
  map(seq(cardTypeWord, words('sources')), ([type]) => ({ sourceTypes: [type] })),
  map(subtypePlural, (subtype) => ({ sourceSubtypes: [subtype] })),
);

const ofSelf =
  (prevention: StaticPrevention) =>
  (text: string): AbilityDef => ({
    kind: 'prevention',
    text,
    prevention,
  });

const fullStop = punct('.');

/**
 * A permanent's static prevention abilities (615.1a): "Prevent all [combat] damage that would
 * be dealt to [and dealt by] ~ [by creatures].", an Aura's or Equipment's "… [to] enchanted
 * creature"; and a Phantom creature's "If damage would be dealt to ~, prevent that damage.
 * Remove a +1/+1 counter from ~." (615.5).
 */
export const preventionAbility: AbilityParser = alt(
  map(
    seq(
      words('prevent all'),
      opt(words('combat')),
      words('damage'),
      side,
      alt(
        map(token('self'), () => false),
        map(anyOf('enchanted creature', 'equipped creature'), () => true),
      ),
      opt(seq(words('by'), sources)),
      fullStop,
    ),
    ([, combat, , damage, attached, by]) =>
      damage !== 'to' && by !== null
        ? null
        : ofSelf({
            to: damage !== 'by',
            by: damage !== 'to',
            ...(attached ? { attached: true as const } : {}),
            ...(combat ? { combatOnly: true as const } : {}),
            ...(by === null ? {} : by[1]),
          }),
  ),
  // CR 615.12: "Damage that would be dealt by ~ can't be prevented."
  map(seq(words('damage that would be dealt by'), token('self'), words("can't be prevented"), fullStop), () =>
    ofSelf({ to: false, by: true, unpreventable: true }),
  ),
  map(
    seq(
      words('if damage would be dealt to'),
      token('self'),
      punct(','),
      words('prevent that damage'),
      fullStop,
      words('remove a'),
      token('pt'),
      words('counter from'),
      token('self'),
      fullStop,
    ),
    ([, , , , , , t]) =>
      t.signed && 'n' in t.power && t.power.n === 1 && 'n' in t.toughness && t.toughness.n === 1
        ? ofSelf({ to: true, by: false, thenRemoveCounter: '+1/+1' })
        : null,
  ),
);
