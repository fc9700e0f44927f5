import type { Instruction, Value } from '../../effects/types.js';
import { alt, anyOf, map, type Parser, seq, token, words } from '../parser.js';
import { anotherTarget } from './counted-targets.js';
import { amount } from './numbers.js';
import { actor, type RawInstruction, type Ref, recipients, self, source } from './references.js';
import { target } from './targets.js';
import { quantityOf } from './values.js';

/**
 * More damage sentences (CR 120.2): "[it] deals damage equal to its power to any target", and
 * a second amount to other recipients after "and": "deals 2 damage to any target and 3 damage
 * to you". The source is the object itself, as in the other damage sentences.
 */

const itsPower: Value = { kind: 'powerOfSource' };

/**
 * "[it] deals damage equal to its power to <target or recipients>" (608.2h: its power as it
 * resolves); "it" or "that creature" may be a target named before, whose damage then goes to
 * this second instance of "target" (Deadshot: "Tap target creature. It deals damage equal to its
 * power to another target creature.", 115.1; Domri's Ambush). "deal" after "you may have"
 * (Dwarven Vigilantes: "you may have it deal damage equal to its power to target creature").
 */
export const damageFromPower: Parser<RawInstruction> = alt<RawInstruction>(
  map(
    seq(actor, anyOf('deals', 'deal'), words('damage equal to its power to'), alt(target, anotherTarget)),
    ([from, , , spec]) => ({
      ref: { kind: 'target', spec },
      // "it" or "that creature" is the object itself where `settle` checks the subject, wrapped or not.
      build: (on) => (on === 'targets' ? { kind: 'dealDamage', to: 'targets', amount: itsPower } : null),
      ...(from.kind === 'self' ? {} : { subject: from, ofFirstTarget: { kind: 'targetDealsPowerDamage' } }),
    }),
  ),
  map(seq(source, words('deals damage equal to its power to'), recipients), ([r, , to]) => ({
    ref: r.kind === 'it' ? r : { kind: 'none' },
    build: (on): Instruction | null =>
      on === 'self' ? { kind: 'dealDamage', ...to, amount: itsPower } : null,
  })),
);

/**
 * "... and 3 damage to you": the same source deals more damage, to these recipients; or to
 * another instance of "target" (Arc Trail: "... 2 damage to any target and 1 damage to another
 * target", CR 115.1).
 */
export const moreDamage: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(amount, words('damage to'), recipients), ([n, , to]) => ({
    ref: { kind: 'none' } as const,
    build: (): Instruction => ({ kind: 'dealDamage', ...to, amount: n }),
  })),
  map(seq(amount, words('damage to'), alt(target, anotherTarget)), ([n, , spec]) => ({
    ref: { kind: 'target', spec },
    build: (on): Instruction | null =>
      on === 'targets' ? { kind: 'dealDamage', to: 'targets', amount: n } : null,
  })),
);

/**
 * "Target creature deals damage to itself equal to its power" (Inner Struggle), "Each creature
 * deals damage to itself equal to its power" (Solar Blaze): each creature is the source (120.2).
 */
export const damageItself: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(target, words('deals damage to itself equal to its power')), ([spec]) => ({
    ref: { kind: 'target', spec },
    build: (on) => (on === 'targets' ? { kind: 'damageItselfByPower', on } : null),
  })),
  map(words('each creature deals damage to itself equal to its power'), () => ({
    ref: { kind: 'none' },
    build: (): Instruction => ({ kind: 'damageItselfByPower', on: 'eachCreature' }),
  })),
);

/**
 * "That creature deals damage equal to its power to [this]" after "[this] deals damage equal to
 * its power to target creature" (Karplusan Yeti, Tracker): the target deals damage back (120.2).
 */
export const damageBackByPower: Parser<RawInstruction> = map(
  seq(words('that creature deals damage equal to its power to'), token('self')),
  (): RawInstruction => ({
    ref: { kind: 'that' },
    build: (on) => (on === 'targets' ? { kind: 'targetDealsPowerDamageToSelf' } : null),
  }),
);

/**
 * "That creature / It deals damage equal to its power to its controller" after a target
 * (Backlash, Traitor's Roar: "Tap target untapped creature. …"): the target deals it to the
 * player who controls it (120.2, 608.2c).
 */
export const damageToItsController: Parser<RawInstruction> = map(
  seq(
    alt(
      map(words('that creature'), (): Ref => ({ kind: 'that' })),
      map(words('it'), (): Ref => ({ kind: 'it' })),
    ),
    words('deals damage equal to its power to its controller'),
  ),
  ([ref]): RawInstruction => ({
    ref,
    build: (on) => (on === 'targets' ? { kind: 'targetDealsPowerDamageToItsController' } : null),
  }),
);

/**
 * Bring Low's "If that creature has a +1/+1 counter on it, Bring Low deals 5 damage to it
 * instead": the target named before (608.2c) is dealt the damage; the source is the object
 * itself by name, as "it" there is the recipient (120.2).
 */
export const damageToIt: Parser<RawInstruction> = map(
  seq(
    self,
    words('deals'),
    quantityOf('damage'),
    words('to'),
    alt(
      map(words('it'), (): Ref => ({ kind: 'it' })),
      map(words('that creature'), (): Ref => ({ kind: 'that' })),
    ),
  ),
  ([, , n, , to]) => ({
    ref: to,
    build: (on): Instruction | null =>
      on === 'targets' ? { kind: 'dealDamage', to: 'targets', amount: n } : null,
  }),
);
