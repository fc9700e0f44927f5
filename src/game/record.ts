import { isJsonObject } from '../cards/decode.js';
import type { Action } from '../engine/action.js';
import { err, ok, type Result, type RulesError, rulesError } from '../result.js';
import type { GameState } from '../state/types.js';
import type { GameResult } from './result.js';

/**
 * A game as it was played (issue 14, section 5): the state it started from (newGame's, the
 * seed's draws already in it), the seed, every action in order, and how it ended once it has.
 * Replaying the actions on the start gives the same states, byte for byte (replay.ts).
 */
export interface GameRecord {
  readonly seed: number;
  readonly start: GameState;
  readonly actions: readonly Action[];
  /** Absent while the game goes on. */
  readonly result?: GameResult;
}

/** A problem with a line of a record file, counted from 1. */
export type RecordError = RulesError & { readonly line: number };

/** What the first line of a record file says it is. */
const FORMAT = 'mtg-rules game record';

/**
 * A record as a file: one JSON line for the start (`{ "record", "seed", "start" }`), one per
 * action (`{ "action" }`), and, once the game is over, one for the result (`{ "result" }`).
 * `readRecord` reads it back to the same record.
 */
export const recordLines = (record: GameRecord): string =>
  [
    JSON.stringify({ record: FORMAT, seed: record.seed, start: record.start }),
    ...record.actions.map((action) => JSON.stringify({ action })),
    ...(record.result === undefined ? [] : [JSON.stringify({ result: record.result })]),
  ]
    .map((line) => `${line}\n`)
    .join('');

const bad = (line: number, message: string): Result<never, RecordError> =>
  err({ ...rulesError('ERR_RECORD', `line ${line}: ${message}`), line });

const parseLine = (text: string, line: number): Result<Readonly<Record<string, unknown>>, RecordError> => {
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? ok(value) : bad(line, 'each line of a game record is a JSON object');
  } catch (e) {
    return bad(line, `not JSON: ${(e as Error).message}`);
  }
};

/**
 * A record file read back (see `recordLines`): the start line first, then the actions, then at
 * most one result, last. Blank lines are skipped. A line out of place or not JSON is an error with
 * its line number. The start state and the actions are checked as the record is replayed
 * (`replay`), as `apply` checks any state and action.
 */
export const readRecord = (text: string): Result<GameRecord, RecordError> => {
  const lines = text.split(/\r?\n/).flatMap((t, i) => (t.trim() === '' ? [] : [{ t, line: i + 1 }]));
  const first = lines[0];
  if (first === undefined) return bad(1, 'a game record starts with its start line; this one is empty');
  const head = parseLine(first.t, first.line);
  if (!head.ok) return head;
  const { record, seed, start } = head.value;
  if (record !== FORMAT || typeof seed !== 'number' || !isJsonObject(start))
    return bad(first.line, `the first line is { "record": "${FORMAT}", "seed": <number>, "start": <state> }`);
  const actions: Action[] = [];
  let result: GameResult | undefined;
  for (const { t, line } of lines.slice(1)) {
    const parsed = parseLine(t, line);
    if (!parsed.ok) return parsed;
    if (result !== undefined) return bad(line, 'nothing follows the result line');
    if (isJsonObject(parsed.value.action)) actions.push(parsed.value.action as unknown as Action);
    else if (isJsonObject(parsed.value.result)) result = parsed.value.result as unknown as GameResult;
    else
      return bad(line, 'a line after the first is { "action": <action> } or, last, { "result": <result> }');
  }
  return ok({
    seed,
    start: start as unknown as GameState,
    actions,
    ...(result === undefined ? {} : { result }),
  });
};
