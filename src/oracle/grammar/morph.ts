import type { AbilityDef } from '../../effects/types.js';
import { alt, map, opt, punct, seq, words } from '../parser.js';
import { type AbilityParser, cost } from './abilities.js';

/**
 * CR 702.37a-b: "Morph [cost]" and "Megamorph [cost]". The cost is a mana cost ("Morph {2}{U}")
 * or, after a dash, any cost an activated ability may have ("Morph—Discard a card.",
 * "Morph—Pay 5 life."); one the cost grammar doesn't read ("Reveal a blue card in your hand")
 * stays unsupported.
 */
export const morphAbility: AbilityParser = map(
  seq(
    alt(
      map(words('megamorph'), () => true),
      map(words('morph'), () => false),
    ),
    opt(punct('\u2014')),
    cost,
    opt(punct('.')),
  ),
  ([megamorph, , c]) =>
    (text: string): AbilityDef => ({
      kind: 'morph',
      text,
      cost: c.symbols.join(', '),
      ...(c.extra.length > 0 ? { extraCosts: c.extra } : {}),
      ...(megamorph ? { megamorph: true as const } : {}),
    }),
);
