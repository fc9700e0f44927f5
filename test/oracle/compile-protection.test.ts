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

  it('Baneslayer Angel: "protection from Demons and from Dragons" names qualities the engine lacks: one unsupported ability', () => {
    expect(
      compileCard(card('Baneslayer Angel', ['Creature'], 'protection from Demons and from Dragons')),
    ).toEqual([
      {
        kind: 'unsupported',
        text: 'protection from Demons and from Dragons',
        reason: 'the keyword Protection (CR 702.16) is not modelled yet',
      },
    ]);
  });
});
