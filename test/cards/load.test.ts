import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { type CardFileFormat, detectCardFormat, loadCardFile } from '../../src/cards/load.js';
import type { RulesError } from '../../src/result.js';

/**
 * The three card files we read, each with the same five hand-made cards (fixtures/): MTGJSON
 * AtomicCards, Scryfall oracle-cards, and our trimmed MTGJSON lines. All must give the same cards.
 */

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (file: string): string => readFileSync(join(FIXTURES, file), 'utf8');

const FILES: readonly (readonly [CardFileFormat, string])[] = [
  ['mtgjson-atomic', 'atomic-cards.json'],
  ['scryfall', 'scryfall-oracle-cards.json'],
  ['trimmed', 'trimmed-cards.json'],
];

const loaded = (input: unknown): CardData[] => {
  const result = loadCardFile(input);
  if (!result.ok) throw new Error(result.error.message);
  return [...result.value].sort((a, b) => (a.name < b.name ? -1 : 1));
};

const failure = (input: unknown): RulesError => {
  const result = loadCardFile(input);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
};

const byName = (cards: readonly CardData[], name: string): CardData => {
  const card = cards.find((c) => c.name === name);
  if (!card) throw new Error(`${name} not loaded`);
  return card;
};

describe.each(FILES)('loadCardFile: %s (%s)', (format, file) => {
  const cards = loaded(fixture(file));

  it('detects its format', () => {
    expect(detectCardFormat(JSON.parse(fixture(file)))).toEqual({ ok: true, value: format });
  });

  it.each([
    [
      'Tarmogoyf',
      { power: '*', toughness: '1+*', colors: ['G'], types: ['Creature'], subtypes: ['Lhurgoyf'] },
    ],
    [
      'Ajani Goldmane',
      { loyalty: '4', supertypes: ['Legendary'], types: ['Planeswalker'], subtypes: ['Ajani'] },
    ],
    ['Kitchen Finks: colours in WUBRG order (CR 105.1), whatever the file says', { colors: ['W', 'G'] }],
    [
      'Fire // Ice: a split card is Fire first (CR 709.1)',
      { manaCost: '{1}{R}', colors: ['R'], layout: 'split' },
    ],
  ])('%s', (label, expected) => {
    expect(byName(cards, label.split(':')[0] ?? '')).toMatchObject(expected);
  });

  it('Fire // Ice: each half has its own cost and colour (CR 709.4b)', () => {
    const faces = byName(cards, 'Fire // Ice').faces ?? [];
    expect(faces.map((f) => [f.name, f.manaCost, f.colors])).toEqual([
      ['Fire', '{1}{R}', ['R']],
      ['Ice', '{1}{U}', ['U']],
    ]);
  });

  it('Delver of Secrets // Insectile Aberration: the back face is blue by its colour indicator (CR 204.2)', () => {
    const [front, back] = byName(cards, 'Delver of Secrets // Insectile Aberration').faces ?? [];
    expect(front).toMatchObject({ name: 'Delver of Secrets', manaCost: '{U}', power: '1', toughness: '1' });
    expect(back).toMatchObject({
      name: 'Insectile Aberration',
      manaCost: null,
      colorIndicator: ['U'],
      power: '3',
    });
    expect(front?.colorIndicator).toBeUndefined();
  });
});

/** Scryfall states a face's own mana value only on some layouts, so the faces' are left out. */
const withoutFaceManaValues = (cards: readonly CardData[]): CardData[] =>
  cards.map((card) =>
    card.faces ? { ...card, faces: card.faces.map(({ manaValue: _, ...face }) => face) } : card,
  );

describe('loadCardFile: every format gives the same cards', () => {
  const [first = [], ...rest] = FILES.map(([, file]) => loaded(fixture(file)));
  const scryfallFirst = withoutFaceManaValues(first);
  it.each(rest.map((cards, i) => [FILES[i + 1]?.[0], cards] as const))(
    '%s equals mtgjson-atomic',
    (format, cards) => {
      expect(cards).toEqual(format === 'scryfall' ? scryfallFirst : first);
    },
  );

  it('takes parsed JSON as well as text', () => {
    expect(loaded(JSON.parse(fixture('trimmed-cards.json')))).toEqual(first);
  });

  it('reads a Scryfall API list ({ object: "list", data: [...] })', () => {
    const data: unknown = JSON.parse(fixture('scryfall-oracle-cards.json'));
    expect(loaded({ object: 'list', has_more: false, data })).toEqual(scryfallFirst);
  });
});

describe.each(FILES)('loadCardFile keeps the stated mana value (CR 202.3): %s', (_format, file) => {
  const cards = loaded(fixture(file));
  it.each([
    ['Ajani Goldmane: {2}{W}{W}', 'Ajani Goldmane', 4],
    ['Fire // Ice: a split card has the total of its halves (CR 709.4b)', 'Fire // Ice', 4],
    [
      'Delver of Secrets // Insectile Aberration: as its front face (CR 712.8a)',
      'Delver of Secrets // Insectile Aberration',
      1,
    ],
  ])('%s', (_label, name, value) => {
    expect(byName(cards, name).manaValue).toBe(value);
  });
});

const trimmed = (): Record<string, unknown>[] => JSON.parse(fixture('trimmed-cards.json'));
const scryfall = (): Record<string, unknown>[] => JSON.parse(fixture('scryfall-oracle-cards.json'));
const atomic = (): { data: Record<string, Record<string, unknown>[]> } =>
  JSON.parse(fixture('atomic-cards.json'));

