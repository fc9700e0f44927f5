import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERBS } from '../../src/notation/action-types.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { arbitraryBoard } from './arbitrary-board.js';
import { FAKE_POOL } from './fake-pool.js';
import { parsed } from './helpers.js';

describe('board files round trip (fast-check)', () => {
  it('every generated board file parses', () => {
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const result = parseBoard(board, FAKE_POOL);
        expect(result.ok ? null : result.error).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('parseBoard(makeBoard(state)) is the state, and makeBoard is canonical', () => {
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const first = parsed(board);
        const made = makeBoard(first.state, FAKE_POOL, first.actions);
        const second = parsed(JSON.parse(JSON.stringify(made)));
        expect(second.state).toStrictEqual(first.state);
        expect(second.actions).toStrictEqual(first.actions);
        expect(makeBoard(second.state, FAKE_POOL, second.actions)).toStrictEqual(made);
      }),
      { numRuns: 300 },
    );
  });

  it('the generated files use every verb and every field of the game state the engine keeps, the stack and priority included', () => {
    const boards = fc.sample(arbitraryBoard, { numRuns: 2000, seed: 7 });
    const actions = boards.flatMap((b) => (Array.isArray(b.actions) ? b.actions : []));
    const verbs = new Set(
      actions.flatMap((a) => Object.keys(Object(a)).filter((k) => VERBS.some((v) => v === k))),
    );
    expect([...verbs].sort()).toStrictEqual([...VERBS].sort());
    const text = boards.map((b) => JSON.stringify(b)).join('\n');
    for (const field of [
      '"combat"',
      '"blockers"',
      '"dealtFirstStrike"',
      '"blocked"',
      '"lost":true',
      '"drewFromEmptyLibrary":true',
      '"regenerationShields":1',
      '"deathtouchDamage":true',
      '"delayed"',
      '"paid"',
      '"kicked"',
      '"kickedWith"',
      '"colorsSpent"',
      '"attacked":true',
      '"creaturesDied":2',
      '"lastKnown"',
      '"renowned":true',
      '"classLevel":2',
      '"landsPlayed":1',
      '"stack"',
      '"kind":"spell"',
      '"kind":"ability"',
      '"awaiting"',
      '"triggered"',
      '"triggerObject"',
      '"became"',
      '"sourceName":"Gone Token"',
      '"priority":null',
      '"priority":"B"',
      '"passed"',
      '"over"',
      '"winners":[]',
      '"sources"',
      '"sources":"auto"',
      '"gone"',
      '"at":1',
      '"sourceLastKnown"',
      '"enteredAt"',
      '"loopCheck"',
      '"legendRule"',
      '"kept"',
    ])
      expect(text).toContain(field);
  });
});
