import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/** CR 702.16a: protection keywords whose quality is not one colour, card by card. */

const ROWS = [
  ['Tel-Jilad Chosen', 'Protection from artifacts'],
  ['Beloved Chaplain', 'Protection from creatures'],
  ['Guardian of the Guildpact', 'Protection from monocolored'],
  ['Enemy of the Guildpact', 'Protection from multicolored'],
  ['Progenitus', 'Protection from everything'],
] as const;

describe('protection from qualities, card by card (CR 702.16a)', () => {
  it.each(ROWS)('%s: %s', (name, keyword) => {
    expect(compileCard(card(name, ['Creature'], keyword))).toEqual([
      { kind: 'keyword', keyword, text: keyword },
    ]);
  });

  it('Iridescent Angel: "Flying, protection from all colors" is two keywords', () => {
    expect(compileCard(card('Iridescent Angel', ['Creature'], 'Flying, protection from all colors'))).toEqual(
      [
        { kind: 'keyword', keyword: 'Flying', text: 'Flying' },
        { kind: 'keyword', keyword: 'Protection from all colors', text: 'protection from all colors' },
      ],
    );
  });

  it.each([
    ['Akroma, Angel of Wrath', 'protection from black and from red', ['black', 'red']],
    ['Oversoul of Dusk', 'Protection from blue, from black, and from red', ['blue', 'black', 'red']],
  ])('%s: "%s" is one protection ability for each quality (702.16g)', (name, text, colors) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual(
      colors.map((c) => ({ kind: 'keyword', keyword: `Protection from ${c}`, text })),
    );
  });

  it('Sword of Fire and Ice: "has protection from red and from blue" grants both keywords (702.16g, 613.1f)', () => {
    const text = 'Equipped creature gets +2/+2 and has protection from red and from blue.';
    const [ability] = compileCard(card('Sword of Fire and Ice', ['Artifact'], text));
    const ops = ability?.kind === 'static' ? ability.effect.ops : [];
    expect(ops).toContainEqual({
      kind: 'addAbilities',
      abilities: [
        { kind: 'keyword', keyword: 'Protection from red', text: 'Protection from red' },
        { kind: 'keyword', keyword: 'Protection from blue', text: 'Protection from blue' },
      ],
    });
  });
});

describe('protection from a card type, subtype or supertype, card by card (CR 702.16a)', () => {
  it.each([
    ['Dragonstalker', 'protection from Dragons', 'Dragons', { subtypes: ['Dragon'] }],
    ["Nath's Buffoon", 'Protection from Elves', 'Elves', { subtypes: ['Elf'] }],
    ['Shoreline Raider', 'Protection from Kavu', 'Kavu', { subtypes: ['Kavu'] }],
    ['Petrified Wood-Kin', 'Protection from instants', 'instants', { types: ['Instant'] }],
    ['Sparkhunter Masticore', 'Protection from planeswalkers', 'planeswalkers', { types: ['Planeswalker'] }],
    ['Ronom Hulk', 'Protection from snow', 'snow', { supertypes: ['Snow'] }],
    [
      'Tsabo Tavoc',
      'protection from legendary creatures',
      'legendary creatures',
      { types: ['Creature'], supertypes: ['Legendary'] },
    ],
    [
      'Sigrid, God-Favored',
      'protection from God creatures',
      'God creatures',
      { types: ['Creature'], subtypes: ['God'] },
    ],
    [
      'Harbinger of Spring',
      'Protection from non-Spirit creatures',
      'non-Spirit creatures',
      { types: ['Creature'], notSubtypes: ['Spirit'] },
    ],
  ])('%s: "%s"', (name, text, quality, from) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([
      { kind: 'protection', text, quality, from },
    ]);
  });

  it('Baneslayer Angel: "protection from Demons and from Dragons" is two abilities (702.16g)', () => {
    const text = 'protection from Demons and from Dragons';
    expect(compileCard(card('Baneslayer Angel', ['Creature'], text))).toEqual([
      { kind: 'protection', text, quality: 'Demons', from: { subtypes: ['Demon'] } },
      { kind: 'protection', text, quality: 'Dragons', from: { subtypes: ['Dragon'] } },
    ]);
  });

  it.each([
    ['Mistmeadow Skulk', 'protection from mana value 3 or greater'],
    ['Kitsune Riftwalker', 'Protection from Spirits and from Arcane'],
  ])('%s: "%s" names a quality the engine lacks: one unsupported ability', (name, text) => {
    expect(compileCard(card(name, ['Creature'], text))).toEqual([
      { kind: 'unsupported', text, reason: 'the keyword Protection (CR 702.16) is not modelled yet' },
    ]);
  });
});
