import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPoolJson, CARD_NAMES } from '../../scripts/build-card-pool.js';
import { TOKEN_CARDS } from '../../src/cards/behaviours/tokens.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { loadCardFile } from '../../src/cards/load.js';
import { POOL_FILE, readPoolCards } from './pool-cards.js';
import { cardsText, MISSING_CARDS } from './shared-cards.js';

/**
 * src/cards/pool-data.jsonl is what scripts/build-card-pool.ts makes from MTGJSON's cards
 * (shared/data/cards.json.gz), and reads back as those cards. Counts are those of SOURCES.md.
 */

if (MISSING_CARDS) console.warn(`pool-data regeneration checks skipped: ${MISSING_CARDS}`);

const committed = readPoolCards();
const pool = defaultPool();

describe('the committed card pool', () => {
  it('SOURCES.md: 23,737 cards, and the hand-written tokens (CR 111.3)', () => {
    expect(committed.length).toBe(23_737 + TOKEN_CARDS.length);
  });

  it('SOURCES.md: 23,706 names, Unstable variants and B.F.M. sharing theirs; plus the tokens', () => {
    expect(pool.names().length).toBe(23_706 + TOKEN_CARDS.length);
    expect(new Set(pool.names()).size).toBe(pool.names().length);
  });

  it('SOURCES.md: 629 cards are funny (Un-sets, playtest cards), and flagged', () => {
    expect(committed.filter((c) => c.isFunny === true).length).toBe(629);
    expect(pool.get('"Ach! Hans, Run!"')?.data.isFunny).toBe(true);
    expect(pool.get('Grizzly Bears')?.data.isFunny).toBeUndefined();
  });

  it('is sorted by name', () => {
    const names = committed.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each(CARD_NAMES)('holds %s, which the rules tests use (scripts/build-card-pool.ts)', (name) => {
    expect(committed.filter((c) => c.name === name)).toHaveLength(1);
  });

  it.each(TOKEN_CARDS.map((t) => t.name))('holds the token %s (CR 111.3)', (name) => {
    expect(pool.get(name)?.data.layout).toBe('token');
  });

  it.skipIf(MISSING_CARDS !== null)('is byte for byte what the script makes from the shared data', () => {
    const built = buildPoolJson(cardsText());
    if (!built.ok) throw new Error(built.error.message);
    expect(readFileSync(POOL_FILE, 'utf8')).toBe(built.value);
  });

  it.skipIf(MISSING_CARDS !== null)(
    'reads back every card of the shared data exactly as the loader reads it',
    () => {
      const loaded = loadCardFile(cardsText(), 'trimmed');
      if (!loaded.ok) throw new Error(loaded.error.message);
      const cards = committed.filter((c) => c.layout !== 'token');
      const byName = (a: { name: string }, b: { name: string }): number =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      expect(cards).toEqual([...loaded.value].sort(byName));
    },
  );
});
