import { describe, expect, it } from 'vitest';
import type { DeckEntry, DeckSection } from '../../src/decks/deck-list.js';
import { parseDeckList } from '../../src/decks/parse-deck.js';

/**
 * Deck lists in the formats players exchange, each row pinned to where the format is written
 * down:
 * - MAGE_4243: XMage issue 4243 (github.com/magefree/mage/issues/4243) describes Magic Online's
 *   .txt ("main and sideboard without tags, empty line before sideboard") and MTG Arena's ("with
 *   card numbers and sets ... empty line before sideboard": `2 Savage Stomp (XLN) 205`);
 * - MAGE_7001: XMage issue 7001 (github.com/magefree/mage/issues/7001), after the MTG Arena
 *   wiki's Deck Import page: the `Commander` and `Deck` headers;
 * - COCKATRICE_4249: Cockatrice issue 4249 (github.com/Cockatrice/Cockatrice/issues/4249): an
 *   MTG Arena export, `Deck`, the cards, a blank line, `Sideboard`;
 * - COCKATRICE_WIKI: Cockatrice's wiki, Deck List Import Formats
 *   (github.com/Cockatrice/Cockatrice/wiki/Deck-List-Import-Formats): `//` comments, `Nx`
 *   counts, a `Sideboard` line, `SB:` lines;
 * - ARGENTUM_246: argentum-engine pull request 246 (github.com/wingedsheep/argentum-engine/pull/246):
 *   an MTG Arena export starts with an `About` block holding `Name <deck name>`;
 * - MAZZ3RR_1: mazz3rr/mtg issue 1 (github.com/mazz3rr/mtg/issues/1): Arena lists name a
 *   companion in a `Companion` section;
 * - OPENMTG: OpenMTG's wiki, Export Guide (github.com/DredBaron/OpenMTG/wiki/Export-Guide):
 *   Moxfield's export, `Commander`, its card, a blank line, the main deck, `Sideboard`.
 */

type Row = readonly [
  label: string,
  text: string,
  expected: readonly (readonly [DeckSection, number, string])[],
];

const shape = (entries: readonly DeckEntry[]) => entries.map((e) => [e.section, e.count, e.name]);

const entriesOf = (text: string): readonly DeckEntry[] => {
  const parsed = parseDeckList(text);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
  return parsed.value.entries;
};

describe('parseDeckList: sections', () => {
  it.each<Row>([
    [
      'MAGE_4243: Magic Online .txt, a blank line before the sideboard',
      '1 Charging Monstrosaur\n1 Deathgorge Scavenger\n7 Forest\n\n2 Grazing Whiptail\n2 Imperial Aerosaur\n',
      [
        ['main', 1, 'Charging Monstrosaur'],
        ['main', 1, 'Deathgorge Scavenger'],
        ['main', 7, 'Forest'],
        ['sideboard', 2, 'Grazing Whiptail'],
        ['sideboard', 2, 'Imperial Aerosaur'],
      ],
    ],
    [
      'COCKATRICE_4249: MTG Arena, Deck and Sideboard headers',
      'Deck\n2 Riddlemaster Sphinx (ANB) 31\n25 Island (ANB) 113\n\nSideboard\n4 Zephyr Gull (ANB) 44\n',
      [
        ['main', 2, 'Riddlemaster Sphinx'],
        ['main', 25, 'Island'],
        ['sideboard', 4, 'Zephyr Gull'],
      ],
    ],
    [
      'MAGE_7001: MTG Arena, a Commander section, then Deck',
      'Commander\n1 Alela, Artful Provocateur (ELD) 324\n\nDeck\n1 Temple of Silence (M20) 256\n6 Plains (ELD) 251\n',
      [
        ['commander', 1, 'Alela, Artful Provocateur'],
        ['main', 1, 'Temple of Silence'],
        ['main', 6, 'Plains'],
      ],
    ],
    [
      'MAZZ3RR_1: MTG Arena, a Companion section',
      'Companion\n1 Lurrus of the Dream-Den (IKO) 226\n\nDeck\n4 Mishra’s Bauble (CSP) 138\n',
      [
        ['companion', 1, 'Lurrus of the Dream-Den'],
        ['main', 4, 'Mishra’s Bauble'],
      ],
    ],
    [
      'OPENMTG: Moxfield, Commander, a blank line, the main deck without a header, then Sideboard',
      "Commander\n1 Atraxa, Praetors' Voice (ONE) 268\n\n4 Counterspell (MMQ) 67\n2 Swords to Plowshares (EMA) 24\n\nSideboard\n2 Tormod's Crypt (M21) 241\n",
      [
        ['commander', 1, "Atraxa, Praetors' Voice"],
        ['main', 4, 'Counterspell'],
        ['main', 2, 'Swords to Plowshares'],
        ['sideboard', 2, "Tormod's Crypt"],
      ],
    ],
    [
      'COCKATRICE_WIKI: "3 Island / 2 Mountain / Sideboard / 1 Forest"',
      '3 Island\n2 Mountain\nSideboard\n1 Forest\n2 Mountain\n',
      [
        ['main', 3, 'Island'],
        ['main', 2, 'Mountain'],
        ['sideboard', 1, 'Forest'],
        ['sideboard', 2, 'Mountain'],
      ],
    ],
    [
      'COCKATRICE_WIKI: "SB: 1x Forest" lines and Nx counts',
      '3x Island\n2x Mountain\nSB: 1x Forest\nSB: 2x Mountain\n',
      [
        ['main', 3, 'Island'],
        ['main', 2, 'Mountain'],
        ['sideboard', 1, 'Forest'],
        ['sideboard', 2, 'Mountain'],
      ],
    ],
    [
      'COCKATRICE_WIKI: "//" comments; "#" comments; "Sideboard:" in any case; Windows line ends',
      '// Mono-Blue\r\n# by a player\r\n4 Island\r\nSIDEBOARD:\r\n1 Forest\r\n',
      [
        ['main', 4, 'Island'],
        ['sideboard', 1, 'Forest'],
      ],
    ],
    [
      'MAGE_4243 with Deck and Sideboard headers: a blank line inside a headed Deck section is only a gap',
      'Deck\n4 Island\n\n4 Mountain\nSideboard\n1 Forest\n',
      [
        ['main', 4, 'Island'],
        ['main', 4, 'Mountain'],
        ['sideboard', 1, 'Forest'],
      ],
    ],
    [
      'MAGE_4243: blank lines before the first card do not start the sideboard',
      '\n\n// main\n\n4 Island\n\n1 Forest\n',
      [
        ['main', 4, 'Island'],
        ['sideboard', 1, 'Forest'],
      ],
    ],
    [
      'split and modal double-faced names are kept as written, "//" and all',
      '2 Fire // Ice (MH2) 290\n1 Kazandu Mammoth (ZNR) 189\n',
      [
        ['main', 2, 'Fire // Ice'],
        ['main', 1, 'Kazandu Mammoth'],
      ],
    ],
    [
      'a name with brackets of its own: B.F.M. (Big Furry Monster)',
      '1 B.F.M. (Big Furry Monster)\n',
      [['main', 1, 'B.F.M. (Big Furry Monster)']],
    ],
  ])('%s', (_label, text, expected) => {
    expect(shape(entriesOf(text))).toEqual(expected);
  });
});

