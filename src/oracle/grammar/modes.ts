import type { Instruction, Mode, TargetSpec } from '../../effects/types.js';
import { optional } from '../../result.js';
import { alt, map, opt, type Parser, punct, refuse, sepBy1, seq, words } from '../parser.js';
import { sentenceEnd } from './granted.js';
import { settle } from './instructions.js';
import type { RawInstruction } from './references.js';

/**
 * Modal abilities (CR 700.2): "Choose one —", "Choose one or both —", "Choose one or more —",
 * "Choose two —" and a bulleted list of modes, each read with the instruction grammar and
 * settled on its own, so each mode has its own targets (700.2c, 700.2f). A mode the grammar can't read leaves the whole
 * ability unread. The modes are chosen as the ability is put on the stack (700.2a-b).
 */

interface Choose {
  readonly min: number;
  /** `all`: "choose one or more", any number of the modes, each once (700.2d). */
  readonly max: number | 'all';
}

const choose: Parser<Choose> = alt<Choose>(
  map(words('choose one or both'), () => ({ min: 1, max: 2 })),
  map(words('choose one or more'), () => ({ min: 1, max: 'all' })),
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
  return { targets: settled.targets, instructions: settled.instructions };
};

const variable = (spec: TargetSpec | null): boolean =>
  spec !== null && [spec, ...(spec.also ?? [])].some((w) => w.upTo !== undefined);

/**
 * CR 700.2c, 601.2c: the action's targets are split among the chosen modes in printed order, each
 * taking as many as it names; a mode with a variable number takes those beyond the others', so
 * it must be the last chosen that can have targets: one mode chosen, or no mode with targets
 * printed after it.
 */
const targetsSplit = (modes: readonly Mode[], most: number): boolean => {
  if (most === 1) return true;
  const withTargets = modes.filter((m) => m.targets !== null);
  return withTargets.slice(0, -1).every((m) => !variable(m.targets));
};

/**
 * A mode's subject "it" (fight), which the trigger it is in must let be the object itself; not
 * one naming a target before it in its mode ("Target creature you control gets +1/+0 until end
 * of turn. It deals damage equal to its power to target creature", Brokers Charm, 115.1).
 */
const itSubject = (raws: readonly (readonly RawInstruction[])[]): RawInstruction['subject'] =>
  raws
    .flatMap((raw) =>
      raw.filter((r, k) => r.subject?.kind === 'it' && !raw.slice(0, k).some((p) => p.ref.kind === 'target')),
    )
    .at(0)?.subject;

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
      const max = count.max === 'all' ? raws.length : count.max;
      if (raws.length < 2 || raws.length < max) return null;
      const modes = raws.map(settleMode);
      if (modes.some((m) => m === null)) return null;
      const settled = modes.filter((m): m is Mode => m !== null);
      if (settled.some((m) => answeredOnResolution(m.instructions))) return null;
      if (!targetsSplit(settled, max))
        return refuse(
          'a mode with a variable number of targets before another mode with targets, where several modes may be chosen: which of the targets announced are whose is not read (CR 700.2c, 601.2c)',
        );
      const onSelf = raws.some((raw) => settle(raw, false) === null);
      const subject = itSubject(raws);
      const saysIt = raws.some(
        (raw) => raw.some((r) => r.ref.kind === 'it') && !raw.some((r) => r.ref.kind === 'target'),
      );
      const modal: Instruction = { kind: 'modal', min: count.min, max, modes: settled };
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
