import type { PutCardDestination, PutCardInstruction, PutCardZone } from '../../effects/library.js';
import { alt, anyOf, map, opt, type Parser, seq, words } from '../parser.js';
import { cardQuality } from './card-quality.js';
import type { RawInstruction } from './references.js';
import { canEnter } from './search.js';

/**
 * "Put a land card from your hand onto the battlefield [tapped]", "Return a creature card from
 * your graveyard to your hand / to the battlefield [tapped]": a card its controller chooses as it
 * resolves (608.2d), not a target (no "target" word, 115.10). Onto the battlefield, only kinds the
 * engine can put there (no Aura, which would need something to enchant, 303.4f).
 */

type Where = { readonly to: PutCardDestination; readonly tapped?: true };

const ontoBattlefield = (phrase: string): Parser<Where> =>
  map(seq(words(phrase), opt(words('tapped'))), ([, tapped]) => ({
    to: 'battlefield' as const,
    ...(tapped ? { tapped: true as const } : {}),
  }));

const moved = (verb: string, from: PutCardZone, where: Parser<Where>): Parser<RawInstruction> =>
  map(
    seq(words(verb), anyOf('a', 'an'), cardQuality(false), words(`from your ${from}`), where),
    ([, , quality, , to]) =>
      to.to === 'battlefield' && !quality.anyOf.every(canEnter)
        ? null
        : {
            ref: { kind: 'none' },
            build: (): PutCardInstruction => ({ kind: 'putCard', from, quality, ...to }),
          },
  );

export const putCardInstruction: Parser<RawInstruction> = alt(
  moved('put', 'hand', ontoBattlefield('onto the battlefield')),
  moved('return', 'graveyard', ontoBattlefield('to the battlefield')),
  moved(
    'return',
    'graveyard',
    map(words('to your hand'), () => ({ to: 'hand' as const })),
  ),
);
