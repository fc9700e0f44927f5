import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { refuse } from '../outcome.js';
import type { CastAction } from './cast-action.js';

/**
 * CR 601.2a, 601.3: whether the card may be cast from where it is for the cost announced: from
 * its owner's hand; or, for its flashback cost, from their graveyard, and only an instant or
 * sorcery (702.34a); for its escape cost, from their graveyard (702.138a). A surge cost may be paid only once its caster has cast another spell this
 * turn (702.117a).
 */
export const checkCastPermission = (
  state: GameState,
  spell: Characteristics,
  caster: PlayerId,
  action: CastAction,
): Result<true> => {
  if (action.alternative === 'surge' && (state.turn.spellsCast?.[caster] ?? 0) === 0)
    return refuse(
      `${caster} has cast no other spell this turn, so ${spell.name}'s surge cost can't be paid`,
      '$.alternative',
      '702.117a',
    );
  const fromGraveyard = action.alternative === 'flashback' || action.alternative === 'escape';
  if (!fromGraveyard)
    return spell.zone === 'hand'
      ? ok(true)
      : refuse(
          `${action.object} is in the ${spell.zone}; only a card in its owner's hand may be cast here`,
          '$.object',
          '601.3',
        );
  const rule = action.alternative === 'flashback' ? '702.34a' : '702.138a';
  if (spell.zone !== 'graveyard')
    return refuse(
      `${action.object} is in the ${spell.zone}; a ${action.alternative} cost is paid only to cast a card from its owner's graveyard`,
      '$.alternative',
      rule,
    );
  if (
    action.alternative === 'flashback' &&
    !spell.types.includes('Instant') &&
    !spell.types.includes('Sorcery')
  )
    return refuse(
      `${spell.name} is not an instant or sorcery: flashback casts only those`,
      '$.alternative',
      rule,
    );
  return ok(true);
};
