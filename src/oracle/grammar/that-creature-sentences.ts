import type { Instruction, Value } from '../../effects/types.js';
import { alt, map, type Parser, seq, words } from '../parser.js';
import { anotherTarget } from './counted-targets.js';
import { type RawInstruction, recipients, source, sourceIsSelf } from './references.js';
import { target } from './targets.js';
import { ofThat, thatCreatures } from './that-creature.js';

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

/** "You gain life equal to that creature's toughness": "that creature" is what `settle` says it names. */
const lifeEqual: Parser<RawInstruction> = alt(
  ...LIFE.map(([phrase, make]) =>
    map(
      seq(words(phrase), thatCreatures),
      ([, of]): RawInstruction => ({
        ref: { kind: 'that' },
        build: (on) => {
          const amount = ofThat(of, on);
          return amount && make(amount);
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
  damageToTarget,
  damageToRecipients,
);
