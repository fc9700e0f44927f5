import type { Instruction, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import { anotherTarget } from './counted-targets.js';
import { targetOpponent } from './library.js';
import { amount } from './numbers.js';
import { type On, type RawInstruction, type Ref, recipients, source, sourceIsSelf } from './references.js';
import { target } from './targets.js';
import { itsNumber, ofThat, type ThatOf, thatCreatures } from './that-creature.js';

/**
 * Sentences whose number is "that creature's power" (608.2h), "that creature" being the target
 * or the trigger's object named before the sentence (608.2c, `settle`'s `it`): "Tap up to one
 * target creature. You gain life equal to that creature's power." (Brightmare), "Whenever
 * another creature enters under your control, [this] deals damage equal to that creature's
 * power to any target." (Terror of the Peaks).
 */

const LIFE: readonly (readonly [string, (amount: Value) => Instruction])[] = [
  ['you gain life equal to', (amount) => ({ kind: 'gainLife', amount })],
  // CR 119.3.
  ['you lose life equal to', (amount) => ({ kind: 'loseLife', who: 'you', amount })],
];

/**
 * "Its controller gains life equal to its power" (Swords to Plowshares), "That creature's
 * controller gains ..." (Solitude): the target's controller as the resolution began, which keeps
 * it once exiled (608.2h); the target named before it only (608.2c), never the trigger's object.
 */
const CONTROLLER_GAINS: readonly (readonly [subject: string, number: Parser<ThatOf>, ref: Ref])[] = [
  ['its controller gains life equal to', itsNumber, { kind: 'it' }],
  ["that creature 's controller gains life equal to", itsNumber, { kind: 'that' }],
  ["that creature 's controller gains life equal to", thatCreatures, { kind: 'that' }],
];

/**
 * "its power" after a sentence: the object itself (its power as it last existed once it has
 * left, "When [this] dies, you gain life equal to its power"), or the target or trigger's object
 * named before it (608.2c, 608.2h: Chastise, Garruk, Apex Predator; Angelic Chorus).
 */
const ofIt = (of: ThatOf, on: On): Value | null =>
  on === 'self' ? (of === 'power' ? { kind: 'powerOfSource' } : null) : ofThat(of, on);

/** "You gain life equal to that creature's toughness", "... its toughness": "that creature" or "it" is what `settle` says it names. */
const lifeEqual: Parser<RawInstruction> = alt(
  ...LIFE.flatMap(([phrase, make]) =>
    (
      [
        [thatCreatures, { kind: 'that' }, ofThat],
        [itsNumber, { kind: 'it' }, ofIt],
      ] as const
    ).map(([number, ref, read]) =>
      map(
        seq(words(phrase), number),
        ([, of]): RawInstruction => ({
          ref,
          build: (on) => {
            const amount = read(of, on);
            return amount && make(amount);
          },
        }),
      ),
    ),
  ),
  ...CONTROLLER_GAINS.map(([subject, number, ref]) =>
    map(
      seq(words(subject), number),
      ([, of]): RawInstruction => ({
        ref,
        build: (on) => {
          const amount = ofThat(of, on);
          return amount && on === 'targets' ? { kind: 'gainLife', who: 'targetsController', amount } : null;
        },
      }),
    ),
  ),
);

/** "its power", "its toughness", "its power plus its toughness" (Phthisis): the sum of them. */
const itsNumbers: Parser<readonly ThatOf[]> = map(
  seq(itsNumber, opt(map(seq(words('plus'), itsNumber), ([, of]) => of))),
  ([first, second]) => (second === null ? [first] : [first, second]),
);

/** "Its controller", "That creature's controller": the controller of the target named before (608.2c). */
const targetsController = alt<Ref>(
  map(words('its controller'), (): Ref => ({ kind: 'it' })),
  map(words("that creature 's controller"), (): Ref => ({ kind: 'that' })),
);

/** "gains N life", "loses N life": the target's controller (608.2h). */
const lifeBy = (verb: 'gains' | 'loses', kind: 'gainLife' | 'loseLife') =>
  map(
    seq(words(verb), amount, words('life')),
    ([, n]) =>
      (): Instruction => ({ kind, who: 'targetsController', amount: n }),
  );

/** What the target's controller gains or loses: a number of life, or life equal to its numbers. */
const controllerLife: Parser<(on: On) => Instruction | null> = alt(
  map(seq(words('loses life equal to'), itsNumbers), ([, numbers]) => (on: On): Instruction | null => {
    const parts = numbers.flatMap((of) => ofThat(of, on) ?? []);
    const [first] = parts;
    if (first === undefined) return null;
    const amount: Value = parts.length === 1 ? first : { kind: 'sum', of: parts };
    return { kind: 'loseLife', who: 'targetsController', amount };
  }),
  lifeBy('gains', 'gainLife'),
  lifeBy('loses', 'loseLife'),
);

/**
 * "Its controller loses life equal to its power plus its toughness" (Phthisis), "Its controller
 * gains 4 life" (Last Breath), "That creature's controller loses ...": the target's controller as
 * the resolution began, its numbers as it last existed once it has left (608.2h); with an "up to
 * one" target left unchosen, no one gains or loses life.
 */
const controllerGainsOrLoses: Parser<RawInstruction> = map(
  seq(targetsController, controllerLife),
  ([ref, make]): RawInstruction => ({ ref, build: (on) => (on === 'targets' ? make(on) : null) }),
);

const targetPlayer: Ref = { kind: 'target', spec: { count: 1, filter: {}, players: true } };

/**
 * "Draw cards equal to its power" (Prime Speaker Zegana; Thought Sponge, its power as it last
 * existed once it has died), "target player loses life equal to its power" (Mortis Dogs): "it" is
 * what it names where the sentence begins, the object itself before any target (608.2c, 608.2h).
 */
const itsNumberSentences: Parser<RawInstruction> = alt(
  // "Target player sacrifices a creature. You draw cards equal to that creature's power." (Twisted Justice).
  map(
    seq(opt(words('you')), words('draw cards equal to'), thatCreatures),
    ([, , of]): RawInstruction => ({
      ref: { kind: 'that' },
      build: (on) => {
        const amount = ofThat(of, on);
        return amount && { kind: 'drawCards', amount };
      },
    }),
  ),
  map(
    seq(opt(words('you')), words('draw cards equal to'), itsNumber),
    ([, , of]): RawInstruction => ({
      ref: { kind: 'none' },
      build: (_on, it) => {
        const amount = ofIt(of, it);
        return amount && { kind: 'drawCards', amount };
      },
    }),
  ),
  ...(
    [
      ['target player', targetPlayer],
      ['target opponent', targetOpponent],
    ] as const
  ).map(([subject, ref]) =>
    map(
      seq(words(`${subject} loses life equal to`), itsNumber),
      ([, of]): RawInstruction => ({
        ref,
        build: (on, it) => {
          const amount = it === 'self' && ofIt(of, it);
          return amount && on === 'targets' ? { kind: 'loseLife', who: 'targets', amount } : null;
        },
      }),
    ),
  ),
);

const damageEqual = seq(source, words('deals damage equal to'), thatCreatures, words('to'));

/** "[this] deals damage equal to that creature's power to any target" (CR 120.2: the source is the object itself). */
const damageToTarget: Parser<RawInstruction> = map(
  seq(damageEqual, alt(target, anotherTarget)),
  ([[from, , of], spec]) => ({
    ref: { kind: 'target', spec },
    build: (on, it) => {
      const amount = ofThat(of, it);
      return amount && on === 'targets' && sourceIsSelf(from, it)
        ? { kind: 'dealDamage', to: 'targets', amount }
        : null;
    },
  }),
);

/** "[this] deals damage equal to that creature's power to each opponent". */
const damageToRecipients: Parser<RawInstruction> = map(
  seq(damageEqual, recipients),
  ([[from, , of], who]) => ({
    ref: from.kind === 'it' ? from : { kind: 'none' },
    build: (on, it): Instruction | null => {
      const amount = ofThat(of, it);
      return amount && on === 'self' ? { kind: 'dealDamage', ...who, amount } : null;
    },
  }),
);

export const thatCreatureSentences: Parser<RawInstruction> = alt(
  lifeEqual,
  controllerGainsOrLoses,
  itsNumberSentences,
  damageToTarget,
  damageToRecipients,
);
