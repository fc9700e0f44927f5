import { describe, expect, it } from 'vitest';
import { makeSymbol, parseSymbol } from '../../src/symbols/parse.js';
import type { MtgSymbol } from '../../src/symbols/symbol.js';
import { FIXED_SYMBOLS } from '../../src/symbols/table.js';
import { missingData, readSymbology, type ScryfallSymbol, SYMBOLOGY_FILE } from '../support/shared-data.js';

/**
 * Our symbol table against Scryfall's `/symbology` list (shared/data/symbology.json):
 * every symbol Scryfall knows parses, spells, counts and colours the same way here,
 * apart from the few places where the Comprehensive Rules say otherwise, listed below.
 */

const MISSING = missingData(SYMBOLOGY_FILE);
if (MISSING) console.warn(`symbology conformance skipped: ${MISSING}`);

const scryfall: readonly ScryfallSymbol[] = MISSING ? [] : readSymbology();
const bySpelling = new Map(scryfall.map((s) => [s.symbol, s] as const));

/**
 * Symbols whose place in a mana cost we decide differently from Scryfall, which counts
 * a symbol as mana when it `appears_in_mana_costs` or `represents_mana`.
 */
const IN_MANA_COST_EXCEPTIONS: Readonly<Record<string, { readonly ours: boolean; readonly reason: string }>> =
  {
    '{H}': {
      ours: false,
      reason:
        'CR 107.4g: {H} means "any Phyrexian symbol" in rules text and never stands in a cost; ' +
        'Scryfall marks it represents_mana but not appears_in_mana_costs',
    },
  };

/** Symbols Scryfall calls funny that the Comprehensive Rules define, so they are tournament-legal. */
const LEGALITY_EXCEPTIONS: Readonly<Record<string, { readonly rule: string; readonly reason: string }>> = {
  '{Y}': { rule: '107.3p', reason: 'CR 107.3p: "Some objects use the letter Y in addition to the letter X"' },
  '{100}': {
    rule: '107.4b',
    reason: 'CR 107.4: the numerical symbols are "{0}, {1}, {2}, {3}, {4}, and so on"',
  },
  '{1000000}': {
    rule: '107.4b',
    reason: 'CR 107.4: the numerical symbols are "{0}, {1}, {2}, {3}, {4}, and so on"',
  },
};

/** Fixed symbols of ours that Scryfall's list lacks; none as of the December 2025 list. */
const NOT_IN_SCRYFALL: readonly string[] = [];

const asSet = (colors: readonly string[]): string[] => [...colors].sort();

/** Scryfall writes {∞}'s mana value as null; ours is Infinity. */
const scryfallManaValue = (s: ScryfallSymbol): number => s.mana_value ?? Number.POSITIVE_INFINITY;

const expectedInManaCost = (s: ScryfallSymbol): boolean =>
  IN_MANA_COST_EXCEPTIONS[s.symbol]?.ours ?? (s.appears_in_mana_costs || s.represents_mana);

const expectedTournamentLegal = (s: ScryfallSymbol): boolean =>
  LEGALITY_EXCEPTIONS[s.symbol] !== undefined || !s.funny;

/** Every way our symbol differs from Scryfall's, the documented exceptions aside. */
const disagreements = (ours: MtgSymbol, theirs: ScryfallSymbol): string[] => {
  const found: string[] = [];
  const note = (what: string, mine: unknown, scry: unknown): void => {
    found.push(`${what}: ours ${JSON.stringify(mine)}, Scryfall ${JSON.stringify(scry)}`);
  };
  if (makeSymbol(ours) !== theirs.symbol) note('spelling', makeSymbol(ours), theirs.symbol);
  if (ours.manaValue !== scryfallManaValue(theirs)) note('mana value', ours.manaValue, theirs.mana_value);
  if (asSet(ours.colors).join() !== asSet(theirs.colors).join()) note('colors', ours.colors, theirs.colors);
  if (ours.hybrid !== theirs.hybrid) note('hybrid', ours.hybrid, theirs.hybrid);
  if (ours.phyrexian !== theirs.phyrexian) note('phyrexian', ours.phyrexian, theirs.phyrexian);
  if (ours.description !== theirs.english) note('description', ours.description, theirs.english);
  if (ours.inManaCost !== expectedInManaCost(theirs)) note('inManaCost', ours.inManaCost, theirs);
  if (ours.tournamentLegal !== expectedTournamentLegal(theirs)) {
    note('tournamentLegal', ours.tournamentLegal, { funny: theirs.funny });
  }
  return found;
};

const parsed = (s: ScryfallSymbol): MtgSymbol => {
  const result = parseSymbol(s.symbol);
  if (!result.ok) throw new Error(`${s.symbol}: ${result.error.message}`);
  return result.value;
};

