import { describe, expect, it } from 'vitest';
import { faceOf, printedColors } from '../../src/cards/printed.js';
import { colorByAbility } from '../../src/check/colors.js';
import { allFaces, loadSharedCards, MISSING_CARDS } from './shared-cards.js';

/**
 * printedColors (mana cost and colour indicator, CR 202.2, 204.2) against the colours MTGJSON
 * gives every face (April 2022). They differ only where a characteristic-defining ability makes
 * the card colorless (devoid, CR 702.114a; "is colorless", CR 604.3), which the data has applied.
 */

if (MISSING_CARDS) console.warn(`printed colour conformance skipped: ${MISSING_CARDS}`);

// Loaded before the tests, as the other card-data suites do, so that a slow machine's load time
// doesn't count against the test's timeout.
const faces = allFaces(await loadSharedCards());

describe.skipIf(MISSING_CARDS !== null)('printedColors on every card face in the data', () => {
  it('agrees with the data except for colorless-by-ability faces', () => {
    const byAbility: string[] = [];
    const mismatches: string[] = [];
    for (const { card, index, label } of faces) {
      const face = faceOf(card, index);
      const colors = face.ok ? printedColors(face.value) : face;
      if (!face.ok || !colors.ok) throw new Error(`${label}: does not read`);
      if (colors.value.join('') === face.value.colors.join('')) continue;
      if (face.value.colors.length === 0 && colorByAbility(face.value) === 'colorless') byAbility.push(label);
      else mismatches.push(`${label}: printed ${colors.value.join('')}, data ${face.value.colors.join('')}`);
    }
    console.log(`printed colours: ${faces.length} faces, ${byAbility.length} colorless by an ability`);
    expect(mismatches).toEqual([]);
  });
});
