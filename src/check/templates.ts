import type { CardData } from '../cards/card-data.js';
import { parseManaCost } from '../mana/cost.js';
import { withoutReminders } from '../oracle/reminder.js';
import type { Template } from './report.js';

/**
 * The names a card's text calls itself by (CR 201.5): its own, its faces', and a legendary
 * face's short name before the comma ("Sidisi, Brood Tyrant" is "Sidisi"). Longest first.
 */
const selfNames = (card: CardData): string[] => {
  const faces = card.faces ?? [card];
  const short = faces.flatMap((f) =>
    f.supertypes.includes('Legendary') && f.name.includes(', ')
      ? [f.name.slice(0, f.name.indexOf(', '))]
      : [],
  );
  return [...new Set([card.name, ...faces.map((f) => f.name), ...short])].sort((a, b) => b.length - a.length);
};

/** A braced group that is mana (CR 107.4) reads as a cost; {T}, {Q}, {E} and the like don't. */
const manaGroups = new Map<string, boolean>();
const isMana = (group: string): boolean => {
  let mana = manaGroups.get(group);
  if (mana === undefined) {
    mana = parseManaCost(group).ok;
    manaGroups.set(group, mana);
  }
  return mana;
};

/**
 * An unsupported ability's wording made general, so that the same template on many cards
 * counts once: reminder text removed, the card's name and "this creature" as CARDNAME, each
 * run of mana symbols as {M}, and every number as N.
 */
export const normaliseTemplate = (text: string, card: CardData): string => {
  let out = withoutReminders(text);
  for (const name of selfNames(card)) out = out.split(name).join('CARDNAME');
  out = out.replace(/\b[Tt]his creature\b/g, 'CARDNAME');
  out = out.replace(/(?:\{[^{}]*\})+/g, (run) => {
    const groups = run.match(/\{[^{}]*\}/g) ?? [];
    return groups
      .map((g) => (isMana(g) ? '{M}' : g))
      .join('')
      .replace(/(?:\{M\})+/g, '{M}');
  });
  return out.replace(/\d+/g, 'N');
};

/** Template counts, each with the first card that had it. */
export type TemplateCounts = Map<string, { count: number; readonly example: string }>;

export const countTemplate = (counts: TemplateCounts, template: string, example: string): void => {
  const entry = counts.get(template);
  if (entry) entry.count++;
  else counts.set(template, { count: 1, example });
};

/** The `n` most common templates; ties go by the template's text, so the order is stable. */
export const topTemplates = (counts: TemplateCounts, n: number): Template[] =>
  [...counts]
    .map(([template, { count, example }]) => ({ template, count, example }))
    .sort((a, b) => b.count - a.count || (a.template < b.template ? -1 : a.template > b.template ? 1 : 0))
    .slice(0, n);
