import type {
  AbilityDef,
  Filter,
  Instruction,
  Keyword,
  LayerOp,
  TargetSpec,
  Value,
} from '../../effects/types.js';

/** Small constructors that keep hand definitions short and close to their Oracle wording. */

export const n = (value: number): Value => ({ kind: 'constant', n: value });

export const keyword = (word: Keyword, text: string = word): AbilityDef => ({
  kind: 'keyword',
  keyword: word,
  text,
});

export const staticAbility = (text: string, affects: Filter, ...ops: LayerOp[]): AbilityDef => ({
  kind: 'static',
  text,
  effect: { affects, ops },
});

/** A characteristic-defining ability of the object itself, working in every zone (CR 604.3). */
export const cda = (text: string, ...ops: LayerOp[]): AbilityDef => ({
  kind: 'cda',
  text,
  effect: { affects: { self: true, zone: 'anywhere' }, ops },
});

export const modify = (power: Value | number, toughness: Value | number): LayerOp => ({
  kind: 'modifyPT',
  power: typeof power === 'number' ? n(power) : power,
  toughness: typeof toughness === 'number' ? n(toughness) : toughness,
});

export const setPT = (power: Value | number, toughness: Value | number): LayerOp => ({
  kind: 'setPT',
  power: typeof power === 'number' ? n(power) : power,
  toughness: typeof toughness === 'number' ? n(toughness) : toughness,
});

export const grant = (...abilities: AbilityDef[]): LayerOp => ({ kind: 'addAbilities', abilities });

export const unsupported = (text: string, reason: string): AbilityDef => ({
  kind: 'unsupported',
  text,
  reason,
});

export const spell = (
  text: string,
  targets: TargetSpec | null,
  ...instructions: Instruction[]
): AbilityDef => ({
  kind: 'spell',
  text,
  targets,
  instructions,
});

export const activated = (
  text: string,
  cost: string,
  targets: TargetSpec | null,
  ...instructions: Instruction[]
): AbilityDef => ({ kind: 'activated', text, cost, targets, instructions });
