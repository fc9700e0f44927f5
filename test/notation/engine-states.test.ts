import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import { apply } from '../../src/engine/apply.js';
import { checkStateBasedActions } from '../../src/engine/state-based/state-based.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import type { GameState } from '../../src/state/types.js';

/**
 * Every state the engine reaches can be written as a board file and read back: the docs'
 * examples and a few games whose stack names what is gone (a token that ceased to exist,
 * CR 704.5d; an ability countered, 701.6a), played action by action with the bundled cards.
 */

const pool = defaultPool();

const DOC = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'board-format.md'),
  'utf8',
);
const examples = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '{}'));

const GAMES: readonly (readonly [string, unknown])[] = [
  [
    'CR 113.7a, 704.5d: a token dies and ceases to exist while the ability it triggered waits',
    {
      objects: [
        { id: 'token', card: 'Doomed Traveler', token: true },
        { id: 'rats', card: 'Typhoid Rats' },
      ],
      actions: [{ damage: 'rats', to: { token: 1 } }, { resolveStack: true }],
    },
  ],
  [
    'CR 608.2b: "that creature" is a token that has ceased to exist',
    {
      objects: [
        { id: 'token', card: 'Grizzly Bears', token: true, controller: 'B' },
        { id: 'rats', card: 'Typhoid Rats' },
        { id: 'noble', card: 'Falkenrath Noble' },
      ],
      actions: [
        { damage: 'rats', to: { token: 1 } },
        { orderTriggers: [{ trigger: 'noble', targets: ['B'] }] },
        { resolveStack: true },
      ],
    },
  ],
  [
    'CR 701.6a: a spell targets an ability on the stack',
    {
      players: [{ id: 'A' }, { id: 'B', manaPool: '{U}' }],
      objects: [
        { id: 'tim', card: 'Prodigal Sorcerer' },
        { id: 'stifle', card: 'Stifle', zone: 'hand', owner: 'B' },
      ],
      actions: [
        { activate: 'tim', ability: 0, targets: ['B'] },
        { pass: 'A' },
        { cast: 'stifle', targets: ['a1'] },
        { resolveStack: true },
      ],
    },
  ],
  [
    'CR 730.2a, 702.145b, 701.27a, 701.27f: it becomes night, and werewolves transform (backFace, transformedAt)',
    {
      turn: { number: 3, active: 'B', step: 'end', spellsCast: { A: 1 } },
      dayNight: 'day',
      objects: [
        { id: 'bird', card: 'Bird Admirer // Wing Shredder' },
        { id: 'wolf', card: 'Gatstaf Shepherd // Gatstaf Howler' },
      ],
      actions: [{ advance: 'upkeep' }, { resolveStack: true }],
    },
  ],
];

/** The states a board passes through: as loaded, after state-based actions, and after each action. */
const statesOf = (board: unknown): GameState[] => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) return expect.fail(`${parsed.error.path}: ${parsed.error.message}`);
  const settled = checkStateBasedActions(parsed.value.state, pool);
  if (!settled.ok) return expect.fail(settled.error.message);
  const states = [parsed.value.state, settled.value.state];
  for (const action of parsed.value.actions) {
    const done = apply(states.at(-1) ?? settled.value.state, pool, action);
    if (!done.ok) return expect.fail(done.error.message);
    states.push(done.value.state);
  }
  return states;
};

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('engine states round trip through board files', () => {
  it.each([...examples.map((board, i) => [`docs example ${i + 1}`, board] as const), ...GAMES])(
    '%s',
    (_name, board) => {
      for (const state of statesOf(board)) {
        const written = plain(makeBoard(state, pool));
        const read = parseBoard(written, pool);
        expect(read.ok ? null : read.error).toBeNull();
        if (!read.ok) return;
        expect(plain(read.value.state)).toStrictEqual(plain(state));
        expect(plain(makeBoard(read.value.state, pool))).toStrictEqual(written);
      }
    },
  );
});
