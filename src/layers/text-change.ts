import { PROTECTION_FROM } from '../effects/protection-colors.js';
import type { AbilityDef, Keyword, LayerOp } from '../effects/types.js';
import { BASIC_LAND_TYPES } from '../state/vocabulary.js';
import { COLOR_NAMES, type Color, isColor } from '../symbols/colors.js';
import type { AbilityInstance, Working } from './working.js';

type ChangeText = Extract<LayerOp, { kind: 'changeText' }>;

/**
 * CR 612.2: the keys of the effect language that hold a word as a colour word (colour letters),
 * or as a subtype (a basic land type or a creature type, told apart by the word itself). Every
 * other string (mana symbols, names, printed text) is left alone.
 */
const COLOR_LISTS: ReadonlySet<string> = new Set(['colors', 'notColors']);
const SUBTYPE_LISTS: ReadonlySet<string> = new Set(['subtypes', 'notSubtypes', 'addSubtypes', 'landTypes']);
/** A single subtype: "Amass Zombies 2" (701.47a). */
const SUBTYPE_WORD = 'subtype';
/** Keywords whose words include a colour or a land type: "Protection from black", "Swampwalk". */
const KEYWORD_KEYS: ReadonlySet<string> = new Set(['keyword', 'withKeyword', 'withoutKeyword']);

/** CR 702.14a-c: each basic land type's landwalk, plain and snow, and back. */
const WALKS: readonly (readonly [Keyword, string, boolean])[] = BASIC_LAND_TYPES.flatMap((t) => [
  [`${t}walk` as Keyword, t, false] as const,
  [`Snow ${t.toLowerCase()}walk` as Keyword, t, true] as const,
]);

const PROTECTIONS: readonly (readonly [Keyword, Color])[] = Object.entries(PROTECTION_FROM).map(
  ([c, k]) => [k, c as Color] as const,
);

/** A keyword with its colour word or basic land type word changed, or itself. */
const changedKeyword = (keyword: string, op: ChangeText): string => {
  if (op.family === 'color' && isColor(op.to)) {
    const color = PROTECTIONS.find(([k]) => k === keyword)?.[1];
    return color === op.from ? PROTECTION_FROM[op.to] : keyword;
  }
  if (op.family === 'basicLandType') {
    const walk = WALKS.find(([k]) => k === keyword);
    if (walk === undefined || walk[1] !== op.from) return keyword;
    return WALKS.find(([, t, snow]) => t === op.to && snow === walk[2])?.[0] ?? keyword;
  }
  return keyword;
};

const replaced = (list: readonly unknown[], op: ChangeText): readonly unknown[] => {
  if (!list.includes(op.from)) return list;
  const out: unknown[] = [];
  for (const x of list) {
    const y = x === op.from ? op.to : x;
    if (!out.includes(y)) out.push(y);
  }
  return out;
};

/** CR 612.2a: a token's name made of creature types changes with them ("Goblin Soldier"). */
const tokenName = (name: string, subtypes: readonly unknown[], op: ChangeText): string =>
  op.family === 'creatureType' && subtypes.includes(op.from)
    ? name
        .split(' ')
        .map((w) => (w === op.from ? op.to : w))
        .join(' ')
    : name;

/** Which keys hold words of the op's family. */
const listKeysOf = (op: ChangeText): ReadonlySet<string> =>
  op.family === 'color' ? COLOR_LISTS : SUBTYPE_LISTS;

/**
 * `value` with the op's word replaced where the schema uses it as a word of its family; the
 * same value (not a copy) where nothing changed, so unchanged abilities stay shared.
 */
const rewrite = (value: unknown, key: string, op: ChangeText): unknown => {
  if (typeof value === 'string') {
    if (KEYWORD_KEYS.has(key)) return changedKeyword(value, op);
    if (key === SUBTYPE_WORD && op.family === 'creatureType') return value === op.from ? op.to : value;
    if (key === 'hexproofFrom' && op.family === 'color' && isColor(op.from) && isColor(op.to))
      return value === COLOR_NAMES[op.from] ? COLOR_NAMES[op.to] : value;
    return value;
  }
  if (Array.isArray(value)) {
    if (listKeysOf(op).has(key)) return replaced(value, op);
    let changed = false;
    const out = value.map((x) => {
      const y = rewrite(x, key, op);
      changed ||= y !== x;
      return y;
    });
    return changed ? out : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Readonly<Record<string, unknown>>;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(record)) {
    const y = rewrite(v, k, op);
    if (y === v) continue;
    out ??= { ...record };
    out[k] = y;
  }
  if (out === null) return value;
  if (record.kind === 'keyword' && out.keyword !== record.keyword && typeof record.text === 'string')
    out.text = record.text.replace(String(record.keyword), String(out.keyword));
  if (typeof record.name === 'string' && Array.isArray(record.subtypes))
    out.name = tokenName(record.name, record.subtypes, op);
  return out;
};

/** Rewritten abilities, by ability and change, so that a changed ability is one object across evaluations. */
const rewritten = new WeakMap<AbilityDef, Map<string, AbilityDef>>();

/** Abilities a text change made, so that the engine can tell them from the printed ones it numbers. */
const madeByChange = new WeakSet<AbilityDef>();

export const isTextChanged = (def: AbilityDef): boolean => madeByChange.has(def);

/** CR 612.1-612.2: an ability of an object's own text, with the op's word replaced where it is used as one. */
export const changedAbility = (def: AbilityDef, op: ChangeText): AbilityDef => {
  const key = `${op.family}:${op.from}:${op.to}`;
  let byChange = rewritten.get(def);
  if (!byChange) {
    byChange = new Map();
    rewritten.set(def, byChange);
  }
  let changed = byChange.get(key);
  if (!changed) {
    changed = rewrite(def, '', op) as AbilityDef;
    if (changed !== def) madeByChange.add(changed);
    byChange.set(key, changed);
  }
  return changed;
};

/**
 * CR 612.1, 612.3, 613.1c: changes the words of an object's own abilities and of its type line's
 * subtypes; abilities other effects granted it keep their text.
 */
export const changeText = (target: Working, op: ChangeText): void => {
  if (op.family !== 'color') target.subtypes = replaced(target.subtypes, op) as readonly string[];
  let abilities: AbilityInstance[] | null = null;
  for (const [i, a] of target.abilities.entries()) {
    if (a.grantedBy !== null) continue;
    const def = changedAbility(a.def, op);
    if (def === a.def) continue;
    abilities ??= [...target.abilities];
    abilities[i] = { def, grantedBy: null, grantedAt: null };
  }
  if (abilities !== null) target.abilities = abilities;
};
