import type { CardPool } from '../../cards/pool.js';
import type { CostPart } from '../../effects/types.js';
import { ok, type Result } from '../../result.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { exert } from '../combat/exert.js';
import { changeLife } from '../life.js';
import { type Outcome, refuse } from '../outcome.js';
import { handOf } from '../resolution/library.js';
import { counterCount } from '../view.js';
import { putCounters } from '../zones/counter-replacement.js';
import { changeCounters } from '../zones/counters.js';
import { discardAtRandom } from '../zones/discard-at-random.js';
import { CYCLED } from '../zones/player-action-rules.js';
import { changePlayerCounters } from '../zones/player-counters.js';
import { moveObject } from '../zones/zones.js';
import { assignChoices, type CostChoices, discardHand, payChosen } from './chosen-costs.js';

/** What paying the parts that need choices takes: the card pool, and the objects the activation or cast names. */
export interface Choosing {
  readonly pool: CardPool;
  readonly choices?: CostChoices;
  /** Paid for a spell being cast (601.2h), whose refusals point at `$.object`; absent, for an ability (602.2b). */
  readonly spell?: true;
  /** The X announced (601.2b), which "Remove X counters" removes (107.3a); absent is 0. */
  readonly x?: number;
}

/**
 * The parts of a cost that aren't symbols (CR 118.1, 602.1a), paid as the symbols are (601.2h).
 * CR 601.2h lets them be paid in any order: a sacrifice goes last, so that the other parts can
 * still find the permanent they remove counters from or put them on.
 */
export const payExtraCosts = (
  state: GameState,
  id: ObjectId,
  payer: PlayerId,
  parts: readonly CostPart[],
  choosing: Choosing,
): Result<Outcome> => {
  const assigned = assignChoices(parts, choosing.choices, choosing.spell ? '601.2h' : '602.2b');
  if (!assigned.ok) return assigned;
  const last = (p: CostPart): boolean =>
    p.kind === 'sacrificeSelf' || (p.kind === 'chosen' && p.verb === 'sacrifice');
  const ordered = [...parts.entries()].sort(([, a], [, b]) => Number(last(a)) - Number(last(b)));
  let outcome: Outcome = { state, events: [] };
  for (const [index, part] of ordered) {
    const paid =
      part.kind === 'chosen'
        ? payChosen(
            outcome.state,
            choosing.pool,
            { source: id, controller: payer },
            part,
            assigned.value.get(index) ?? [],
          )
        : payPart(outcome.state, choosing, id, payer, part, choosing.spell ? '$.object' : '$.ability');
    if (!paid.ok) return paid;
    outcome = { state: paid.value.state, events: [...outcome.events, ...paid.value.events] };
  }
  return ok(outcome);
};

const payPart = (
  state: GameState,
  { pool, x = 0 }: Choosing,
  id: ObjectId,
  payer: PlayerId,
  part: Exclude<CostPart, { kind: 'chosen' }>,
  path: string,
): Result<Outcome> => {
  switch (part.kind) {
    case 'removeCounters':
      return removeCounters(state, id, part.counter, part.amount === 'x' ? x : part.amount, path);
    case 'putCounters':
      // CR 122.1: putting counters on needs nothing to be had, so it can always be paid.
      return putCounters(state, pool, id, part.counter, part.amount, '601.2h');
    case 'sacrificeSelf':
      return sacrificeSelf(state, id);
    case 'payLife':
      return payLife(state, payer, part.amount, path);
    case 'payEnergy':
      return payEnergy(state, payer, part.amount, path);
    case 'discardHand':
      return ok(discardHand(state, payer));
    case 'discardAtRandom':
      return discardFromHandAtRandom(state, payer, part.amount, path);
    case 'discardSelf':
      return discardSelf(state, id, part.cycling === true);
    case 'exileSelf':
      return exileSelf(state, id);
    case 'exertSelf':
      return exertSelf(state, id, payer);
  }
};

