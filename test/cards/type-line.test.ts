import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splitTypeLine } from '../../src/cards/type-line.js';
import { CARDS_FILE } from '../support/shared-data.js';
import { MISSING_CARDS } from './shared-cards.js';

describe('splitTypeLine: CR 205.1-205.4', () => {
  it.each([
    ['Grizzly Bears', 'Creature — Bear', [], ['Creature'], ['Bear']],
    [
      'CR 302.3: "Creature — Human Soldier", creature types after the long dash',
      'Creature — Human Soldier',
      [],
      ['Creature'],
      ['Human', 'Soldier'],
    ],
    [
      'CR 302.3: "Artifact Creature — Golem"',
      'Artifact Creature — Golem',
      [],
      ['Artifact', 'Creature'],
      ['Golem'],
    ],
    [
      'Ajani Goldmane (CR 205.4a legendary)',
      'Legendary Planeswalker — Ajani',
      ['Legendary'],
      ['Planeswalker'],
      ['Ajani'],
    ],
    ['Forest (CR 205.4a basic)', 'Basic Land — Forest', ['Basic'], ['Land'], ['Forest']],
    ['Urborg, Tomb of Yawgmoth: no subtypes', 'Legendary Land', ['Legendary'], ['Land'], []],
    [
      'Dryad Arbor: two card types',
      'Land Creature — Forest Dryad',
      [],
      ['Land', 'Creature'],
      ['Forest', 'Dryad'],
    ],
    ['Snow-Covered Forest', 'Basic Snow Land — Forest', ['Basic', 'Snow'], ['Land'], ['Forest']],
    [
      "Mishra's Factory animated: Urza's is one word",
      'Artifact Creature — Assembly-Worker',
      [],
      ['Artifact', 'Creature'],
      ['Assembly-Worker'],
    ],
    [
      'CR 205.3m: "Time Lord" is one subtype',
      'Legendary Creature — Time Lord Doctor',
      ['Legendary'],
      ['Creature'],
      ['Time Lord', 'Doctor'],
    ],
    [
      'Sanctum of Serra: CR 205.3n, a planar type of two words',
      'Plane — Serra’s Realm',
      [],
      ['Plane'],
      ['Serra’s Realm'],
    ],
    [
      'Common Iguana: Unstable prints "Host" as a supertype',
      'Host Creature — Lizard',
      ['Host'],
      ['Creature'],
      ['Lizard'],
    ],
    [
      'B.F.M.: a joke type line keeps every word, as MTGJSON does',
      'Scariest Creature You’ll Ever See',
      [],
      ['Scariest', 'Creature', 'You’ll', 'Ever', 'See'],
      [],
    ],
  ])('%s: "%s"', (_source, line, supertypes, types, subtypes) => {
    expect(splitTypeLine(line)).toEqual({ supertypes, types, subtypes });
  });
});

interface TypedFace {
  readonly name: string;
  readonly type: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
}

const isTypedFace = (v: unknown): v is TypedFace =>
  typeof v === 'object' && v !== null && 'type' in v && typeof v.type === 'string' && 'types' in v;

/** Every type line in MTGJSON's cards (April 2022), split as MTGJSON split it. */
const typedFaces = (): TypedFace[] => {
  const cards: unknown = JSON.parse(gunzipSync(readFileSync(CARDS_FILE)).toString('utf8'));
  if (!Array.isArray(cards)) throw new Error(`${CARDS_FILE}: not an array`);
  return cards.flatMap((card: unknown) => {
    const faces = typeof card === 'object' && card !== null && 'faces' in card ? card.faces : [card];
    return Array.isArray(faces) ? faces.filter(isTypedFace) : [];
  });
};

describe.skipIf(MISSING_CARDS !== null)('splitTypeLine agrees with MTGJSON on every card face', () => {
  it('splits every type line as MTGJSON did', () => {
    const faces = typedFaces();
    const mismatches = faces
      .filter((f) => {
        const parts = splitTypeLine(f.type);
        return (
          JSON.stringify(parts) !==
          JSON.stringify({ supertypes: f.supertypes, types: f.types, subtypes: f.subtypes })
        );
      })
      .map((f) => `${f.name}: "${f.type}"`);
    console.log(`type lines: ${faces.length} faces, ${mismatches.length} split differently`);
    expect(mismatches).toEqual([]);
  });
});
