import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VERBS } from '../../src/notation/action-types.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { run } from '../support/boards.js';
import { FAKE_POOL } from './fake-pool.js';
import { parsed } from './helpers.js';

/** docs/board-format.md: every ```json block is a whole board file; ```jsonc blocks are fragments. */
const DOC = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'board-format.md'),
  'utf8',
);
const examples = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');

describe('docs/board-format.md', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(5);
  });

  it.each(examples.map((text, i) => [i + 1, text] as const))(
    'example %i is a board file the fake pool reads',
    (_i, text) => {
      expect(parsed(text).state).toBeDefined();
    },
  );

  it('the last example is makeBoard of the first, as the page says', () => {
    const first = parsed(examples[0]);
    expect(makeBoard(first.state, FAKE_POOL, first.actions)).toStrictEqual(
      JSON.parse(examples[examples.length - 1] ?? ''),
    );
  });

  it('the timestamps example says what parseBoard does', () => {
    const example = examples.find((text) => text.includes('"timestamp": 7')) ?? '';
    const { state } = parsed(example);
    expect(state.objects.map((o) => o.timestamp)).toStrictEqual([1, 7, 3]);
    expect(state.effects.map((e) => e.timestamp)).toStrictEqual([4]);
  });

  it('the copies example: both Clones are 2/2 flying Primal Clays', () => {
    const example = examples.find((text) => text.includes('"clone2"')) ?? '';
    const [, first, second] = parsed(example).state.objects;
    expect([first?.choices.copy, second?.choices.copy]).toStrictEqual([
      { card: 'Primal Clay', option: '2/2 flying' },
      { card: 'Primal Clay', option: '2/2 flying' },
    ]);
  });

  it('has an example of every action verb', () => {
    const used = new Set(
      examples.flatMap((text) => {
        const actions: unknown = JSON.parse(text).actions ?? [];
        return Array.isArray(actions) ? actions.flatMap((a) => Object.keys(Object(a))) : [];
      }),
    );
    expect(VERBS.filter((verb) => !used.has(verb))).toStrictEqual([]);
  });

  it.each(examples.map((text, i) => [i + 1, text] as const))(
    'example %i plays with the bundled cards as `mtg-rules eval` plays it, no action refused',
    (_i, text) => {
      expect(() => run(JSON.parse(text), { stateBasedActions: true })).not.toThrow();
    },
  );

  it('the combat example: 2 damage to B, and the wall regenerates from deathtouch damage', () => {
    const example = examples.find((text) => text.includes('"combat"')) ?? '';
    const played = run(JSON.parse(example), { stateBasedActions: true });
    expect(played.state.players.find((p) => p.id === 'B')?.life).toBe(1);
    expect(played.events).toContainEqual({ kind: 'regenerated', object: 'wall', rule: '701.19a' });
  });

  it('the damage example: the angel dies of deathtouch damage', () => {
    const example = examples.find((text) => text.includes('"damage": "rats"')) ?? '';
    expect(run(JSON.parse(example)).events).toContainEqual({
      kind: 'destroyed',
      object: 'angel',
      rule: '704.5h',
    });
  });
});
