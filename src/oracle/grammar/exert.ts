import type { AbilityDef, Instruction } from '../../effects/types.js';
import { alt, map, type Parser, punct, seq, token, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { sentenceEnd } from './granted.js';
import { settle } from './instructions.js';
import type { RawInstruction } from './references.js';
import { reflexive } from './reflexive.js';

type WhenYouDo = NonNullable<Extract<AbilityDef, { kind: 'exert' }>['whenYouDo']>;

/** The linked ability's sentences, settled as a reflexive ability of the creature itself (603.12). */
const linked = (raw: readonly RawInstruction[]): WhenYouDo | null => {
  const [only] = settle([reflexive(raw)], true)?.instructions ?? [];
  return only?.kind === 'reflexive' ? withoutKind(only) : null;
};

const withoutKind = ({ kind: _, ...rest }: Extract<Instruction, { kind: 'reflexive' }>): WhenYouDo => rest;

/**
 * CR 701.43d: "You may exert [this creature] as it attacks." and, in the same paragraph, the
 * linked "When you do, [effect]" (607.2h): Glorybringer, Ahn-Crop Champion, Trueheart Twins.
 */
export const exertAbility = (sentences: Parser<RawInstruction[]>): AbilityParser =>
  map(
    seq(
      words('you may exert'),
      token('self'),
      words('as it attacks'),
      alt<WhenYouDo | 'none'>(
        map(seq(punct('.'), words('when you do'), punct(','), sentences), ([, , , raw]) => linked(raw)),
        map(sentenceEnd, () => 'none'),
      ),
    ),
    ([, , , then]) =>
      (text: string): AbilityDef => ({
        kind: 'exert',
        text,
        ...(then === 'none' ? {} : { whenYouDo: then }),
      }),
  );
