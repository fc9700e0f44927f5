import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import type { GameEvent } from '../../src/engine/events.js';
import { whoActs } from '../../src/engine/stack/priority.js';
import { type GameRecord, readRecord, recordLines } from '../../src/game/record.js';
import { replay } from '../../src/game/replay.js';
import { gameResult } from '../../src/game/result.js';
import type { GameState } from '../../src/state/types.js';
import { answer } from '../properties/answers.js';
import { startGame } from '../support/games.js';
import { pool } from '../support/play.js';

/**
 * Game records and replays (issue 14, section 5): a record is the start, the seed and the actions,
 * one JSON line each, ending with the result; replaying it gives the same states, byte for byte.
 * The games here are played by the tables' deterministic player (every hand kept, nothing cast,
 * no attacks) until a library runs out (704.5b), or cut short by a concession (104.3a).
 */

/** A game from `seed` played out, with every state it went through as JSON; `concedeAt` cuts it short. */
const playGame = (seed: number, concedeAt = Number.POSITIVE_INFINITY) => {
  const start = startGame({ seed });
  const actions: Action[] = [];
  const states = [JSON.stringify(start)];
  const events: GameEvent[] = [];
  let state: GameState = start;
  while (!state.over && actions.length < 2000) {
    const act = whoActs(state);
    const action: Action | null =
      actions.length === concedeAt ? { kind: 'concede', player: 'B' } : answer(state, pool, act);
    if (action === null) throw new Error(`no answer to ${act.kind}`);
    const done = apply(state, pool, action);
    if (!done.ok) throw new Error(`${action.kind}: ${done.error.message}`);
    actions.push(action);
    events.push(...done.value.events);
    state = done.value.state;
    states.push(JSON.stringify(state));
  }
  const result = gameResult(state, events);
  const record: GameRecord = { seed, start, actions, ...(result === null ? {} : { result }) };
  return { record, states };
};

describe('game records and replays', () => {
  const { record, states } = playGame(4);

  it('CR 704.5b, 104.2a: the game ends when a library runs out; the result names the winner and the rule', () => {
    expect(record.result?.winners).toHaveLength(1);
    expect(record.result?.rule).toBe('104.2a');
    expect(record.result?.losses.map((l) => l.rule)).toEqual(['704.5b']);
  });

  it('the record file is one JSON line for the start, one per action and one for the result, read back the same', () => {
    const text = recordLines(record);
    expect(text.split('\n')).toHaveLength(record.actions.length + 3);
    const read = readRecord(text);
    expect(read.ok).toBe(true);
    if (read.ok) expect(JSON.stringify(read.value)).toBe(JSON.stringify(record));
  });

  it('replaying to any action gives the state the game had then, byte for byte', () => {
    const read = readRecord(recordLines(record));
    if (!read.ok) throw new Error(read.error.message);
    for (const to of [0, 1, 2, 3, 17, Math.floor(record.actions.length / 2), record.actions.length]) {
      const replayed = replay(read.value, pool, { to });
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(JSON.stringify(replayed.value.state)).toBe(states[to]);
    }
    const whole = replay(read.value, pool);
    expect(whole.ok ? whole.value.result : null).toEqual(record.result);
  });

  it('for any seed, a recorded game replays to the same states and result (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.integer({ min: 0, max: 40 }), (seed, concedeAt) => {
        const game = playGame(seed, concedeAt);
        const read = readRecord(recordLines(game.record));
        if (!read.ok) throw new Error(read.error.message);
        const end = replay(read.value, pool);
        expect(end.ok).toBe(true);
        if (!end.ok) return;
        expect(JSON.stringify(end.value.state)).toBe(game.states.at(-1));
        expect(end.value.result).toEqual({
          winners: ['A'],
          rule: '104.2a',
          losses: [{ player: 'B', rule: '104.3a' }],
        });
        const mid = replay(read.value, pool, { to: Math.floor(concedeAt / 2) });
        expect(mid.ok ? JSON.stringify(mid.value.state) : mid.error.message).toBe(
          game.states[Math.floor(concedeAt / 2)],
        );
      }),
      { numRuns: 10 },
    );
  });

  it.each([
    ['an empty file', '', 1],
    ['a first line that is not a start', '{"action":{"kind":"pass"}}\n', 1],
    [
      'a line that is not JSON',
      `${recordLines({ seed: record.seed, start: record.start, actions: [] })}{oops\n`,
      2,
    ],
    [
      'a line after the result',
      `${recordLines(record)}{"action":{"kind":"pass"}}\n`,
      record.actions.length + 3,
    ],
  ])('a bad record file is an error with its line number: %s', (_, text, line) => {
    const read = readRecord(text);
    expect(read.ok ? null : [read.error.code, read.error.line]).toEqual(['ERR_RECORD', line]);
  });

  it('a record whose action is refused, or whose result is not the one reached, does not replay', () => {
    const refused = replay({ ...record, actions: [{ kind: 'pass' }] }, pool);
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual(['ERR_RECORD', '103.5']);
    const wrong = replay({ ...record, result: { winners: [], rule: '104.4a', losses: [] } }, pool);
    expect(wrong.ok ? null : wrong.error.code).toBe('ERR_RECORD');
    expect(replay(record, pool, { to: record.actions.length + 1 }).ok).toBe(false);
  });
});
