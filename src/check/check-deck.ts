import type { CardDefinition } from '../cards/pool.js';
import { DECK_SECTIONS, type DeckSection } from '../decks/deck-list.js';
import type { ResolvedDeck, ResolvedEntry } from '../decks/resolve-deck.js';
import { faceAbilities } from './check-cards.js';
import { firstGap, type ModelGap } from './modelled.js';
import { type Share, share } from './report.js';

/** One line of a deck list and whether the engine models its card fully. */
export interface DeckCardReport {
  readonly count: number;
  /** The name as the list wrote it. */
  readonly name: string;
  /** The card it names in the pool. */
  readonly card: string;
  readonly line: number;
  readonly modelled: boolean;
  /** Why not, when it isn't: the first unsupported ability, or a face the engine never plays. */
  readonly gap: ModelGap | null;
}

/** One section of a deck: each card, whether it is fully modelled, and the shares that are. */
export interface DeckSectionReport {
  readonly section: DeckSection;
  readonly cards: readonly DeckCardReport[];
  /** Copies of fully modelled cards, of all the copies. */
  readonly copies: Share;
  /** Distinct fully modelled cards, of all the distinct cards. */
  readonly names: Share;
}

/** What `checkDeck` finds: per section and for the whole deck, the share of fully modelled cards. */
export interface DeckReport {
  /** The sections that have cards, in `DECK_SECTIONS` order. */
  readonly sections: readonly DeckSectionReport[];
  readonly copies: Share;
  readonly names: Share;
}

/**
 * The card's gap as `check-cards` finds it on the pool: the first face's abilities are the
 * pool's (a hand definition, or what the compiler made), the other faces are compiled.
 */
const gapOf = (definition: CardDefinition): ModelGap | null => {
  const card = definition.data;
  const options = { abilities: (_: unknown, i: number) => (i === 0 ? definition.abilities : undefined) };
  const faces = (card.faces ?? [card]).map((_, i) => faceAbilities(card, i, options));
  return firstGap(card, faces) ?? null;
};

const tally = (cards: readonly DeckCardReport[]): { copies: Share; names: Share } => {
  const names = new Map(cards.map((c) => [c.card, c.modelled]));
  const sum = (list: readonly DeckCardReport[]) => list.reduce((n, c) => n + c.count, 0);
  return {
    copies: share(sum(cards.filter((c) => c.modelled)), sum(cards)),
    names: share([...names.values()].filter(Boolean).length, names.size),
  };
};

/**
 * Which cards of a deck list the engine models fully, section by section, with the first reason
 * for each card it doesn't, and totals of copies and of distinct cards.
 */
export const checkDeck = (deck: ResolvedDeck): DeckReport => {
  const gaps = new Map<string, ModelGap | null>();
  const report = (entry: ResolvedEntry): DeckCardReport => {
    const card = entry.card.data.name;
    let gap = gaps.get(card);
    if (gap === undefined) {
      gap = gapOf(entry.card);
      gaps.set(card, gap);
    }
    return { count: entry.count, name: entry.name, card, line: entry.line, modelled: gap === null, gap };
  };
  const sections = DECK_SECTIONS.flatMap((section) => {
    const cards = deck.entries.filter((e) => e.section === section).map(report);
    return cards.length === 0 ? [] : [{ section, cards, ...tally(cards) }];
  });
  return { sections, ...tally(sections.flatMap((s) => s.cards)) };
};
