import { describe, expect, it } from 'vitest';
import { unplayedFace } from '../../src/check/unplayed-faces.js';
import { pool } from '../support/play.js';

/**
 * The faces the engine never plays, which keep a card from counting as modelled (issue 13),
 * on real cards of the pool (MTGJSON, April 2022).
 */

const ROWS: readonly (readonly [string, string, ReturnType<typeof unplayedFace>])[] = [
  ['CR 715.3: an Adventure is cast', 'Bonecrusher Giant // Stomp', undefined],
  ['CR 709.3: a split card is not cast', 'Fire // Ice', { face: 'Ice', rule: '709.3' }],
  [
    'CR 702.127a: an aftermath half is not cast',
    'Appeal // Authority',
    { face: 'Authority', rule: '702.127a' },
  ],
  [
    "CR 712.11b: a modal double-faced card's back face that is no land is cast",
    'Esika, God of the Tree // The Prismatic Bridge',
    undefined,
  ],
  [
    "CR 712.12: a modal double-faced card's land back face is played",
    'Kazandu Mammoth // Kazandu Valley',
    undefined,
  ],
  [
    "CR 701.27a: a transforming card's back face is reached by transforming",
    'Delver of Secrets // Insectile Aberration',
    undefined,
  ],
  ['a card of one face', 'Grizzly Bears', undefined],
];

describe('faces the engine never plays (issue 13)', () => {
  it.each(ROWS)('%s: %s', (_rule, name, want) => {
    const card = pool.get(name)?.data;
    if (!card) return expect.fail(`${name} is not in the pool`);
    expect(unplayedFace(card)).toEqual(want);
  });
});
