import type { Instruction, ReturnedAs } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, punct, refuse, seq, words } from '../parser.js';
import { type On, type RawInstruction, type Ref, selfOrTargets } from './references.js';

/**
 * Cards returned to the battlefield by the effect that moved them (CR 400.7j): "Exile target
 * creature you control, then return it to the battlefield under its owner's control"
 * (Ephemerate), "Exile [this]. Return it to the battlefield under its owner's control at the
 * beginning of the next end step" (Aetherling, a delayed triggered ability, 603.7a), and "When
 * [this] dies, return it to the battlefield tapped under its owner's control" (the card it
 * became in its graveyard, 400.7e).
 */

/**
 * "to the battlefield [tapped] [transformed] [under its owner's control | under your control]":
 * absent, under the control of the player who puts it there, the ability's controller (110.2a).
 */
const toTheBattlefield: Parser<ReturnedAs> = map(
  seq(
    words('to the battlefield'),
    opt(words('tapped')),
    opt(words('transformed')),
    opt(anyOf("under its owner 's control", 'under your control')),
  ),
  ([, tapped, transformed, control]) => ({
    ...(tapped ? { tapped: true } : {}),
    ...(transformed ? { transformed: true } : {}),
    ...(control === "under its owner 's control" ? { underOwner: true } : {}),
  }),
);

const returnIt = seq(words('return'), anyOf('it', 'that card'), toTheBattlefield);

const thenOrNewSentence = alt<unknown>(seq(punct(','), words('then')), punct('.'));

/**
 * "Exile [this | target creature], then return it (that card) to the battlefield …", "Exile
 * [this]. Return it to the battlefield … at the beginning of the next end step". The later return
 * is read for the object itself only: a delayed ability refers to one object, its source (603.7).
 */
export const flickerOf = (ref: Parser<Ref>): Parser<RawInstruction> =>
  map(
    seq(
      words('exile'),
      ref,
      thenOrNewSentence,
      returnIt,
      opt(words('at the beginning of the next end step')),
    ),
    ([, r, , [, , as], later]) => ({
      ref: r,
      build: (on: On): Instruction | null => {
        if (!selfOrTargets(on)) return null;
        if (later !== null && on !== 'self')
          return refuse(
            "returning an exiled target at the beginning of the next end step is not modelled: the engine's delayed return is the exiled card's own (CR 603.7a, 603.7c)",
          );
        return { kind: 'flicker', on, ...as, ...(later ? { atNextEndStep: true } : {}) };
      },
    }),
  );

/**
 * "Return it to the battlefield [tapped] under its owner's control" in a "when [this] dies"
 * trigger: the card its source became in its graveyard (400.7e, resolution/left-source.ts).
 */
export const returnItToBattlefield: Parser<RawInstruction> = map(returnIt, ([, , as]) => ({
  ref: { kind: 'it' },
  build: (on: On): Instruction | null =>
    on === 'self' ? { kind: 'fromGraveyard', on: 'self', to: 'battlefield', ...as } : null,
}));
