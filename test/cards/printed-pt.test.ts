import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basePrintedValue,
  type GameValue,
  makePrintedPT,
  type PrintedValue,
  parsePrintedPT,
  STAR_FORMS,
} from '../../src/cards/printed-pt.js';

const parsed = (text: string, modifier = false): PrintedValue => {
  const result = parsePrintedPT(text, { modifier });
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

/** Printed values of real cards (MTGJSON, April 2022), one row for each form. */
describe('parsePrintedPT: each printed form, named after a card that prints it', () => {
  it.each([
    ['Grizzly Bears 2/2: an integer (CR 208.1)', '2', false, { kind: 'integer', value: 2 }],
    ['Impervious Greatwurm 16/16', '16', false, { kind: 'integer', value: 16 }],
    ['Spinal Parasite -1/-1: a negative power (CR 107.1b)', '-1', false, { kind: 'integer', value: -1 }],
    ['Tarmogoyf */1+*: the star (CR 208.2)', '*', false, { kind: 'star', form: 'star', number: 0 }],
    [
      'Tarmogoyf */1+*, Lost Order of Jarkeld 1+*/1+*',
      '1+*',
      false,
      { kind: 'star', form: 'number-plus-star', number: 1 },
    ],
    ['Angry Mob 2+*/2+*', '2+*', false, { kind: 'star', form: 'number-plus-star', number: 2 }],
    ['Consuming Blob */*+1', '*+1', false, { kind: 'star', form: 'star-plus-number', number: 1 }],
    ['Shapeshifter */7-*', '7-*', false, { kind: 'star', form: 'number-minus-star', number: 7 }],
    ['S.N.O.T. *²/*² (Unstable)', '*²', false, { kind: 'star', form: 'star-squared', number: 0 }],
    ['Bat- +1/+1 (Unstable augment)', '+1', true, { kind: 'modifier', sign: '+', amount: 1 }],
    ['Half-Squirrel, Half- -1/-0 (augment): power', '-1', true, { kind: 'modifier', sign: '-', amount: 1 }],
    [
      'Half-Squirrel, Half- -1/-0 (augment): toughness',
      '-0',
      true,
      { kind: 'modifier', sign: '-', amount: 0 },
    ],
    ['"+1" reads as a modifier on any card', '+1', false, { kind: 'modifier', sign: '+', amount: 1 }],
    ['"-0" reads as a modifier on any card', '-0', false, { kind: 'modifier', sign: '-', amount: 0 }],
    ['Nissa, Steward of Elements loyalty X (CR 107.3)', 'X', false, { kind: 'x' }],
    ['Ajani Goldmane loyalty 4 (CR 209.1)', '4', false, { kind: 'integer', value: 4 }],
    ['Dakkon, Shadow Slayer loyalty 0', '0', false, { kind: 'integer', value: 0 }],
    ['B.O.B. (Bevy of Beebles) loyalty *', '*', false, { kind: 'star', form: 'star' }],
  ] as const)('%s: "%s"', (_source, text, modifier, expected) => {
    expect(parsed(text, modifier)).toMatchObject({ ...expected, playful: false });
  });
});

describe('parsePrintedPT: joke values parse but are flagged, citing CR 107.1', () => {
  it.each([
    ['Loopy Lobster ?/?', '?', { kind: 'unknown' }],
    ['Infinity Elemental ∞/5', '∞', { kind: 'infinity' }],
    ['Assquatch 3.5/3.5', '3.5', { kind: 'fraction', value: 3.5, omitsZero: false }],
    ['Cardpecker 1.5/1', '1.5', { kind: 'fraction', value: 1.5, omitsZero: false }],
    ['Little Girl .5/.5', '.5', { kind: 'fraction', value: 0.5, omitsZero: true }],
    ['Dungeon Master loyalty 1d4+1', '1d4+1', { kind: 'dice', count: 1, sides: 4, bonus: 1 }],
  ] as const)('%s: "%s"', (_source, text, expected) => {
    const value = parsed(text);
    expect(value).toMatchObject({ ...expected, playful: true, rule: '107.1' });
    expect(value.playful && value.reason).toMatch(/CR 107\.1/);
  });
});

describe('parsePrintedPT: errors give the offset where the text stops making sense', () => {
  it.each([
    ['empty', '', 0],
    ['a letter after "1+"', '1+x', 2],
    ['a letter after the star', '*x', 1],
    ['text after "*²"', '*²2', 2],
    ['"*+" with no number', '*+', 2],
    ['leading zero', '01', 0],
    ['a trailing zero in a fraction', '1.50', 3],
    ['a sign with no number', '+', 1],
    ['a die with no sides', '1d', 2],
    ['a die with a bad bonus', '1d4+0', 3],
    ['U+2212 minus instead of hyphen', '−1', 0],
    ['a space', '1 ', 1],
  ])('%s: "%s" fails at %i', (_why, text, offset) => {
    const result = parsePrintedPT(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'ERR_PT', offset });
  });
});

