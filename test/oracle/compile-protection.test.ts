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

  it('"protection from black and from red" (702.16g, two abilities in one phrase) stays unsupported', () => {
    const [ability] = compileCard(card('Test', ['Creature'], 'Protection from black and from red'));
    expect(ability?.kind).toBe('unsupported');
  });
});
