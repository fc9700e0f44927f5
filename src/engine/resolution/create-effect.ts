import type { EffectDef, Instruction, LayerOp, Value } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { effectAmount } from '../../numbers/integers.js';
import { err, ok, optional, type Result, rulesError } from '../../result.js';
import type { ActiveEffect, GameState, ObjectId } from '../../state/types.js';
import type { Outcome } from '../outcome.js';
import { fixValue, type Resolving } from './resolving.js';

type CreateEffect = Extract<Instruction, { kind: 'createEffect' }>;

/** Fixes the values of an effect's operations; "gets +X/+X" uses 0 for a negative X (CR 107.1b). */
const fixOps = (ops: readonly LayerOp[], r: Resolving): LayerOp[] =>
  ops.map((op) => {
    if (op.kind !== 'modifyPT') return op;
    const fix = (v: Value): Value => {
      const n = fixValue(v, r);
      if (Number.isNaN(n)) return v;
      return {
        kind: 'constant',
        n: v.kind === 'constant' ? n : effectAmount(n, { operation: 'other', target: 'powerToughness' }),
      };
    };
    return { kind: 'modifyPT', power: fix(op.power), toughness: fix(op.toughness) };
  });

/** CR 611.2: a continuous effect from a resolving spell or ability, its values fixed now (611.2d). */
export const createEffect = (state: GameState, r: Resolving, instruction: CreateEffect): Result<Outcome> => {
  const objects = lockedObjects(state, r, instruction);
  if (!objects.ok) return objects;
  const effect: EffectDef = {
    affects: instruction.effect.affects,
    ops: fixOps(instruction.effect.ops, r),
  };
  const created: ActiveEffect = {
    id: `e${state.next.id}`,
    source: r.source.object?.id ?? r.source.name,
    sourceName: r.source.name,
    controller: r.action.controller,
    timestamp: state.next.timestamp,
    duration: instruction.duration,
    effect,
    lockedTo: objects.value,
  };
  return ok({
    state: {
      ...state,
      effects: [...state.effects, created],
      next: { id: state.next.id + 1, timestamp: state.next.timestamp + 1 },
    },
    events: [
      {
        kind: 'effectCreated',
        effect: created.id,
        source: r.source.name,
        objects: objects.value,
        rule: '611.2c',
      },
    ],
  });
};

/** CR 611.2c: the objects a resolving effect changes are fixed as it begins. */
const lockedObjects = (state: GameState, r: Resolving, instruction: CreateEffect): Result<ObjectId[]> => {
  const { source, targets, action } = r;
  switch (instruction.on) {
    case 'targets':
      return ok([...targets]);
    case 'self':
      return source.object
        ? ok([source.object.id])
        : err(rulesError('ERR_ACTION', `${source.name} is not on the board`, { path: '$.source' }));
    case 'attachedTo': {
      const attached = source.object?.attachedTo;
      return attached
        ? ok([attached])
        : err(
            rulesError('ERR_ACTION', `${source.name} is not attached to anything`, {
              path: '$.source',
              rule: '303.4',
            }),
          );
    }
    case 'filter':
      return selectObjects(state, r.pool, instruction.effect.affects, {
        source: source.object?.id ?? source.name,
        controller: action.controller,
        ...optional('targetPlayer', targets[0]),
      });
    case 'otherAttackers':
      // CR 506.4: the creatures attacking now; each other than the source (702.91a).
      return ok((state.combat?.attackers ?? []).map((a) => a.id).filter((id) => id !== source.object?.id));
    case 'triggerObject':
      return action.triggerObject === undefined
        ? err(
            rulesError('ERR_ACTION', `${source.name}: no object triggered this ability`, {
              path: '$.triggerObject',
              rule: '603.2',
            }),
          )
        : ok([action.triggerObject]);
  }
};
