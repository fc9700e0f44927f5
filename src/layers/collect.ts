import type { AbilityDef, EffectDef, Keyword, Value } from '../effects/types.js';
import type { GameState, ObjectId } from '../state/types.js';
import { workingById } from './context.js';
import { layerParts } from './layer.js';
import type { EffectInstance, Working } from './working.js';

const constant = (n: number): Value => ({ kind: 'constant', n });

/** CR 122.1a: counters named "+N/+M" modify power and toughness; "+1/+1" and "-1/-1" among them. */
const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/** The continuous effects of an object's abilities (CR 604.3, 611.3) that it has now. */
export const abilityEffects = (
  w: Working,
  abilities = w.abilities,
  found: EffectInstance[] = [],
): EffectInstance[] => {
  for (const a of abilities) {
    const def: AbilityDef = a.def;
    const effect =
      def.kind === 'keyword'
        ? keywordCda(def.keyword)
        : def.kind === 'cda' || def.kind === 'static'
          ? def.effect
          : def.kind === 'entersWithCounters'
            ? enteredWith(def.keywords)
            : null;
    if (effect === null) continue;
    const id = `${w.object.id}:${a.grantedBy ?? 'own'}:${w.abilities.indexOf(a)}`;
    found.push(abilityEffect(w, a, id, effect));
    // CR 611.3a: "Otherwise, it …", the same ability's effect on what the first leaves out.
    if (def.kind === 'static' && def.otherwise)
      found.push(abilityEffect(w, a, `${id}:otherwise`, def.otherwise));
  }
  return found;
};

/** One effect an ability of `w` generates, with the ability's timestamp and condition. */
const abilityEffect = (
  w: Working,
  a: Working['abilities'][number],
  id: string,
  effect: EffectDef,
): EffectInstance => {
  const def: AbilityDef = a.def;
  const cda = def.kind === 'cda' || def.kind === 'keyword';
  return {
    id,
    def: effect,
    sourceId: w.object.id,
    source: w,
    sourceName: w.name || w.card,
    // CR 613.7a: a granted ability's timestamp is the later of the grant's and its object's.
    timestamp: a.grantedAt === null ? w.object.timestamp : Math.max(a.grantedAt, w.object.timestamp),
    cda,
    origin: { kind: 'ability', ability: def },
    condition: def.kind === 'static' || def.kind === 'entersWithCounters' ? (def.condition ?? null) : null,
    byLayer: layerParts(effect, cda),
    locked: null,
  };
};

/**
 * CR 614.1c: "[it] enters with two +1/+1 counters on it and with first strike": the keywords it
 * has while the condition it entered under holds (Benalish Lancer's "if it was kicked").
 */
const enteredWith = (keywords: readonly Keyword[] | undefined): EffectDef | null =>
  keywords === undefined
    ? null
    : {
        affects: { self: true },
        ops: [
          {
            kind: 'addAbilities',
            abilities: keywords.map((k) => ({ kind: 'keyword', keyword: k, text: k })),
          },
        ],
      };

/** CR 702.114a: devoid is a characteristic-defining ability, "this object is colorless" (layer 5, 613.3). */
const DEVOID: EffectDef = {
  affects: { self: true, zone: 'anywhere' },
  ops: [{ kind: 'setColors', colors: [] }],
};

/** The effect of a keyword that is a characteristic-defining ability, or null for the others. */
const keywordCda = (keyword: Keyword): EffectDef | null => (keyword === 'Devoid' ? DEVOID : null);

/**
 * Effects of resolved spells and abilities (CR 611.2), locked onto their objects (611.2c).
 * A locked-onto object that has left the game is simply not affected any more.
 */
export const resolvedEffects = (state: GameState, objects: readonly Working[]): EffectInstance[] => {
  if (state.effects.length === 0) return [];
  const byId = workingById(
    objects,
    state.effects.flatMap((e) => [e.source, ...(e.lockedTo ?? [])]),
  );
  return state.effects.map((e) => ({
    id: e.id,
    def: e.effect,
    sourceId: e.source,
    source: byId.get(e.source) ?? null,
    sourceName: e.sourceName,
    timestamp: e.timestamp,
    cda: false,
    origin: { kind: 'resolved', controller: e.controller },
    condition: null,
    byLayer: layerParts(e.effect, false),
    locked: e.lockedTo === null ? null : presentOnly(e.lockedTo, byId),
  }));
};

