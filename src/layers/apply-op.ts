import { PROTECTION_FROM } from '../effects/protection-colors.js';
import type { LayerOp } from '../effects/types.js';
import { BASIC_LAND_TYPES, type CardType } from '../state/vocabulary.js';
import { type EvalContext, effectController } from './context.js';
import { ALL_CREATURE_TYPES, subtypeFamily, subtypeFits } from './subtype-family.js';
import { changeText } from './text-change.js';
import { readValue } from './values.js';
import {
  type AbilityInstance,
  assignColors,
  assignTypes,
  type EffectInstance,
  isSharedList,
  NO_ABILITIES,
  sharedList,
  sourceChoices,
  TYPE_BIT,
  type Working,
} from './working.js';

const union = (a: readonly string[], b: readonly string[]): string[] => [
  ...a,
  ...b.filter((x) => !a.includes(x)),
];

/** Applies one layer operation of `effect` to one object. */
export const applyOp = (ctx: EvalContext, effect: EffectInstance, op: LayerOp, target: Working): void => {
  switch (op.kind) {
    case 'setController':
      target.controller = op.to === 'you' ? effectController(effect) : target.controller;
      return;
    case 'changeText':
      changeText(target, op);
      return;
    case 'setTypes':
      setTypes(op, target);
      if (op.addChosenCreatureType) addChosenCreatureType(effect, target);
      return;
    case 'setBasicLandTypes':
      // CR 305.7: the new basic land types replace the old land types, and the land loses the
      // abilities of its rules text (it gains the new types' mana abilities, 305.6).
      target.subtypes = [...target.subtypes.filter((s) => subtypeFamily(s) !== 'land'), ...op.landTypes];
      target.abilities = withoutOwnAbilities(target.abilities);
      return;
    case 'setColors':
      assignColors(target, op.colors);
      return;
    case 'addColors':
      assignColors(target, [...target.colors, ...op.colors.filter((c) => !target.colors.includes(c))]);
      return;
    case 'setChosenColor': {
      // CR 614.12: the colour chosen as its source entered; none while the source is off the battlefield (400.7).
      const chosen = sourceChoices(effect)?.color;
      if (chosen !== undefined) assignColors(target, [chosen]);
      return;
    }
    case 'loseAllAbilities':
      target.abilities = NO_ABILITIES;
      return;
    case 'loseKeywords':
      // CR 113.10b: an effect that removes an ability removes all instances of it.
      target.abilities = target.abilities.filter(
        (a) => a.def.kind !== 'keyword' || !op.keywords.includes(a.def.keyword),
      );
      return;
    case 'addAbilities':
      target.abilities = withGranted(ctx, effect, op, target.abilities);
      return;
    case 'addChosenColorProtection': {
      const chosen = sourceChoices(effect)?.color;
      if (chosen !== undefined)
        target.abilities = [
          ...target.abilities,
          {
            def: { kind: 'keyword', keyword: PROTECTION_FROM[chosen], text: PROTECTION_FROM[chosen] },
            grantedBy: effect.id,
            grantedAt: effect.timestamp,
          },
        ];
      return;
    }
    case 'setPT':
      if (op.power) target.power = readValue(ctx, effect, op.power, target);
      if (op.toughness) target.toughness = readValue(ctx, effect, op.toughness, target);
      return;
    case 'modifyPT':
      modifyPT(
        target,
        readValue(ctx, effect, op.power, target),
        readValue(ctx, effect, op.toughness, target),
      );
      return;
    case 'switchPT': {
      const power = target.power;
      target.power = target.toughness;
      target.toughness = power;
      return;
    }
  }
};

/**
 * The abilities an object keeps when it loses those of its own text. Usually none: then the
 * one shared empty list, which later lookups keyed by list can recognise.
 */
const withoutOwnAbilities = (abilities: readonly AbilityInstance[]): readonly AbilityInstance[] => {
  const kept = abilities.filter((a) => a.grantedBy !== null);
  return kept.length === 0 ? NO_ABILITIES : kept;
};

/**
 * `abilities` with those `op` grants added. An effect usually grants the same abilities to
 * many objects that had the same list (every Elf of one card), so the last list made is
 * remembered and reused for the next object with the same list.
 */
const withGranted = (
  ctx: EvalContext,
  effect: EffectInstance,
  op: Extract<LayerOp, { kind: 'addAbilities' }>,
  abilities: readonly AbilityInstance[],
): readonly AbilityInstance[] => {
  const last = ctx.lastGrant;
  if (last && last.effect === effect && last.op === op && last.from === abilities) return last.to;
  const to = [...abilities];
  for (const def of op.abilities) to.push({ def, grantedBy: effect.id, grantedAt: effect.timestamp });
  ctx.lastGrant = { effect, op, from: abilities, to };
  return to;
};

