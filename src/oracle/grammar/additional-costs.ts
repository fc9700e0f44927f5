import type { AbilityDef, CostOption } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, self, sepBy1, seq, words } from '../parser.js';
import type { CastCostParser } from './cast-costs.js';
import { chosenCost } from './chosen-costs.js';
import { choiceCost } from './optional.js';

/**
 * CR 118.8, 601.2b: a spell's mandatory additional cost, written in its text: "As an additional
 * cost to cast this spell, sacrifice a creature.", "... discard a card.", "... pay 3 life.",
 * "... exile a creature card from your graveyard.", "... reveal a Goblin card from your hand or
 * pay {3}.". Each way offered ("sacrifice a creature or pay {3}{B}", "sacrifice a creature,
 * discard a card, or pay 4 life") is an option of its own; the caster announces one (601.2b).
 */

/** One way of paying: objects the caster chooses, "pay N life", or "pay {3}{B}". */
export const costOption: Parser<CostOption> = alt<CostOption>(
  map(chosenCost, (part): CostOption => ({ cost: '', extraCosts: [part] })),
  map(seq(words('pay'), choiceCost), ([, c]): CostOption | null =>
    c.pay !== undefined
      ? { cost: c.pay }
      : c.payLife !== undefined
        ? { cost: '', extraCosts: [{ kind: 'payLife', amount: c.payLife }] }
        : null,
  ),
);

/** "A or B", "A, B, or C". */
const options: Parser<CostOption[]> = sepBy1(
  costOption,
  alt<unknown>(seq(punct(','), opt(words('or'))), words('or')),
);

export const additionalCost: CastCostParser = map(
  seq(words('as an additional cost to cast'), self, punct(','), options, punct('.')),
  ([, , , list]) =>
    (text: string): AbilityDef[] => [{ kind: 'additionalCost', text, options: list }],
);
