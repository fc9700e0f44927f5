import type { CardPool } from '../../cards/pool.js';
import type { CostPart } from '../../effects/types.js';
import { parseManaCost } from '../../mana/cost.js';
import { planPayment } from '../../mana/payment.js';
import type { SpendPurpose } from '../../mana/payment-model.js';
import { err, map, ok, optional, type Result, rulesError } from '../../result.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { parseSymbol } from '../../symbols/parse.js';
import { type Outcome, refuse } from '../outcome.js';
import { summoningSick } from '../turn/sickness.js';
import { counterCount, type View, withObject } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { type Choosing, payExtraCosts } from './extra-costs.js';
import { abilityPurpose, restrictionsBlock } from './spend-purpose.js';

/** What a cost is paid for: the permanent whose ability it is, by its controller, with the announced X. */
export interface Payment {
  readonly object: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  /** CR 116.2b: paid for a special action, which no "spend only to activate abilities" mana pays for. */
  readonly special?: true;
}

/** CR 606.2: an ability with a loyalty symbol in its cost is a loyalty ability. */
export const isLoyaltyCost = (cost: string): boolean =>
  cost.split(', ').some((part) => {
    const symbol = part.startsWith('[') ? parseSymbol(part) : null;
    return symbol?.ok === true && symbol.value.kind === 'loyalty';
  });

/**
 * CR 601.2h, 602.2b: pay every part of the cost, or the activation is refused (118.3: nothing
 * can be paid without the resources for it). The symbols: {T} taps and {Q} untaps (107.5,
 * 107.6), only once the creature is free of summoning sickness (302.6); mana comes from the
 * controller's pool, planned exactly; a loyalty symbol puts on or removes loyalty counters
 * (606.4, 606.6). Then the other parts, as data.
 */
export const payCost = (
  view: View,
  payment: Payment,
  cost: string,
  extra: readonly CostPart[],
  choosing: Choosing,
): Result<Outcome> => {
  const object = view.objects.get(payment.object);
  const c = view.chars.get(payment.object);
  if (!object || !c) return refuse(`${payment.object} is not a permanent`, '$.object', '602.2');
  const purpose = payment.special ? undefined : abilityPurpose(c);
  let outcome: Outcome = { state: view.state, events: [] };
  const then = (next: Result<Outcome>): Result<Outcome> =>
    map(next, (done) => ({ state: done.state, events: [...outcome.events, ...done.events] }));
  for (const part of cost === '' ? [] : cost.split(', ')) {
    const paid =
      part === '{T}' || part === '{Q}'
        ? then(tapSymbol(view, outcome.state, object, part === '{Q}'))
        : part.startsWith('[')
          ? then(loyalty(outcome.state, choosing.pool, object, part, payment.x))
          : then(payMana(outcome.state, part, payment, purpose));
    if (!paid.ok) return paid;
    outcome = paid.value;
  }
  return then(
    payExtraCosts(outcome.state, payment.object, payment.controller, extra, { ...choosing, x: payment.x }),
  );
};

const tapSymbol = (view: View, state: GameState, object: GameObject, untap: boolean): Result<Outcome> => {
  const symbol = untap ? '{Q}' : '{T}';
  const c = view.chars.get(object.id);
  if (c && summoningSick(view.state, object, c))
    return refuse(
      `${object.id} has not been under ${c.controller}'s control since their most recent turn began, so it can't pay ${symbol}`,
      '$.object',
      '302.6',
    );
  const tapped = state.objects.find((o) => o.id === object.id)?.tapped;
  if (tapped !== untap)
    return refuse(
      `${object.id} is ${tapped ? 'tapped' : 'untapped'}, so it can't pay ${symbol}`,
      '$.object',
      untap ? '107.6' : '107.5',
    );
  const rule = untap ? '107.6' : '107.5';
  return ok({
    state: withObject(state, object.id, (o) => ({ ...o, tapped: !untap })),
    events: [{ kind: untap ? 'untapped' : 'tapped', object: object.id, rule }],
  });
};

/** CR 606.4, 606.6: [+N] puts on, [−N] removes (it must have that many), [−X] removes the announced X. */
const loyalty = (
  state: GameState,
  pool: CardPool,
  object: GameObject,
  part: string,
  x: number,
): Result<Outcome> => {
  const symbol = parseSymbol(part);
  if (!symbol.ok || symbol.value.kind !== 'loyalty') return unsupported(part);
  const amount = symbol.value.amount ?? x;
  const change = symbol.value.sign === '+' ? amount : symbol.value.sign === '-' ? -amount : 0;
  // CR 606.3: one loyalty ability of a permanent per turn.
  if (object.loyaltyActivatedTurn === state.turn.number)
    return refuse(
      `a loyalty ability of ${object.id} has already been activated this turn`,
      '$.ability',
      '606.3',
    );
  const has = counterCount(state.objects.find((o) => o.id === object.id) ?? object, 'loyalty');
  if (has + change < 0)
    return refuse(
      `${object.id} has ${has} loyalty counter${has === 1 ? '' : 's'}, too few to pay ${part}`,
      '$.ability',
      '606.6',
    );
  const marked = withObject(state, object.id, (o) => ({ ...o, loyaltyActivatedTurn: state.turn.number }));
  return putCounters(marked, pool, object.id, 'loyalty', change, '606.4');
};

/**
 * CR 118.3, 601.2h: mana paid from the controller's pool, planned exactly; refused if it can't
 * be. Restricted mana pays only for what its restriction allows (106.6): `purpose` is the
 * ability activated, or none for a special action or a cost paid as something resolves (118.12).
 */
export const payMana = (
  state: GameState,
  part: string,
  payment: Payment,
  purpose: SpendPurpose | undefined,
): Result<Outcome> => {
  const cost = parseManaCost(part);
  if (!cost.ok) return unsupported(part);
  const player = state.players.find((p) => p.id === payment.controller);
  const resources = { pool: player?.manaPool ?? [] };
  const options = { ...optional('purpose', purpose), variables: { X: payment.x } };
  const plan = planPayment(cost.value, resources, options);
  if (!plan.ok) {
    const blocked = plan.error.code === 'ERR_UNPAYABLE' && restrictionsBlock(cost.value, resources, options);
    return err({ ...plan.error, path: '$.ability', ...(blocked ? { rule: '106.6' } : {}) });
  }
  const spent = new Set(plan.value.payments.flatMap((p) => p.mana));
  return ok({
    state: {
      ...state,
      players: state.players.map((p) =>
        p.id === payment.controller ? { ...p, manaPool: p.manaPool.filter((_, i) => !spent.has(i)) } : p,
      ),
    },
    events: [],
  });
};

const unsupported = (part: string): Result<never> =>
  err(
    rulesError(
      'ERR_UNSUPPORTED',
      `paying "${part}" is not supported yet; costs of mana, {T}, {Q} and loyalty symbols are`,
      { path: '$.ability' },
    ),
  );
