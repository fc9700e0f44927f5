import { foldName } from '../../cards/make-pool.js';
import type { CardPool } from '../../cards/pool.js';
import { definitionOf } from '../../cards/token-card.js';
import { chain, err, ok, type Result, rulesError } from '../../result.js';
import type { GameObject, GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { viewOf } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';
import { playerAllowed } from './play-permission.js';

/**
 * CR 712.12: the face a land is played with, named by the player: true for the back face of a
 * modal double-faced card (its front face by default, or named).
 */
const playedFace = (pool: CardPool, object: GameObject, face: string | undefined): Result<boolean> => {
  if (face === undefined) return ok(false);
  const card = pool.get(object.card)?.data;
  const index = (card?.faces ?? []).findIndex((f) => foldName(f.name) === foldName(face));
  if (index === 0) return ok(false);
  if (index === 1 && card?.layout === 'modal_dfc') return ok(true);
  return refuse(
    `${object.card} has no face "${face}" to be played with: only a modal double-faced card's faces are chosen`,
    '$.face',
    '712.12',
  );
};

/** CR 305.2: the lands a player may play each turn, with no effect that changes it. */
const LANDS_PER_TURN = 1;

/**
 * CR 305.1-305.3, 116.2a: a player who holds priority plays a land card from their hand during a
 * main phase of their own turn while the stack is empty: a special action, not a spell, so it
 * goes straight onto the battlefield and nobody can respond. Normally once each turn (305.2).
 * Its player receives priority again (117.3c). A modal double-faced card is played with the face
 * its player names, which must be a land (712.12), and enters with that face up.
 */
export const playLand = (
  state: GameState,
  pool: CardPool,
  id: ObjectId,
  face: string | undefined,
): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const c = view.value.chars.get(id);
  const object = view.value.objects.get(id);
  if (!c || !object) return err(rulesError('ERR_ACTION', `no object has id "${id}"`, { path: '$.object' }));
  const backFace = playedFace(pool, object, face);
  if (!backFace.ok) return backFace;
  const types = backFace.value
    ? (definitionOf(pool, { ...object, backFace: true })?.data.types ?? [])
    : c.types;
  if (!types.includes('Land'))
    return refuse(`${face ?? c.name} is not a land card`, '$.object', backFace.value ? '712.12' : '305.1');
  const player = playerAllowed(c.zone, object, true);
  if (player === undefined)
    return refuse(
      `${id} is in the ${c.zone}, not its owner's hand nor in exile with an effect letting a player play it`,
      '$.object',
      '305.1',
    );
  const priority = holdsPriority(state, player, '$.object');
  if (!priority.ok) return priority;
  if (state.turn.active !== player)
    return refuse(`it is ${state.turn.active}'s turn, not ${player}'s`, '$.object', '305.3');
  if (state.turn.step !== 'main1' && state.turn.step !== 'main2')
    return refuse(`lands are played in a main phase, not the ${state.turn.step} step`, '$.object', '305.1');
  if (state.stack.length > 0)
    return refuse('lands are played only while the stack is empty', '$.object', '305.1');
  const played = state.turn.landsPlayed ?? 0;
  if (played >= LANDS_PER_TURN)
    return refuse(
      `${player} has already played ${played} land this turn, and may play ${LANDS_PER_TURN}`,
      '$.object',
      '305.2',
    );
  const counted: GameState = { ...state, turn: { ...state.turn, landsPlayed: played + 1 } };
  const entered = enterBattlefield(
    { ...view.value, state: counted },
    pool,
    { kind: 'putOntoBattlefield', object: id, controller: player },
    '305.1',
    false,
    undefined,
    { backFace: backFace.value },
  );
  const noted = chain(entered, (entered) =>
    noteTriggers(
      state,
      {
        state: entered.state,
        events: [{ kind: 'landPlayed', object: id, player, rule: '116.2a' }, ...entered.events],
      },
      pool,
    ),
  );
  return chain(noted, (noted) => settle(state, noted, pool, player));
};
