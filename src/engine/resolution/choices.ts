import type { CostInstruction, CostPart, Instruction, Value } from '../../effects/types.js';
import { appendAll } from '../../lists.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { payExtraCosts } from '../casting/extra-costs.js';
import { payMana } from '../casting/pay-cost.js';
import { needAnswer, type Outcome, refuse } from '../outcome.js';
import { counterCount } from '../view.js';
import { choosable } from './chosen-permanents.js';
import { discardableBy } from './library.js';
import { amountOf, controllerSeen, type Resolving } from './resolving.js';

/**
 * Choices its controller makes as a spell or ability resolves (CR 608.2d): "you may [do X]"
 * (603.5), "you may pay {1}. If you do, [Y]" (118.12) and "[Z] unless you pay {1}" (118.12a).
 * The answer is the action's `may`; the engine never guesses it.
 */

type Optional = Extract<Instruction, { kind: 'optional' }>;

/** Follows one instruction; the resolver's own, passed in so that this file needs none of its imports. */
export type Follow = (state: GameState, r: Resolving, instruction: Instruction) => Result<Outcome>;

/** Whether any of these instructions waits for its controller's answer: soulbond's "you may pair" (702.95a) too. */
export const offersChoice = (instructions: readonly Instruction[]): boolean =>
  instructions.some((i) => i.kind === 'optional' || i.kind === 'pair');

/**
 * CR 608.2d: an answer given ahead is given only where the effect offers a choice, checked
 * before anything happens so that a stray answer leaves the game as it was; one not given is
 * asked for as the effect resolves.
 */
export const checkMayAnswer = (
  instructions: readonly Instruction[],
  may: boolean | undefined,
): Result<true> =>
  may !== undefined && !offersChoice(instructions)
    ? refuse('its effect offers no "you may" choice', '$.may', '608.2d')
    : ok(true);

/**
 * CR 118.12a, 608.2d: a choice another player makes ("unless its controller pays {3}") is theirs
 * to make as it resolves; the controller putting it on the stack can't answer it ahead.
 */
export const checkMayAhead = (instructions: readonly Instruction[], may: boolean | undefined): Result<true> =>
  chain(checkMayAnswer(instructions, may), () =>
    may !== undefined && instructions.some((i) => i.kind === 'optional' && i.payer !== undefined)
      ? refuse('another player chooses whether to pay, as it resolves', '$.may', '118.12a')
      : ok(true),
  );

/** The cost of a choice as its text says it: "{G}{G}", "1 life for each counted"; '' for none. */
const costText = (choice: Optional): string => {
  const costs = [
    choice.pay,
    choice.payLife === undefined ? undefined : `${choice.payLife} life`,
    choice.payEnergy === undefined ? undefined : '{E}'.repeat(choice.payEnergy),
  ];
  const text = costs.filter((c) => c !== undefined).join(' and ');
  return text === '' || choice.payTimes === undefined ? text : `${text} for each counted`;
};

const describe = (choice: Optional): string => {
  const cost = costText(choice);
  return cost === '' ? 'do what it offers' : `pay ${cost}`;
};

/**
 * How many times the cost is paid: counters on the source are counted as the cost is paid, after
 * the instructions before it (702.24a: the age counter just put on counts); other values are
 * fixed as it resolves (611.2d).
 */
const timesToPay = (state: GameState, r: Resolving, times: Value): Result<number> => {
  if (times.kind !== 'countersOnSource') return amountOf(times, r, state);
  const source = state.objects.find((o) => o.id === r.source.object?.id);
  return ok(source?.zone === 'battlefield' ? counterCount(source, times.counter) : 0);
};

/**
 * CR 118.3, 118.12: a cost done on resolution can be chosen only if it can be done fully: the
 * controller has the cards to discard, still controls the source on the battlefield to
 * sacrifice it, or has a target card in a graveyard to exile.
 */
const canDo = (state: GameState, r: Resolving, cost: readonly CostInstruction[]): Result<true> => {
  const controller = r.action.controller;
  for (const c of cost) {
    if (c.kind === 'discard') {
      const n = amountOf(c.amount, r, state);
      if (!n.ok) return n;
      const hand = discardableBy(state, r, c, controller);
      if (!hand.ok) return hand;
      if (hand.value.length < n.value)
        return refuse(
          `${controller} has ${hand.value.length} card(s) in hand to discard, too few to discard ${n.value}`,
          '$.may',
          '118.3',
        );
    } else if (c.kind === 'chosenPermanents') {
      const n = amountOf(c.amount, r, state);
      if (!n.ok) return n;
      const some = choosable(state, r, c, controller);
      if (!some.ok) return some;
      if (some.value.length < n.value)
        return refuse(
          `${controller} controls ${some.value.length} permanent(s) of the kind, too few to ${c.verb === 'sacrifice' ? 'sacrifice' : 'return'} ${n.value}`,
          '$.may',
          '118.3',
        );
    } else if (c.kind === 'fromGraveyard') {
      // A legal target is still in a graveyard (608.2b); with none chosen there is nothing to exile.
      if (!r.targets.some((id) => state.objects.some((o) => o.id === id && o.zone === 'graveyard')))
        return refuse(`${controller} has no target card in a graveyard to exile`, '$.may', '118.3');
    } else {
      const id = r.source.object?.id;
      const here = state.objects.find((o) => o.id === id)?.zone === 'battlefield';
      if (!here || r.seen.get(id ?? '')?.controller !== controller)
        return refuse(
          `${controller} can't sacrifice ${r.source.name}: it is not a permanent they control`,
          '$.may',
          '118.3',
        );
    }
  }
  return ok(true);
};