/** Tarmogoyf is the last card of the trimmed and Scryfall fixtures, Fire // Ice the third. */
describe('loadCardFile: bad input is refused with the JSON path of the bad value', () => {
  it.each([
    [
      'trimmed: a power that is a number, not a string',
      () => trimmed().map((c, i) => (i === 4 ? { ...c, power: 3 } : c)),
      { code: 'ERR_CARD_DATA', path: '$[4].power' },
    ],
    [
      'trimmed: a power that is not a printed value (offset 2 in "1+x")',
      () => trimmed().map((c, i) => (i === 4 ? { ...c, toughness: '1+x' } : c)),
      { code: 'ERR_PT', path: '$[4].toughness', offset: 2 },
    ],
    [
      'trimmed: a face without types',
      () =>
        trimmed().map((c, i) =>
          i === 2 && Array.isArray(c.faces)
            ? { ...c, faces: [c.faces[0], { ...c.faces[1], types: undefined }] }
            : c,
        ),
      {
        code: 'ERR_CARD_DATA',
        path: '$[2].faces[1].types',
        message: '$[2].faces[1].types: missing an array',
      },
    ],
    [
      'trimmed: a colour that is not W, U, B, R or G',
      () => trimmed().map((c, i) => (i === 0 ? { ...c, colors: ['W', 'P'] } : c)),
      { code: 'ERR_CARD_DATA', path: '$[0].colors[1]' },
    ],
    [
      'AtomicCards: a bad colour on the second half of Fire // Ice',
      () => {
        const file = atomic();
        const fire = file.data['Fire // Ice'] ?? [];
        return { ...file, data: { ...file.data, 'Fire // Ice': [fire[0], { ...fire[1], colors: ['Q'] }] } };
      },
      { code: 'ERR_CARD_DATA', path: '$.data["Fire // Ice"][1].colors[0]' },
    ],
    [
      'AtomicCards: a name whose records are not an array',
      () => ({ data: { Tarmogoyf: { name: 'Tarmogoyf' } } }),
      { code: 'ERR_CARD_DATA', path: '$.data.Tarmogoyf' },
    ],
    [
      'Scryfall: a card without a type line',
      () => scryfall().map((c, i) => (i === 4 ? { ...c, type_line: undefined } : c)),
      { code: 'ERR_CARD_DATA', path: '$[4].type_line' },
    ],
    [
      'Scryfall: a face whose mana cost does not parse',
      () =>
        scryfall().map((c, i) =>
          i === 2 && Array.isArray(c.card_faces)
            ? { ...c, card_faces: [c.card_faces[0], { ...c.card_faces[1], mana_cost: '{1}{U' }] }
            : c,
        ),
      { path: '$[2].card_faces[1].mana_cost' },
    ],
  ])('%s', (_why, make, expected) => {
    expect(failure(make())).toMatchObject(expected);
  });

  it.each([
    ['a number', 42, '$'],
    ['an object without data', {}, '$.data'],
    ['an array of numbers', [42], '$[0]'],
    ['an array of objects of no known shape', [{ title: 'x' }], '$[0]'],
  ])('not a card file: %s', (_why, input, path) => {
    expect(failure(input)).toMatchObject({ code: 'ERR_CARD_DATA', path });
  });

  it('text that is not JSON gives the character offset when the JSON parser reports one', () => {
    expect(failure('{"data" 1}')).toMatchObject({ code: 'ERR_CARD_DATA', offset: 8 });
    expect(failure('[')).toMatchObject({ code: 'ERR_CARD_DATA' });
  });

  it('an empty array is an empty trimmed file', () => {
    expect(loaded('[]')).toEqual([]);
  });

  it('issue 18: a file starting with a UTF-8 byte-order mark was not JSON; now it loads', () => {
    expect(loaded('\uFEFF[]')).toEqual([]);
  });

  it('issue 18: a file in UTF-16, read as UTF-8, says so', () => {
    expect(failure(new TextDecoder().decode(new Uint8Array([0xfe, 0xff, 0x00, 0x5b, 0x00, 0x5d])))).toEqual({
      code: 'ERR_CARD_DATA',
      message: 'the file is UTF-16; save it as UTF-8 (with or without a byte-order mark)',
    });
  });
});

describe.each(FILES.filter(([format]) => format !== 'scryfall'))(
  "loadCardFile keeps each face's own mana value, which MTGJSON states: %s",
  (_format, file) => {
    it('Fire // Ice: each half has its own (CR 709.4)', () => {
      expect(byName(loaded(fixture(file)), 'Fire // Ice').faces?.map((f) => f.manaValue)).toEqual([2, 2]);
    });
  },
);

describe('loadCardFile: printed icons that have no effect on game play', () => {
  it.each([
    [
      'CR 107.9: a tombstone icon (Scryfall `frame_effects: ["tombstone"]`)',
      { frame_effects: ['tombstone'] },
    ],
    [
      'CR 107.10: a Future Sight type icon (the timeshifted frame, Scryfall `frame: "future"`)',
      { frame: 'future' },
    ],
  ])('%s: the card loads with the same characteristics as without it', (_name, icon) => {
    const plain = loaded(scryfall());
    const printed = loaded(scryfall().map((c, i) => (i === 0 ? { ...c, ...icon } : c)));
    expect(printed).toStrictEqual(plain);
  });
});
