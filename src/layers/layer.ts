import type { EffectDef, LayerOp } from '../effects/types.js';
import type { LayerParts } from './working.js';

/**
 * The layers and sublayers of CR 613.1 and 613.4 that this engine applies, in order.
 * Layer 1 (copy, 613.2) is applied while building each object's copiable values.
 */
export const LAYERS = ['2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
/**
 * A layer or sublayer the engine applies (CR 613.1b-f, 613.4), by its number: from `'2'`
 * (control) to `'7d'` (switching power and toughness). Layer 1 (copy, 613.2) builds the copiable
 * values instead.
 */
export type Layer = (typeof LAYERS)[number];
/** A layer by its position in `LAYERS`: the engine's hot paths index by number, not by name. */
export type LayerIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Every index of `LAYERS`, in order; the type below fails to compile if the two part ways. */
export const LAYER_INDICES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const satisfies {
  length: (typeof LAYERS)['length'];
};

export const layerIndex = (layer: Layer): LayerIndex => LAYERS.indexOf(layer) as LayerIndex;

/** From this layer on, nothing a filter reads can change (CR 613.1f-g: abilities and P/T only). */
export const FIRST_SETTLED_LAYER: LayerIndex = layerIndex('6');

export const LAYER_RULE: Readonly<Record<Layer, string>> = {
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/** Where an operation applies; P/T setting from a characteristic-defining ability is 7a (613.4a). */
export const layerOf = (op: LayerOp, cda: boolean): Layer => {
  switch (op.kind) {
    case 'setController':
      return '2';
    case 'changeText':
      return '3';
    case 'setTypes':
    case 'setBasicLandTypes':
      return '4';
    case 'setColors':
    case 'addColors':
    case 'setChosenColor':
      return '5';
    case 'loseAllAbilities':
    case 'loseKeywords':
    case 'addAbilities':
    case 'addChosenColorProtection':
      return '6';
    case 'setPT':
      return cda ? '7a' : '7b';
    case 'modifyPT':
      return '7c';
    case 'switchPT':
      return '7d';
  }
};

/**
 * What an operation changes, for finding which effects might depend on which (613.8a).
 * Gaining and losing abilities are apart: only losing one can end another effect's existence.
 */
export type Aspect = 'controller' | 'types' | 'colors' | 'gainsAbilities' | 'losesAbilities' | 'pt';

const writesOf = (op: LayerOp): readonly Aspect[] => {
  switch (op.kind) {
    case 'setController':
      return ['controller'];
    // CR 612.1: its type line's subtypes, and its abilities, old ones gone and new ones come.
    case 'changeText':
      return ['types', 'losesAbilities', 'gainsAbilities'];
    case 'setTypes':
      return ['types'];
    case 'setBasicLandTypes':
      return ['types', 'losesAbilities'];
    case 'setColors':
    case 'addColors':
    case 'setChosenColor':
      return ['colors'];
    case 'loseAllAbilities':
    case 'loseKeywords':
      return ['losesAbilities'];
    case 'addAbilities':
    case 'addChosenColorProtection':
      return ['gainsAbilities'];
    case 'setPT':
    case 'modifyPT':
    case 'switchPT':
      return ['pt'];
  }
};

const ASPECT_BIT: Readonly<Record<Aspect, number>> = {
  controller: 1,
  types: 2,
  colors: 4,
  gainsAbilities: 8,
  losesAbilities: 16,
  pt: 32,
};

/** Aspects as a bit mask, so that "does one write what the other reads" is one `&`. */
export const maskOf = (aspects: Iterable<Aspect>): number => {
  let mask = 0;
  for (const a of aspects) mask |= ASPECT_BIT[a];
  return mask;
};

const partsCache = [new WeakMap<EffectDef, LayerParts>(), new WeakMap<EffectDef, LayerParts>()];

/** An effect's operations by layer; computed once per definition, which card definitions share. */
export const layerParts = (def: EffectDef, cda: boolean): LayerParts => {
  const cache = partsCache[cda ? 1 : 0];
  const cached = cache?.get(def);
  if (cached) return cached;
  const ops: LayerOp[][] = LAYERS.map(() => []);
  const writes: number[] = LAYERS.map(() => 0);
  let mask = 0;
  let last: LayerIndex | -1 = -1;
  for (const op of def.ops) {
    const index = layerIndex(layerOf(op, cda));
    ops[index]?.push(op);
    writes[index] = (writes[index] ?? 0) | maskOf(writesOf(op));
    mask |= 1 << index;
    if (index > last) last = index;
  }
  const parts = { ops, writes, mask, last };
  cache?.set(def, parts);
  return parts;
};
