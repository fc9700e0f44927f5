import { map, type Parser, punct, sepBy1, seq, words } from '../parser.js';
import { sentenceEnd } from './granted.js';
import { settle } from './instructions.js';
import type { On, RawInstruction, Ref } from './references.js';

/**
 * CR 603.12: "When you do, [effect]": a reflexive triggered ability, which triggers when the
 * resolving ability does what it offers before it (`optional.ts`: "you may sacrifice a creature.
 * When you do, ..."). It is an ability of its own: its sentences are settled apart from the
 * resolving ability's, and its targets are chosen as it is put on the stack.
 */

/** Whether a sentence names the object itself, or "it" or "that [object]" from before it. */
const namesBefore = (r: RawInstruction): boolean =>
  [r.ref.kind, r.subject?.kind].some((k) => k === 'self' || k === 'it' || k === 'that');

export const reflexive = (raw: readonly RawInstruction[]): RawInstruction => {
  const itself = raw.some(namesBefore);
  // Named as the object itself, the sentence is not one a spell can say (`settle`).
  const ref: Ref = itself ? { kind: 'self' } : { kind: 'none' };
  return {
    ref,
    build: (_on: On, it: On) => {
      // "it" is read as the object itself only; a target or trigger object of the resolving ability is not kept.
      if (itself && it !== 'self') return null;
      const settled = settle(raw, true);
      if (settled === null || settled.targets?.also) return null;
      return {
        kind: 'reflexive',
        ...(settled.targets ? { targets: settled.targets } : {}),
        instructions: settled.instructions,
      };
    },
  };
};

/**
 * ". When you do, [sentences]": the reflexive ability, as one sentence of the resolving one. It
 * reads every sentence it can, and so all of them to the paragraph's end: those after it are its own.
 */
export const whenYouDo = (sentence: Parser<RawInstruction[]>): Parser<RawInstruction> =>
  map(seq(punct('.'), words('when you do'), punct(','), sepBy1(sentence, sentenceEnd)), ([, , , sentences]) =>
    reflexive(sentences.flat()),
  );
