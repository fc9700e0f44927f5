import { foldName } from '../src/cards/make-pool.js';
import type { CardData } from '../src/index.js';
import { typeLineOf } from './commands/card-report.js';

/** Where a search's words were found, best first: the order results are ranked in. */
export const MATCHED = ['name', 'type line', 'text'] as const;
export type Matched = (typeof MATCHED)[number];

export interface SearchHit {
  readonly name: string;
  readonly typeLine: string;
  readonly matched: Matched;
}

/** The words of a query, folded as names are (case and accents), so "lim-dul" finds "Lim-Dûl". */
export const searchWords = (query: string): string[] => foldName(query).split(/\s+/).filter(Boolean);

/** Whether every word is part of the text (already folded). */
export const hasEvery = (folded: string, words: readonly string[]): boolean =>
  words.every((word) => folded.includes(word));

const facesOf = (card: CardData) => card.faces ?? [card];

/** The first of name, type line and text whose words, with the ones before, hold every word. */
const matchOf = (card: CardData, words: readonly string[]): Matched | undefined => {
  const name = foldName(card.name);
  const types = `${name} ${facesOf(card)
    .map((f) => foldName(typeLineOf(f)))
    .join(' ')}`;
  const text = `${types} ${facesOf(card)
    .map((f) => foldName(f.text))
    .join(' ')}`;
  return [name, types, text].flatMap((haystack, i) => (hasEvery(haystack, words) ? [MATCHED[i]] : []))[0];
};

/** A name the query is (0), begins (1), or is only inside (2): closer names first. */
const closeness = (name: string, query: string): number => {
  const folded = foldName(name);
  return folded === query ? 0 : folded.startsWith(query) ? 1 : 2;
};

/**
 * The cards whose name, type line or Oracle text holds every word of the query: name matches
 * first, then type line, then text; within each, the name the query is, then names it begins,
 * then alphabetical. A card listed twice (Unstable's variants) is listed once.
 */
export const searchCards = (cards: readonly CardData[], query: string): SearchHit[] => {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const whole = words.join(' ');
  const seen = new Set<string>();
  const ranked: { hit: SearchHit; rank: number }[] = [];
  for (const card of cards) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    const matched = matchOf(card, words);
    if (matched === undefined) continue;
    const typeLine = facesOf(card).map(typeLineOf).join(' // ');
    const rank = MATCHED.indexOf(matched) * 3 + closeness(card.name, whole);
    ranked.push({ hit: { name: card.name, typeLine, matched }, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.hit.name.localeCompare(b.hit.name)).map((r) => r.hit);
};
