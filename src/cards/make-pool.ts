import type { AbilityDef } from '../effects/types.js';
import { compileCard } from '../oracle/compile.js';
import { adventureDefinition, backFaceDefinition } from './back-face.js';
import type { CardData } from './card-data.js';
import { otherNames } from './other-names.js';
import type { CardDefinition, CardPool } from './pool.js';

/** Folds case and accents, so that "lim-dul" finds "Lim-Dûl" and "AETHER" finds "Æther". */
export const foldName = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/æ/gi, 'ae').toLowerCase();

/**
 * A card as the pool first knows it: its name, the other names a lookup accepts for it
 * (`otherNames`), and how to read its data, so that a pool of every card reads a card only
 * when it is asked for.
 */
export interface PoolEntry {
  readonly name: string;
  readonly otherNames: readonly string[];
  readonly read: () => CardData;
}

/**
 * A pool over entries whose data is read, and whose abilities are compiled (src/oracle), on the
 * first lookup of each card, then kept. A hand definition replaces the compiler for its card.
 * Where several cards share a name (Unstable's variants) the first one has it.
 */
export const makeLazyPool = (
  entries: readonly PoolEntry[],
  definitions: ReadonlyMap<string, readonly AbilityDef[]>,
): CardPool => {
  const byName = new Map<string, number>();
  entries.forEach((entry, i) => {
    if (!byName.has(entry.name)) byName.set(entry.name, i);
  });
  const made = new Map<number, CardDefinition>();
  const definition = (index: number | undefined): CardDefinition | undefined => {
    const entry = index === undefined ? undefined : entries[index];
    if (index === undefined || entry === undefined) return undefined;
    const known = made.get(index);
    if (known) return known;
    const data = entry.read();
    const abilities = definitions.get(data.name);
    const back = backFaceDefinition(data);
    const adventure = adventureDefinition(data);
    const card: CardDefinition = {
      data,
      ...(abilities
        ? { abilities, behaviour: 'hand' }
        : { abilities: compileCard(data), behaviour: 'compiled' }),
      ...(back ? { back } : {}),
      ...(adventure ? { adventure } : {}),
    };
    made.set(index, card);
    return card;
  };
  // Folded names are only needed once a lookup misses the exact name; a card's own name wins
  // over another card's face of the same name.
  let byFolded: Map<string, number> | undefined;
  const folded = (): Map<string, number> => {
    if (byFolded) return byFolded;
    const map = new Map<string, number>();
    for (const [name, i] of byName) {
      const key = foldName(name);
      map.set(key, map.get(key) ?? i);
    }
    entries.forEach((entry, i) => {
      for (const other of entry.otherNames) if (!map.has(foldName(other))) map.set(foldName(other), i);
    });
    byFolded = map;
    return map;
  };
  let names: readonly string[] | undefined;
  return {
    get: (name) => definition(byName.get(name)),
    find: (name) => definition(byName.get(name) ?? folded().get(foldName(name))),
    names: () => {
      names ??= [...byName.keys()].sort();
      return names;
    },
  };
};

/** Builds a pool from printed data and hand definitions. */
export const makePool = (
  cards: readonly CardData[],
  definitions: ReadonlyMap<string, readonly AbilityDef[]>,
): CardPool =>
  makeLazyPool(
    cards.map((data) => ({ name: data.name, otherNames: otherNames(data), read: () => data })),
    definitions,
  );
