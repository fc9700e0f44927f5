import { describe, expect, it } from 'vitest';
import { parseManaCost } from '../../src/mana/cost.js';
import type { ErrorCode } from '../../src/result.js';
import { oracleSymbols, tokenizeOracle } from '../../src/symbols/oracle.js';
import type { MtgSymbol, SymbolKind } from '../../src/symbols/symbol.js';
import {
  CARDS_FILE,
  type CardRecord,
  type FaceRecord,
  missingData,
  readCards,
} from '../support/shared-data.js';

/**
 * The Oracle tokenizer over the text of every card and face in MTGJSON's card data
 * (shared/data/cards.json.gz), then pinned examples from real cards and malformed input.
 */

const MISSING = missingData(CARDS_FILE);
if (MISSING) console.warn(`Oracle-symbol conformance skipped: ${MISSING}`);

const cards: readonly CardRecord[] = MISSING ? [] : readCards();

interface Text {
  readonly card: CardRecord;
  readonly face: FaceRecord;
  readonly label: string;
}

/** Every piece of Oracle text: a one-face card's, and each face's of a multi-face card. */
const texts: readonly Text[] = cards.flatMap((card) =>
  (card.faces ?? [card]).flatMap((face) =>
    face.text === null ? [] : [{ card, face, label: card.faces ? `${card.name} [${face.name}]` : card.name }],
  ),
);

/**
 * Every record with text, for the tokenizer run: each card, and each face of a
 * multi-face card (whose own record repeats its front face's text).
 */
const records: readonly Text[] = cards.flatMap((card) =>
  [card, ...(card.faces ?? [])].flatMap((face) =>
    face.text === null
      ? []
      : [{ card, face, label: face === card ? card.name : `${card.name} [${face.name}]` }],
  ),
);

const symbolsOf = (t: Text): MtgSymbol[] => {
  const result = tokenizeOracle(t.face.text ?? '');
  if (!result.ok) throw new Error(`${t.label}: ${result.error.message}`);
  return oracleSymbols(result.value);
};

const spellings = (text: string): string[] => {
  const result = tokenizeOracle(text);
  if (!result.ok) throw new Error(result.error.message);
  return oracleSymbols(result.value).map((s) => s.text);
};

const kindsOf = (text: string): SymbolKind[] => {
  const result = tokenizeOracle(text);
  if (!result.ok) throw new Error(result.error.message);
  return oracleSymbols(result.value).map((s) => s.kind);
};

/** Rows for `it.each`, each named after its card (and face). */
const rowsOf = (list: readonly Text[]) => list.map((t) => [t.label, t] as const);

/** A line that opens with a loyalty cost as MTGJSON writes it: `[+1]:`, `[−2]:`, `[0]:`. */
const LOYALTY_LINE = /^\[[+\u2212-]?(?:\d+|X)\]:/;

