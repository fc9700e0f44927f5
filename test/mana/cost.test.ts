import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ManaCost, makeManaCost, parseManaCost } from '../../src/mana/cost.js';
import { costColors, isTournamentLegal, manaValue } from '../../src/mana/value.js';
import { isManaSymbol, type ManaSymbol } from '../../src/symbols/symbol.js';
import { FIXED_SYMBOLS, genericSymbol } from '../../src/symbols/table.js';

const cost = (text: string): ManaCost => {
  const result = parseManaCost(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('mana value and colours of real printed costs', () => {
  it.each([
    ['Lightning Bolt, {R}', '{R}', 1, ['R']],
    ['Tarmogoyf, {1}{G}', '{1}{G}', 2, ['G']],
    ['CR 202.3e: Endless One {X} off the stack', '{X}', 0, []],
    [
      'CR 202.3f: Reaper King counts each {2/C} as 2',
      '{2/W}{2/U}{2/B}{2/R}{2/G}',
      10,
      ['W', 'U', 'B', 'R', 'G'],
    ],
    ['CR 202.3g: Dismember {1}{B/P}{B/P}', '{1}{B/P}{B/P}', 3, ['B']],
    ['CR 202.2d: Kitchen Finks {1}{G/W}{G/W}', '{1}{G/W}{G/W}', 3, ['W', 'G']],
    ['CR 202.2b: Ornithopter {0} is colorless', '{0}', 0, []],
    ['CR 107.4c: Thought-Knot Seer {3}{C} is colorless', '{3}{C}', 4, []],
    ['Gleemax {1000000}', '{1000000}', 1_000_000, []],
    ['Little Girl {HW} (Un-set)', '{HW}', 0.5, ['W']],
  ] as const)('%s', (_source, text, value, colors) => {
    expect(manaValue(cost(text))).toBe(value);
    expect(costColors(cost(text))).toEqual(colors);
    expect(makeManaCost(cost(text))).toBe(text);
  });

  it.each([
    ['CR 202.3e: Walking Ballista {X}{X} with X=3 on the stack', '{X}{X}', 3, 6],
    ['CR 202.3e: Fireball {X}{R} with X=5 on the stack', '{X}{R}', 5, 6],
  ] as const)('%s', (_source, text, x, value) => {
    expect(manaValue(cost(text), { X: x })).toBe(value);
  });

  it('marks a cost with Un-set symbols as not tournament-legal', () => {
    expect(isTournamentLegal(cost('{2}{W}'))).toBe(true);
    expect(isTournamentLegal(cost('{HW}'))).toBe(false);
  });
});

describe('canonical order (Scryfall and printed cards, CR 202)', () => {
  it.each([
    ['Boros is R then W (Lightning Helix)', '{W}{R}', '{R}{W}'],
    ['generic before colours', '{W}{W}{2}', '{2}{W}{W}'],
    ['X before generic', '{3}{X}', '{X}{3}'],
    ['Abzan wedge W, B, G (Anafenza)', '{G}{B}{W}', '{W}{B}{G}'],
    ['Bant shard G, W, U (Rafiq)', '{U}{W}{G}', '{G}{W}{U}'],
    ['four colours start after the missing one (Glint-Eye Nephilim)', '{G}{R}{B}{U}', '{U}{B}{R}{G}'],
    ['a hybrid between its colours', '{G}{B/G}{1}{B}', '{1}{B}{B/G}{G}'],
    ['{C} after generic, before colours', '{R}{C}{2}', '{2}{C}{R}'],
    ['transposed hybrids are written canonically', '{U/W}', '{W/U}'],
  ] as const)('%s', (_source, input, canonical) => {
    expect(makeManaCost(cost(input))).toBe(canonical);
  });
});

describe('parseManaCost: errors carry the offset', () => {
  it.each([
    ['CR 107.5: {T} is not mana', '{2}{T}', 'ERR_NOT_MANA', 3],
    ['CR 107.4g: {H} is never in a cost', '{H}', 'ERR_NOT_MANA', 0],
    ['text between symbols', '{2} {W}', 'ERR_COST_SYNTAX', 3],
    ['an unclosed brace', '{2}{W', 'ERR_SYMBOL_UNCLOSED', 3],
    ['an unknown symbol', '{1}{Q/W}', 'ERR_SYMBOL_UNKNOWN', 3],
    ['bare letters', 'WU', 'ERR_COST_SYNTAX', 0],
    ['a stray closing brace', '}{W}', 'ERR_COST_SYNTAX', 0],
  ] as const)('%s: %s', (_source, text, code, offset) => {
    const result = parseManaCost(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, offset });
  });

  it('reads the empty cost as no symbols', () => {
    expect(parseManaCost('')).toEqual({ ok: true, value: [] });
  });
});

const manaSymbols: ManaSymbol[] = [...FIXED_SYMBOLS.values()].filter(
  (s): s is ManaSymbol => isManaSymbol(s) && s.inManaCost,
);
const anySymbol = fc.oneof(
  fc.constantFrom(...manaSymbols),
  fc.integer({ min: 0, max: 2_000_000 }).map(genericSymbol),
);

describe('round trip (fast-check)', () => {
  it('parse(make(cost)) is the cost in canonical order, and make is canonical', () => {
    fc.assert(
      fc.property(fc.array(anySymbol, { maxLength: 8 }), (symbols) => {
        const text = makeManaCost(symbols);
        const reparsed = parseManaCost(text);
        expect(reparsed.ok).toBe(true);
        if (!reparsed.ok) return;
        expect(makeManaCost(reparsed.value)).toBe(text);
        expect(reparsed.value.map((s) => s.text).sort()).toEqual(symbols.map((s) => s.text).sort());
        expect(manaValue(reparsed.value)).toBe(manaValue(symbols));
      }),
      { numRuns: 2000 },
    );
  });

  it('the order of symbols does not change the canonical text', () => {
    fc.assert(
      fc.property(
        fc
          .array(anySymbol, { maxLength: 6 })
          .chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length }))),
        ([symbols, shuffled]) => {
          expect(makeManaCost(shuffled)).toBe(makeManaCost(symbols));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
