import type { Instruction, LayerOp, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, token, words } from '../parser.js';
import { isItself, type On, type RawInstruction } from './references.js';

/**
 * ", where X is its power": the X of "gets +X/+X" is the object's power as the ability resolves
 * (CR 608.2h; a negative power gives +0/+0, 107.1b). "Its" is the object itself only when the
 * object itself is what gets it; "[this]'s power" always is.
 */

const powerOfSource: Value = { kind: 'powerOfSource' };

const whereX: Parser<'its' | 'self'> = map(
  seq(
    punct(','),
    words('where x is'),
    alt(
      map(words('its'), () => 'its' as const),
      map(seq(token('self'), words("'s")), () => 'self' as const),
    ),
    words('power'),
  ),
  ([, , whose]) => whose,
);

const withPower = (v: Value): Value | null => {
  if (v.kind === 'x') return powerOfSource;
  if (v.kind === 'negate') {
    const of = withPower(v.of);
    return of && { kind: 'negate', of };
  }
  return v.kind === 'constant' ? v : null;
};

const opWithPower = (op: LayerOp): LayerOp | null => {
  if (op.kind !== 'modifyPT') return op;
  const power = withPower(op.power);
  const toughness = withPower(op.toughness);
  return power && toughness && { kind: 'modifyPT', power, toughness };
};

const xIsPower = (made: Instruction | null): Instruction | null => {
  if (made?.kind !== 'createEffect') return null;
  const ops: LayerOp[] = [];
  for (const op of made.effect.ops) {
    const changed = opWithPower(op);
    if (changed === null) return null;
    ops.push(changed);
  }
  return { ...made, effect: { ...made.effect, ops } };
};

/** An instruction, then maybe ", where X is its power". */
export const withWhereX = (instruction: Parser<RawInstruction>): Parser<RawInstruction> =>
  map(seq(instruction, opt(whereX)), ([raw, whose]) =>
    whose === null
      ? raw
      : {
          ref: raw.ref,
          build: (on: On, it: On) =>
            whose === 'its' && !isItself(raw.ref, on) ? null : xIsPower(raw.build(on, it)),
        },
  );
