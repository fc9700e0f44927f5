import type { Characteristics } from '../../layers/result.js';
import { appendAll } from '../../lists.js';
import { type ManaCost, parseManaCost } from '../../mana/cost.js';
import { lockInCost } from '../../mana/lock-in.js';
import { planPayment } from '../../mana/payment.js';
import { err, ok, type Result, rulesError } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { COLORS, type Color } from '../../symbols/colors.js';
import type { GameEvent } from '../events.js';
import { changeLife } from '../life.js';
import type { Outcome } from '../outcome.js';
import { refuse } from '../outcome.js';
import type { CastChoice } from './cast-options.js';
import type { StaticChanges } from './cost-changes.js';
import { restrictionsBlock, spellPurpose } from './spend-purpose.js';

/**
 * CR 601.2f: the total cost of a spell: its mana cost or the alternative cost chosen (601.2b), with X replaced by the announced value
 * (107.3a), plus additional costs and increases, minus reductions; a mana component reduced
 * to nothing is {0}. Then it is locked in.
 */
export const totalCost = (
  spell: Characteristics,
  choice: CastChoice,
  x: number,
  statics: StaticChanges,
): Result<ManaCost> => {
  // CR 118.6: no mana cost is an unpayable cost.
  if (choice.base === null)
    return refuse(`${spell.name} has no mana cost, an unpayable cost`, '$.object', '118.6');
  const printed = parseManaCost(choice.base);
  if (!printed.ok) return err({ ...printed.error, path: '$.object' });
  const hasX = printed.value.some((s) => s.kind === 'variable');
  if (x !== 0 && !hasX)
    return refuse(`${spell.name} has no X in its cost, so no X can be announced`, '$.x', '107.3a');
  const additional: ManaCost[] = [];
  for (const cost of choice.additional) {
    const parsed = parseManaCost(cost);
    if (!parsed.ok) return err({ ...parsed.error, path: '$.kicked' });
    additional.push(parsed.value);
  }
  appendAll(additional, statics.additional);
  // CR 118.9d: additional costs and reductions apply to an alternative cost as to the mana cost.
  return lockInCost(printed.value, { variables: { X: x }, additional, reductions: statics.reductions });
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
  costs: readonly ManaCost[],
): Result<Outcome> => {
  const player = state.players.find((p) => p.id === caster);
  if (!player) return err(rulesError('ERR_ACTION', `no player has id "${caster}"`, { path: '$.object' }));
  // Convoke may leave one of several costs (cast-alternatives.ts): the first the pool can pay.
  const resources = { pool: player.manaPool, life: player.life };
  const options = { purpose: spellPurpose(spell) };
  const plans = costs.map((cost) => planPayment(cost, resources, options));
  const plan = plans.find((p) => p.ok) ?? plans[0];
  if (!plan) return refuse(`${spell.name} has no cost left to pay`, '$.object', '601.2h');
  // CR 601.2h: partial payments are not allowed, so a cost the pool can't pay refuses the spell;
  // 106.6 when only the pool's restricted mana stands in the way.
  if (!plan.ok) {
    const blocked = costs.some((cost) => restrictionsBlock(cost, resources, options));
    return err({
      ...plan.error,
      path: '$.object',
      ...(plan.error.code === 'ERR_UNPAYABLE' ? { rule: blocked ? '106.6' : '601.2h' } : {}),
    });
  }
  const spent = new Set(plan.value.payments.flatMap((p) => p.mana));
  const life = plan.value.lifePaid;
  const events: GameEvent[] =
    life > 0 ? [{ kind: 'lifeLost', player: caster, amount: life, rule: '119.4' }] : [];
  // CR 702.44a-b: the colours of the mana spent, kept with the spell for sunburst and converge;
  // 601.2h: and how much mana, in all ("the amount of mana spent to cast it") and of each colour
  // ("if at least three white mana was spent to cast this spell", adamant).
  const units = player.manaPool.filter((_, i) => spent.has(i));
  const byColor: Partial<Record<Color, number>> = {};
  for (const color of COLORS) {
    const n = units.filter((u) => u.type === color).length;
    if (n > 0) byColor[color] = n;
  }
  const colors = Object.keys(byColor).length;
  const spentChoices = {
    ...(colors === 0 ? {} : { colorsSpent: colors, manaSpentByColor: byColor }),
    ...(spent.size === 0 ? {} : { manaSpent: spent.size }),
  };
  const paid = changeLife(state, caster, -life);
  return ok({
    state: {
      ...paid,
      players: paid.players.map((p) =>
        p.id === caster ? { ...p, manaPool: p.manaPool.filter((_, i) => !spent.has(i)) } : p,
      ),
      objects:
        spent.size === 0
          ? state.objects
          : state.objects.map((o) =>
              o.id === spell.id ? { ...o, choices: { ...o.choices, ...spentChoices } } : o,
            ),
    },
    events,
  });
};
