import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';
import { anotherTarget, upToOneTarget } from './counted-targets.js';
import { amount, constant, count } from './numbers.js';
import { actor, type RawInstruction, source } from './references.js';
import { target } from './targets.js';

/** Keyword actions (CR 701) that are sentences of an effect: "Adapt N" (701.46a), "it explores" (701.44a). */

/** CR 701.46a: "Adapt N"; CR 701.37a: "Monstrosity N"; done by the permanent whose ability it is. */
export const adaptInstruction: Parser<RawInstruction> = map(
  seq(alt(words('adapt'), words('monstrosity')), amount),
  ([verb, n]) => ({
    ref: { kind: 'self' },
    build: (on) => (on === 'self' ? { kind: verb === 'adapt' ? 'adapt' : 'monstrosity', amount: n } : null),
  }),
);

/** CR 701.27a: "transform [this]", done to the permanent whose ability it is. */
export const transformInstruction: Parser<RawInstruction> = map(
  seq(words('transform'), token('self')),
  () => ({
    ref: { kind: 'self' },
    build: (on) => (on === 'self' ? { kind: 'transform' } : null),
  }),
);

/**
 * CR 701.44a: "[this] explores", "it explores" (its source: another permanent it names is not
 * read), and "then it explores again" (Jadelight Ranger: a second explore, 701.44b); CR
 * 701.50a: "[this] connives", "it connives".
 */
export const exploreInstruction: Parser<RawInstruction> = alt(
  map(
    seq(source, words('explores'), opt(words('again'))),
    ([r]): RawInstruction => ({
      ref: r,
      build: (on) => (on === 'self' ? { kind: 'explore' } : null),
    }),
  ),
  map(
    seq(source, words('connives')),
    ([r]): RawInstruction => ({
      ref: r,
      build: (on) => (on === 'self' ? { kind: 'connive' } : null),
    }),
  ),
);

/**
 * CR 701.41a: "Support N": "Put a +1/+1 counter on each of up to N other target creatures" (on a
 * permanent), "... up to N target creatures" (on an instant or sorcery, which is never one of
 * them, so "other" changes nothing there).
 */
export const supportInstruction: Parser<RawInstruction> = map(seq(words('support'), count), ([, n]) => ({
  ref: { kind: 'target', spec: { count: 0, upTo: n, filter: { types: ['Creature'], other: true } } },
  build: (on) =>
    on === 'targets' ? { kind: 'addCounters', on: 'targets', counter: '+1/+1', amount: constant(1) } : null,
}));

/** CR 701.34a: "proliferate", done by the ability's controller. */
export const proliferateInstruction: Parser<RawInstruction> = map(words('proliferate'), () => ({
  ref: { kind: 'none' },
  build: () => ({ kind: 'proliferate' }),
}));

/** CR 701.39a: "bolster N", done by the ability's controller. */
export const bolsterInstruction: Parser<RawInstruction> = map(seq(words('bolster'), amount), ([, n]) => ({
  ref: { kind: 'none' },
  build: () => ({ kind: 'bolster', amount: n }),
}));

/** CR 701.47a, 701.47d: "amass Zombies N", and "amass N", its older printing. */
export const amassInstruction: Parser<RawInstruction> = map(
  seq(words('amass'), opt(words('zombies')), amount),
  ([, , n]) => ({
    ref: { kind: 'none' },
    build: () => ({ kind: 'amass', subtype: 'Zombie', amount: n }),
  }),
);

/**
 * CR 701.14a: "[this] fights target creature [you don't control]", "it fights up to one target
 * creature", "... fights another target creature", and "you may have it fight ..." (optional.ts):
 * the permanent whose ability it is fights the target; or, where "it" or "that creature" is a
 * target named before ("Then that creature fights target creature you don't control", Savage
 * Stomp), that target fights this one (`settle`, 115.1).
 */
export const fightInstruction: Parser<RawInstruction> = map(
  seq(actor, anyOf('fights', 'fight'), alt(upToOneTarget, anotherTarget, target)),
  ([subject, , spec]): RawInstruction => ({
    ref: { kind: 'target', spec },
    subject,
    build: (on) => (on === 'targets' ? { kind: 'fight' } : null),
    ...(subject.kind === 'self' ? {} : { ofFirstTarget: { kind: 'fightTargets' } }),
  }),
);
