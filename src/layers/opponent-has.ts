import type { Condition, OpponentMeasure } from '../effects/types.js';
import type { PlayerId } from '../state/types.js';
import type { EvalContext } from './context.js';

/**
 * "As long as an opponent has 10 or less life" (Guul Draz Vampire), "... no cards in hand"
 * (Guul Draz Specter), "... eight or more cards in their graveyard" (Blackbloom Rogue): some one
 * opponent of the ability's controller (102.3) has that many, each counted on their own, so two
 * opponents with 6 life each are two with 10 or less, not 12 together.
 */
export const anOpponentHas = (
  ctx: EvalContext,
  you: PlayerId,
  condition: Extract<Condition, { kind: 'anOpponentHas' }>,
): boolean =>
  ctx.state.players.some((p) => {
    // CR 800.4a: a player who has lost has left the game, and is no one's opponent any more.
    if (p.id === you || p.lost === true) return false;
    const n = condition.measure === 'life' ? p.life : cardsIn(ctx, p.id, condition.measure);
    return condition.side === 'atLeast' ? n >= condition.n : n <= condition.n;
  });

/** CR 404.1, 402.1: the cards a player owns in their graveyard or hand. */
const cardsIn = (ctx: EvalContext, player: PlayerId, measure: Exclude<OpponentMeasure, 'life'>): number => {
  const zone = measure === 'cardsInHand' ? 'hand' : 'graveyard';
  let n = 0;
  for (const w of ctx.objects) if (w.object.zone === zone && w.object.owner === player) n++;
  return n;
};