/**
 * CR 118.12, 118.3: pays the choice's cost from its controller's mana pool, life total and energy; a
 * cost they can't pay fully can't be chosen (608.2d), so "yes" is refused.
 */
const payFor = (state: GameState, r: Resolving, i: Optional): Result<Outcome> => {
  const times = i.payTimes === undefined ? ok(1) : timesToPay(state, r, i.payTimes);
  if (!times.ok) return times;
  const payer = r.action.controller;
  const cantPay = (why: string): Result<never> =>
    refuse(`${payer} can't pay ${costText(i)}: ${why}`, '$.may', '118.3');
  let outcome: Outcome = { state, events: [] };
  if (i.pay !== undefined && times.value > 0) {
    const mana = i.pay.repeat(times.value);
    // Paying as it resolves is neither casting nor activating: no such restriction allows it (106.6).
    const paid = payMana(
      state,
      mana,
      { object: r.source.object?.id ?? r.source.name, controller: payer, x: 0 },
      undefined,
    );
    if (!paid.ok) return cantPay(paid.error.message);
    outcome = paid.value;
  }
  // CR 119.4, 107.14: life and energy, each needed in full (118.3).
  const parts: CostPart[] = [
    ...(i.payLife === undefined ? [] : [{ kind: 'payLife', amount: i.payLife * times.value } as const]),
    ...(i.payEnergy === undefined ? [] : [{ kind: 'payEnergy', amount: i.payEnergy * times.value } as const]),
  ];
  if (parts.length > 0) {
    const paid = payExtraCosts(outcome.state, r.source.object?.id ?? r.source.name, payer, parts, {
      pool: r.pool,
    });
    if (!paid.ok) return cantPay(paid.error.message);
    outcome = { state: paid.value.state, events: [...outcome.events, ...paid.value.events] };
  }
  return ok(outcome);
};

/** Follows each instruction in order, each on the state the last one left. */
export const followAll = (
  state: GameState,
  r: Resolving,
  instructions: readonly Instruction[],
  follow: Follow,
): Result<Outcome> => {
  let current = state;
  const events: Outcome['events'][number][] = [];
  for (const instruction of instructions) {
    const step = follow(current, r, instruction);
    if (!step.ok) return step;
    current = step.value.state;
    appendAll(events, step.value.events);
  }
  return ok({ state: current, events });
};

/**
 * CR 118.12a: the player who chooses and pays: its controller, or the controller of its target
 * or of the spell or ability its trigger event is about ("unless its controller pays {3}",
 * "unless that player pays {2}", ward 702.21a). A target spell or ability is controlled by whoever
 * controls it on the stack; a target permanent by its controller as the resolution began.
 */
const payerOf = (state: GameState, r: Resolving, i: Optional): Result<PlayerId> => {
  if (i.payer === undefined) return ok(r.action.controller);
  const id = i.payer === 'targetsController' ? r.targets[0] : r.action.triggerObject;
  const now = controllerSeen(state, r, id ?? '');
  // "That player" was fixed as the event happened (603.2): still theirs once the spell has left the stack.
  const controller = i.payer === 'triggerController' ? (r.action.triggerPlayer ?? now) : now;
  return controller === undefined
    ? refuse(`${r.source.name}: no player is "its controller" or "that player" to pay`, '$.may', '118.12a')
    : ok(controller);
};

/**
 * CR 608.2d, 118.12: the answer of its controller (or of the player named to pay, 118.12a)
 * decides which instructions are followed. A cost is paid from the payer's mana pool as the
 * answer is acted on (118.12: a cost paid on resolution); one they can't pay can't be chosen
 * (118.3, 608.2d), so "yes" is refused and "no" is theirs.
 */
export const followOptional = (
  state: GameState,
  r: Resolving,
  i: Optional,
  follow: Follow,
): Result<Outcome> => {
  const payer = payerOf(state, r, i);
  if (!payer.ok) return payer;
  const may = r.action.may;
  if (may === undefined)
    return needAnswer(
      `choose whether to ${describe(i)}: give "may" true or false`,
      '$.may',
      i.payer === undefined ? '608.2d' : '118.12a',
      { kind: 'may' },
      payer.value === r.action.controller ? undefined : payer.value,
    );
  if (!may) return followAll(state, r, i.otherwise, follow);
  // "You" in the cost is the player paying it: "unless that player discards a card".
  const paying: Resolving = { ...r, action: { ...r.action, controller: payer.value } };
  const paid = chain(canDo(state, paying, i.cost ?? []), () => payFor(state, paying, i));
  // What follows each step continues from the state it left, its events after the step's.
  const after = (done: Outcome, by: Resolving, instructions: readonly Instruction[]): Result<Outcome> =>
    map(followAll(done.state, by, instructions, follow), (next) => ({
      state: next.state,
      events: [...done.events, ...next.events],
    }));
  return chain(
    chain(paid, (p) => after(p, paying, i.cost ?? [])),
    (c) => after(c, r, i.ifDone),
  );
};
