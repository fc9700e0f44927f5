import { describe, expect, it } from 'vitest';
import { type ManaCost, makeManaCost, parseManaCost } from '../../src/mana/cost.js';
import { type CostChanges, lockInCost } from '../../src/mana/lock-in.js';

const cost = (text: string): ManaCost => {
  const result = parseManaCost(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

const locked = (text: string, changes: CostChanges): string => {
  const result = lockInCost(cost(text), changes);
  if (!result.ok) throw new Error(result.error.message);
  return makeManaCost(result.value);
};

describe('lockInCost: the total cost of CR 601.2f', () => {
  it.each([
    ['CR 107.3a: Fireball {X}{R} with X announced as 4', '{X}{R}', { variables: { X: 4 } }, '{4}{R}'],
    ['CR 107.3a: Walking Ballista {X}{X} with X = 2', '{X}{X}', { variables: { X: 2 } }, '{4}'],
    ['CR 107.2: X not announced counts as 0', '{X}{R}', {}, '{R}'],
    ['CR 601.2f: kicker {2} added to {1}{G}', '{1}{G}', { additional: [cost('{2}')] }, '{3}{G}'],
    ['CR 601.2f: additional coloured cost {R}', '{1}{G}', { additional: [cost('{R}')] }, '{1}{R}{G}'],
    [
      'CR 118.7a: {2} off {3}{U} reduces only generic',
      '{3}{U}',
      { reductions: [{ mana: cost('{2}') }] },
      '{1}{U}',
    ],
    [
      'CR 118.7a: {2} off {U}{U} changes nothing coloured',
      '{U}{U}',
      { reductions: [{ mana: cost('{2}') }] },
      '{U}{U}',
    ],
    [
      'CR 107.4h: generic reduction never reduces {S}',
      '{1}{S}{S}',
      { reductions: [{ mana: cost('{3}') }] },
      '{S}{S}',
    ],
    [
      'CR 118.7b: {W} off a cost with no {W} reduces generic',
      '{2}{U}',
      { reductions: [{ mana: cost('{W}') }] },
      '{1}{U}',
    ],
    [
      'CR 118.7c: {W}{W} off {1}{W} takes the {W} then {1}',
      '{1}{W}',
      { reductions: [{ mana: cost('{W}{W}') }] },
      '{0}',
    ],
    ['CR 118.7d: {C} off {2}{C}', '{2}{C}', { reductions: [{ mana: cost('{C}{C}') }] }, '{1}'],
    [
      'CR 118.7e: reducing by {W/U}, choosing blue',
      '{1}{U}{W}',
      { reductions: [{ mana: cost('{W/U}'), halves: ['second'] }] },
      '{1}{W}',
    ],
    [
      'CR 118.7e: reducing by {2/G}, choosing the generic half',
      '{3}{G}',
      { reductions: [{ mana: cost('{2/G}'), halves: ['first'] }] },
      '{1}{G}',
    ],
    ['CR 118.7f: reducing by {B/P} takes {B}', '{1}{B}', { reductions: [{ mana: cost('{B/P}') }] }, '{1}'],
    ['CR 118.7g: reducing by {S} takes generic', '{2}{G}', { reductions: [{ mana: cost('{S}') }] }, '{1}{G}'],
    ['CR 601.2f: reduced to nothing is {0}', '{2}', { reductions: [{ mana: cost('{5}') }] }, '{0}'],
    [
      'CR 601.2f: X, additional cost and reduction together',
      '{X}{R}',
      { variables: { X: 3 }, additional: [cost('{1}')], reductions: [{ mana: cost('{2}') }] },
      '{2}{R}',
    ],
  ] as const)('%s', (_source, text, changes, expected) => {
    expect(locked(text, changes)).toBe(expected);
  });

  it('CR 118.7e: a hybrid reduction without a chosen half is an error, not a guess', () => {
    const result = lockInCost(cost('{2}{W}'), { reductions: [{ mana: cost('{W/U}') }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'ERR_REDUCTION', rule: '118.7e' });
  });

  it('a reduction by an Un-set symbol is reported unsupported', () => {
    const result = lockInCost(cost('{2}{W}'), { reductions: [{ mana: cost('{HW}') }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('ERR_UNSUPPORTED');
  });
});
