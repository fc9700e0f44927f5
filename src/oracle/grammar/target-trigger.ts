import type { Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';

/**
 * "When[ever] [this] becomes the target of a spell [or ability] [you control | an opponent
 * controls]" (CR 601.2c, 602.2b, 603.3d): Angelic Protector, Phantasmal Bear, Ashenmoor Liege.
 */
export const becomesTarget: Parser<Trigger> = map(
  seq(
    anyOf('when', 'whenever'),
    token('self'),
    words('becomes the target of a spell'),
    opt(words('or ability')),
    opt(
      alt(
        map(words('you control'), () => 'you' as const),
        map(words('an opponent controls'), () => 'opponents' as const),
      ),
    ),
  ),
  ([, , , orAbility, by]): Trigger => ({
    kind: 'becomesTarget',
    abilities: orAbility !== null,
    by: by ?? 'any',
  }),
);
