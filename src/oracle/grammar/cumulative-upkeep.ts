import type { AbilityDef } from '../../effects/types.js';
import { alt, map, opt, type Parser, punct, seq, words } from '../parser.js';
import type { AbilityParser } from './abilities.js';
import { manaCost } from './mana.js';
import { type ChoiceCost, choiceCost } from './optional.js';

/**
 * CR 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
 * permanent is on the battlefield, put an age counter on this permanent. Then you may pay [cost]
 * for each age counter on it. If you don't, sacrifice it." Read for a mana cost ("Cumulative
 * upkeep {1}") or life ("Cumulative upkeep—Pay 1 life."). The intervening "if" needs no check of
 * its own: a permanent that has left gets no counter, pays for none and is not sacrificed.
 */
const cost: Parser<ChoiceCost> = alt<ChoiceCost>(
  map(manaCost, (pay) => ({ pay })),
  map(seq(punct('\u2014'), words('pay'), choiceCost, opt(punct('.'))), ([, , c]) =>
    c.payLife === undefined ? null : c,
  ),
);

export const cumulativeUpkeepAbility: AbilityParser = map(
  seq(words('cumulative upkeep'), cost),
  ([, c]) =>
    (text: string): AbilityDef => ({
      kind: 'triggered',
      text,
      trigger: { kind: 'beginningOfUpkeep', whose: 'you' },
      instructions: [
        { kind: 'addCounters', on: 'self', counter: 'age', amount: { kind: 'constant', n: 1 } },
        {
          kind: 'optional',
          ...c,
          payTimes: { kind: 'countersOnSource', counter: 'age' },
          ifDone: [],
          otherwise: [{ kind: 'sacrifice', on: 'self' }],
        },
      ],
    }),
);
