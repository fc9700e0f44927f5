import { describe, expect, it } from 'vitest';
import { makeSymbol, parseSymbol } from '../../src/symbols/parse.js';
import type { MtgSymbol } from '../../src/symbols/symbol.js';

const parsed = (text: string): MtgSymbol => {
  const result = parseSymbol(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
};

describe('parseSymbol: facts of each symbol, pinned to CR 107', () => {
  it.each([
    ['CR 107.4a: {W} is white', '{W}', { manaValue: 1, colors: ['W'], hybrid: false, phyrexian: false }],
    ['CR 107.4b: {16} is sixteen generic mana', '{16}', { manaValue: 16, colors: [] }],
    ['CR 107.4b: numbers of any size, {1000000}', '{1000000}', { manaValue: 1_000_000 }],
    ['CR 107.4b: {1234567}, beyond any printed card', '{1234567}', { manaValue: 1_234_567 }],
    ['CR 107.4c: {C} is one colorless mana', '{C}', { manaValue: 1, colors: [] }],
    ['CR 107.4d: {0} is zero mana', '{0}', { manaValue: 0 }],
    ['CR 107.4e: {G/W} is both green and white', '{G/W}', { colors: ['W', 'G'], hybrid: true, manaValue: 1 }],
    [
      'CR 107.4e, 202.3f: {2/B} counts its larger half',
      '{2/B}',
      { manaValue: 2, colors: ['B'], hybrid: true },
    ],
    ['CR 107.4e: {C/R} is red', '{C/R}', { manaValue: 1, colors: ['R'], hybrid: true }],
    ['CR 107.4f: {U/P} is blue and Phyrexian', '{U/P}', { colors: ['U'], phyrexian: true, hybrid: false }],
    ['CR 107.4f: {R/G/P} is red and green', '{R/G/P}', { colors: ['R', 'G'], phyrexian: true, hybrid: true }],
    ['CR 107.4h: {S} is snow, not a colour', '{S}', { snow: true, colors: [], manaValue: 1 }],
    ['CR 107.3: {X} counts 0 off the stack', '{X}', { manaValue: 0, tournamentLegal: true }],
    ['CR 107.3p: {Y} follows the rules of X', '{Y}', { manaValue: 0, tournamentLegal: true }],
    ['CR 107.5: {T} is not mana', '{T}', { inManaCost: false, rule: '107.5' }],
    ['CR 107.6: {Q} is not mana', '{Q}', { inManaCost: false, rule: '107.6' }],
    ['CR 107.11: {PW}', '{PW}', { rule: '107.11' }],
    ['CR 107.12: {CHAOS}', '{CHAOS}', { rule: '107.12' }],
    ['CR 107.14: {E} is an energy counter', '{E}', { rule: '107.14', inManaCost: false }],
    ['CR 107.17: {TK} is a ticket counter', '{TK}', { rule: '107.17' }],
    ['CR 107.18: {P} is the pawprint, not Phyrexian', '{P}', { kind: 'pawprint', phyrexian: false }],
    [
      'CR 107.4g: {H} is any Phyrexian symbol, never in a cost',
      '{H}',
      { phyrexian: true, inManaCost: false },
    ],
    ['Un-set: {½} is half a mana, not tournament-legal', '{½}', { manaValue: 0.5, tournamentLegal: false }],
    ['Un-set: {∞}', '{∞}', { manaValue: Number.POSITIVE_INFINITY, tournamentLegal: false }],
    ['Un-set: {HW} half white', '{HW}', { manaValue: 0.5, colors: ['W'], tournamentLegal: false }],
    ['Un-set: {C/P}', '{C/P}', { phyrexian: true, tournamentLegal: false }],
    ['Un-set: {A} acorn', '{A}', { tournamentLegal: false }],
    ['Un-set: {L} legendary mana', '{L}', { tournamentLegal: false }],
    ['Un-set: {D} land drop', '{D}', { tournamentLegal: false, manaValue: 0 }],
    ['Un-set: {Z}', '{Z}', { tournamentLegal: false }],
  ] as const)('%s', (_source, text, expected) => {
    expect(parsed(text)).toMatchObject(expected);
    expect(makeSymbol(parsed(text))).toBe(text);
  });
});

describe('parseSymbol: loyalty, level, chapter and class symbols', () => {
  it.each([
    ['CR 107.7: [+1] puts one loyalty counter', '[+1]', { kind: 'loyalty', sign: '+', amount: 1 }, '[+1]'],
    [
      'CR 107.7: [−2] with the minus sign Oracle text prints',
      '[\u22122]',
      { sign: '-', amount: 2 },
      '[\u22122]',
    ],
    ['CR 107.7: [-2] typed with a hyphen means the same', '[-2]', { sign: '-', amount: 2 }, '[\u22122]'],
    ['CR 107.7: [0]', '[0]', { sign: '0', amount: 0 }, '[0]'],
    ['CR 107.7: [−X]', '[-X]', { sign: '-', amount: null }, '[\u2212X]'],
    ['CR 107.8a: {LEVEL 2-6}', '{LEVEL 2-6}', { kind: 'level', min: 2, max: 6 }, '{LEVEL 2-6}'],
    ['CR 107.8b: {LEVEL 7+}', '{LEVEL 7+}', { kind: 'level', min: 7, max: null }, '{LEVEL 7+}'],
    ['CR 107.15: chapter III', 'III', { kind: 'chapter', chapter: 3 }, 'III'],
    ['CR 107.16: class level bar', 'Level 2', { kind: 'classLevel', level: 2 }, 'Level 2'],
    ['Scryfall: transposed hybrid {U/W} is {W/U}', '{U/W}', { kind: 'hybrid', pair: ['W', 'U'] }, '{W/U}'],
    ['Scryfall: transposed Phyrexian {P/G} is {G/P}', '{P/G}', { kind: 'phyrexian', color: 'G' }, '{G/P}'],
  ] as const)('%s', (_source, text, expected, canonical) => {
    expect(parsed(text)).toMatchObject(expected);
    expect(makeSymbol(parsed(text))).toBe(canonical);
  });
});

describe('parseSymbol: errors say what is wrong', () => {
  it.each([
    ['an unknown symbol', '{FOO}', 'ERR_SYMBOL_UNKNOWN'],
    ['an empty symbol', '{}', 'ERR_SYMBOL_UNKNOWN'],
    ['a leading zero', '{07}', 'ERR_SYMBOL_MALFORMED'],
    ['CR 107.1: beyond the integers a number holds', '{99999999999999999999}', 'ERR_SYMBOL_MALFORMED'],
    ['CR 107.8: a backwards level range', '{LEVEL 6-2}', 'ERR_SYMBOL_MALFORMED'],
    ['CR 107.7: [+X] does not exist', '[+X]', 'ERR_SYMBOL_MALFORMED'],
    ['CR 107.7: [3] needs a sign', '[3]', 'ERR_SYMBOL_MALFORMED'],
    ['two symbols are not one', '{W}{U}', 'ERR_SYMBOL_MALFORMED'],
    ['lower case is not Scryfall spelling', '{w}', 'ERR_SYMBOL_UNKNOWN'],
    ['plain words', 'Flying', 'ERR_SYMBOL_UNKNOWN'],
  ] as const)('%s: %s', (_source, text, code) => {
    const result = parseSymbol(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
