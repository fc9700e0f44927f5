import type { AbilityDef, EffectDef, Value } from '../effects/types.js';
import type { GameState } from '../state/types.js';
import { layerParts } from './layer.js';
import type { EffectInstance, Working } from './working.js';

const constant = (n: number): Value => ({ kind: 'constant', n });

/** CR 122.1a: counters named "+N/+M" modify power and toughness; "+1/+1" and "-1/-1" among them. */
const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/** The continuous effects of an object's abilities (CR 604.3, 611.3) that it has now. */
export const abilityEffects = (w: Working, abilities = w.abilities): EffectInstance[] => {
  const found: EffectInstance[] = [];
  for (const [index, a] of abilities.entries()) {
    const def: AbilityDef = a.def;
    if (def.kind !== 'cda' && def.kind !== 'static') continue;
    found.push({
      id: `${w.object.id}:${a.grantedBy ?? 'own'}:${index}`,
      def: def.effect,
      sourceId: w.object.id,
      sourceName: w.name || w.card,
      timestamp: a.timestamp ?? w.object.timestamp,
      cda: def.kind === 'cda',
      origin: { kind: 'ability', holder: w.object.id, ability: def },
      condition: def.kind === 'static' ? (def.condition ?? null) : null,
      byLayer: layerParts(def.effect, def.kind === 'cda'),
      locked: null,
    });
  }
  return found;
};

/** Effects of resolved spells and abilities (CR 611.2), locked onto their objects (611.2c). */
export const resolvedEffects = (state: GameState): EffectInstance[] =>
  state.effects.map((e) => ({
    id: e.id,
    def: e.effect,
    sourceId: e.source,
    sourceName: e.sourceName,
    timestamp: e.timestamp,
    cda: false,
    origin: { kind: 'resolved', controller: e.controller },
    condition: null,
    byLayer: layerParts(e.effect, false),
    locked: e.lockedTo === null ? null : [...e.lockedTo],
  }));

const counterDefs = new Map<string, EffectDef>();

/** The 7c effect of a pile of counters; shared between evaluations so its layer parts are computed once. */
const counterEffect = (kind: string, power: number, toughness: number): EffectDef => {
  const key = `${kind}|${power}|${toughness}`;
  let def = counterDefs.get(key);
  if (!def) {
    def = {
      affects: { self: true, zone: 'anywhere' },
      ops: [{ kind: 'modifyPT', power: constant(power), toughness: constant(toughness) }],
    };
    counterDefs.set(key, def);
  }
  return def;
};

/** CR 613.4c: counters that modify power and toughness apply in 7c, with the counters' timestamp (613.7c). */
export const counterEffects = (objects: readonly Working[]): EffectInstance[] => {
  const found: EffectInstance[] = [];
  for (const w of objects) {
    for (const pile of w.object.counters) {
      const match = PT_COUNTER.exec(pile.kind);
      if (!match || pile.count === 0) continue;
      const def = counterEffect(pile.kind, Number(match[1]) * pile.count, Number(match[2]) * pile.count);
      found.push({
        id: `${w.object.id}:counters:${pile.kind}`,
        def,
        sourceId: w.object.id,
        sourceName: `${pile.count} ${pile.kind} counter${pile.count === 1 ? '' : 's'}`,
        timestamp: pile.timestamp,
        cda: false,
        origin: { kind: 'counters', counter: pile.kind },
        condition: null,
        byLayer: layerParts(def, false),
        locked: [w.object.id],
      });
    }
  }
  return found;
};
