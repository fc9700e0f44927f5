import type { Characteristics } from '../../layers/result.js';
import { ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import type { CardType } from '../../state/vocabulary.js';
import { refuse } from '../outcome.js';
import { hasKeyword } from '../view.js';

/** The rule that lets each kind of card be cast at sorcery speed (a main phase of its caster's turn, stack empty). */
const SORCERY_SPEED_RULE: readonly (readonly [CardType, string])[] = [
  ['Creature', '302.1'],
  ['Sorcery', '307.1'],
  ['Artifact', '301.1'],
  ['Enchantment', '303.1'],
  ['Planeswalker', '306.1'],
  ['Battle', '310.1'],
];

/**
 * When a card may be cast (CR 117.1a): an instant, or a card with flash (702.8a), any time its
 * caster has priority; anything else only in a main phase of its caster's own turn with the
 * stack empty (302.1, 307.1, ...). A land is played, not cast (305.1, 305.9).
 */
export const mayCastNow = (state: GameState, spell: Characteristics, caster: PlayerId): Result<true> => {
  if (spell.types.includes('Land'))
    return refuse(`${spell.name} is a land: it is played, not cast`, '$.object', '305.9');
  if (spell.types.includes('Instant') || hasKeyword(spell, 'Flash')) return ok(true);
  const rule = SORCERY_SPEED_RULE.find(([type]) => spell.types.includes(type))?.[1] ?? '117.1a';
  if (state.turn.active !== caster)
    return refuse(
      `${spell.name} may be cast only during its caster's own turn, and it is ${state.turn.active}'s`,
      '$.object',
      rule,
    );
  if (state.turn.step !== 'main1' && state.turn.step !== 'main2')
    return refuse(`${spell.name} may be cast only in a main phase, not ${state.turn.step}`, '$.object', rule);
  if (state.stack.length > 0)
    return refuse(`${spell.name} may be cast only while the stack is empty`, '$.object', rule);
  return ok(true);
};
