import type { CardPool } from '../../src/cards/pool.js';
import type { Action } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import { answerWith } from '../../src/engine/combat/assign-combat-damage.js';
import { wordRange } from '../../src/engine/resolution/target-shares.js';
import type { OrderTriggersAction } from '../../src/engine/stack/order-triggers.js';
import type { Actor } from '../../src/engine/stack/priority.js';
import type { Decision } from '../../src/state/answers.js';
import type { GameState } from '../../src/state/types.js';

/**
 * A deterministic player for properties that play games out: what they answer when the rules
 * ask them something (`toAct`) other than whether to pass. Each answer is the first of a fixed
 * list of candidates that `apply` accepts: triggered abilities in the order they triggered, each with
 * the first targets and modes accepted; no attackers and no blockers; the first answer a
 * resolving spell or ability takes; the documented default division of combat damage; the first cards in hand discarded; the first legendary
 * permanent of a group kept (704.5j). Null when no candidate is
 * accepted, which the property reports.
 */
export const answer = (state: GameState, pool: CardPool, act: Actor): Action | null => {
  switch (act.kind) {
    case 'priority':
      return { kind: 'pass' };
    case 'orderTriggers':
      return orderTriggers(state, pool, act.player);
    case 'keepLegend':
      return { kind: 'keepLegend', keep: act.choice.among[0] ?? '' };
    case 'declareAttackers':
      return { kind: 'declareAttackers', attackers: [] };
    case 'declareBlockers':
      return { kind: 'declareBlockers', blockers: [] };
    case 'decide':
      return firstAccepted(state, pool, decisions(state, act));
    case 'assignCombatDamage': {
      const given = answerWith(state, pool, act.question, {});
      return given.ok ? given.value : null;
    }
    case 'discardToHandSize':
      return {
        kind: 'discardToHandSize',
        cards: handOf(state, act.player).slice(0, act.count),
      };
    case 'mulligan':
      return { kind: 'mulligan', player: act.player, keep: true };
    case 'bottom':
      return { kind: 'bottom', player: act.player, cards: handOf(state, act.player).slice(0, act.count) };
    case 'none':
      return null;
  }
};

const firstAccepted = (state: GameState, pool: CardPool, candidates: Iterable<Action>): Action | null => {
  for (const action of candidates) if (apply(state, pool, action).ok) return action;
  return null;
};

const handOf = (state: GameState, player: string): string[] =>
  state.objects.filter((o) => o.zone === 'hand' && o.owner === player).map((o) => o.id);

/** Everything that can be named as a target: players, then objects in the state's order. */
const nameable = (state: GameState): string[] => [
  ...state.players.map((p) => p.id),
  ...state.objects.filter((o) => o.zone !== 'library').map((o) => o.id),
  ...state.stack.filter((s) => s.kind === 'ability').map((s) => s.id),
];

/** Every choice of `n` distinct names, in order. */
function* choose(names: readonly string[], n: number, from = 0): Generator<string[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (let i = from; i < names.length; i++)
    for (const rest of choose(names, n - 1, i + 1)) yield [names[i] as string, ...rest];
}

/** Every way of taking one list from each group, joined. */
function* product(groups: readonly (readonly string[][])[]): Generator<string[]> {
  const [first, ...rest] = groups;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const tail of product(rest)) for (const head of first) yield [...head, ...tail];
}

type Choice = OrderTriggersAction['order'][number];
type Waiting = GameState['triggered'][number];

/** The ways of putting one waiting ability on the stack: each mode, with each choice of targets. */
function* choicesFor(state: GameState, t: Waiting): Generator<Choice> {
  const modal = t.def.instructions.find((i) => i.kind === 'modal');
  const count = t.def.targets === undefined ? 0 : wordRange(t.def.targets, t.x ?? 0).fewest;
  for (const modes of modal?.kind === 'modal' ? modal.modes.map((_, m) => [m]) : [undefined])
    for (const targets of choose(nameable(state), count))
      yield { trigger: t.id, ...(count === 0 ? {} : { targets }), ...(modes === undefined ? {} : { modes }) };
}

/**
 * CR 603.3b-d: the player's waiting triggered abilities in the order they triggered, the first
 * to trigger on top, so resolving first (as test/support/play.ts orders them); for each in turn,
 * the first modes and targets not refused where they are named (those after it named bare
 * meanwhile). The other order lets a player keep a loop going by choice, which is no draw
 * (104.4b): Elvish Visionary returning by persist and undying under -3/-3 would pile its
 * "draw a card" triggers under each new "dies" trigger forever.
 */
const orderTriggers = (state: GameState, pool: CardPool, player: string): Action | null => {
  const mine = state.triggered.filter((t) => t.controller === player).reverse();
  const chosen: Choice[] = [];
  for (const [k, t] of mine.entries()) {
    const rest = mine.slice(k + 1).map((r) => ({ trigger: r.id }));
    let found: Choice | null = null;
    for (const choice of choicesFor(state, t)) {
      const done = apply(state, pool, { kind: 'orderTriggers', order: [...chosen, choice, ...rest] });
      if (done.ok || !(done.error.path ?? '').startsWith(`$.order[${k}]`)) {
        found = choice;
        break;
      }
    }
    if (!found) return null;
    chosen.push(found);
  }
  return { kind: 'orderTriggers', order: chosen };
};

/**
 * CR 608.2d: answers to what the resolving spell or ability asks, by where the answer goes: yes
 * then no; each mana in WUBRG order then colourless; an empty decision, then one naming one
 * object (its own, or a permanent), then permanents of several players, then the first cards of
 * its hand, then of its library.
 */
function* decisions(state: GameState, act: Extract<Actor, { kind: 'decide' }>): Generator<Action> {
  const path = act.awaiting.path;
  if (path.startsWith('$.may')) {
    yield { kind: 'decide', may: true };
    yield { kind: 'decide', may: false };
    return;
  }
  if (path.startsWith('$.mana')) {
    for (const mana of ['{W}', '{U}', '{B}', '{R}', '{G}', '{C}']) yield { kind: 'decide', mana };
    return;
  }
  const decide = (d: Decision): Action => ({ kind: 'decide', decisions: [d] });
  yield decide({});
  const mine = state.objects.filter((o) => o.owner === act.player || o.zone === 'battlefield');
  const fields = ['cards', 'permanents', 'chosen', 'top', 'bottom', 'graveyard'] as const;
  for (const field of fields) for (const o of mine) yield decide({ [field]: [o.id] });
  // Permanents chosen by several players at once (each player sacrifices one): one or two of each's.
  const each = state.players.map((p) => {
    const theirs = state.objects
      .filter((o) => o.zone === 'battlefield' && o.controller === p.id)
      .map((o) => o.id);
    return [[], ...theirs.map((id) => [id]), ...(theirs.length > 1 ? [theirs.slice(0, 2)] : [])];
  });
  for (const permanents of product(each)) if (permanents.length > 1) yield decide({ permanents });
  // Several cards: the first of its hand (discard), or of its library, top first (scry, surveil).
  const hand = handOf(state, act.player);
  for (let n = 2; n <= hand.length; n++) yield decide({ cards: hand.slice(0, n) });
  const library = state.objects
    .filter((o) => o.zone === 'library' && o.owner === act.player)
    .map((o) => o.id);
  for (let n = 2; n <= Math.min(library.length, 3); n++)
    for (const field of ['top', 'bottom', 'graveyard'] as const)
      yield decide({ [field]: library.slice(0, n) });
}
