import { DECK_SECTIONS, type DeckEntry, type DeckList, SECTION_HEADERS } from './deck-list.js';

/** One line: "4 Lightning Bolt", with " (M10) 146" when the entry has a set code. */
const entryLine = (entry: DeckEntry): string => {
  const printing =
    entry.set === undefined
      ? ''
      : ` (${entry.set})${entry.collectorNumber === undefined ? '' : ` ${entry.collectorNumber}`}`;
  return `${entry.count} ${entry.name}${printing}`;
};

/**
 * A deck list as MTG Arena exports it: its name under "About", then each section that has
 * cards under its header (Commander, Companion, Deck, Sideboard), a blank line between sections. `parseDeckList`
 * reads it back to the same entries, section by section.
 */
export const makeDeckList = (list: DeckList): string => {
  const about = list.name === undefined ? [] : [`About\nName ${list.name}`];
  const sections = DECK_SECTIONS.flatMap((section) => {
    const entries = list.entries.filter((e) => e.section === section);
    return entries.length === 0 ? [] : [[SECTION_HEADERS[section], ...entries.map(entryLine)].join('\n')];
  });
  return `${[...about, ...sections].join('\n\n')}\n`;
};
