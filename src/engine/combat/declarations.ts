import type { CardPool } from '../../cards/pool.js';
import { chain, type Result } from '../../result.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { type Outcome, refuse } from '../outcome.js';
import { whoActs } from '../stack/priority.js';
import { settle } from '../stack/settle.js';
import { noteTriggers } from '../triggers/note.js';
import { viewOf } from '../view.js';
import {
  type AttackDeclaration,
  type BlockDeclaration,
  declareAttackers,
  declareBlockers,
} from './declare.js';

/**
 * CR 508.1, 509.1, 117.3a: the turn-based action of declaring attackers (or blockers) at the
 * start of its step, before anyone has priority; then what it triggered goes on the stack
 * (508.3, 509.3) and the active player receives priority.
 */
export const declare = (
  state: GameState,
  pool: CardPool,
  declaration:
    | {
        readonly kind: 'declareAttackers';
        readonly attackers: readonly AttackDeclaration[];
        readonly exert?: readonly ObjectId[];
      }
    | { readonly kind: 'declareBlockers'; readonly blockers: readonly BlockDeclaration[] },
): Result<Outcome> => {
  const act = whoActs(state);
  if (act.kind !== declaration.kind) {
    const rule = declaration.kind === 'declareAttackers' ? '508.1' : '509.1';
    const what = declaration.kind === 'declareAttackers' ? 'attackers' : 'blockers';
    return refuse(
      act.kind === 'none' || act.kind === 'priority'
        ? `${what} are declared as the declare ${what} step begins, before anyone has priority`
        : `${act.player} must first ${act.kind === 'orderTriggers' ? 'put their triggered abilities on the stack' : 'make another choice'}`,
      '$.kind',
      rule,
    );
  }
  const done = chain(viewOf(state, pool), (view) =>
    declaration.kind === 'declareAttackers'
      ? declareAttackers(view, declaration.attackers, declaration.exert)
      : declareBlockers(view, declaration.blockers),
  );
  const noted = chain(done, (done) => noteTriggers(state, done, pool));
  return chain(noted, (noted) => settle(state, noted, pool, state.turn.active));
};

/** The declaration of no attackers or no blockers, checked as any other (508.1d, 509.1c requirements). */
export const declareNone = (
  state: GameState,
  pool: CardPool,
  kind: 'declareAttackers' | 'declareBlockers',
): Result<Outcome> =>
  declare(state, pool, kind === 'declareAttackers' ? { kind, attackers: [] } : { kind, blockers: [] });