const presentOnly = (ids: readonly ObjectId[], byId: ReadonlyMap<ObjectId, Working>): Working[] => {
  const found: Working[] = [];
  for (const id of ids) {
    const w = byId.get(id);
    if (w) found.push(w);
  }
  return found;
};

/** CR 122.1a: what a kind of counter does to power and toughness, one counter's worth. */
interface PTCounter {
  readonly power: number;
  readonly toughness: number;
  /** Effects for piles of this kind, by size; shared between evaluations so their layer parts are computed once. */
  readonly byCount: Map<number, EffectDef>;
}

const ptCounters = new Map<string, PTCounter | null>();

const ptCounterOf = (kind: string): PTCounter | null => {
  let known = ptCounters.get(kind);
  if (known === undefined) {
    const match = PT_COUNTER.exec(kind);
    known = match ? { power: Number(match[1]), toughness: Number(match[2]), byCount: new Map() } : null;
    ptCounters.set(kind, known);
  }
  return known;
};

/** The 7c effect of a pile of `count` counters of one kind (613.4c). */
const counterEffect = (counter: PTCounter, count: number): EffectDef => {
  let def = counter.byCount.get(count);
  if (!def) {
    def = {
      affects: { self: true, zone: 'anywhere' },
      ops: [
        {
          kind: 'modifyPT',
          power: constant(counter.power * count),
          toughness: constant(counter.toughness * count),
        },
      ],
    };
    counter.byCount.set(count, def);
  }
  return def;
};

/** CR 122.1b: keyword counters, by counter name, for the keywords the engine knows. */
const KEYWORD_COUNTERS: ReadonlyMap<string, Keyword> = new Map(
  (
    [
      'Flying',
      'First strike',
      'Double strike',
      'Deathtouch',
      'Haste',
      'Indestructible',
      'Lifelink',
      'Reach',
      'Trample',
      'Vigilance',
    ] as const
  ).map((k) => [k.toLowerCase(), k] as const),
);

const keywordDefs = new Map<Keyword, EffectDef>();

/** The layer 6 effect of a keyword counter (CR 613.1f): the object has that keyword. */
const keywordEffect = (keyword: Keyword): EffectDef => {
  let def = keywordDefs.get(keyword);
  if (!def) {
    def = {
      affects: { self: true, zone: 'anywhere' },
      ops: [{ kind: 'addAbilities', abilities: [{ kind: 'keyword', keyword, text: keyword }] }],
    };
    keywordDefs.set(keyword, def);
  }
  return def;
};

/**
 * Counters as effects, with their timestamp (613.7c): those that modify power and
 * toughness apply in 7c (613.4c), keyword counters in layer 6 (122.1b, 613.1f).
 */
export const counterEffects = (objects: readonly Working[]): EffectInstance[] => {
  const found: EffectInstance[] = [];
  for (const w of objects) {
    for (const pile of w.object.counters) {
      if (pile.count === 0) continue;
      const pt = ptCounterOf(pile.kind);
      const keyword = pt ? undefined : KEYWORD_COUNTERS.get(pile.kind);
      const def = pt ? counterEffect(pt, pile.count) : keyword ? keywordEffect(keyword) : null;
      if (def === null) continue;
      found.push({
        id: `${w.object.id}:counters:${pile.kind}`,
        def,
        sourceId: w.object.id,
        source: w,
        sourceName: `${pile.count} ${pile.kind} counter${pile.count === 1 ? '' : 's'}`,
        timestamp: pile.timestamp,
        cda: false,
        origin: { kind: 'counters', counter: pile.kind },
        condition: null,
        byLayer: layerParts(def, false),
        locked: [w],
      });
    }
  }
  return found;
};
