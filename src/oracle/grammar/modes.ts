import type { Instruction, Mode } from '../../effects/types.js';
import { optional } from '../../result.js';
import { alt, map, opt, type Parser, punct, sepBy1, seq, words } from '../parser.js';
import { sentenceEnd } from './granted.js';
import { settle } from './instructions.js';
import type { RawInstruction } from './references.js';

/**
 * Modal abilities (CR 700.2): "Choose one —", "Choose one or both —", "Choose two —" and a
 * bulleted list of modes, each read with the instruction grammar and settled on its own, so each
 * mode has its own targets (700.2c, 700.2f). A mode the grammar can't read leaves the whole
 * ability unread. The modes are chosen as the ability is put on the stack (700.2a-b).
 */

interface Choose {
  readonly min: number;
  readonly max: number;
}

const choose: Parser<Choose> = alt<Choose>(
  map(words('choose one or both'), () => ({ min: 1, max: 2 })),
  map(words('choose one'), () => ({ min: 1, max: 1 })),
  map(words('choose two'), () => ({ min: 2, max: 2 })),
);

/** A mode's name, "Bardic Inspiration —", which like an ability word has no rules meaning (207.2c). */
const modeName: Parser<true> = (toks, at) => {
  let here = at;
  while (toks[here]?.t === 'word' || toks[here]?.t === 'self') here++;
  const dash = toks[here];
  return here > at && dash?.t === 'punct' && dash.v === '\u2014' ? { value: true, at: here + 1 } : null;
};

/**
 * A mode's sentences; a full stop after the last is left for the ability's own end. A sentence
 * may end inside a quoted ability ('with "When this creature dies, you gain 1 life."').
 */
const mode = (sentence: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  map(seq(punct('\u2022'), opt(modeName), sepBy1(sentence, sentenceEnd)), ([, , list]) => list.flat());

const settleMode = (raw: readonly RawInstruction[]): Mode | null => {
  // The mode acts on the object itself only if the ability is a permanent's: the whole
  // ability's reference (below) makes `settle` check that for the ability.
  const settled = settle(raw, true);
  if (settled === null) return null;
  const { targets, instructions } = settled;
  if (targets === null) return { targets, instructions };
  // CR 700.2c: the action's targets are split among the chosen modes by each one's number,
  // so a mode with a variable number of targets, or with two instances of "target", isn't read.
  const { upTo, ...fixed } = targets;
  return upTo === undefined && fixed.also === undefined ? { targets: fixed, instructions } : null;
};

/**
 * Instructions a mode may not hold: a choice made on resolution or mana, whose answers the
 * action gives for the whole ability (`may`, `mana`), not for the modes chosen.
 */
const answeredOnResolution = (instructions: readonly Instruction[]): boolean =>
  instructions.some((i) => i.kind === 'optional' || i.kind === 'modal' || i.kind === 'addMana');

/**
 * "Choose one — • [mode]. • [mode]": one `modal` instruction. Its reference for `settle` is
 * the object itself when a mode acts on it without a target (only a permanent's ability may),
 * "it" when a mode says "it" so, and none otherwise: each mode keeps its targets.
 */
export const modal = (sentence: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  map(
    seq(choose, punct('\u2014'), sepBy1(mode(sentence), sentenceEnd)),
    ([count, , raws]): RawInstruction[] | null => {
      if (raws.length < 2 || raws.length < count.max) return null;
      const modes = raws.map(settleMode);
      if (modes.some((m) => m === null)) return null;
      const settled = modes.filter((m): m is Mode => m !== null);
      if (settled.some((m) => answeredOnResolution(m.instructions))) return null;
      const onSelf = raws.some((raw) => settle(raw, false) === null);
      // A mode's subject "it" (fight), which the trigger it is in must let be the object itself.
      const subject = raws.flat().find((r) => r.subject?.kind === 'it')?.subject;
      const saysIt = raws.some(
        (raw) => raw.some((r) => r.ref.kind === 'it') && !raw.some((r) => r.ref.kind === 'target'),
      );
      const modal: Instruction = { kind: 'modal', min: count.min, max: count.max, modes: settled };
      // A mode's "it" was read as the object itself: right only where "it" is that here (608.2c).
      if (onSelf && saysIt)
        return [
          {
            ref: { kind: 'it' },
            ...optional('subject', subject),
            build: (on) => (on === 'self' ? modal : null),
          },
        ];
      return [
        {
          ref: onSelf ? { kind: 'self' } : { kind: 'none' },
          ...optional('subject', subject),
          build: () => modal,
        },
      ];
    },
  );
