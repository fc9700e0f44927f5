import type { EffectDef, Instruction, LayerOp, Value } from '../../effects/types.js';
import { blockersOf } from '../../layers/object-state.js';
import type { Characteristics } from '../../layers/result.js';
import { selectObjects } from '../../layers/select.js';
import { effectAmount } from '../../numbers/integers.js';
import { all, chain, err, map, ok, type Result, rulesError } from '../../result.js';
import type { ActiveEffect, GameState, ObjectId } from '../../state/types.js';
import { durationHolds, SOURCE_BOUND } from '../for-as-long-as.js';
import type { Outcome } from '../outcome.js';
import { viewOf, withActiveEffect } from '../view.js';
import { attachedToSource } from './attached-source.js';
import { numberNow, type Resolving, triggerObjectOf } from './resolving.js';
import { resolvingSelectorOf } from './selector.js';

type CreateEffect = Extract<Instruction, { kind: 'createEffect' }>;

/**
 * A number of a "gets +X/+X" as the effect begins (CR 608.2h: "for each creature blocking it"
 * counts them now, 611.2c). CR 107.1b: a negative X is 0; the sign printed before it and the
 * number it multiplies apply afterwards ("-X/-X", "+2/+0 for each"). `affected`: the object the
 * effect is fixed for, as it is now, where a number is its power or toughness.
 */
const fixedAmount = (
  v: Value,
  r: Resolving,
  state: GameState,
  affected: Characteristics | undefined,
): Result<number> => {
  switch (v.kind) {
    case 'constant':
      return ok(v.n);
    case 'negate':
      return map(fixedAmount(v.of, r, state, affected), (n) => -n);
    case 'times':
      return map(fixedAmount(v.of, r, state, affected), (n) => v.n * n);
    case 'ofAffected':
      // CR 701.10b-c: doubling adds its power as it is, a negative one too (the exception in 107.1b).
      return ok(
        effectAmount(affected?.[v.of] ?? 0, {
          operation: v.doubling ? 'double' : 'other',
          target: 'powerToughness',
        }),
      );
    case 'colorsOfAffected':
      // CR 105.2: its colours as it is now, fixed for it (608.2h).
      return ok(affected?.colors.length ?? 0);
    case 'blockingAffected':
      // CR 509.1h, 608.2h: the creatures blocking it now, fixed for it.
      return ok(affected ? blockersOf(state, affected.id) : 0);
    case 'countersOnAffected':
      // CR 122.1: the counters on it now, fixed for it (608.2h).
      return ok(
        (affected?.counters ?? []).reduce(
          (n, pile) => (v.counter === undefined || pile.kind === v.counter ? n + pile.count : n),
          0,
        ),
      );
    default:
      return map(numberNow(v, r, state), (n) =>
        effectAmount(n, { operation: 'other', target: 'powerToughness' }),
      );
  }
};

/** The effect's operations with their numbers fixed as it resolves (611.2d). */
const fixOps = (
  ops: readonly LayerOp[],
  r: Resolving,
  state: GameState,
  affected?: Characteristics,
): Result<LayerOp[]> =>
  all(ops, (op): Result<LayerOp> => {
    if (op.kind !== 'modifyPT') return ok(op);
    const fix = (v: Value): Result<Value> =>
      map(fixedAmount(v, r, state, affected), (n) => ({ kind: 'constant', n }));
    return chain(fix(op.power), (power) =>
      map(fix(op.toughness), (toughness): LayerOp => ({ kind: 'modifyPT', power, toughness })),
    );
  });

const readsAffected = (v: Value): boolean =>
  v.kind === 'ofAffected' ||
  v.kind === 'colorsOfAffected' ||
  v.kind === 'blockingAffected' ||
  v.kind === 'countersOnAffected' ||
  ((v.kind === 'negate' || v.kind === 'times') && readsAffected(v.of)) ||
  (v.kind === 'sum' && v.of.some(readsAffected));

/**
 * The effects to create, each with the objects it is locked to: one for all of them, or, where a
 * number is each object's own power or toughness (608.2h, 701.10b), one for each object.
 */
