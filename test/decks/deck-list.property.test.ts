import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECK_SECTIONS, type DeckEntry, type DeckList } from '../../src/decks/deck-list.js';
import { makeDeckList } from '../../src/decks/make-deck.js';
import { parseDeckList } from '../../src/decks/parse-deck.js';

/** makeDeckList then parseDeckList gives back every entry, section by section (fast-check). */

const word = fc.stringMatching(/^[A-Z][a-z',-]{0,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const cardName = fc.oneof(
  words,
  fc.tuple(words, words).map(([a, b]) => `${a} // ${b}`),
);

const printing = fc.option(
  fc.record(
    { set: fc.stringMatching(/^[A-Z0-9]{3,5}$/), collectorNumber: fc.stringMatching(/^\d{1,3}[a-z]?$/) },
    { requiredKeys: ['set'] },
  ),
  { nil: undefined },
);

const entry = fc
  .record({
    section: fc.constantFrom(...DECK_SECTIONS),
    count: fc.integer({ min: 1, max: 250 }),
    name: cardName,
    printing,
  })
  .map(({ printing, ...rest }): DeckEntry => ({ ...rest, ...printing, line: 0, column: 0 }));

const deckList = fc.record(
  { name: words, entries: fc.array(entry, { maxLength: 30 }) },
  { requiredKeys: ['entries'] },
);

/** What a list says, without where it said it: the entries in section order. */
const content = (list: DeckList) => ({
  name: list.name,
  entries: DECK_SECTIONS.flatMap((s) => list.entries.filter((e) => e.section === s)).map(
    ({ line: _line, column: _column, ...rest }) => rest,
  ),
});

describe('deck lists round trip (fast-check)', () => {
  it('parseDeckList(makeDeckList(list)) has the same entries and counts, and makeDeckList is canonical', () => {
    fc.assert(
      fc.property(deckList, (list) => {
        const text = makeDeckList(list);
        const parsed = parseDeckList(text);
        if (!parsed.ok) return expect.fail(`${parsed.error[0]?.message} in:\n${text}`);
        expect(content(parsed.value)).toEqual(content(list));
        expect(makeDeckList(parsed.value)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('any text gives a Result, never a throw; each error names a line of the text', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('Deck', 'About', 'SB:', '4', '0 X', ''),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const parsed = parseDeckList(text);
        const count = text.split(/\r?\n/).length;
        for (const e of parsed.ok ? [] : parsed.error) expect(e.line).toBeLessThanOrEqual(count);
      }),
      { numRuns: 300 },
    );
  });
});
