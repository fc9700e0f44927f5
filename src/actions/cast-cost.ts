import type { Characteristics } from '../layers/result.js';
import { type ManaCost, parseManaCost } from '../mana/cost.js';
import { lockInCost } from '../mana/lock-in.js';
import { planPayment } from '../mana/payment.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { GameEvent } from './events.js';
import type { Outcome } from './outcome.js';
import { refuse } from './outcome.js';

/**
 * CR 601.2f: the total cost of a spell: its mana cost with X replaced by the announced value
 * (107.3a), plus additional costs and increases, minus reductions; a mana component reduced
 * to nothing is {0}. Then it is locked in.
 */
export const totalCost = (spell: Characteristics, x: number): Result<ManaCost> => {
  // CR 118.6: no mana cost is an unpayable cost.
  if (spell.manaCost === null)
    return refuse(`${spell.name} has no mana cost, an unpayable cost`, '$.object', '118.6');
  const printed = parseManaCost(spell.manaCost);
  if (!printed.ok) return err({ ...printed.error, path: '$.object' });
  const hasX = printed.value.some((s) => s.kind === 'variable');
  if (x !== 0 && !hasX)
    return refuse(`${spell.name} has no X in its mana cost, so no X can be announced`, '$.x', '107.3a');
  return lockInCost(printed.value, { variables: { X: x } });
};

/**
 * CR 601.2g-h: the caster pays the locked-in total cost from their mana pool, planned exactly
 * with the mana's spend restrictions (106.6); a Phyrexian symbol may be paid with 2 life
 * (107.4f, 119.4). No partial payments: a cost that can't be paid whole refuses the spell.
 */
export const payTotalCost = (
  state: GameState,
  caster: PlayerId,
  spell: Characteristics,
  cost: ManaCost,
): Result<Outcome> => {
  const player = state.players.find((p) => p.id === caster);
  if (!player) return err(rulesError('ERR_ACTION', `no player has id "${caster}"`, { path: '$.object' }));
  const plan = planPayment(
    cost,
    { pool: player.manaPool, life: player.life },
    { purpose: { kind: 'spell', cardTypes: spell.types } },
  );
  // CR 601.2h: partial payments are not allowed, so a cost the pool can't pay refuses the spell.
  if (!plan.ok)
    return err({
      ...plan.error,
      path: '$.object',
      ...(plan.error.code === 'ERR_UNPAYABLE' ? { rule: '601.2h' } : {}),
    });
  const spent = new Set(plan.value.payments.flatMap((p) => p.mana));
  const life = plan.value.lifePaid;
  const events: GameEvent[] =
    life > 0 ? [{ kind: 'lifeLost', player: caster, amount: life, rule: '119.4' }] : [];
  return ok({
    state: {
      ...state,
      players: state.players.map((p) =>
        p.id === caster
          ? { ...p, life: p.life - life, manaPool: p.manaPool.filter((_, i) => !spent.has(i)) }
          : p,
      ),
    },
    events,
  });
};
