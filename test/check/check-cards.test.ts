import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { loadCardFile } from '../../src/cards/load.js';
import { checkCards } from '../../src/check/check-cards.js';

/** The five cards of test/cards/fixtures, as MTGJSON (April 2022) prints them. */
const loaded = loadCardFile(readFileSync(join('test', 'cards', 'fixtures', 'trimmed-cards.json'), 'utf8'));
const CARDS: readonly CardData[] = loaded.ok ? loaded.value : [];
const named = (name: string): CardData => {
  const card = CARDS.find((c) => c.name === name);
  if (!card) throw new Error(`${name} is not a fixture`);
  return card;
};

describe('checkCards on real cards', () => {
  const report = checkCards(CARDS);

  it('Ajani Goldmane, Delver of Secrets, Fire // Ice, Kitchen Finks, Tarmogoyf: nothing fails', () => {
    expect(report.failures).toEqual([]);
    expect(report.expected).toEqual([]);
    expect({ cards: report.cards, faces: report.faces }).toEqual({ cards: 5, faces: 7 });
  });

  it('Delver, Kitchen Finks and Tarmogoyf are the creature cards (CR 302; a face that is one counts)', () => {
    expect(report.coverage.creatures.whole).toBe(3);
  });

  it('Ajani, Kitchen Finks and Tarmogoyf mention power, toughness or a P/T value', () => {
    expect(report.coverage.powerToughnessCards.whole).toBe(3);
  });

  it("Ajani's −1 and −6 and Tarmogoyf's CDA do in their own words; Kitchen Finks's persist only in its reminder", () => {
    expect(report.coverage.powerToughnessAbilities.whole).toBe(3);
  });

  it('names the commonest reason an ability is unsupported, with its share of them', () => {
    const unsupported = report.unsupported;
    expect(report.commonestReason?.share.whole).toBe(unsupported);
    expect(report.commonestReason?.share.part).toBeGreaterThan(0);
  });

  it('counts every ability it is given, and unsupported ones by template', () => {
    const given = checkCards([named('Kitchen Finks')], {
      abilities: () => [
        {
          kind: 'unsupported',
          text: 'When Kitchen Finks enters the battlefield, you gain 2 life.',
          reason: 'test',
        },
      ],
    });
    expect({ abilities: given.abilities, unsupported: given.unsupported }).toEqual({
      abilities: 1,
      unsupported: 1,
    });
    expect(given.templates).toEqual([
      {
        template: 'When CARDNAME enters the battlefield, you gain N life.',
        count: 1,
        example: 'Kitchen Finks',
      },
    ]);
    expect(given.coverage.creatures).toEqual({ part: 0, whole: 1, percent: 0 });
  });

  it('skips an art-series card, which is no game object, and counts it', () => {
    const art: CardData = {
      ...named('Tarmogoyf'),
      name: 'Tarmogoyf // Tarmogoyf',
      types: ['Card'],
      layout: 'art_series',
    };
    const r = checkCards([art]);
    expect({ skipped: r.skipped, failures: r.failures, faces: r.faces }).toEqual({
      skipped: 1,
      failures: [],
      faces: 0,
    });
  });

  it('reports progress once a card', () => {
    const seen: number[] = [];
    checkCards(CARDS, { onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('checkCards on altered records: each failure says what, where and why', () => {
  it('Kitchen Finks recorded with mana value 4: its cost {1}{G/W}{G/W} is 3 (CR 202.3)', () => {
    const { failures } = checkCards([{ ...named('Kitchen Finks'), manaValue: 4 }]);
    expect(failures).toEqual([
      {
        card: 'Kitchen Finks',
        check: 'manaValue',
        path: '$.manaValue',
        message: 'recorded 4, expected 3 (CR 202.3)',
      },
    ]);
  });

  it('Fire // Ice recorded with the first half’s mana value: a split card’s is the sum (CR 709.4b)', () => {
    const { failures } = checkCards([{ ...named('Fire // Ice'), manaValue: 2 }]);
    expect(failures.map((f) => [f.check, f.path, f.message])).toEqual([
      ['manaValue', '$.manaValue', 'recorded 2, expected 4 (CR 202.3)'],
    ]);
  });

  it('Tarmogoyf recorded as blue: its cost {1}{G} is green (CR 202.2)', () => {
    const { failures } = checkCards([{ ...named('Tarmogoyf'), colors: ['U'] }]);
    expect(failures.map((f) => [f.check, f.path])).toEqual([['colors', '$.colors']]);
  });

  it('Insectile Aberration with an unknown symbol in its text: the tokenizer’s offset (CR 107)', () => {
    const delver = named('Delver of Secrets // Insectile Aberration');
    const [front, back] = delver.faces ?? [];
    if (!front || !back) throw new Error('Delver has two faces');
    const { failures } = checkCards([{ ...delver, faces: [front, { ...back, text: 'Flying {FOO}' }] }]);
    expect(failures).toEqual([
      {
        card: 'Delver of Secrets // Insectile Aberration',
        face: 'Insectile Aberration',
        check: 'tokenize',
        path: '$.faces[1].text',
        message: expect.stringContaining('at character 7'),
      },
    ]);
  });

  it('a user record with an unreadable cost or power fails those checks and no others', () => {
    const { failures } = checkCards([{ ...named('Tarmogoyf'), manaCost: '{1}{G', power: 'x' }]);
    expect(failures.map((f) => [f.check, f.path])).toEqual([
      ['cost', '$.manaCost'],
      ['printed', '$.power'],
    ]);
  });
});
