import type { Instruction, TextWordFamily } from '../../effects/types.js';
import { alt, map, opt, type Parser, seq, words } from '../parser.js';
import { creatureTypeWord } from './nouns.js';
import type { RawInstruction, Ref } from './references.js';
import { target } from './targets.js';

type Replaced = { readonly families: readonly TextWordFamily[]; readonly to?: string };

/** CR 612.1: which words are replaced, and by what when the text names it ("with Vampire"). */
const replaced: Parser<Replaced> = alt<Replaced>(
  map(words('one color word with another or one basic land type with another'), () => ({
    families: ['color', 'basicLandType'],
  })),
  map(words('one color word with another'), () => ({ families: ['color'] })),
  map(words('one basic land type with another'), () => ({ families: ['basicLandType'] })),
  map(words('one creature type with another'), () => ({ families: ['creatureType'] })),
  map(seq(words('one creature type with'), creatureTypeWord), ([, to]) => ({
    families: ['creatureType'],
    to,
  })),
);

/**
 * "target permanent" (a spell's text on the stack is not changed: spells resolve from their
 * printed text, so "target spell or permanent" is refused, unmodelled-actions.ts), or "that
 * creature", a target named before it (New Blood).
 */
const changed: Parser<Ref> = alt<Ref>(
  map(target, (spec): Ref | null =>
    spec.filter.zone === undefined && !spec.players && !spec.orPlayer && !spec.anyTarget
      ? { kind: 'target', spec }
      : null,
  ),
  map(words('that creature'), (): Ref => ({ kind: 'that' })),
);

/**
 * CR 612.1, 613.1c: "Change the text of target permanent by replacing all instances of one color
 * word with another [or one basic land type with another] [until end of turn]": the words are
 * chosen as it resolves (608.2d); without "until end of turn" the change lasts indefinitely.
 */
export const textChangeInstruction: Parser<RawInstruction> = map(
  seq(
    words('change the text of'),
    changed,
    words('by replacing all instances of'),
    replaced,
    opt(words('until end of turn')),
  ),
  ([, ref, , { families, to }, untilEndOfTurn]) => ({
    ref,
    build: (on): Instruction | null =>
      on === 'targets'
        ? {
            kind: 'changeText',
            on,
            families,
            ...(to === undefined ? {} : { to }),
            duration: untilEndOfTurn ? 'endOfTurn' : 'permanent',
          }
        : null,
  }),
);
