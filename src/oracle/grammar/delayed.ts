import type { DelayedEvent, Instruction } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import type { RawInstruction } from './references.js';

/**
 * CR 603.7a: "[instruction] at the beginning of the next turn's upkeep / the next end step": a
 * delayed triggered ability, created as the spell or ability resolves. It refers to no target
 * (its targets are gone by then), only to its source ("sacrifice it", 603.7c), or to nothing
 * ("draw a card").
 */

const NEXT: Parser<DelayedEvent> = alt<DelayedEvent>(
  map(words("at the beginning of the next turn 's upkeep"), () => 'nextUpkeep'),
  map(words('at the beginning of the next end step'), () => 'nextEndStep'),
);

/** What a delayed ability may do then: draw, or move its source away. */
const delayable = (i: Instruction): boolean =>
  i.kind === 'drawCards' ||
  ((i.kind === 'sacrifice' || i.kind === 'exile' || i.kind === 'returnToHand') && i.on === 'self');

export const withDelay = (sentence: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(sentence, opt(NEXT)), ([raw, at]): RawInstruction | null => {
    if (at === null) return raw;
    if (raw.ofFirstTarget) return null;
    return {
      ...raw,
      build: (on, it) => {
        const made = raw.build(on, it);
        return made && delayable(made) ? { kind: 'delayed', at, instructions: [made] } : null;
      },
    };
  });
