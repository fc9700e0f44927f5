import type { CardPool } from '../cards/pool.js';
import type { TargetSpec } from '../effects/types.js';
import type { Characteristics } from '../layers/result.js';
import { selectObjects } from '../layers/select.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { ResolveAction } from './resolve-action.js';
import type { Source } from './resolving.js';
import { isDamageable } from './view.js';

/**
 * CR 608.2b: every target must still be legal; with all illegal, the spell does nothing (we
 * refuse it). Object targets are checked with the same filter matching the layers use.
 */
export const checkTargets = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec | null,
  action: ResolveAction,
): Result<readonly string[]> => {
  const targets = action.targets ?? [];
  if (spec === null) return ok([]);
  if (targets.length !== spec.count) {
    const message = `needs ${spec.count} target${spec.count === 1 ? '' : 's'}, given ${targets.length}`;
    return err(rulesError('ERR_TARGET', message, { path: '$.targets', rule: '601.2c' }));
  }
  const legal = legalTargets(state, pool, seen, source, spec, action);
  if (!legal.ok) return legal;
  for (const [i, target] of targets.entries()) {
    if (legal.value.includes(target)) continue;
    return err(
      rulesError('ERR_TARGET', `${target} is not a legal target: it must be ${describeTarget(spec)}`, {
        path: `$.targets[${i}]`,
        rule: spec.anyTarget ? '115.4' : spec.players ? '115.1' : '608.2b',
      }),
    );
  }
  return ok(targets);
};

const legalTargets = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  spec: TargetSpec,
  action: ResolveAction,
): Result<readonly string[]> => {
  const players = state.players.map((p) => p.id);
  if (spec.players) return ok(players);
  if (spec.anyTarget) {
    // CR 115.4: "any target" is a creature, player, planeswalker or battle.
    const permanents = [...seen.values()].filter((c) => c.zone === 'battlefield' && isDamageable(c));
    return ok([...players, ...permanents.map((c) => c.id)]);
  }
  return selectObjects(state, pool, spec.filter, {
    source: source.object?.id ?? source.name,
    controller: action.controller,
  });
};

const describeTarget = (spec: TargetSpec): string => {
  if (spec.anyTarget) return 'a creature, player, planeswalker or battle (any target)';
  if (spec.players) return 'a player';
  const words = [...(spec.filter.subtypes ?? []), ...(spec.filter.types ?? [])].join(' ').toLowerCase();
  return `a ${words || 'permanent'} on the battlefield${spec.filter.controller ? ` (controlled by ${spec.filter.controller})` : ''}`;
};
