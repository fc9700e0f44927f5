import type { AbilityDef } from '../effects/types.js';
import { compileCard } from '../oracle/compile.js';
import type { CardData } from './card-data.js';
import type { CardDefinition, CardPool } from './pool.js';

/** Folds case and accents, so that "lim-dul" finds "Lim-Dûl" and "AETHER" finds "Æther". */
export const foldName = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/æ/gi, 'ae').toLowerCase();

/** Builds a pool from printed data and hand definitions. */
export const makePool = (
  cards: readonly CardData[],
  definitions: ReadonlyMap<string, readonly AbilityDef[]>,
): CardPool => {
  const byName = new Map<string, CardDefinition>();
  const byFolded = new Map<string, CardDefinition>();
  for (const data of cards) {
    const abilities = definitions.get(data.name);
    const definition: CardDefinition = abilities
      ? { data, abilities, behaviour: 'hand' }
      : { data, abilities: compileCard(data), behaviour: 'compiled' };
    byName.set(data.name, definition);
    byFolded.set(foldName(data.name), definition);
    for (const face of data.faces ?? []) {
      if (!byFolded.has(foldName(face.name))) byFolded.set(foldName(face.name), definition);
    }
  }
  const names = [...byName.keys()].sort();
  return {
    get: (name) => byName.get(name),
    find: (name) => byName.get(name) ?? byFolded.get(foldName(name)),
    names: () => names,
  };
};
