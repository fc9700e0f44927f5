import type { AbilityDef, TokenDef } from '../effects/types.js';
import type { CopiableSnapshot, GameObject } from '../state/types.js';
import { definedCard } from './defined-card.js';
import { emblemCard } from './emblem-card.js';
import type { CardDefinition, CardPool } from './pool.js';

/** CR 111.3: a token whose characteristics its creating effect defined reads them as if they were printed on a card. */
export const tokenCard = definedCard('token', (def: TokenDef) => def);

/**
 * The card whose characteristics an object has: the copied values for a copy (707.2), which
 * for a copy of a token are its creating effect's (111.3); else its own token text or card,
 * by the face that's up (712.8c-f; `validateState` lets only a double-faced card's object have
 * its back face up), or as an Adventure spell (715.3b); an emblem's abilities (114.3).
 */
export const definitionOf = (pool: CardPool, object: GameObject): CardDefinition | undefined => {
  if (object.emblem) return emblemCard(object.emblem);
  const copy = object.choices.copy;
  if (copy) return copiedDefinition(pool, copy);
  const definition = valuesDefinition(pool, object);
  if (object.adventure) return definition?.adventure;
  return object.backFace ? definition?.back : definition;
};

/** The card copiable values are of: a token's text (111.3), or a card of the pool. */
export const valuesDefinition = (
  pool: CardPool,
  values: { readonly card: string; readonly tokenDef?: TokenDef },
): CardDefinition | undefined => (values.tokenDef ? tokenCard(values.tokenDef) : pool.get(values.card));

const copiedCache = new WeakMap<
  CopiableSnapshot,
  { readonly from: CardDefinition; readonly card: CardDefinition }
>();

/**
 * CR 707.9a-b: the copied card, with the abilities its copy effects' exceptions add after its
 * own ("except it has "..."", Phantasmal Image; "except it has haste and dethrone", Dack's
 * Duplicate): those are copiable values of the copy, which it has as its own text's, numbered
 * after the copied card's; worked out once per snapshot.
 */
const copiedDefinition = (pool: CardPool, copy: CopiableSnapshot): CardDefinition | undefined => {
  const definition = valuesDefinition(pool, copy);
  const added = (copy.except ?? []).flatMap((e): AbilityDef[] => [
    ...(e.addAbilities ?? []),
    ...(e.addKeywords ?? []).map((keyword) => ({ kind: 'keyword' as const, keyword, text: keyword })),
  ]);
  if (definition === undefined || added.length === 0) return definition;
  const cached = copiedCache.get(copy);
  if (cached?.from === definition) return cached.card;
  const card = { ...definition, abilities: [...definition.abilities, ...added] };
  copiedCache.set(copy, { from: definition, card });
  return card;
};
