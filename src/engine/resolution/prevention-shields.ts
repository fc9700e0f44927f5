import type { Instruction } from '../../effects/types.js';
import { ok, optional, type Result } from '../../result.js';
import type { GameState, PreventionShield } from '../../state/types.js';
import { shieldsOf, withShields } from '../damage/prevention.js';
import type { GameEvent } from '../events.js';
import type { Outcome } from '../outcome.js';
import { amountOf, type Resolving } from './resolving.js';

type PreventInstruction = Extract<Instruction, { kind: 'preventDamage' }>;

/**
 * Who an instruction's shields go around: its targets still there (608.2b), its source, its
 * controller, or all damage (`null`).
 */
const protectedOnes = (
  state: GameState,
  r: Resolving,
  on: PreventInstruction['on'],
): readonly (string | null)[] => {
  const onBattlefield = (id: string) => state.objects.some((o) => o.id === id && o.zone === 'battlefield');
  switch (on) {
    case 'targets':
      return r.targets.filter((t) => state.players.some((p) => p.id === t) || onBattlefield(t));
    case 'self': {
      const id = r.source.object?.id;
      return id !== undefined && onBattlefield(id) ? [id] : [];
    }
    case 'you':
      return [r.action.controller];
    case 'all':
      return [null];
  }
};

/**
 * CR 615.7, 615.1a: "Prevent the next N damage / all damage that would be dealt to [it] this
 * turn" puts a shield around each object or player named, which prevention.ts applies to damage
 * as it would be dealt, until it is used up or the turn ends (514.2). N is fixed as it resolves
 * (611.2d); a shield of 0 prevents nothing, so none is made.
 */
export const addPreventionShields = (
  state: GameState,
  r: Resolving,
  i: PreventInstruction,
): Result<Outcome> => {
  const amount = i.amount === undefined ? ok(undefined) : amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  if (amount.value === 0) return ok({ state, events: [] });
  // All damage is dealt to something: one shield around it whatever `damage` says.
  const sides: readonly ('to' | 'by')[] =
    i.on === 'all' ? ['to'] : i.damage === 'toAndBy' ? ['to', 'by'] : [i.damage];
  const shields: PreventionShield[] = sides.map((damage) => ({
    damage,
    ...optional('left', amount.value),
    ...(i.combatOnly ? { combatOnly: true as const } : {}),
  }));
  let next = state;
  const events: GameEvent[] = [];
  for (const id of protectedOnes(state, r, i.on)) {
    next = withShields(next, id, [...shieldsOf(next, id), ...shields]);
    const rule = i.amount === undefined ? '615.1a' : '615.7';
    events.push(
      id === null
        ? { kind: 'allDamageShielded', sourceName: r.source.name, rule }
        : { kind: 'shieldCreated', object: id, rule },
    );
  }
  return ok({ state: next, events });
};
