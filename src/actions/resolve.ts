import type { CardPool } from '../cards/pool.js';
import type { AbilityDef, EffectDef, Instruction, LayerOp, TargetSpec, Value } from '../effects/types.js';
import { evaluate } from '../layers/evaluate.js';
import type { Characteristics } from '../layers/result.js';
import { selectObjects } from '../layers/select.js';
import { effectAmount } from '../numbers/integers.js';
import { err, ok, type Result, rulesError } from '../result.js';
import type { ActiveEffect, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { drawCards } from './draw.js';
import type { GameEvent } from './events.js';
import type { Outcome } from './outcome.js';
import type { ResolveAction } from './resolve-action.js';

export interface Resolution {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

interface Source {
  readonly object: GameObject | null;
  readonly name: string;
  readonly abilities: readonly AbilityDef[];
}

/**
 * Resolves a spell's or ability's effect (CR 608.2): checks its targets (608.2b), then
 * follows its instructions in order. Values are fixed as it resolves (611.2d), and the
 * objects its continuous effects change are fixed then too (611.2c).
 */
export const resolve = (state: GameState, pool: CardPool, action: ResolveAction): Result<Resolution> => {
  const source = findSource(state, pool, action);
  if (!source.ok) return source;
  const { abilities, name } = source.value;
  const now = evaluate(state, pool);
  if (!now.ok) return now;
  const seen = new Map(now.value.objects.map((c) => [c.id, c] as const));
  let current = state;
  const events: GameEvent[] = [];
  for (const ability of abilities) {
    if (ability.kind === 'unsupported') {
      return err(
        rulesError('ERR_UNSUPPORTED', `${name}: "${ability.text}" is not supported: ${ability.reason}`),
      );
    }
    if (ability.kind !== 'spell' && ability.kind !== 'activated' && ability.kind !== 'triggered') continue;
    const spec = ability.kind === 'triggered' ? null : ability.targets;
    const targets = checkTargets(state, pool, source.value, spec, action);
    if (!targets.ok) return targets;
    for (const instruction of ability.instructions) {
      const step = follow(current, pool, seen, source.value, action, targets.value, instruction);
      if (!step.ok) return step;
      current = step.value.state;
      events.push(...step.value.events);
    }
  }
  return ok({ state: current, events });
};

const findSource = (state: GameState, pool: CardPool, action: ResolveAction): Result<Source> => {
  const object = state.objects.find((o) => o.id === action.source) ?? null;
  const card = pool.find(object?.card ?? action.source);
  if (!card) {
    return err(
      rulesError(
        'ERR_UNKNOWN_CARD',
        `"${action.source}" is neither an object on the board nor a card in the pool`,
        { path: '$.source' },
      ),
    );
  }
  if (action.ability === undefined) {
    return ok({
      object,
      name: card.data.name,
      abilities: card.abilities.filter((a) => a.kind === 'spell' || a.kind === 'unsupported'),
    });
  }
  const ability = card.abilities[action.ability];
  if (ability?.kind !== 'activated' && ability?.kind !== 'triggered') {
    return err(
      rulesError(
        'ERR_ACTION',
        `${card.data.name} has no activated or triggered ability number ${action.ability}`,
        {
          path: '$.ability',
          rule: '602.1',
        },
      ),
    );
  }
  return ok({ object, name: card.data.name, abilities: [ability] });
};

/**
 * CR 608.2b: every target must still be legal; with all illegal, the spell does nothing (we
 * refuse it). Object targets are checked with the same filter matching the layers use.
 */
const checkTargets = (
  state: GameState,
  pool: CardPool,
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
  const legal = spec.players
    ? ok(state.players.map((p) => p.id))
    : selectObjects(state, pool, spec.filter, {
        source: source.object?.id ?? source.name,
        controller: action.controller,
      });
  if (!legal.ok) return legal;
  for (const [i, target] of targets.entries()) {
    if (legal.value.includes(target)) continue;
    const wanted = spec.players ? 'a player' : describeTarget(spec);
    return err(
      rulesError('ERR_TARGET', `${target} is not a legal target: it must be ${wanted}`, {
        path: `$.targets[${i}]`,
        rule: spec.players ? '115.1' : '608.2b',
      }),
    );
  }
  return ok(targets);
};

const describeTarget = (spec: TargetSpec): string => {
  const words = [...(spec.filter.subtypes ?? []), ...(spec.filter.types ?? [])].join(' ').toLowerCase();
  return `a ${words || 'permanent'} on the battlefield${spec.filter.controller ? ` (controlled by ${spec.filter.controller})` : ''}`;
};

type Step = Result<Outcome>;

const follow = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  action: ResolveAction,
  targets: readonly string[],
  instruction: Instruction,
): Step => {
  switch (instruction.kind) {
    case 'createEffect':
      return createEffect(state, pool, seen, source, action, targets, instruction);
    case 'drawCards':
      return ok(drawCards(state, action.controller, fixValue(instruction.amount, seen, source, action)));
    case 'addCounters':
    case 'destroy':
    case 'dealDamage':
    case 'gainLife':
    case 'createToken':
    case 'addMana':
      return err(
        rulesError(
          'ERR_UNSUPPORTED',
          `${source.name}: the "${instruction.kind}" instruction is not supported by resolve yet`,
        ),
      );
  }
};

/** CR 611.2d: a variable in a resolving effect is fixed once, on resolution. */
const fixValue = (
  value: Value,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  action: ResolveAction,
): number => {
  switch (value.kind) {
    case 'constant':
      return value.n;
    case 'x':
      return action.x ?? 0;
    case 'powerOfSource':
      return source.object ? (seen.get(source.object.id)?.power ?? 0) : 0;
    case 'sum':
      return value.of.reduce((total, part) => total + fixValue(part, seen, source, action), 0);
    case 'negate':
      return -fixValue(value.of, seen, source, action);
    case 'count':
    case 'cardTypesAmongCards':
    case 'lifeTotal':
    case 'cardsInHand':
    case 'manaValueOfAffected':
    case 'countersOnSource':
      // Read from the affected object as the layers apply; nothing to fix here.
      return Number.NaN;
  }
};

/** Fixes the values of an effect's operations; "gets +X/+X" uses 0 for a negative X (CR 107.1b). */
const fixOps = (
  ops: readonly LayerOp[],
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  action: ResolveAction,
): LayerOp[] =>
  ops.map((op) => {
    if (op.kind !== 'modifyPT') return op;
    const fix = (v: Value): Value => {
      const n = fixValue(v, seen, source, action);
      if (Number.isNaN(n)) return v;
      return {
        kind: 'constant',
        n: v.kind === 'constant' ? n : effectAmount(n, { operation: 'other', target: 'powerToughness' }),
      };
    };
    return { kind: 'modifyPT', power: fix(op.power), toughness: fix(op.toughness) };
  });

const createEffect = (
  state: GameState,
  pool: CardPool,
  seen: ReadonlyMap<ObjectId, Characteristics>,
  source: Source,
  action: ResolveAction,
  targets: readonly string[],
  instruction: Extract<Instruction, { kind: 'createEffect' }>,
): Step => {
  const objects = lockedObjects(
    state,
    pool,
    action.controller,
    source,
    targets,
    instruction,
    action.triggerObject,
  );
  if (!objects.ok) return objects;
  const effect: EffectDef = {
    affects: instruction.effect.affects,
    ops: fixOps(instruction.effect.ops, seen, source, action),
  };
  const created: ActiveEffect = {
    id: `e${state.next.id}`,
    source: source.object?.id ?? source.name,
    sourceName: source.name,
    controller: action.controller,
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
        source: source.name,
        objects: objects.value,
        rule: '611.2c',
      },
    ],
  });
};

/** CR 611.2c: the objects a resolving effect changes are fixed as it begins. */
const lockedObjects = (
  state: GameState,
  pool: CardPool,
  controller: PlayerId,
  source: Source,
  targets: readonly string[],
  instruction: Extract<Instruction, { kind: 'createEffect' }>,
  triggerObject: ObjectId | undefined,
): Result<ObjectId[]> => {
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
    case 'filter': {
      return selectObjects(state, pool, instruction.effect.affects, {
        source: source.object?.id ?? source.name,
        controller,
        ...(targets[0] === undefined ? {} : { targetPlayer: targets[0] }),
      });
    }
    case 'triggerObject':
      return triggerObject === undefined
        ? err(
            rulesError('ERR_ACTION', `${source.name}: no object triggered this ability`, {
              path: '$.triggerObject',
              rule: '603.2',
            }),
          )
        : ok([triggerObject]);
  }
};
