import { describe, expect, it } from 'vitest';
import { isModifierLayout } from '../../src/cards/card-fields.js';
import { makePrintedPT, parsePrintedPT } from '../../src/cards/printed-pt.js';
import { allFaces, loadSharedCards, MISSING_CARDS } from './shared-cards.js';

/**
 * Every distinct printed power, toughness, loyalty and defense string in MTGJSON's cards
 * (shared/data/cards.json.gz, April 2022) parses and prints back unchanged.
 */

if (MISSING_CARDS) console.warn(`printed P/T conformance skipped: ${MISSING_CARDS}`);

const FIELDS = ['power', 'toughness', 'loyalty', 'defense'] as const;

/** Each distinct string of a field, with whether the card reads signs as modifiers and one card that prints it. */
const distinct = new Map<string, { field: string; text: string; modifier: boolean; example: string }>();
for (const { card, face, label } of allFaces(await loadSharedCards())) {
  for (const field of FIELDS) {
    const text = face[field];
    if (text === null) continue;
    const modifier = isModifierLayout(card.layout);
    const key = `${field} ${modifier} ${text}`;
    if (!distinct.has(key)) distinct.set(key, { field, text, modifier, example: label });
  }
}
const rows = [...distinct.values()];

describe.skipIf(MISSING_CARDS !== null)(
  'every printed P/T, loyalty and defense string in the card data',
  () => {
    it('has the forms we expect', () => {
      const perField = FIELDS.map((f) => `${f} ${rows.filter((r) => r.field === f).length}`).join(', ');
      const playful = rows.filter((r) => {
        const value = parsePrintedPT(r.text, { modifier: r.modifier });
        return value.ok && value.value.playful;
      });
      console.log(
        `printed values: ${rows.length} distinct strings (${perField}); playful: ${[...new Set(playful.map((r) => r.text))].join(' ')}`,
      );
      expect(rows.length).toBeGreaterThan(50);
    });

    it.each(rows.map((r) => [`${r.example} ${r.field} "${r.text}"`, r] as const))('%s', (_label, row) => {
      const value = parsePrintedPT(row.text, { modifier: row.modifier });
      if (!value.ok) throw new Error(value.error.message);
      expect(makePrintedPT(value.value)).toBe(row.text);
    });
  },
);