const effectsFor = (
  state: GameState,
  r: Resolving,
  ops: readonly LayerOp[],
  objects: readonly ObjectId[],
): Result<{ ops: LayerOp[]; lockedTo: ObjectId[] }[]> => {
  const perObject = ops.some(
    (op) => op.kind === 'modifyPT' && (readsAffected(op.power) || readsAffected(op.toughness)),
  );
  if (!perObject) return map(fixOps(ops, r, state), (fixed) => [{ ops: fixed, lockedTo: [...objects] }]);
  return chain(viewOf(state, r.pool), (view) =>
    all(objects, (id) =>
      map(fixOps(ops, r, state, view.chars.get(id)), (fixed) => ({ ops: fixed, lockedTo: [id] })),
    ),
  );
};

/**
 * CR 611.2: a continuous effect from a resolving spell or ability, its values fixed now (611.2d).
 * CR 611.2b: one "for as long as" a duration that is already over does nothing.
 */
export const createEffect = (state: GameState, r: Resolving, instruction: CreateEffect): Result<Outcome> =>
  SOURCE_BOUND.has(instruction.duration)
    ? chain(viewOf(state, r.pool), (view) =>
        durationHolds(view, instruction.duration, r.source.object?.id ?? r.source.name, r.action.controller)
          ? begin(state, r, instruction)
          : ok({ state, events: [] }),
      )
    : begin(state, r, instruction);

const begin = (state: GameState, r: Resolving, instruction: CreateEffect): Result<Outcome> =>
  chain(lockedObjects(state, r, instruction), (objects) =>
    map(effectsFor(state, r, instruction.effect.ops, objects), (made) =>
      made.reduce<Outcome>((done, { ops, lockedTo }) => withEffect(done, r, instruction, ops, lockedTo), {
        state,
        events: [],
      }),
    ),
  );

const withEffect = (
  { state, events }: Outcome,
  r: Resolving,
  instruction: CreateEffect,
  ops: readonly LayerOp[],
  lockedTo: readonly ObjectId[],
): Outcome => {
  const effect: EffectDef = { affects: instruction.effect.affects, ops };
  const created: ActiveEffect = {
    id: `e${state.next.id}`,
    source: r.source.object?.id ?? r.source.name,
    sourceName: r.source.name,
    controller: r.action.controller,
    timestamp: state.next.timestamp,
    duration: instruction.duration,
    effect,
    lockedTo,
  };
  return {
    state: withActiveEffect(state, created),
    events: [
      ...events,
      {
        kind: 'effectCreated',
        effect: created.id,
        source: r.source.name,
        objects: lockedTo,
        rule: '611.2c',
      },
    ],
  };
};

/** CR 611.2c: the objects a resolving effect changes are fixed as it begins. */
const lockedObjects = (state: GameState, r: Resolving, instruction: CreateEffect): Result<ObjectId[]> => {
  const { source, targets } = r;
  switch (instruction.on) {
    case 'targets':
      return ok([...targets]);
    case 'self':
      return source.object
        ? ok([source.object.id])
        : err(rulesError('ERR_ACTION', `${source.name} is not on the board`, { path: '$.source' }));
    case 'attachedTo':
      return ok([...attachedToSource(state, r)]);
    case 'filter':
      return selectObjects(state, r.pool, instruction.effect.affects, resolvingSelectorOf(state, r));
    case 'otherAttackers':
      // CR 506.4: the creatures attacking now; each other than the source (702.91a).
      return ok((state.combat?.attackers ?? []).map((a) => a.id).filter((id) => id !== source.object?.id));
    case 'triggerObject':
      return map(triggerObjectOf(r), (id) => [id]);
    // CR 608.2c: "Create two 1/1 … tokens. They gain haste": the tokens the instruction before created.
    case 'created':
      return ok([...(r.created ?? [])]);
    // CR 702.95b: "that creature" after "if it's paired with a creature": each target's partner now.
    case 'pairedWithTargets':
      return ok(
        targets.flatMap(
          (id) => state.objects.find((o) => o.id === id && o.zone === 'battlefield')?.pairedWith ?? [],
        ),
      );
  }
};
