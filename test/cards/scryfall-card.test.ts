import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectCardFormat, loadCardFile } from '../../src/cards/load.js';
import { poolFromCardFile, readCardFile } from '../../src/cards/read-file.js';

/**
 * One Scryfall card object (https://scryfall.com/docs/api/cards: `"object": "card"`, the API's
 * answer for one card) is a card file of one card. The fixtures are written by hand in that
 * format from the cards' printed Oracle text, ids, images and prices left out: Sheoldred, the
 * Apocalypse (Dominaria United, September 2022) and the transforming Ojer Taq, Deepest
 * Foundation // Temple of Civilization (The Lost Caverns of Ixalan, November 2023), both newer
 * than the bundled data of April 2022.
 */

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SHEOLDRED = join(FIXTURES, 'scryfall-card-sheoldred.json');
const OJER_TAQ = join(FIXTURES, 'scryfall-card-ojer-taq.json');

describe('a single Scryfall card object', () => {
  it('is detected as a Scryfall file', () => {
    expect(detectCardFormat({ object: 'card', name: 'X', layout: 'normal', type_line: 'Land' })).toEqual({
      ok: true,
      value: 'scryfall',
    });
  });

  it('Sheoldred, the Apocalypse: one card, as printed (CR 202.1, 205, 208.1)', async () => {
    const cards = await readCardFile(SHEOLDRED);
    expect(cards).toMatchObject({
      ok: true,
      value: [
        {
          name: 'Sheoldred, the Apocalypse',
          manaCost: '{2}{B}{B}',
          manaValue: 4,
          colors: ['B'],
          supertypes: ['Legendary'],
          types: ['Creature'],
          subtypes: ['Phyrexian', 'Praetor'],
          power: '4',
          toughness: '5',
          layout: 'normal',
        },
      ],
    });
  });

  it('Ojer Taq // Temple of Civilization: both faces; the back face has no mana cost (CR 712.8e)', async () => {
    const cards = await readCardFile(OJER_TAQ);
    if (!cards.ok) return expect.fail(cards.error.message);
    const [card] = cards.value;
    expect(card).toMatchObject({
      name: 'Ojer Taq, Deepest Foundation // Temple of Civilization',
      layout: 'transform',
      manaValue: 6,
      faces: [
        { name: 'Ojer Taq, Deepest Foundation', manaCost: '{4}{W}{W}', colors: ['W'], types: ['Creature'] },
        { name: 'Temple of Civilization', manaCost: null, colors: [], types: ['Land'], power: null },
      ],
    });
  });

  it.each([
    ['Sheoldred, the Apocalypse', SHEOLDRED, 'sheoldred, the apocalypse', 'Sheoldred, the Apocalypse'],
    [
      'Ojer Taq by its back face',
      OJER_TAQ,
      'Temple of Civilization',
      'Ojer Taq, Deepest Foundation // Temple of Civilization',
    ],
  ])('%s: poolFromCardFile makes a pool that finds it', async (_label, file, lookup, name) => {
    const pool = await poolFromCardFile(file);
    if (!pool.ok) return expect.fail(pool.error.message);
    expect(pool.value.find(lookup)?.data.name).toBe(name);
  });

  it('a card object with a power that does not read is refused at its path (CR 208.1)', () => {
    expect(
      loadCardFile({ object: 'card', name: 'X', layout: 'normal', type_line: 'Creature', power: 'many' }),
    ).toMatchObject({ ok: false, error: { code: 'ERR_PT', path: '$.power' } });
  });
});
