import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import type { GameObject, GameState, PlayerId } from '../../state/types.js';
import { refuse } from '../outcome.js';
import type { CastAction } from './cast-action.js';
import { playerAllowed } from './play-permission.js';

/** The alternative costs paid to cast a card from its owner's graveyard, each with its rule. */
const FROM_GRAVEYARD: Readonly<Partial<Record<string, string>>> = {
  flashback: '702.34a',
  escape: '702.138a',
  disturb: '702.146a',
};

/**
 * CR 601.2a, 601.3: who may cast the card from where it is, for the cost announced: its owner
 * from their hand; the player an effect lets play it from exile (601.3); its owner from exile
 * on an adventure (715.3d); its owner from their graveyard for its flashback cost (only an
 * instant or sorcery, 702.34a), its escape cost (702.138a) or its disturb cost (702.146a). A
 * surge cost may be paid only once its caster has cast another spell this turn (702.117a).
 */
export const castingPlayer = (
  state: GameState,
  object: GameObject,
  spell: Characteristics,
  action: CastAction,
): Result<PlayerId> => {
  const rule = action.alternative === undefined ? undefined : FROM_GRAVEYARD[action.alternative];
  const caster =
    rule !== undefined || (spell.zone === 'exile' && object.onAdventure === true)
      ? object.owner
      : playerAllowed(spell.zone, object, false);
  if (caster === undefined)
    return refuse(
      `${action.object} is in the ${spell.zone}; only a card in its owner's hand, in exile with an effect letting a player play it, or on an adventure (715.3d) may be cast here`,
      '$.object',
      '601.3',
    );
  if (action.alternative === 'surge' && (state.turn.spellsCast?.[caster] ?? 0) === 0)
    return refuse(
      `${caster} has cast no other spell this turn, so ${spell.name}'s surge cost can't be paid`,
      '$.alternative',
      '702.117a',
    );
  if (rule === undefined) return ok(caster);
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
  return ok(caster);
};
