import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MANA_TYPES, type ManaUnit, makeManaPool, parseManaPool } from '../../src/mana/pool.js';

describe('parseManaPool', () => {
  it.each([
    ['CR 106.1b: one unit per symbol', '{W}{W}{C}', [{ type: 'W' }, { type: 'W' }, { type: 'C' }]],
    ['CR 106.3: snow mana is marked {S:G}', '{S:G}{U}', [{ type: 'G', snow: true }, { type: 'U' }]],
    ['the empty pool', '', []],
  ] as const)('%s', (_source, text, units) => {
    expect(parseManaPool(text)).toEqual({ ok: true, value: units });
  });

  it.each([
    ['CR 106.1b: generic is not a type of mana', '{W}{3}', 3],
    ['X is not mana in a pool', '{X}', 0],
    ['text that is not a symbol', '{W} {U}', 3],
    ['a snow mark on nothing', '{S:}', 0],
    ['issue 18: {constructor} was read as a type, since every object has that property', '{constructor}', 0],
    ['issue 18: {__proto__} too', '{W}{__proto__}', 3],
  ] as const)('rejects %s: %s', (_source, text, offset) => {
    const result = parseManaPool(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'ERR_POOL_SYNTAX', offset });
  });
});

describe('makeManaPool', () => {
  it('writes units in WUBRGC order, plain before snow', () => {
    expect(makeManaPool([{ type: 'C' }, { type: 'G', snow: true }, { type: 'G' }, { type: 'W' }])).toEqual({
      ok: true,
      value: '{W}{G}{S:G}{C}',
    });
  });

  it('CR 106.6: restricted mana has no text form, and says so', () => {
    const result = makeManaPool([{ type: 'G', restrictions: [{ kind: 'activateAbility' }] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('ERR_UNSUPPORTED');
  });

  it('round trip: parse(make(pool)) is the pool in canonical order (fast-check)', () => {
    const unit = fc
      .record({ type: fc.constantFrom(...MANA_TYPES), snow: fc.boolean() })
      .map(({ type, snow }): ManaUnit => (snow ? { type, snow } : { type }));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (units) => {
        const text = makeManaPool(units);
        expect(text.ok).toBe(true);
        if (!text.ok) return;
        const parsed = parseManaPool(text.value);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(makeManaPool(parsed.value)).toEqual(text);
        expect(parsed.value).toHaveLength(units.length);
      }),
    );
  });
});