/** "Remove N [kind] counters from [this permanent]": it must have them (118.3). */
const removeCounters = (
  state: GameState,
  id: ObjectId,
  counter: string,
  amount: number,
  path: string,
): Result<Outcome> => {
  const object = state.objects.find((o) => o.id === id);
  const has = object ? counterCount(object, counter) : 0;
  if (has < amount)
    return refuse(
      `${id} has ${has} ${counter} counter${has === 1 ? '' : 's'}, too few to remove ${amount}`,
      path,
      '118.3',
    );
  return ok(changeCounters(state, id, counter, -amount, '601.2h'));
};

/**
 * CR 701.21a: "Sacrifice [this]" moves it to its owner's graveyard; only a permanent can be
 * sacrificed (118.3). What follows its dying (dies triggers, persist) is the activation's work.
 */
const sacrificeSelf = (state: GameState, id: ObjectId): Result<Outcome> => {
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'battlefield')
    return refuse(`${id} is not on the battlefield, so it can't be sacrificed`, '$.object', '118.3');
  return ok(moveObject(state, id, 'graveyard', '701.21a'));
};

/** CR 701.43a, 701.43c: "Exert [this]": only a permanent on the battlefield can be exerted. */
const exertSelf = (state: GameState, id: ObjectId, payer: PlayerId): Result<Outcome> => {
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'battlefield')
    return refuse(`${id} is not on the battlefield, so it can't be exerted`, '$.object', '701.43c');
  return ok(exert(state, id, object.card, payer));
};

/**
 * CR 701.9a: "Discard this card" moves it from its owner's hand to their graveyard; only from a
 * hand (118.3). Paying a cycling cost is cycling the card (702.29c), the rule its event cites.
 */
const discardSelf = (state: GameState, id: ObjectId, cycling: boolean): Result<Outcome> => {
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'hand')
    return refuse(`${id} is not in a hand, so it can't be discarded`, '$.object', '118.3');
  return ok(moveObject(state, id, 'graveyard', cycling ? CYCLED : '701.9a'));
};

/** CR 701.9b, 118.3: "Discard a card at random": the hand must hold the cards; the generator picks them. */
const discardFromHandAtRandom = (
  state: GameState,
  payer: PlayerId,
  amount: number,
  path: string,
): Result<Outcome> => {
  const hand = handOf(state, payer).map((o) => o.id);
  if (hand.length < amount)
    return refuse(`${payer} has ${hand.length} card(s) in hand, too few to discard ${amount}`, path, '118.3');
  return ok(discardAtRandom(state, [hand], amount));
};

/** CR 701.13a: "Exile this card from your graveyard" moves it to exile; only from a graveyard (118.3). */
const exileSelf = (state: GameState, id: ObjectId): Result<Outcome> => {
  const object = state.objects.find((o) => o.id === id);
  if (object?.zone !== 'graveyard')
    return refuse(`${id} is not in a graveyard, so it can't be exiled from one`, '$.object', '118.3');
  return ok(moveObject(state, id, 'exile', '701.13a'));
};

/** CR 119.4: life can be paid only by a player whose life total is at least the payment; 0 always. */
const payLife = (state: GameState, payer: PlayerId, amount: number, path: string): Result<Outcome> => {
  if (amount === 0) return ok({ state, events: [] });
  const life = state.players.find((p) => p.id === payer)?.life ?? 0;
  if (life < amount)
    return refuse(`${payer} has ${life} life, less than the ${amount} to pay`, path, '119.4');
  return ok({
    state: changeLife(state, payer, -amount),
    events: [{ kind: 'lifeLost', player: payer, amount, rule: '119.4' }],
  });
};

/** CR 107.14, 118.3: paying {E} removes an energy counter from the player, who must have one for each. */
const payEnergy = (state: GameState, payer: PlayerId, amount: number, path: string): Result<Outcome> => {
  const has = state.players.find((p) => p.id === payer)?.counters.energy ?? 0;
  if (has < amount)
    return refuse(
      `${payer} has ${has} energy counter${has === 1 ? '' : 's'}, too few to pay ${'{E}'.repeat(amount)}`,
      path,
      '118.3',
    );
  return ok(changePlayerCounters(state, payer, 'energy', -amount, '107.14'));
};
