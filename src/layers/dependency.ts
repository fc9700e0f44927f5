import type { Condition, Filter, SourceState, Value } from '../effects/types.js';
import type { EvalContext } from './context.js';
import { applyEffect, footprint, opsIn } from './effect-step.js';
import { type Aspect, type LayerIndex, maskOf } from './layer.js';
import type { EffectInstance, Working } from './working.js';

/**
 * CR 613.8: ordering within a layer by dependency. Effects say statically what they read
 * and write; only pairs where one writes what the other reads get the exact 613.8a trial
 * (apply the other, and see whether the first's existence, objects or doings change).
 */

/** Equipped and enchanted read what is attached to it: Equipment and Auras, subtypes (301.5, 303.4). */
const stateReads = (state: SourceState, into: Set<Aspect>): void => {
  if (state === 'equipped' || state === 'enchanted') into.add('types');
};

const filterReads = (filter: Filter, into: Set<Aspect>): void => {
  if (filter.controller || filter.owner) into.add('controller');
  if (filter.types || filter.notTypes || filter.supertypes || filter.notSupertypes) into.add('types');
  if (filter.subtypes || filter.notSubtypes || filter.chosenCreatureType) into.add('types');
  if (filter.colors || filter.notColors || filter.chosenColor || filter.colorCount) into.add('colors');
  if (filter.anyTypes) into.add('types');
  if (filter.inState) stateReads(filter.inState, into);
  // "creatures with (without) flying" reads the abilities layer 6 gives and takes away (613.8a).
  if (filter.withKeyword || filter.withoutKeyword) {
    into.add('gainsAbilities');
    into.add('losesAbilities');
  }
  // "creatures with power 2 or less" reads what layer 7 makes of power and toughness (613.8a).
  if (filter.ptBound) into.add('pt');
  for (const part of filter.either ?? []) filterReads(part, into);
};

const valueReads = (value: Value, into: Set<Aspect>): void => {
  switch (value.kind) {
    case 'count':
    case 'othersThanAffected':
      filterReads(value.of, into);
      into.add('controller');
      return;
    case 'attachedToAffected':
      // CR 301.5, 303.4: what is attached to it, by its subtypes.
      filterReads(value.of, into);
      into.add('types');
      return;
    case 'cardTypesAmongCards':
      into.add('types');
      return;
    case 'devotion':
      // CR 700.5a: whose permanents they are; mana costs change only in layer 1.
      into.add('controller');
      return;
    case 'partySize':
    case 'basicLandTypes':
      // CR 700.8, 305.6: the creatures or lands a player controls, by their subtypes.
      into.add('controller');
      into.add('types');
      return;
    case 'sum':
      for (const part of value.of) valueReads(part, into);
      return;
    case 'negate':
      valueReads(value.of, into);
      return;
    case 'colorsOfAffected':
      // CR 105.2: the colours layer 5 gives and takes away (613.8a).
      into.add('colors');
      return;
    case 'colorsAmong':
      filterReads(value.among, into);
      into.add('controller');
      into.add('colors');
      return;
    case 'powerOfSource':
    case 'ofAffected':
      into.add('pt');
      return;
    case 'greatest':
      filterReads(value.among, into);
      if (value.of !== 'manaValue') into.add('pt');
      return;
    case 'total':
    case 'different':
      filterReads(value.among, into);
      into.add('pt');
      return;
    case 'constant':
    case 'lifeTotal':
    case 'cardsInHand':
    case 'creaturesDiedThisTurn':
    case 'lifeThisTurn':
    case 'manaValueOfAffected':
    case 'countersOnSource':
    case 'countersOnAffected':
    case 'blockingAffected':
    case 'playerCounters':
    case 'x':
    case 'thatMuch':
    case 'dieResult':
    case 'cardsThisWay':
    case 'sacrificed':
    case 'ofThatObject':
    case 'countersOnThatObject':
    case 'timesKicked':
    case 'colorsSpent':
    case 'manaSpent':
      return;
  }
};

/** What a condition reads (613.8a: an effect whose condition another changes depends on it). */
const conditionReads = (condition: Condition, into: Set<Aspect>): void => {
  switch (condition.kind) {
    case 'valueAtLeast':
    case 'valueAtMost':
      valueReads(condition.value, into);
      return;
    case 'sourceIs':
      stateReads(condition.state, into);
      return;
    case 'levelBetween':
    case 'yourTurn':
    // CR 716.2b: a level is a designation, which no continuous effect changes.
    case 'classLevel':
    // Fixed as the permanent entered (CR 702.109a): no effect changes it.
    case 'castWith':
    case 'wasCast':
    case 'youAttackedThisTurn':
    case 'attackedOrBlockedThisCombat':
    // Read only after an intervening "if" (603.4), once the layers have made the powers it adds.
    case 'attackedWithTotalPower':
    case 'permanentLeftThisTurn':
    case 'plusOneCounterPutThisTurn':
    // CR 702.131c: a player's designation, which no continuous effect changes.
    case 'cityBlessing':
    // CR 114.2: the emblems a player has, which no continuous effect changes.
    case 'hasEmblem':
    // CR 724.1: the monarch, a player's designation, which no continuous effect changes.
    case 'monarch':
    case 'dealtDamageToOpponentThisTurn':
    case 'spellsCastLastTurn':
    case 'lifeThisTurn':
    // Read only as a resolving sentence is followed, never by a continuous effect.
    case 'thatObjectIs':
    // Life totals and cards in hands and graveyards, which no continuous effect changes.
    case 'anOpponentHas':
      return;
  }
};

