import type { CardPool } from '../cards/pool.js';
import type { PlayerAction } from '../engine/action.js';
import { whoActs } from '../engine/stack/priority.js';
import { type View, viewOf } from '../engine/view.js';
import { chain, map, ok, type Result } from '../result.js';
import { checkedState } from '../state/known-valid.js';
import type { GameState } from '../state/types.js';
import { activationEntries } from './activations.js';
import { castEntries } from './casts.js';
import { attackersEntry, blockersEntry } from './combat-declarations.js';
import {
  combatDamageEntry,
  decideEntries,
  discardEntry,
  keepLegendEntry,
  openingEntries,
} from './questions.js';
import { specialEntries } from './special-actions.js';
import { accepts } from './trial.js';
import { orderTriggersEntry } from './trigger-ways.js';
import type { LegalActions, LegalEntry } from './types.js';

/**
 * Every legal action of the player `toAct` names (issue 14): with priority (CR 117.1), passing,
 * each spell they may cast, each ability they may activate, each land they may play and each
 * special action (116.2); or the legal answers to the question open (attackers, blockers, the
 * order of triggers, the legend rule, the cleanup discard, a resolving spell's question). Large
 * choices are compact (targets per slot, X as a range, per creature what it may attack or block),
 * and `check` says whether a whole combination is legal. Legality is `apply`'s own: each entry's
 * example was accepted by it, and nothing it refuses is listed. A game over is an empty list.
 */
export const legalActions = (state: GameState, pool: CardPool): Result<LegalActions> =>
  chain(checkedState(state, pool), (valid) => chain(viewOf(valid, pool), (view) => listed(view, pool)));

const listed = (view: View, pool: CardPool): Result<LegalActions> => {
  const { state } = view;
  const act = whoActs(state);
  const check = (action: PlayerAction) => accepts(state, pool, action);
  const done = (player: string, entries: readonly LegalEntry[]): Result<LegalActions> =>
    ok({ player, entries, notListed: [], check });
  const answers = (entries: Result<readonly LegalEntry[]>) =>
    chain(entries, (e) => done(act.kind === 'none' ? '' : act.player, e));
  switch (act.kind) {
    case 'none':
      return done('', []);
    case 'priority':
      return ok(priorityActions(view, pool, act.player, check));
    case 'keepLegend':
      return done(act.player, [keepLegendEntry(act)]);
    case 'discardToHandSize':
      return done(act.player, [discardEntry(state, act)]);
    case 'orderTriggers':
      return answers(map(orderTriggersEntry(view, pool, act.player), (e) => [e]));
    case 'declareAttackers':
      return answers(map(attackersEntry(view, pool, act.player), (e) => [e]));
    case 'declareBlockers':
      return answers(map(blockersEntry(view, pool, act.player), (e) => [e]));
    case 'decide':
      return answers(decideEntries(state, pool));
    case 'assignCombatDamage':
      return done(act.player, [combatDamageEntry(act)]);
    case 'mulligan':
    case 'bottom':
      return done(act.player, openingEntries(state));
  }
};

/** CR 117.1: with priority, a player passes, casts, activates or takes a special action. */
const priorityActions = (
  view: View,
  pool: CardPool,
  player: string,
  check: LegalActions['check'],
): LegalActions => {
  const pass: PlayerAction = { kind: 'pass', player };
  const casts = castEntries(view.state, pool, player);
  const activations = activationEntries(view, pool, player);
  return {
    player,
    entries: [
      // CR 117.3d: passing is always open to the player with priority.
      { kind: 'pass', player, example: pass, choices: {} },
      ...casts.entries,
      ...activations.entries,
      ...specialEntries(view, pool, player),
    ],
    notListed: [...casts.notListed, ...activations.notListed],
    check,
  };
};
