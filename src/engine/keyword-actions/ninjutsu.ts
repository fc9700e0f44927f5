import type { Instruction } from '../../effects/types.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { enterCards } from '../resolution/enter-cards.js';
import type { Resolving } from '../resolution/resolving.js';

/**
 * CR 702.49a, 702.49c: ninjutsu resolves: its card, if it is still in its owner's hand, is put
 * onto the battlefield tapped and attacking what the creature returned for its cost attacked,
 * unblocked. It was never declared as an attacker, so it never "attacked" (508.4); if what it
 * would attack has left the game or the battlefield, it enters but is not attacking (508.4a).
 */
export const ninjutsu = (state: GameState, r: Resolving): Result<Outcome> => {
  const id = r.source.object?.id;
  if (id === undefined || !state.objects.some((o) => o.id === id && o.zone === 'hand'))
    return ok({ state, events: [] });
  const { attacking } = r.action;
  if (attacking === undefined)
    return err(
      rulesError('ERR_ACTION', `${r.source.name}: ninjutsu attacks what the returned creature attacked`, {
        rule: '702.49c',
      }),
    );
  const entered = enterCards(state, r, [id], '702.49a', { tapped: true });
  if (!entered.ok) return entered;
  const now = entered.value.state;
  const combat = now.combat;
  if (!combat || !stillThere(now, attacking) || now.objects.find((o) => o.id === id)?.zone !== 'battlefield')
    return entered;
  const attacker = { id, attacking, blocked: false, neverAttacked: true as const };
  return ok({
    state: { ...now, combat: { ...combat, attackers: [...combat.attackers, attacker] } },
    events: entered.value.events,
  });
};

/** CR 508.4a: a player still in the game, or a permanent still on the battlefield. */
const stillThere = (state: GameState, attacking: PlayerId | ObjectId): boolean =>
  state.players.some((p) => p.id === attacking && !p.lost) ||
  state.objects.some((o) => o.id === attacking && o.zone === 'battlefield');

/**
 * CR 702.49c: what the creature its activation returns to its owner's hand is attacking, read
 * as the ability is activated, before paying the cost takes that creature out of combat (506.4).
 */
export const ninjutsuAttacks = (
  state: GameState,
  instructions: readonly Instruction[],
  returned: readonly ObjectId[] | undefined,
): { readonly attacking?: PlayerId | ObjectId } => {
  if (!instructions.some((i) => i.kind === 'ninjutsu')) return {};
  const attacker = state.combat?.attackers.find((a) => a.id === returned?.[0]);
  return attacker ? { attacking: attacker.attacking } : {};
};
