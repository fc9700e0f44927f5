import type { CardPool } from '../../cards/pool.js';
import { chain, err, type Result, rulesError } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { holdsPriority } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { viewOf } from '../view.js';
import { enterBattlefield } from '../zones/enter.js';

/** CR 305.2: the lands a player may play each turn, with no effect that changes it. */
const LANDS_PER_TURN = 1;

/**
 * CR 305.1-305.3, 116.2a: a player who holds priority plays a land card from their hand during a
 * main phase of their own turn while the stack is empty: a special action, not a spell, so it
 * goes straight onto the battlefield and nobody can respond. Normally once each turn (305.2).
 * Its player receives priority again (117.3c).
 */
export const playLand = (state: GameState, pool: CardPool, id: ObjectId): Result<Outcome> => {
  const view = viewOf(state, pool);
  if (!view.ok) return view;
  const c = view.value.chars.get(id);
  if (!c) return err(rulesError('ERR_ACTION', `no object has id "${id}"`, { path: '$.object' }));
  if (!c.types.includes('Land')) return refuse(`${c.name} is not a land card`, '$.object', '305.1');
  if (c.zone !== 'hand')
    return refuse(`${id} is in the ${c.zone}, not its owner's hand`, '$.object', '305.1');
  const player = c.owner;
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
