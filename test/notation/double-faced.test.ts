import { describe, expect, it } from 'vitest';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { pool } from '../support/play.js';

/**
 * A double-faced permanent's face that's up (CR 712.8d-f), the game's day/night designation
 * (730.1) and the spells cast this turn and last (601.2i, 730.2) in board files: read, checked
 * by validateState, and written back.
 */

const BIRD = 'Bird Admirer // Wing Shredder';

const remade = (board: unknown): unknown => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
  return makeBoard(parsed.value.state, pool);
};

const refusal = (board: unknown): [string | undefined, string | undefined] => {
  const parsed = parseBoard(board, pool);
  if (parsed.ok) return expect.fail('the board parsed, but an error was expected');
  return [parsed.error.path, parsed.error.rule];
};

describe('double-faced permanents and day/night in board files', () => {
  it('CR 712.8e, 730.1, 601.2i: backFace, dayNight and spells cast round trip', () => {
    const board = {
      turn: { spellsCast: { A: 2 }, spellsCastLastTurn: { B: 1 } },
      objects: [{ id: 'bird', card: BIRD, backFace: true }],
      dayNight: 'night',
    };
    expect(remade(board)).toMatchObject(board);
  });

  const REFUSED: readonly [string, unknown, string, string][] = [
    [
      'CR 712.8d: a card with one face has no back face to be up',
      { objects: [{ card: 'Grizzly Bears', backFace: true }] },
      '$.objects[0].backFace',
      '712.8d',
    ],
    [
      'CR 712.4b: a meld card has no back face of its own to be up',
      { objects: [{ card: 'Bruna, the Fading Light', backFace: true }] },
      '$.objects[0].backFace',
      '712.8d',
    ],
    [
      'CR 712.8a: in the graveyard a double-faced card has only its front face',
      { objects: [{ card: BIRD, zone: 'graveyard', backFace: true }] },
      '$.objects[0].backFace',
      '712.8a',
    ],
    [
      'CR 712.15a: a face-down permanent has neither face up',
      { objects: [{ card: BIRD, faceDown: true, backFace: true }] },
      '$.objects[0].backFace',
      '712.15a',
    ],
    [
      'CR 601.2i: spells cast by a player the game lacks',
      { turn: { spellsCast: { C: 1 } } },
      '$.turn.spellsCast.C',
      '',
    ],
  ];
  for (const [name, board, path, rule] of REFUSED)
    it(name, () => expect(refusal(board)).toStrictEqual([path, rule || undefined]));
});
