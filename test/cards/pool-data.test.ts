import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPoolJson, POOL_NAMES } from '../../scripts/build-card-pool.js';
import { POOL_CARDS, POOL_FILE } from './pool-cards.js';
import { cardsText, MISSING_CARDS } from './shared-cards.js';

/** src/cards/pool-data.json is what scripts/build-card-pool.ts makes from MTGJSON's cards. */

if (MISSING_CARDS) console.warn(`pool-data regeneration check skipped: ${MISSING_CARDS}`);

describe('the committed card pool', () => {
  it('holds each listed card once, sorted by name', () => {
    const names = POOL_CARDS.map((c) => c.name);
    expect(names).toEqual([...new Set<string>(POOL_NAMES)].sort());
  });

  it.skipIf(MISSING_CARDS !== null)('is byte for byte what the script makes from the shared data', () => {
    const built = buildPoolJson(cardsText());
    if (!built.ok) throw new Error(built.error.message);
    expect(readFileSync(POOL_FILE, 'utf8')).toBe(built.value);
  });
});
