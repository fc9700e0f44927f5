import {
  ARTIFACT_TYPES,
  BATTLE_TYPES,
  CREATURE_TYPES,
  ENCHANTMENT_TYPES,
  LAND_TYPES,
  PLANESWALKER_TYPES,
  SPELL_TYPES,
} from '../state/subtypes.js';
import type { CardType } from '../state/vocabulary.js';

/** CR 205.3: each card type has its own set of subtypes. */
export type SubtypeFamily =
  | 'artifact'
  | 'enchantment'
  | 'land'
  | 'planeswalker'
  | 'spell'
  | 'creature'
  | 'battle';

const FAMILY = new Map<string, SubtypeFamily>();
const add = (list: readonly string[], family: SubtypeFamily): void => {
  for (const s of list) FAMILY.set(s, family);
};
add(ARTIFACT_TYPES, 'artifact');
add(ENCHANTMENT_TYPES, 'enchantment');
add(LAND_TYPES, 'land');
add(PLANESWALKER_TYPES, 'planeswalker');
add(SPELL_TYPES, 'spell');
add(CREATURE_TYPES, 'creature');
add(BATTLE_TYPES, 'battle');

/** The family a subtype belongs to, or null for one the CR does not list. */
export const subtypeFamily = (subtype: string): SubtypeFamily | null => FAMILY.get(subtype) ?? null;

/** CR 205.1a: which card types a family of subtypes is correlated with. */
const CORRELATED: Readonly<Record<SubtypeFamily, readonly CardType[]>> = {
  artifact: ['Artifact'],
  enchantment: ['Enchantment'],
  land: ['Land'],
  planeswalker: ['Planeswalker'],
  spell: ['Instant', 'Sorcery'],
  creature: ['Creature', 'Kindred'],
  battle: ['Battle'],
};

/** Whether an object with these card types may keep a subtype (CR 205.1a). */
export const subtypeFits = (subtype: string, types: readonly CardType[]): boolean => {
  const family = subtypeFamily(subtype);
  return family === null || CORRELATED[family].some((t) => types.includes(t));
};

export const ALL_CREATURE_TYPES: readonly string[] = CREATURE_TYPES;
