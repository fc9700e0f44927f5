import { describe, expect, it } from 'vitest';
import type { CardFace } from '../../src/cards/card-data.js';
import { splitTypeLine } from '../../src/cards/type-line.js';
import { typeLineProblems } from '../../src/check/types.js';

const face = (typeLine: string): CardFace => ({
  name: 'x',
  manaCost: null,
  colors: [],
  ...splitTypeLine(typeLine),
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  text: '',
});

/** Type lines of real cards (MTGJSON, April 2022) and the words the 2026 CR refuses in them. */
const ROWS = [
  ['Grizzly Bears', 'Creature — Bear', []],
  ['Tarfire: "Tribal" is the former name of kindred (CR 308.3)', 'Tribal Instant — Goblin', []],
  ['Mishra’s Factory', 'Land', []],
  ['Ajani Goldmane', 'Legendary Planeswalker — Ajani', []],
  ['Academy at Tolaria West: a planar type is not judged (CR 205.3n)', 'Plane — Dominaria', []],
  ['Viashino Sandscout: a creature type the CR no longer lists', 'Creature — Viashino Scout', ['Viashino']],
  [
    '1996 World Champion: "Summon" is no card type; its subtypes are not judged',
    'Summon — Legend',
    ['Summon'],
  ],
  [
    'constructed: Goblin is a creature type, not an artifact type (CR 205.3d)',
    'Artifact — Goblin',
    ['Goblin'],
  ],
] as const;

/** Scryfall writes "Token" and "Emblem" on the type lines of tokens and emblems. */
const OTHER_OBJECTS = [
  ['Scryfall Goblin token: "Token" is no type (CR 111.1)', 'Token Creature — Goblin', 'token', []],
  ['Scryfall Ajani Goldmane emblem: an emblem has no types (CR 114.2)', 'Emblem — Ajani', 'emblem', []],
  ['the same type line on a card', 'Token Creature — Goblin', 'card', ['Token']],
] as const;

describe('typeLineProblems: card types (CR 205.2a), supertypes (205.4a), subtypes of those types (205.3d)', () => {
  it.each(ROWS)('%s: %s', (_, line, words) => {
    expect(typeLineProblems(face(line)).map((p) => p.word)).toEqual(words);
  });
});

describe('typeLineProblems on tokens and emblems', () => {
  it.each(OTHER_OBJECTS)('%s: %s', (_, line, kind, words) => {
    expect(typeLineProblems(face(line), kind).map((p) => p.word)).toEqual(words);
  });
});
