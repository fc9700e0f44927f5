import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardFromFragment, shareFragment } from '../../playground/src/share.js';

/** A shared link carries the board: the fragment gives back the JSON it was made from. */

describe('board links', () => {
  it('the Humility example survives the round trip, in URL-safe characters', () => {
    const json = readFileSync(new URL('../../examples/humility-opalescence.json', import.meta.url), 'utf8');
    const fragment = shareFragment(json);
    expect(fragment).toMatch(/^#board=[A-Za-z0-9+\-$]*$/);
    expect(boardFromFragment(fragment)).toBe(json);
  });

  it('any text round-trips', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => boardFromFragment(shareFragment(text)) === text),
    );
  });

  it.each(['', '#', '#other=1', '#board='])('%j carries no board', (hash) => {
    expect(boardFromFragment(hash)).toBeNull();
  });
});
