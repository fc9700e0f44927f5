import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';

/**
 * The public surface (issue 15): each area is a namespace holding all its functions, the root
 * re-exports the main API from them, and helpers that aren't for users are exported nowhere.
 * etc/mtg-rules.api.md records the whole surface; this checks how its parts relate.
 */

// Read as a plain record: the test walks the surface by name.
const root: Readonly<Record<string, unknown>> = { ...api };
const NAMESPACES = [
  'board',
  'cards',
  'check',
  'decks',
  'game',
  'layers',
  'mana',
  'numbers',
  'symbols',
] as const;
const namespaces = NAMESPACES.map((n) => root[n] as Readonly<Record<string, unknown>>);
const flat = Object.keys(root).filter((k) => !(NAMESPACES as readonly string[]).includes(k));
const inNamespaces = new Set(namespaces.flatMap((ns) => Object.keys(ns)));

describe('the package root', () => {
  it('has one namespace per area', () => {
    for (const ns of namespaces) expect(Object.keys(ns).length).toBeGreaterThan(0);
  });

  it.each(flat.filter((k) => !['ok', 'err', 'ERROR_CODES', 'CR_EDITION'].includes(k)))(
    'exports %s, the very function its namespace holds',
    (name) => {
      const holders = namespaces.filter((ns) => name in ns);
      expect(holders.map((ns) => ns[name])).toEqual([root[name]]);
    },
  );

  it.each([
    'closest',
    'didYouMean',
    'foldName',
    'actionVerb',
    'boardActionPath',
    'loadCardBytes',
    'CARD_EXCEPTIONS',
    'FUNNY_ALLOWANCES',
    'TYPE_WORD_EXCEPTIONS',
    'boardSchema',
    'boardObjectSchema',
    'boardActionSchema',
  ])('does not export the internal %s, at the root or in a namespace', (name) => {
    expect(name in root).toBe(false);
    expect(inNamespaces.has(name)).toBe(false);
  });

  it('keeps the root small: the main API and the Result helpers', () => {
    expect(flat.length).toBeLessThanOrEqual(32);
  });
});