describe.skipIf(MISSING !== null)(
  MISSING ? `symbology conformance (skipped: ${MISSING})` : 'symbology conformance',
  () => {
    it('reads the whole Scryfall list', () => {
      expect(scryfall.length).toBeGreaterThanOrEqual(84);
      expect(new Set(scryfall.map((s) => s.symbol)).size).toBe(scryfall.length);
    });

    describe('every Scryfall symbol', () => {
      /** One row per symbol, named by its spelling, with a detail for the test title. */
      const rows = (detail: (s: ScryfallSymbol) => string) =>
        scryfall.map((s) => [s.symbol, detail(s), s] as const);

      it.each(rows(() => ''))('%s parses, and makeSymbol gives back the same spelling%s', (_, __, s) => {
        const result = parseSymbol(s.symbol);
        expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
        if (result.ok) expect(makeSymbol(result.value)).toBe(s.symbol);
      });

      it.each(rows((s) => (s.mana_value === null ? 'null (∞)' : String(s.mana_value))))(
        '%s has mana value %s',
        (_, __, s) => {
          expect(parsed(s).manaValue).toBe(scryfallManaValue(s));
        },
      );

      it.each(rows((s) => (s.colors.length ? asSet(s.colors).join('') : 'none')))(
        '%s has colours %s',
        (_, __, s) => {
          expect(asSet(parsed(s).colors)).toEqual(asSet(s.colors));
        },
      );

      it.each(rows((s) => `hybrid ${s.hybrid}, phyrexian ${s.phyrexian}`))('%s: %s', (_, __, s) => {
        const ours = parsed(s);
        expect({ hybrid: ours.hybrid, phyrexian: ours.phyrexian }).toEqual({
          hybrid: s.hybrid,
          phyrexian: s.phyrexian,
        });
      });

      it.each(rows((s) => s.english))('%s is described as "%s"', (_, __, s) => {
        expect(parsed(s).description).toBe(s.english);
      });

      it.each(rows((s) => String(expectedInManaCost(s))))('%s: inManaCost %s', (_, __, s) => {
        expect(parsed(s).inManaCost).toBe(expectedInManaCost(s));
      });

      it.each(rows((s) => String(expectedTournamentLegal(s))))('%s: tournamentLegal %s', (_, __, s) => {
        expect(parsed(s).tournamentLegal).toBe(expectedTournamentLegal(s));
      });
    });

    describe('documented exceptions', () => {
      const reasoned = <T extends { readonly reason: string }>(table: Readonly<Record<string, T>>) =>
        Object.entries(table).map(([symbol, why]) => [symbol, why.reason, why] as const);

      it.each(reasoned(IN_MANA_COST_EXCEPTIONS))(
        '%s: inManaCost differs from Scryfall (%s)',
        (symbol, _, why) => {
          const { ours } = why;
          const theirs = bySpelling.get(symbol);
          expect(theirs, `${symbol} is not in Scryfall's list`).toBeDefined();
          if (!theirs) return;
          // Still an exception: Scryfall's own flags say otherwise.
          expect(theirs.appears_in_mana_costs || theirs.represents_mana).toBe(!ours);
          expect(parsed(theirs).inManaCost).toBe(ours);
        },
      );

      it.each(reasoned(LEGALITY_EXCEPTIONS))('%s is tournament-legal though funny (%s)', (symbol, _, why) => {
        const { rule } = why;
        const theirs = bySpelling.get(symbol);
        expect(theirs, `${symbol} is not in Scryfall's list`).toBeDefined();
        if (!theirs) return;
        expect(theirs.funny).toBe(true);
        const ours = parsed(theirs);
        expect(ours.tournamentLegal).toBe(true);
        expect(ours.rule).toBe(rule);
      });
    });

    describe('our fixed symbols against Scryfall', () => {
      const shared = [...FIXED_SYMBOLS.values()].filter((s) => bySpelling.has(s.text));

      it.each(shared.map((s) => [s.text, s] as const))('%s agrees with Scryfall', (spelling, ours) => {
        const theirs = bySpelling.get(spelling);
        expect(theirs).toBeDefined();
        if (theirs) expect(disagreements(ours, theirs)).toEqual([]);
      });

      it('lists the fixed symbols Scryfall lacks', () => {
        const lacking = [...FIXED_SYMBOLS.keys()].filter((text) => !bySpelling.has(text));
        console.log(
          `symbology: ${scryfall.length} Scryfall symbols, ${FIXED_SYMBOLS.size} fixed symbols of ours, ` +
            `${shared.length} in both; ours not in Scryfall: ${lacking.length ? lacking.join(' ') : 'none'}`,
        );
        expect(lacking).toEqual(NOT_IN_SCRYFALL);
      });

      it('every Scryfall symbol agrees in full', () => {
        const all = scryfall.flatMap((s) => {
          const result = parseSymbol(s.symbol);
          if (!result.ok) return [`${s.symbol}: ${result.error.message}`];
          return disagreements(result.value, s).map((d) => `${s.symbol}: ${d}`);
        });
        expect(all).toEqual([]);
      });
    });
  },
);