/** CR 613.4c: add to power and toughness; no value counts as 0 (208.5). */
export const modifyPT = (target: Working, power: number, toughness: number): void => {
  target.power = (target.power ?? 0) + power;
  target.toughness = (target.toughness ?? 0) + toughness;
};

/**
 * The one operation of an effect that only adds constants to power and toughness (anthems,
 * counters), so that it is read once for all the objects it applies to; otherwise null.
 */
export const constantModifyPT = (
  ops: readonly LayerOp[],
): { readonly power: number; readonly toughness: number } | null => {
  const op = ops.length === 1 ? ops[0] : undefined;
  if (op?.kind !== 'modifyPT' || op.power.kind !== 'constant' || op.toughness.kind !== 'constant')
    return null;
  return { power: op.power.n, toughness: op.toughness.n };
};

/** CR 205.1a-b: set or add card types and subtypes. */
const setTypes = (op: Extract<LayerOp, { kind: 'setTypes' }>, target: Working): void => {
  if (op.types) {
    // 205.1a: an instant or sorcery keeps that type.
    const kept: CardType[] = target.types.filter((t) => t === 'Instant' || t === 'Sorcery');
    assignTypes(target, [...kept, ...op.types.filter((t) => !kept.includes(t))]);
    target.subtypes = target.subtypes.filter((s) => subtypeFits(s, target.types));
  }
  if (op.addTypes)
    assignTypes(target, [...target.types, ...op.addTypes.filter((t) => !target.types.includes(t))]);
  if (op.subtypes) {
    const families = new Set(op.subtypes.map(subtypeFamily));
    target.subtypes = [...target.subtypes.filter((s) => !families.has(subtypeFamily(s))), ...op.subtypes];
  }
  if (op.addSubtypes) target.subtypes = union(target.subtypes, op.addSubtypes);
  if (op.allCreatureTypes) target.subtypes = union(target.subtypes, ALL_CREATURE_TYPES);
};

/**
 * CR 614.12, 613.1d: "is the chosen type in addition to its other types": the creature type
 * its source chose as it entered, none while the source is off the battlefield (400.7).
 */
const addChosenCreatureType = (effect: EffectInstance, target: Working): void => {
  const chosen = sourceChoices(effect)?.creatureType;
  if (chosen !== undefined) target.subtypes = union(target.subtypes, [chosen]);
};

const MANA_OF: Readonly<Record<(typeof BASIC_LAND_TYPES)[number], string>> = {
  Plains: '{W}',
  Island: '{U}',
  Swamp: '{B}',
  Mountain: '{R}',
  Forest: '{G}',
};

/**
 * CR 305.6: a land with a basic land type has "{T}: Add [mana]". Called once, after layer 4,
 * so that the abilities follow the land types the layer settled on.
 */
export const addLandTypeAbilities = (target: Working): void => {
  // Most objects are not lands: leave their (shared) ability list alone.
  if ((target.typeMask & LAND) === 0) return;
  const types = BASIC_LAND_TYPES.filter((t) => target.subtypes.includes(t));
  if (types.length === 0) return;
  const own = target.abilities;
  let byTypes = withIntrinsic.get(own);
  if (!byTypes) {
    byTypes = new Map();
    if (isSharedList(own)) withIntrinsic.set(own, byTypes);
  }
  const key = types.join(' ');
  let abilities = byTypes.get(key);
  if (!abilities) {
    abilities = sharedList([...own, ...types.map((t) => INTRINSIC[t])]);
    byTypes.set(key, abilities);
  }
  target.abilities = abilities;
};

const LAND = TYPE_BIT.Land;

/** CR 305.6: the intrinsic mana ability of each basic land type; an object's own, so no timestamp. */
const intrinsicOf = (landType: (typeof BASIC_LAND_TYPES)[number]): AbilityInstance => ({
  def: {
    kind: 'activated',
    text: `{T}: Add ${MANA_OF[landType]}.`,
    cost: '{T}',
    targets: null,
    instructions: [{ kind: 'addMana', mana: MANA_OF[landType] }],
  },
  grantedBy: 'landType',
  grantedAt: null,
});

const INTRINSIC: Readonly<Record<(typeof BASIC_LAND_TYPES)[number], AbilityInstance>> = {
  Plains: intrinsicOf('Plains'),
  Island: intrinsicOf('Island'),
  Swamp: intrinsicOf('Swamp'),
  Mountain: intrinsicOf('Mountain'),
  Forest: intrinsicOf('Forest'),
};

/** Ability lists with intrinsic abilities added, shared between lands with the same text and types. */
const withIntrinsic = new WeakMap<readonly AbilityInstance[], Map<string, readonly AbilityInstance[]>>();
