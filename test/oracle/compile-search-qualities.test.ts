import { describe, expect, it } from 'vitest';
import type { SearchInstruction } from '../../src/effects/library.js';
import type { Instruction } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Searches naming cards of several kinds or bounds (CR 701.23a, 205, 202.3, 208.1): real cards'
 * Oracle text (MTGJSON) and the search each compiles to.
 */

interface Row {
  readonly name: string;
  readonly text: string;
  readonly search: SearchInstruction;
}

const ROWS: readonly Row[] = [
  {
    name: 'District Guide, CR 205.4a: "a basic land card or Gate card"',
    text: 'When District Guide enters the battlefield, you may search your library for a basic land card or Gate card, reveal it, put it into your hand, then shuffle.',
    search: {
      kind: 'search',
      quality: { anyOf: [{ supertypes: ['Basic'], types: ['Land'] }, { subtypes: ['Gate'] }] },
      upTo: 1,
      to: 'hand',
      reveal: true,
    },
  },
  {
    name: 'Quandrix Cultivator, CR 205.4a: "a basic Forest or Island card": both basic',
    text: 'When Quandrix Cultivator enters the battlefield, you may search your library for a basic Forest or Island card, put it onto the battlefield, then shuffle.',
    search: {
      kind: 'search',
      quality: {
        anyOf: [
          { supertypes: ['Basic'], subtypes: ['Forest'] },
          { supertypes: ['Basic'], subtypes: ['Island'] },
        ],
      },
      upTo: 1,
      to: 'battlefield',
    },
  },
  {
    name: 'Trophy Mage, CR 202.3: "an artifact card with mana value 3"',
    text: 'When Trophy Mage enters the battlefield, you may search your library for an artifact card with mana value 3, reveal it, put it into your hand, then shuffle.',
    search: {
      kind: 'search',
      quality: { anyOf: [{ types: ['Artifact'] }], manaValueAtMost: 3, manaValueAtLeast: 3 },
      upTo: 1,
      to: 'hand',
      reveal: true,
    },
  },
  {
    name: 'Imperial Recruiter, CR 208.1: "a creature card with power 2 or less"',
    text: 'When Imperial Recruiter enters the battlefield, search your library for a creature card with power 2 or less, reveal it, put it into your hand, then shuffle.',
    search: {
      kind: 'search',
      quality: { anyOf: [{ types: ['Creature'] }], powerAtMost: 2 },
      upTo: 1,
      to: 'hand',
      reveal: true,
    },
  },
  {
    name: 'Captain Sisay, CR 205.4d: "a legendary card"',
    text: '{T}: Search your library for a legendary card, reveal that card, put it into your hand, then shuffle.',
    search: {
      kind: 'search',
      quality: { anyOf: [{ supertypes: ['Legendary'] }] },
      upTo: 1,
      to: 'hand',
      reveal: true,
    },
  },
  {
    name: 'Woodland Bellower, CR 205.4: "a nonlegendary green creature card with mana value 3 or less"',
    text: 'When Woodland Bellower enters the battlefield, you may search your library for a nonlegendary green creature card with mana value 3 or less, put it onto the battlefield, then shuffle.',
    search: {
      kind: 'search',
      quality: {
        anyOf: [{ notSupertypes: ['Legendary'], colors: ['G'], types: ['Creature'] }],
        manaValueAtMost: 3,
      },
      upTo: 1,
      to: 'battlefield',
    },
  },
  {
    name: 'Ashiok\'s Forerunner, CR 701.23a, 201.2: "search your library and/or graveyard for a card named Ashiok, Sculptor of Fears ... If you search your library this way, shuffle"',
    text: "When Ashiok's Forerunner enters the battlefield, you may search your library and/or graveyard for a card named Ashiok, Sculptor of Fears, reveal it, and put it into your hand. If you search your library this way, shuffle.",
    search: {
      kind: 'search',
      quality: { anyOf: [{}] },
      named: 'ashiok, sculptor of fears',
      orGraveyard: true,
      upTo: 1,
      to: 'hand',
      reveal: true,
    },
  },
];

/** The search of a compiled ability, inside a "you may" or not. */
const searchOf = (instructions: readonly Instruction[]): Instruction | undefined => {
  const [first] = instructions;
  return first?.kind === 'optional' ? first.ifDone[0] : first;
};

describe('the Oracle compiler on searches for cards of several kinds (CR 701.23a)', () => {
  it.each(ROWS)('$name', ({ name, text, search }) => {
    const [cardName = ''] = name.split(', CR');
    const [ability] = compileCard(card(cardName, ['Creature'], text));
    const instructions =
      ability?.kind === 'triggered' || ability?.kind === 'activated' ? ability.instructions : [];
    expect(searchOf(instructions)).toEqual(search);
  });
});
