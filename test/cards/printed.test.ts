import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { faceOf, printedColors, printedLoyalty, printedPT } from '../../src/cards/printed.js';
import { makePrintedPT } from '../../src/cards/printed-pt.js';
import type { Result } from '../../src/result.js';
import { poolCard } from './pool-cards.js';

/** The printed characteristics the layer engine starts from, on cards of the committed pool. */

const value = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('faceOf', () => {
  it.each([
    ['Tarmogoyf: a one-face card is its own face 0', 'Tarmogoyf', 0, 'Tarmogoyf'],
    [
      'Delver of Secrets // Insectile Aberration: face 0 is the front (CR 712.1)',
      'Delver of Secrets // Insectile Aberration',
      0,
      'Delver of Secrets',
    ],
    [
      'Delver of Secrets // Insectile Aberration: face 1 is the back',
      'Delver of Secrets // Insectile Aberration',
      1,
      'Insectile Aberration',
    ],
    ['Fire // Ice: face 1 is Ice (CR 709.1)', 'Fire // Ice', 1, 'Ice'],
  ])('%s', (_source, name, index, faceName) => {
    expect(value(faceOf(poolCard(name), index)).name).toBe(faceName);
  });

  it.each([
    ['Tarmogoyf', 1],
    ['Fire // Ice', 2],
    ['Fire // Ice', -1],
  ])('%s has no face %i', (name, index) => {
    expect(faceOf(poolCard(name), index)).toMatchObject({ ok: false, error: { code: 'ERR_CARD_DATA' } });
  });

  it("CR 710.1c: Akki Lavarunner // Tok-Tok, Volcano Born's lower half keeps the card's mana cost", () => {
    const upper = { ...poolCard('Raging Goblin'), name: 'Akki Lavarunner', manaCost: '{3}{R}' };
    const lower = { ...upper, name: 'Tok-Tok, Volcano Born', manaCost: null, supertypes: ['Legendary'] };
    const flip: CardData = {
      ...upper,
      name: 'Akki Lavarunner // Tok-Tok, Volcano Born',
      layout: 'flip',
      faces: [upper, lower],
    };
    expect(value(faceOf(flip, 1))).toMatchObject({ name: 'Tok-Tok, Volcano Born', manaCost: '{3}{R}' });
  });
});

describe('printedColors: CR 202.2 and 204.2', () => {
  it.each([
    ['CR 202.2: Grizzly Bears {1}{G} is green', 'Grizzly Bears', 0, ['G']],
    ['CR 202.2b: Ornithopter {0} is colorless', 'Ornithopter', 0, []],
    ['CR 202.2b: Forest has no mana cost and is colorless', 'Forest', 0, []],
    ['CR 202.2c: Godhead of Awe {W/U}x5 is white and blue', 'Godhead of Awe', 0, ['W', 'U']],
    [
      'CR 202.2d: Kitchen Finks {1}{G/W}{G/W} is green and white, in WUBRG order',
      'Kitchen Finks',
      0,
      ['W', 'G'],
    ],
    ['CR 709.4b: Fire is red on its own', 'Fire // Ice', 0, ['R']],
    ['CR 709.4b: Ice is blue on its own', 'Fire // Ice', 1, ['U']],
    [
      'CR 204.2: Insectile Aberration is blue by its colour indicator',
      'Delver of Secrets // Insectile Aberration',
      1,
      ['U'],
    ],
  ])('%s', (_source, name, index, colors) => {
    expect(value(printedColors(value(faceOf(poolCard(name), index))))).toEqual(colors);
  });

  it('a mana cost that does not parse is an error, not a colour', () => {
    const card = { ...poolCard('Grizzly Bears'), manaCost: '{1}{G' };
    expect(printedColors(card)).toMatchObject({ ok: false, error: { path: '$.manaCost' } });
  });
});

describe('printedPT and printedLoyalty: CR 208.1, 208.2, 209.1', () => {
  it.each([
    ['Grizzly Bears 2/2', 'Grizzly Bears', 0, '2', '2'],
    ['Tarmogoyf */1+*', 'Tarmogoyf', 0, '*', '1+*'],
    ['Lhurgoyf */1+*', 'Lhurgoyf', 0, '*', '1+*'],
    ['Lost Order of Jarkeld 1+*/1+* (CR 208.2a example)', 'Lost Order of Jarkeld', 0, '1+*', '1+*'],
    ['Aquamorph Entity */* (CR 208.2b)', 'Aquamorph Entity', 0, '*', '*'],
    ['Wall of Stone 0/8', 'Wall of Stone', 0, '0', '8'],
    ["Smuggler's Copter 3/3, a Vehicle (CR 208.3)", "Smuggler's Copter", 0, '3', '3'],
    ['Insectile Aberration 3/2', 'Delver of Secrets // Insectile Aberration', 1, '3', '2'],
    ['Shock has none', 'Shock', 0, null, null],
  ])('%s', (_source, name, index, power, toughness) => {
    const pt = value(printedPT(poolCard(name), index));
    expect([pt.power && makePrintedPT(pt.power), pt.toughness && makePrintedPT(pt.toughness)]).toEqual([
      power,
      toughness,
    ]);
  });

  it('Tarmogoyf */1+*: the star forms are read once', () => {
    expect(value(printedPT(poolCard('Tarmogoyf'), 0))).toEqual({
      power: { kind: 'star', playful: false, form: 'star', number: 0 },
      toughness: { kind: 'star', playful: false, form: 'number-plus-star', number: 1 },
    });
  });

  it('Ajani Goldmane: loyalty 4 (CR 209.1)', () => {
    expect(value(printedLoyalty(poolCard('Ajani Goldmane'), 0))).toEqual({
      kind: 'integer',
      playful: false,
      value: 4,
    });
  });

  it('Serra Angel has no loyalty', () => {
    expect(value(printedLoyalty(poolCard('Serra Angel'), 0))).toBeNull();
  });

  it('a bad printed value gives its path and offset', () => {
    const card = { ...poolCard('Grizzly Bears'), toughness: '2+x' };
    expect(printedPT(card, 0)).toMatchObject({
      ok: false,
      error: { code: 'ERR_PT', path: '$.toughness', offset: 2 },
    });
  });
});
