import type {
  AbilityDef,
  Duration,
  EffectDef,
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

export const targetCreature: TargetSpec = { count: 1, filter: { types: ['Creature'] } };

/** An effect that lasts a while, created on the spell's or ability's targets (CR 611.2c). */
export const onTargets = (ops: readonly LayerOp[], duration: Duration = 'endOfTurn'): Instruction => ({
  kind: 'createEffect',
  on: 'targets',
  effect: { affects: {}, ops },
  duration,
});

export const onSelf = (ops: readonly LayerOp[], duration: Duration = 'endOfTurn'): Instruction => ({
  kind: 'createEffect',
  on: 'self',
  effect: { affects: { self: true }, ops },
  duration,
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

export const effect = (affects: Filter, ...ops: LayerOp[]): EffectDef => ({ affects, ops });

export const addMana = (text: string, mana: string): AbilityDef =>
  activated(text, '{T}', null, { kind: 'addMana', mana });

/** CR 115.4: "any target": a creature, player, planeswalker or battle. */
export const anyTarget: TargetSpec = { count: 1, filter: {}, anyTarget: true };

/** "[This] deals N damage to [its targets]" (CR 120.2). */
export const damageTargets = (amount: number): Instruction => ({
  kind: 'dealDamage',
  to: 'targets',
  amount: n(amount),
});

/** "[Cost]: Regenerate [this permanent]." (CR 701.19a). */
export const regenerateSelf = (text: string, cost: string): AbilityDef =>
  activated(text, cost, null, { kind: 'regenerate', on: 'self' });

/** "When [this] enters, ..." (CR 603.6a), with the targets chosen as it triggers (603.3d). */
export const whenEnters = (
  text: string,
  targets: TargetSpec | null,
  ...instructions: Instruction[]
): AbilityDef => ({
  kind: 'triggered',
  text,
  trigger: { kind: 'entersBattlefield' },
  ...(targets === null ? {} : { targets }),
  instructions,
});