describe('parseDeckList: set codes, collector numbers, names and places', () => {
  it('MAGE_4243: "2 Savage Stomp (XLN) 205" keeps the set code and collector number', () => {
    expect(entriesOf('2 Savage Stomp (XLN) 205')).toEqual([
      {
        section: 'main',
        count: 2,
        name: 'Savage Stomp',
        set: 'XLN',
        collectorNumber: '205',
        line: 1,
        column: 3,
      },
    ]);
  });

  it('a set code without a collector number; the column is where the name starts', () => {
    expect(entriesOf('\n  SB: 10x Lightning Bolt (M10)')).toEqual([
      { section: 'sideboard', count: 10, name: 'Lightning Bolt', set: 'M10', line: 2, column: 11 },
    ]);
  });

  it('ARGENTUM_246: the About block gives the deck its name', () => {
    expect(parseDeckList('About\nName Mono-Red Aggro\n\nDeck\n20 Mountain (M21) 272\n')).toEqual({
      ok: true,
      value: {
        name: 'Mono-Red Aggro',
        entries: [
          {
            section: 'main',
            count: 20,
            name: 'Mountain',
            set: 'M21',
            collectorNumber: '272',
            line: 5,
            column: 4,
          },
        ],
      },
    });
  });
});

describe('parseDeckList: errors name the line and column', () => {
  it.each([
    ['a line without a count', '4 Island\nLightning Bolt\n', 2, 1, 'expected a count and a card name'],
    ['a count without a name', '4 Island\n  4\n', 2, 3, 'expected a card name after the count'],
    ['a count of 0', '0 Island\n', 1, 1, 'a count must be 1 or more'],
    ['an About block line that is not "Name …"', 'About\nAuthor me\n', 2, 1, 'expected "Name <deck name>"'],
  ])('%s', (_label, text, line, column, message) => {
    const parsed = parseDeckList(text);
    expect(parsed).toMatchObject({ ok: false, error: [{ code: 'ERR_DECK_SYNTAX', line, column }] });
    if (!parsed.ok) expect(parsed.error[0]?.message).toContain(message);
  });

  it('every bad line is reported, not only the first', () => {
    const parsed = parseDeckList('Bolt\n4 Island\nShock\n');
    expect(parsed.ok ? [] : parsed.error.map((e) => e.line)).toEqual([1, 3]);
  });
});

describe('parseDeckList: the text encodings editors save (issue 18)', () => {
  it('a list starting with a UTF-8 byte-order mark: its first line was "expected a count"; now it is a card line', () => {
    expect(parseDeckList('\uFEFF4 Island\n')).toMatchObject({
      ok: true,
      value: { entries: [{ count: 4, name: 'Island' }] },
    });
  });

  it('a list saved as UTF-16 and read as UTF-8 says so, once, at its start', () => {
    const text = new TextDecoder().decode(new Uint8Array([0xff, 0xfe, 0x34, 0x00, 0x20, 0x00, 0x58, 0x00]));
    expect(parseDeckList(text)).toEqual({
      ok: false,
      error: [
        {
          code: 'ERR_DECK_SYNTAX',
          message: 'the file is UTF-16; save it as UTF-8 (with or without a byte-order mark)',
          line: 1,
          column: 1,
        },
      ],
    });
  });
});
