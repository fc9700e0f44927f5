import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPay } from '../../src/mana/can-pay.js';
import { planPayment } from '../../src/mana/payment.js';
import type { ManaPool, ManaUnit } from '../../src/mana/pool.js';
import { anySymbol, parse, purpose, twobridHeavySymbol, unit } from './arbitraries.js';
import { bruteForce } from './brute-force.js';

/**
 * canPay is planPayment's yes or no without the plan or the explanation: it checks Hall's
 * condition (payment-hall.ts) instead of running a flow. The brute force of brute-force.ts,
 * which enumerates every payment straight from CR 107.4 and 119.4, is its oracle.
 */

const RUNS = 2000;

const W: ManaUnit = { type: 'W' };
const U: ManaUnit = { type: 'U' };
const B: ManaUnit = { type: 'B' };
const G: ManaUnit = { type: 'G' };
const C: ManaUnit = { type: 'C' };
const snowG: ManaUnit = { type: 'G', snow: true };
const pool = (...units: ManaUnit[]): ManaPool => units;

const answer = (cost: string, units: ManaPool, life?: number, x = 0): boolean | string => {
  const result = canPay(parse([cost]), life === undefined ? { pool: units } : { pool: units, life }, {
    variables: { X: x },
  });
  return result.ok ? result.value : result.error.code;
};

describe('canPay, rule by rule', () => {
  it.each([
    ['CR 107.4a: {W} from {W}', '{W}', pool(W), undefined, true],
    ['CR 107.4a: {W}{W} from {W}{U}', '{W}{W}', pool(W, U), undefined, false],
    ['CR 107.4b: {2}{G} from {G}{C}{U}', '{2}{G}', pool(G, C, U), undefined, true],
    ['CR 107.4c: {C} is not paid by coloured mana', '{C}', pool(W, U, B), undefined, false],
    ['CR 107.4e: {W/U}{W/U} from {W}{U}', '{W/U}{W/U}', pool(W, U), undefined, true],
    ['CR 107.4e: {W/U}{U/B}{B/W} from {W}{W}{G}', '{W/U}{U/B}{B/W}', pool(W, W, G), undefined, false],
    ['CR 107.4e: {2/W} with two mana of any type', '{2/W}', pool(U, B), undefined, true],
    ['CR 107.4e: {2/W}{2/W} from {W}{U}: one mana is short', '{2/W}{2/W}', pool(W, U), undefined, false],
    ['CR 107.4e: {2/W}{2/W}{W} from {W}{W}{U}{B}', '{2/W}{2/W}{W}', pool(W, W, U, B), undefined, true],
    ['CR 107.4e: {C/W}{C} from {W}{C}', '{C/W}{C}', pool(W, C), undefined, true],
    ['CR 107.4f: {W/P} with 2 life', '{W/P}', pool(), 2, true],
    ['CR 119.4: {W/P}{W/P} with 3 life pays only one with life', '{W/P}{W/P}', pool(), 3, false],
    ['CR 119.4: {W/P} with no life total given', '{W/P}', pool(), undefined, false],
    ['CR 107.4f: {G/U/P}{G/U/P} with 4 life', '{G/U/P}{G/U/P}', pool(), 4, true],
    ['CR 107.4f: {2/W}{B/P} from {U}{W}, life 1', '{2/W}{B/P}', pool(U, W), 1, false],
    ['CR 107.4f: {2/W}{B/P} from {U}{B}{W}, life 1', '{2/W}{B/P}', pool(U, B, W), 1, true],
    ['CR 107.4h: {S} from snow mana only', '{S}', pool(G, W), undefined, false],
    ['CR 107.4h: {S}{G} from one snow {G} and a {W}', '{S}{G}', pool(snowG, W), undefined, false],
    ['CR 107.4h: {S}{W} from one snow {G} and a {W}', '{S}{W}', pool(snowG, W), undefined, true],
    ['CR 107.3a, 107.4b: {X} with X = 2 from {W}{U}', '{X}', pool(W, U), undefined, true],
    [
      'CR 107.3a, 107.4b: {X}{W} with X = 2 asks for three mana, {W}{U} is two',
      '{X}{W}',
      pool(W, U),
      undefined,
      false,
    ],
  ] as const)('%s', (_, cost, units, life, want) => {
    expect(answer(cost, units, life, 2)).toBe(want);
  });

  it.each([
    ['CR 107.1: a life total is a whole number', '{W/P}', pool(), 2.5, 0, 'ERR_NUMBER'],
    ['CR 107.3a: X is a whole number of 0 or more', '{X}', pool(W), 20, -1, 'ERR_X_VALUE'],
    ['CR 107.4: an Un-set half mana symbol is not paid', '{HW}', pool(W), 20, 0, 'ERR_UNSUPPORTED'],
  ] as const)('refuses input planPayment refuses: %s', (_, cost, units, life, x, code) => {
    expect(answer(cost, units, life, x)).toBe(code);
    const plan = planPayment(parse([cost]), { pool: units, life }, { variables: { X: x } });
    expect(plan.ok ? 'ok' : plan.error.code).toBe(code);
  });

  it('CR 106.6: restricted mana counts only where it may be spent', () => {
    const onlyAbilities: ManaUnit = { type: 'G', restrictions: [{ kind: 'activateAbility' }] };
    const cost = parse(['{G}']);
    expect(canPay(cost, { pool: [onlyAbilities] }, { purpose: { kind: 'spell' } })).toEqual({
      ok: true,
      value: false,
    });
    expect(canPay(cost, { pool: [onlyAbilities] }, { purpose: { kind: 'ability' } })).toEqual({
      ok: true,
      value: true,
    });
  });
});

const caseOf = (symbol: fc.Arbitrary<string>, symbols: number, units: number) =>
  fc.record({
    texts: fc.array(symbol, { maxLength: symbols }),
    pool: fc.array(unit, { maxLength: units }),
    life: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
    x: fc.integer({ min: 0, max: 2 }),
    purpose,
  });

describe('canPay against brute force', () => {
  it.each([
    ['any symbols', caseOf(anySymbol, 5, 6)],
    ['{2/C} with Phyrexian symbols', caseOf(twobridHeavySymbol, 6, 6)],
  ] as const)('answers as the brute force does: %s', (_, cases) => {
    fc.assert(
      fc.property(cases, ({ texts, pool, life, x, purpose }) => {
        const cost = parse(texts);
        const options = { variables: { X: x }, ...(purpose ? { purpose } : {}) };
        const resources = life === undefined ? { pool } : { pool, life };
        const want = bruteForce(cost, pool, life, options).payable;
        expect(canPay(cost, resources, options)).toEqual({ ok: true, value: want });
      }),
      { numRuns: RUNS },
    );
  });
});
