import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  announceX,
  variableRule,
  X_PAYMENTS,
  type XAnnouncement,
  type XPayment,
} from '../../src/numbers/index.js';

describe('announceX: legal announcements', () => {
  it.each<{ name: string; input: XAnnouncement; expected: number }>([
    {
      name: 'CR 107.3a / 601.2b: X announced as 3 while casting with the mana cost',
      input: { value: 3 },
      expected: 3,
    },
    { name: 'CR 107.3a with 107.1c: X may be announced as 0', input: { value: 0 }, expected: 0 },
    {
      name: 'CR 107.3b: a cost reduced to zero still allows any X',
      input: { value: 6, payment: 'reducedManaCost' },
      expected: 6,
    },
    {
      name: 'CR 107.3b: an alternative cost that includes X allows any X',
      input: { value: 4, payment: 'alternativeCostWithX' },
      expected: 4,
    },
    {
      name: 'CR 107.3b: cast without paying its mana cost, X = 0 is legal',
      input: { value: 0, payment: 'withoutPayingManaCost' },
      expected: 0,
    },
    {
      name: 'CR 107.3a: X in an additional cost is chosen freely',
      input: { value: 2, payment: 'additionalCost' },
      expected: 2,
    },
    {
      name: 'CR 107.3a / 602.2b: X in an activation cost is announced as the ability is activated',
      input: { value: 5, payment: 'activationCost' },
      expected: 5,
    },
    {
      name: 'CR 107.3d: X in a suspend cost is chosen immediately before paying it',
      input: { value: 3, payment: 'specialActionCost' },
      expected: 3,
    },
    {
      name: 'CR 107.3p: Y is announced under the same rules as X',
      input: { value: 2, letter: 'Y' },
      expected: 2,
    },
    {
      name: 'CR 601.2e: "X can\'t be 0" allows X = 1',
      input: { value: 1, minimum: 1 },
      expected: 1,
    },
    {
      name: 'CR 119.4: X life may be paid with a life total of exactly X',
      input: { value: 5, payment: 'additionalCost', lifeTotal: 5 },
      expected: 5,
    },
    {
      name: 'CR 119.4b: X = 0 life can be paid at a negative life total',
      input: { value: 0, payment: 'additionalCost', lifeTotal: -3 },
      expected: 0,
    },
  ])('$name', ({ input, expected }) => {
    expect(announceX(input)).toEqual({ ok: true, value: expected });
  });
});

describe('announceX: illegal announcements', () => {
  it.each<{ name: string; input: XAnnouncement; rule: string; mentions: string }>([
    {
      name: "CR 107.1a: X can't be 1.5",
      input: { value: 1.5 },
      rule: '107.1a',
      mentions: 'X must be a whole number',
    },
    {
      name: "CR 107.1: X can't be NaN",
      input: { value: Number.NaN },
      rule: '107.1',
      mentions: 'X must be a whole number',
    },
    { name: "CR 107.1b: X can't be negative", input: { value: -1 }, rule: '107.1b', mentions: 'negative' },
    {
      name: 'CR 107.3b: cast without paying its mana cost, X = 2 is illegal',
      input: { value: 2, payment: 'withoutPayingManaCost' },
      rule: '107.3b',
      mentions: 'X must be 0',
    },
    {
      name: 'CR 107.3b: an alternative cost without X allows only X = 0',
      input: { value: 4, payment: 'alternativeCostWithoutX' },
      rule: '107.3b',
      mentions: 'X must be 0',
    },
    {
      name: 'CR 107.3p: Y follows 107.3b too, and the error says so',
      input: { value: 2, letter: 'Y', payment: 'withoutPayingManaCost' },
      rule: '107.3b',
      mentions: 'Y follows the rules for X, CR 107.3p',
    },
    {
      name: 'CR 107.1b with Z: the error says Z is treated like X',
      input: { value: -2, letter: 'Z' },
      rule: '107.1b',
      mentions: 'Z is treated like X',
    },
    {
      name: 'CR 601.2e: "X can\'t be 0" refuses X = 0',
      input: { value: 0, minimum: 1 },
      rule: '601.2e',
      mentions: 'at least 1',
    },
    {
      name: 'CR 601.2e: a text maximum of 3 refuses X = 4',
      input: { value: 4, maximum: 3 },
      rule: '601.2e',
      mentions: 'at most 3',
    },
    {
      name: "CR 119.4: X = 6 life can't be paid from a life total of 5",
      input: { value: 6, payment: 'additionalCost', lifeTotal: 5 },
      rule: '119.4',
      mentions: 'paying 6 life',
    },
  ])('$name', ({ input, rule, mentions }) => {
    const result = announceX(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'ERR_X_VALUE', rule, path: '$.value' });
    expect(result.error.message).toContain(mentions);
  });
});

describe('announceX properties', () => {
  const onlyZero: readonly XPayment[] = ['withoutPayingManaCost', 'alternativeCostWithoutX'];

  it('CR 107.3a / 107.3b property: every whole X >= 0 is legal unless neither X cost is paid', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom(...X_PAYMENTS), (value, payment) => {
        const result = announceX({ value, payment });
        expect(result.ok).toBe(value === 0 || !onlyZero.includes(payment));
        if (result.ok) expect(result.value).toBe(value);
      }),
    );
  });

  it('CR 107.1b property: no negative X is ever legal', () => {
    fc.assert(
      fc.property(fc.integer({ max: -1 }), fc.constantFrom(...X_PAYMENTS), (value, payment) => {
        expect(announceX({ value, payment }).ok).toBe(false);
      }),
    );
  });
});

describe('variableRule (CR 107.3, 107.3p)', () => {
  it.each([
    { name: 'CR 107.3: X is the variable of 107.3', letter: 'X' as const, expected: '107.3' },
    { name: 'CR 107.3p: Y follows the same rules as X', letter: 'Y' as const, expected: '107.3p' },
    { name: 'CR 107.3p names only Y: {Z} of Un-cards has no rule', letter: 'Z' as const, expected: null },
  ])('$name', ({ letter, expected }) => {
    expect(variableRule(letter)).toBe(expected);
  });
});
