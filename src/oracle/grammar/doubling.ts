import type { Filter, Instruction, LayerOp, Value } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import { constant } from './numbers.js';
import { type On, type RawInstruction, type Ref, self, selfOrTargets } from './references.js';
import { creatureGroup } from './subjects.js';
import { target } from './targets.js';

/**
 * Doubling power and toughness (CR 701.10a-c): "Double target creature's power until end of
 * turn", "double the power and toughness of each creature you control until end of turn". The
 * creature gets +X/+0, X its power as the ability resolves (701.10b), fixed for each creature
 * (608.2h); a negative power is added as it is (701.10c).
 */

type Part = 'power' | 'toughness';

const parts: Parser<readonly Part[]> = alt<readonly Part[]>(
  map(words('power and toughness'), () => ['power', 'toughness']),
  map(words('power'), () => ['power']),
  map(words('toughness'), () => ['toughness']),
);

const doubled = (which: readonly Part[]): LayerOp => {
  const side = (of: Part): Value =>
    which.includes(of) ? { kind: 'ofAffected', of, doubling: true } : constant(0);
  return { kind: 'modifyPT', power: side('power'), toughness: side('toughness') };
};

const effect = (on: 'targets' | 'filter' | 'self', affects: Filter, which: readonly Part[]): Instruction => ({
  kind: 'createEffect',
  on,
  effect: { affects, ops: [doubled(which)] },
  duration: 'endOfTurn',
});

/** "[this]'s", "its": the object itself (Grunn, the Lonely King; Reckless Amplimancer). */
const itsOwn: Parser<Ref> = alt<Ref>(
  map(seq(self, words("'s")), ([ref]) => ref),
  map(words('its'), () => ({ kind: 'it' })),
);

/**
 * "target creature's power", "the power of target creature", "the power of each creature you
 * control", "[this]'s power", "its power".
 */
const whatIsDoubled: Parser<RawInstruction> = alt<RawInstruction>(
  map(seq(itsOwn, parts), ([ref, which]) => ({
    ref,
    build: (on: On) => (selfOrTargets(on) ? effect(on, {}, which) : null),
  })),
  map(seq(target, words("'s"), parts), ([spec, , which]) => ({
    ref: { kind: 'target', spec },
    build: (on: On) => (on === 'targets' ? effect(on, {}, which) : null),
  })),
  map(seq(words('the'), parts, words('of'), target), ([, which, , spec]) => ({
    ref: { kind: 'target', spec },
    build: (on: On) => (on === 'targets' ? effect(on, {}, which) : null),
  })),
  // CR 611.2c: the creatures there as it resolves, each with its own X.
  map(seq(words('the'), parts, words('of'), creatureGroup), ([, which, , affects]) => ({
    ref: { kind: 'none' },
    build: () => effect('filter', affects, which),
  })),
);

const untilEndOfTurn = words('until end of turn');

export const doubling: Parser<RawInstruction> = alt(
  map(seq(words('double'), whatIsDoubled, untilEndOfTurn), ([, raw]) => raw),
  map(seq(untilEndOfTurn, opt(punct(',')), words('double'), whatIsDoubled), ([, , , raw]) => raw),
);
