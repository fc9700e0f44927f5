import type { TargetingController, Trigger } from '../../effects/types.js';
import { alt, anyOf, map, opt, type Parser, seq, token, words } from '../parser.js';

/** What a "becomes the target" trigger waits for: a spell, or an ability too, and who controls it. */
interface Targeting {
  readonly abilities: boolean;
  readonly by: TargetingController;
}

/** "becomes the target of a spell [or ability] [you control | an opponent controls]" (CR 601.2c, 602.2b, 603.3d). */
export const becomesTheTarget: Parser<Targeting> = map(
  seq(
    words('becomes the target of a spell'),
    opt(words('or ability')),
    opt(
      alt(
        map(words('you control'), () => 'you' as const),
        map(words('an opponent controls'), () => 'opponents' as const),
      ),
    ),
  ),
  ([, orAbility, by]) => ({ abilities: orAbility !== null, by: by ?? 'any' }),
);

/**
 * "When[ever] [this] becomes the target of a spell [or ability] [you control | an opponent
 * controls]": Angelic Protector, Phantasmal Bear, Ashenmoor Liege.
 */
export const becomesTarget: Parser<Trigger> = map(
  seq(anyOf('when', 'whenever'), token('self'), becomesTheTarget),
  ([, , targeting]): Trigger => ({ kind: 'becomesTarget', ...targeting }),
);
