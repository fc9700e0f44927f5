import { alt, map, type Parser, punct, seq, token, words } from '../parser.js';
import { puttableCounterKind } from './counter-kind.js';
import type { On, RawInstruction, Ref } from './references.js';
import { buildAll, wrapping } from './wrapped-sentences.js';

/**
 * CR 608.2c, 122.1: "Remove a +1/+1 counter from [this / it]. If you do, [Y]" (Clockwork Hydra,
 * Exemplar of Strength, Noosegraf Mob): no choice; [Y] is followed only if a counter was
 * removed, so not once the object has none or has left the battlefield. Only the object itself
 * ("it" naming it) is read: the engine removes such a counter from its source.
 */

const fromItself = alt<Ref>(
  map(token('self'), (): Ref => ({ kind: 'self' })),
  map(words('it'), (): Ref => ({ kind: 'it' })),
);

export const removeCounterIfDone = (clause: Parser<RawInstruction[]>): Parser<RawInstruction[]> =>
  map(
    seq(
      words('remove a'),
      puttableCounterKind,
      words('counter from'),
      fromItself,
      punct('.'),
      words('if you do'),
      punct(','),
      clause,
    ),
    ([, counter, , from, , , , then]) => {
      // The removal is read with the sentences after it, so that `settle` sees what it names.
      const removal: RawInstruction = { ref: from, build: () => null };
      const whole = wrapping([removal, ...then]);
      if (whole === null) return null;
      return [
        {
          ...whole,
          build: (on: On, it: On) => {
            if (from.kind === 'it' && it !== 'self') return null;
            const ifDone = buildAll(then, on, 'self');
            return ifDone === null ? null : { kind: 'removeCounter', counter, ifDone, otherwise: [] };
          },
        },
      ];
    },
  );
