import type { Instruction } from '../../effects/types.js';
import { pendingText } from '../ability-texts.js';
import { alt, map, type Parser, seq, token, words } from '../parser.js';
import { targetOpponent } from './library.js';
import type { RawInstruction, Ref } from './references.js';

/** "[subject] an emblem with "…"": the quoted ability kept as text, read as the emblem's (ability-texts.ts). */
const getsEmblem = (subject: string, who: 'you' | 'targets', ref: Ref): Parser<RawInstruction> =>
  map(
    seq(words(`${subject} an emblem with`), token('quoted')),
    ([, quoted]): RawInstruction => ({
      ref,
      build: (on): Instruction | null =>
        who === 'targets' && on !== 'targets'
          ? null
          : { kind: 'getEmblem', who, emblem: { abilities: [pendingText(quoted.text)] } },
    }),
  );

/**
 * CR 114.2: "You get an emblem with "…"", "Target opponent gets an emblem with "…"": that player
 * puts an emblem with the quoted ability into the command zone, where it functions (114.4).
 */
export const getEmblemInstruction: Parser<RawInstruction> = alt(
  getsEmblem('you get', 'you', { kind: 'none' }),
  getsEmblem('target opponent gets', 'targets', targetOpponent),
);
