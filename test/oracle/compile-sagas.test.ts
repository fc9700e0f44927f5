import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../../src/effects/types.js';
import { compileCard } from '../../src/oracle/compile.js';
import { card } from './faces.js';

/**
 * Sagas' chapter lines (CR 714.2, 107.15), each a real card's Oracle text (MTGJSON, April 2022):
 * one chapter ability for each numeral, whose effect is read as a triggered ability's; the
 * reminder text is no ability (207.2).
 */

const REMINDER = '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)';
const saga = (name: string, lines: readonly string[]) =>
  compileCard(card(name, ['Enchantment'], [REMINDER, ...lines].join('\n')));

const chapterOf = (a: AbilityDef | undefined): number | undefined =>
  a?.kind === 'triggered' && a.trigger.kind === 'chapter'
    ? a.trigger.chapter
    : a?.kind === 'unsupported'
      ? a.chapter
      : undefined;

describe('chapter lines compile', () => {
  it('History of Benalia, CR 714.2c: "I, II — Create a 2/2 white Knight creature token with vigilance." is two chapter abilities, I and II', () => {
    const [one, two, three] = saga('History of Benalia', [
      'I, II \u2014 Create a 2/2 white Knight creature token with vigilance.',
      'III \u2014 Knights you control get +2/+1 until end of turn.',
    ]);
    expect(one).toMatchObject({
      kind: 'triggered',
      text: 'I \u2014 Create a 2/2 white Knight creature token with vigilance.',
      trigger: { kind: 'chapter', chapter: 1 },
      instructions: [{ kind: 'createTokens', amount: { kind: 'constant', n: 1 } }],
    });
    expect(two).toMatchObject({
      kind: 'triggered',
      text: 'II \u2014 Create a 2/2 white Knight creature token with vigilance.',
      trigger: { kind: 'chapter', chapter: 2 },
    });
    expect(three).toEqual({
      kind: 'triggered',
      text: 'III \u2014 Knights you control get +2/+1 until end of turn.',
      trigger: { kind: 'chapter', chapter: 3 },
      instructions: [
        {
          kind: 'createEffect',
          on: 'filter',
          effect: {
            affects: { subtypes: ['Knight'], controller: 'you' },
            ops: [
              { kind: 'modifyPT', power: { kind: 'constant', n: 2 }, toughness: { kind: 'constant', n: 1 } },
            ],
          },
          duration: 'endOfTurn',
        },
      ],
    });
  });

  it('The Eldest Reborn, CR 714.2b: a chapter whose effect the grammar reads is a chapter trigger; the others are unsupported, keeping their chapter', () => {
    const abilities = saga('The Eldest Reborn', [
      'I \u2014 Each opponent sacrifices a creature or planeswalker.',
      'II \u2014 Each opponent discards a card.',
      'III \u2014 Put target creature or planeswalker card from a graveyard onto the battlefield under your control.',
    ]);
    expect(abilities.map(chapterOf)).toEqual([1, 2, 3]);
    expect(abilities[1]).toEqual({
      kind: 'triggered',
      text: 'II \u2014 Each opponent discards a card.',
      trigger: { kind: 'chapter', chapter: 2 },
      instructions: [{ kind: 'discard', who: 'opponents', amount: { kind: 'constant', n: 1 } }],
    });
    expect(abilities[2]).toEqual({
      kind: 'unsupported',
      text: 'III \u2014 Put target creature or planeswalker card from a graveyard onto the battlefield under your control.',
      reason:
        'the grammar reads "III \u2014 Put target creature or planeswalker card from a graveyard" and stops at "onto the battlefield" (character 64)',
      chapter: 3,
    });
  });

  it("Fall of the Thran, CR 714.2c: 'II, III' are chapters 2 and 3 even where the effect isn't read", () => {
    const abilities = saga('Fall of the Thran', [
      'I \u2014 Destroy all lands.',
      'II, III \u2014 Each player returns two land cards from their graveyard to the battlefield.',
    ]);
    expect(abilities.map(chapterOf)).toEqual([1, 2, 3]);
    expect(abilities.map((a) => a.text)).toEqual([
      'I \u2014 Destroy all lands.',
      'II \u2014 Each player returns two land cards from their graveyard to the battlefield.',
      'III \u2014 Each player returns two land cards from their graveyard to the battlefield.',
    ]);
    // Each says where the grammar stopped in its own text.
    expect(abilities.slice(1).map((a) => (a.kind === 'unsupported' ? a.reason : ''))).toEqual([
      'the grammar reads "II \u2014 Each" and stops at "player returns two" (character 10)',
      'the grammar reads "III \u2014 Each" and stops at "player returns two" (character 11)',
    ]);
  });

  it('The First Iroan Games, CR 714.2a: "IV" is chapter 4; "Sacrifice after IV." is reminder text', () => {
    const abilities = compileCard(
      card(
        'The First Iroan Games',
        ['Enchantment'],
        [
          '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)',
          'I \u2014 Create a 1/1 white Human Soldier creature token.',
          'II \u2014 Put three +1/+1 counters on target creature you control.',
          'III \u2014 If you control a creature with power 4 or greater, draw two cards.',
          'IV \u2014 Create a Gold token. (It\'s an artifact with "Sacrifice this artifact: Add one mana of any color.")',
        ].join('\n'),
      ),
    );
    expect(abilities.map(chapterOf)).toEqual([1, 2, 3, 4]);
    expect(abilities[1]).toMatchObject({ kind: 'triggered', targets: { count: 1 } });
  });

  it('Life of Toshiro Umezawa, CR 714.2c, 700.2: a modal chapter line with its bulleted modes is one ability for each chapter', () => {
    const abilities = saga('Life of Toshiro Umezawa', [
      'I, II \u2014 Choose one \u2014',
      '\u2022 Target creature gets +2/+2 until end of turn.',
      '\u2022 Target creature gets -1/-1 until end of turn.',
      '\u2022 You gain 2 life.',
      'III \u2014 Exile this Saga, then return it to the battlefield transformed under your control.',
    ]);
    expect(abilities.map(chapterOf)).toEqual([1, 2, 3]);
    expect(abilities[0]).toMatchObject({
      kind: 'triggered',
      instructions: [{ kind: 'modal', min: 1, max: 1 }],
    });
    // CR 400.7j, 712.14a: chapter III exiles the Saga and returns the card transformed.
    expect(abilities[2]).toMatchObject({
      kind: 'triggered',
      instructions: [{ kind: 'flicker', on: 'self', transformed: true }],
    });
  });

  it('Chainer\'s Torment: the Saga\'s name in a chapter is the Saga itself (CR 201.5): "deals 2 damage to each opponent and you gain 2 life"', () => {
    const [one] = saga("Chainer's Torment", [
      "I, II \u2014 Chainer's Torment deals 2 damage to each opponent and you gain 2 life.",
    ]);
    expect(one).toMatchObject({
      trigger: { kind: 'chapter', chapter: 1 },
      instructions: [
        { kind: 'dealDamage', to: 'eachOpponent', amount: { kind: 'constant', n: 2 } },
        { kind: 'gainLife', amount: { kind: 'constant', n: 2 } },
      ],
    });
  });

  it('a line that only looks like a chapter line is not one: a Roman numeral with no dash', () => {
    const [ability] = compileCard(card('Test', ['Enchantment'], 'I draw a card.'));
    expect(chapterOf(ability)).toBeUndefined();
  });
});
