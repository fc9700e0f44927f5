import type { AbilityDef } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaCost } from './mana.js';
import { choiceCost } from './optional.js';
import { type WardCost, ward } from './ward-trigger.js';

/**
 * CR 702.21a: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
 * ability an opponent controls, counter that spell or ability unless that player pays [cost]."
 * Read for mana ("Ward {2}"), life ("Ward—Pay 3 life.") and a discard ("Ward—Discard a card.");
 * the player who targeted decides as it resolves (118.12a).
 */

const cost: Parser<WardCost> = alt<WardCost>(
  map(manaCost, (pay) => ({ pay })),
  map(seq(punct('\u2014'), words('pay'), choiceCost, opt(punct('.'))), ([, , c]) =>
    c.payLife === undefined ? null : c,
  ),
  map(seq(punct('\u2014'), words('discard a card'), opt(punct('.'))), () => ({
    cost: [{ kind: 'discard', who: 'you', amount: { kind: 'constant', n: 1 } }],
  })),
);

export const wardAbility: AbilityParser = map(
  seq(words('ward'), cost),
  ([, c]) =>
    (text: string): AbilityDef =>
      ward(c, text),
);