describe.skipIf(MISSING !== null)(
  MISSING ? `Oracle-symbol conformance (skipped: ${MISSING})` : 'Oracle-symbol conformance',
  () => {
    it('tokenizes the Oracle text of every card and face', () => {
      const failures = records.flatMap((t) => {
        const result = tokenizeOracle(t.face.text ?? '');
        return result.ok ? [] : [`${t.label}: ${result.error.message} at offset ${result.error.offset}`];
      });
      // Counted once per printed text: a multi-face card's own record repeats its front face.
      const counts = new Map<string, number>();
      for (const t of texts) {
        const result = tokenizeOracle(t.face.text ?? '');
        if (!result.ok) continue;
        for (const s of oracleSymbols(result.value)) counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
      }
      const byKind = [...counts].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ${n}`);
      console.log(
        `Oracle symbols: ${records.length} texts tokenized (${texts.length} printed texts of ${cards.length} ` +
          `cards), ${failures.length} failures; ` +
          `symbols by kind: ${byKind.join(', ')}`,
      );
      expect(texts.length).toBeGreaterThan(20_000);
      expect(failures).toEqual([]);
    });

    const levelers = texts.filter((t) => t.card.layout === 'leveler');
    const sagas = texts.filter((t) => t.face.subtypes.includes('Saga'));
    const classes = texts.filter((t) => t.face.subtypes.includes('Class'));
    const loyaltyTexts = texts.filter((t) =>
      (t.face.text ?? '').split('\n').some((l) => LOYALTY_LINE.test(l)),
    );
    const planeswalkers = texts.filter((t) => t.face.types.includes('Planeswalker'));

    it('finds the cards each check is about', () => {
      console.log(
        `Oracle symbols: ${levelers.length} levelers, ${sagas.length} Sagas, ${classes.length} Classes, ` +
          `${loyaltyTexts.length} texts with loyalty abilities (${planeswalkers.length} planeswalker faces)`,
      );
      expect(levelers.length).toBeGreaterThan(0);
      expect(sagas.length).toBeGreaterThan(0);
      expect(classes.length).toBeGreaterThan(0);
      expect(loyaltyTexts.length).toBeGreaterThan(0);
    });

    it.each(rowsOf(levelers))('%s: two level symbols, N1-N2 then N2+1 and up (CR 107.8, 711.1)', (_, t) => {
      const levels = symbolsOf(t).flatMap((s) => (s.kind === 'level' ? [s] : []));
      expect(levels).toHaveLength(2);
      const [low, high] = levels;
      expect(low?.max).not.toBeNull();
      expect(high?.max).toBeNull();
      expect(high?.min).toBe((low?.max ?? 0) + 1);
    });

    it.each(rowsOf(sagas))('%s: chapter symbols I to N in order (CR 107.15, 714.2)', (_, t) => {
      const chapters = symbolsOf(t).flatMap((s) => (s.kind === 'chapter' ? [s.chapter] : []));
      expect(chapters.length).toBeGreaterThan(0);
      expect(chapters).toEqual(chapters.map((_, i) => i + 1));
    });

    it.each(rowsOf(classes))('%s: class level bars for levels 2 and 3 (CR 107.16, 716.1)', (_, t) => {
      const bars = symbolsOf(t).flatMap((s) => (s.kind === 'classLevel' ? [s.level] : []));
      expect(bars).toEqual([2, 3]);
    });

    it.each(rowsOf(loyaltyTexts))('%s: one loyalty symbol per loyalty ability (CR 107.7)', (_, t) => {
      const lines = (t.face.text ?? '').split('\n').filter((l) => LOYALTY_LINE.test(l));
      const loyalty = symbolsOf(t).filter((s) => s.kind === 'loyalty');
      expect(loyalty.map((s) => s.text)).toEqual(lines.map((l) => l.slice(0, l.indexOf(']') + 1)));
    });

    it('every planeswalker face has a loyalty ability', () => {
      const without = planeswalkers
        .filter((t) => !symbolsOf(t).some((s) => s.kind === 'loyalty'))
        .map((t) => t.label);
      expect(without).toEqual([]);
    });
  },
);

/** Oracle text copied from the card data; checked against it when the data is there. */
const PINNED = [
  {
    name: 'Student of Warfare',
    text:
      'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n' +
      'LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike',
    symbols: ['{W}', '{W}', '{LEVEL 2-6}', '{LEVEL 7+}'],
    kinds: ['colored', 'colored', 'level', 'level'],
  },
  {
    name: 'Ajani Goldmane',
    text:
      '[+1]: You gain 2 life.\n' +
      '[−1]: Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.\n' +
      '[−6]: Create a white Avatar creature token. It has "This creature\'s power and toughness are each ' +
      'equal to your life total."',
    symbols: ['[+1]', '[−1]', '[−6]'],
    kinds: ['loyalty', 'loyalty', 'loyalty'],
  },
  {
    // The "III" of the reminder text is a word, not a chapter symbol: only a line may open with one.
    name: 'History of Benalia',
    text:
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n' +
      'I, II — Create a 2/2 white Knight creature token with vigilance.\n' +
      'III — Knights you control get +2/+1 until end of turn.',
    symbols: ['I', 'II', 'III'],
    kinds: ['chapter', 'chapter', 'chapter'],
  },
  {
    name: 'Druid Class',
    text:
      '(Gain the next level as a sorcery to add its ability.)\n' +
      'Whenever a land enters the battlefield under your control, you gain 1 life.\n' +
      '{2}{G}: Level 2\n' +
      'You may play an additional land on each of your turns.\n' +
      '{4}{G}: Level 3\n' +
      'When this Class becomes level 3, target land you control becomes a creature with haste and ' +
      '"This creature\'s power and toughness are each equal to the number of lands you control." It\'s still a land.',
    symbols: ['{2}', '{G}', 'Level 2', '{4}', '{G}', 'Level 3'],
    kinds: ['generic', 'colored', 'classLevel', 'generic', 'colored', 'classLevel'],
  },
  {
    // 2022 Oracle wording: {P} stood for "any Phyrexian symbol", which today's Oracle writes
    // {H} (CR 107.4g). The current CR gives {P} one meaning, the pawprint (107.18).
    name: 'Rage Extractor',
    text:
      '({R/P} can be paid with either {R} or 2 life.)\n' +
      'Whenever you cast a spell with {P} in its mana cost, Rage Extractor deals damage equal to that ' +
      "spell's mana value to any target.",
    symbols: ['{R/P}', '{R}', '{P}'],
    kinds: ['phyrexian', 'colored', 'pawprint'],
  },
] as const;

describe('pinned Oracle text of real cards', () => {
  const rows = PINNED.map((p) => [p.name, p] as const);

  it.each(rows)('%s', (_, pinned) => {
    expect(spellings(pinned.text)).toEqual(pinned.symbols);
    expect(kindsOf(pinned.text)).toEqual(pinned.kinds);
  });

  describe.skipIf(MISSING !== null)(
    MISSING ? `against the card data (skipped: ${MISSING})` : 'against the card data',
    () => {
      it.each(rows)('%s: the pinned text is the card’s Oracle text', (name, pinned) => {
        const card = cards.find((c) => c.name === name);
        expect(card?.text).toBe(pinned.text);
      });
    },
  );

  it('tokens cover the text exactly, each at its offset', () => {
    for (const { text } of PINNED) {
      const result = tokenizeOracle(text);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      let rebuilt = '';
      for (const token of result.value) {
        expect(token.offset).toBe(rebuilt.length);
        rebuilt += token.kind === 'text' ? token.text : text.slice(token.offset, token.offset + token.length);
      }
      expect(rebuilt).toBe(text);
    }
  });
});

interface Malformed {
  readonly input: string;
  readonly code: ErrorCode;
  readonly offset: number;
  readonly why: string;
}

const MALFORMED_ORACLE: readonly Malformed[] = [
  { input: 'Pay {2 life', code: 'ERR_SYMBOL_UNCLOSED', offset: 4, why: 'the "{" never closes' },
  {
    input: '{W}{Q}{FOO}',
    code: 'ERR_SYMBOL_UNKNOWN',
    offset: 6,
    why: 'CR 107 has no {FOO}; {Q} is fine in text',
  },
  {
    input: 'Add {W}{Q}{FOO}',
    code: 'ERR_SYMBOL_UNKNOWN',
    offset: 10,
    why: 'the offset counts from the text start',
  },
  { input: '{W}{U', code: 'ERR_SYMBOL_UNCLOSED', offset: 3, why: 'the second symbol never closes' },
  { input: 'Add {G}} now', code: 'ERR_SYMBOL_MALFORMED', offset: 7, why: 'a "}" that closes nothing' },
  { input: 'Add {01}.', code: 'ERR_SYMBOL_MALFORMED', offset: 4, why: 'a leading zero (CR 107.4b)' },
  {
    input: 'Level up {W}\nLEVEL 7-2',
    code: 'ERR_SYMBOL_MALFORMED',
    offset: 13,
    why: 'a level range that runs backwards (CR 107.8)',
  },
  { input: '[+X]: Draw a card.', code: 'ERR_SYMBOL_MALFORMED', offset: 0, why: 'X only as [−X] (CR 107.7)' },
  {
    input: '[3]: Draw a card.',
    code: 'ERR_SYMBOL_MALFORMED',
    offset: 0,
    why: 'only [0] has no sign (CR 107.7)',
  },
  {
    input: 'I — Draw a card.\nII, IIII — Scry 1.',
    code: 'ERR_SYMBOL_MALFORMED',
    offset: 21,
    why: 'IIII is no Roman numeral (CR 107.15)',
  },
];

const MALFORMED_COST: readonly Malformed[] = [
  { input: '{W}{Q}{FOO}', code: 'ERR_NOT_MANA', offset: 3, why: '{Q} is a symbol, but not mana (CR 107.4)' },
  { input: 'Pay {2 life', code: 'ERR_COST_SYNTAX', offset: 0, why: 'a cost is braced symbols only' },
  { input: '{2}{W', code: 'ERR_SYMBOL_UNCLOSED', offset: 3, why: 'the "{" never closes' },
  { input: '{2}W', code: 'ERR_COST_SYNTAX', offset: 3, why: 'a bare W between symbols' },
];

describe('malformed input is an error at its offset', () => {
  it.each(MALFORMED_ORACLE.map((m) => [m.input, m.why, m] as const))(
    'tokenizeOracle(%j): %s',
    (_, __, { input, code, offset }) => {
      const result = tokenizeOracle(input);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect({ code: result.error.code, offset: result.error.offset }).toEqual({ code, offset });
    },
  );

  it.each(MALFORMED_COST.map((m) => [m.input, m.why, m] as const))(
    'parseManaCost(%j): %s',
    (_, __, { input, code, offset }) => {
      const result = parseManaCost(input);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect({ code: result.error.code, offset: result.error.offset }).toEqual({ code, offset });
    },
  );
});