describe('basePrintedValue: the number when nothing defines the star', () => {
  it.each([
    ['CR 208.2a example: Lost Order of Jarkeld 1+* is 1 outside the battlefield', '1+*', false, 1],
    ['CR 208.2a, 107.2: Tarmogoyf * is 0', '*', false, 0],
    ['CR 208.2a: Consuming Blob *+1 is 1', '*+1', false, 1],
    ['CR 208.2a: Shapeshifter 7-* is 7', '7-*', false, 7],
    ['CR 208.2a: S.N.O.T. *² is 0', '*²', false, 0],
    ['CR 107.1b: Spinal Parasite -1 stays negative', '-1', false, -1],
    ['CR 107.3m: Nissa, Steward of Elements X is 0 off the stack', 'X', false, 0],
    ['Half-Squirrel, Half- -0 adds 0', '-0', true, 0],
    ['Half-Squirrel, Half- -1 takes 1 away', '-1', true, -1],
    ['Bat- +1 adds 1', '+1', true, 1],
  ])('%s', (_source, text, modifier, expected) => {
    const value = parsed(text, modifier);
    if (value.playful) throw new Error(`${text} is playful`);
    expect(basePrintedValue(value)).toBe(expected);
  });
});

const count = fc.integer({ min: 0, max: 1_000_000 });

const gameValue: fc.Arbitrary<GameValue> = fc.oneof(
  fc
    .integer({ min: -1_000_000, max: 1_000_000 })
    .map((value): GameValue => ({ kind: 'integer', playful: false, value })),
  fc.tuple(fc.constantFrom(...STAR_FORMS), count).map(
    ([form, n]): GameValue => ({
      kind: 'star',
      playful: false,
      form,
      number: form === 'star' || form === 'star-squared' ? 0 : n,
    }),
  ),
  fc
    .tuple(fc.constantFrom('+' as const, '-' as const), count)
    .map(([sign, amount]): GameValue => ({ kind: 'modifier', playful: false, sign, amount })),
  fc.constant<GameValue>({ kind: 'x', playful: false }),
);

describe('makePrintedPT and parsePrintedPT are inverse (fast-check)', () => {
  it('parse(make(v)) is v for every game value', () => {
    fc.assert(
      fc.property(gameValue, (value) => {
        expect(parsed(makePrintedPT(value), value.kind === 'modifier')).toEqual(value);
      }),
    );
  });

  it('make(parse(s)) is s for every text that parses: only canonical texts are accepted', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789+-*²X?∞.d'), maxLength: 7 });
    fc.assert(
      fc.property(text, fc.boolean(), (s, modifier) => {
        const result = parsePrintedPT(s, { modifier });
        if (result.ok) expect(makePrintedPT(result.value)).toBe(s);
      }),
      { numRuns: 20_000 },
    );
  });
});
