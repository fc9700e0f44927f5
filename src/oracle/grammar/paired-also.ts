import type { Instruction } from '../../effects/types.js';
import { anyOf, map, type Parser, punct, seq, token, words } from '../parser.js';
import { ptValue } from './numbers.js';
import type { On, RawInstruction } from './references.js';

/**
 * CR 702.95b, 611.2c: Joint Assault's "If it's paired with a creature, that creature also gets
 * +2/+2 until end of turn." after a target: the creature the target is paired with as the
 * sentence is followed, if any, gets the change until end of turn; an unpaired target names none.
 */
export const pairedAlsoGets: Parser<RawInstruction> = map(
  seq(
    words("if it 's paired with a creature"),
    punct(','),
    words('that creature also'),
    anyOf('gets', 'get'),
    token('pt'),
    words('until end of turn'),
  ),
  ([, , , , pt]) => ({
    ref: { kind: 'it' },
    build: (on: On): Instruction | null =>
      on === 'targets' && pt.signed
        ? {
            kind: 'createEffect',
            on: 'pairedWithTargets',
            effect: {
              affects: {},
              ops: [{ kind: 'modifyPT', power: ptValue(pt.power), toughness: ptValue(pt.toughness) }],
            },
            duration: 'endOfTurn',
          }
        : null,
  }),
);
