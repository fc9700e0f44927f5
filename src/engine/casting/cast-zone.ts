import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import { refuse } from '../outcome.js';
import type { CastAction } from './cast-action.js';

/**
 * CR 601.2a, 601.3: the zone a card is cast from: its owner's hand; or, for its flashback cost,
 * their graveyard, and only an instant or sorcery (702.34a).
 */
export const checkCastZone = (spell: Characteristics, action: CastAction): Result<true> => {
  if (action.alternative !== 'flashback')
    return spell.zone === 'hand'
      ? ok(true)
      : refuse(
          `${action.object} is in the ${spell.zone}; only a card in its owner's hand may be cast here`,
          '$.object',
          '601.3',
        );
  if (spell.zone !== 'graveyard')
    return refuse(
      `${action.object} is in the ${spell.zone}; a flashback cost is paid only to cast a card from its owner's graveyard`,
      '$.alternative',
      '702.34a',
    );
  if (!spell.types.includes('Instant') && !spell.types.includes('Sorcery'))
    return refuse(
      `${spell.name} is not an instant or sorcery: flashback casts only those`,
      '$.alternative',
      '702.34a',
    );
  return ok(true);
};