const readsCache = new WeakMap<object, Map<number, number>>();

/** What an effect's existence, objects and values read in a layer, as a mask; computed once per definition. */
const readsOf = (effect: EffectInstance, layer: LayerIndex): number => {
  const key = layer * 4 + (effect.locked === null ? 2 : 0) + (effect.origin.kind === 'ability' ? 1 : 0);
  const byKey = readsCache.get(effect.def) ?? new Map<number, number>();
  readsCache.set(effect.def, byKey);
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const mask = readsOfUncached(effect, layer);
  byKey.set(key, mask);
  return mask;
};

const readsOfUncached = (effect: EffectInstance, layer: LayerIndex): number => {
  const reads = new Set<Aspect>();
  if (effect.locked === null) filterReads(effect.def.affects, reads);
  // Existence: a static ability can be removed from its object (613.8a "existence").
  if (effect.locked === null && effect.origin.kind === 'ability') reads.add('losesAbilities');
  if (effect.locked === null && effect.condition !== null) conditionReads(effect.condition, reads);
  for (const op of opsIn(effect, layer)) {
    if (op.kind === 'setPT') {
      if (op.power) valueReads(op.power, reads);
      if (op.toughness) valueReads(op.toughness, reads);
    } else if (op.kind === 'modifyPT') {
      valueReads(op.power, reads);
      valueReads(op.toughness, reads);
    }
  }
  return maskOf(reads);
};

const writesIn = (effect: EffectInstance, layer: LayerIndex): number => effect.byLayer.writes[layer] ?? 0;

/** For each effect, the others it might depend on: they write something it reads. */
export const candidatePairs = (
  effects: readonly EffectInstance[],
  layer: LayerIndex,
): Map<EffectInstance, EffectInstance[]> => {
  const writes = effects.map((e) => writesIn(e, layer));
  let written = 0;
  for (const w of writes) written |= w;
  const pairs = new Map<EffectInstance, EffectInstance[]>();
  effects.forEach((a, i) => {
    const reads = readsOf(a, layer);
    // Most effects read nothing that any effect of the layer writes: no pair to test.
    if ((reads & written) === 0) return;
    const on = effects.filter((_, j) => j !== i && ((writes[j] ?? 0) & reads) !== 0);
    if (on.length > 0) pairs.set(a, on);
  });
  return pairs;
};

type Snapshot = { working: Working[]; locks: (Working[] | null)[] };

const snapshot = (ctx: EvalContext, effects: readonly EffectInstance[]): Snapshot => ({
  working: ctx.objects.map((w) => ({
    ...w,
    colors: [...w.colors],
    supertypes: [...w.supertypes],
    types: [...w.types],
    subtypes: [...w.subtypes],
    abilities: [...w.abilities],
  })),
  locks: effects.map((e) => (e.locked === null ? null : [...e.locked])),
});

const restore = (ctx: EvalContext, effects: readonly EffectInstance[], saved: Snapshot): void => {
  saved.working.forEach((copy, i) => {
    const w = ctx.objects[i];
    if (w) Object.assign(w, copy);
  });
  effects.forEach((e, i) => {
    e.locked = saved.locks[i] ?? null;
  });
};

/** The exact 613.8a test: does applying `b` change `a`'s existence, objects, or what it does? */
export const dependsOn = (
  ctx: EvalContext,
  layer: LayerIndex,
  a: EffectInstance,
  b: EffectInstance,
  all: readonly EffectInstance[],
): boolean => {
  const before = footprint(ctx, a, layer);
  const saved = snapshot(ctx, all);
  applyEffect(ctx, b, layer, false, null);
  const after = footprint(ctx, a, layer);
  restore(ctx, all, saved);
  return before !== after;
};

/**
 * The next effect to apply (613.8b-c): one that depends on nothing still waiting outside
 * its own dependency loop, earliest timestamp first; a loop falls back to timestamps.
 * `pending` is in timestamp order.
 */
export const nextEffect = (
  pending: readonly EffectInstance[],
  dependsOnMap: ReadonlyMap<EffectInstance, readonly EffectInstance[]>,
): EffectInstance | undefined => {
  const reach = (from: EffectInstance): Set<EffectInstance> => {
    const seen = new Set<EffectInstance>();
    const stack = [from];
    while (stack.length > 0) {
      const e = stack.pop();
      if (!e) break;
      for (const next of dependsOnMap.get(e) ?? []) {
        if (!seen.has(next) && pending.includes(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  // Ready if everything it waits for also waits for it: a loop (613.8b), or nothing.
  return pending.find((a) => [...reach(a)].every((b) => reach(b).has(a)));
};
