import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayAt, replaySteps } from '../../playground/src/replay-steps.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { parseDeckList } from '../../src/decks/parse-deck.js';
import { resolveDeck } from '../../src/decks/resolve-deck.js';
import { randomAgent } from '../../src/game/agents/random-agent.js';
import { playGame } from '../../src/game/play-game.js';
import { readRecord } from '../../src/game/record.js';
import { replay } from '../../src/game/replay.js';

/** The replay viewer's steps: any order of points gives what `replay` with `to` gives. */

const pool = defaultPool();
const deck = (name: string) => {
  const list = parseDeckList(
    readFileSync(new URL(`../../examples/decks/${name}.txt`, import.meta.url), 'utf8'),
  );
  const resolved = list.ok ? resolveDeck(list.value, pool) : undefined;
  if (!resolved?.ok) throw new Error(`examples/decks/${name}.txt`);
  return resolved.value;
};
const played = playGame(pool, {
  decks: [deck('burn'), deck('stompy')],
  seed: 5,
  agents: [randomAgent, randomAgent],
  turnCap: 3,
});
const record = played.ok ? played.value.record : undefined;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('replayAt', () => {
  it('stepping to points in any order gives replay with to, state, events and result alike', () => {
    if (!record) return expect.fail('no game played');
    const total = record.actions.length;
    expect(total).toBeGreaterThan(10);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: total }), { minLength: 1, maxLength: 8 }), (points) => {
        const steps = replaySteps(record);
        return points.every((to) => same(replayAt(steps, pool, to), replay(record, pool, { to })));
      }),
      { numRuns: 10 },
    );
  });

  it("the last point of examples/game.jsonl is checked against the record's result (CR 104.2a, 104.3a)", () => {
    const example = readRecord(readFileSync(new URL('../../examples/game.jsonl', import.meta.url), 'utf8'));
    if (!example.ok) return expect.fail(example.error.message);
    const steps = replaySteps(example.value);
    replayAt(steps, pool, 5);
    const end = replayAt(steps, pool, example.value.actions.length);
    expect(end.ok && end.value.result).toEqual(example.value.result);
    const wrong = replaySteps({ ...example.value, result: { winners: ['B'], rule: '104.2a', losses: [] } });
    replayAt(wrong, pool, 5);
    expect(replayAt(wrong, pool, example.value.actions.length)).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECORD' },
    });
  });

  it('a refused action is numbered from the first action, as replay numbers it', () => {
    if (!record) return expect.fail('no game played');
    const broken = {
      ...record,
      actions: [...record.actions.slice(0, 6), { kind: 'playLand', object: 'o999' } as const],
    };
    const steps = replaySteps(broken);
    replayAt(steps, pool, 5);
    expect(replayAt(steps, pool, 7)).toEqual(replay(broken, pool, { to: 7 }));
  });
});
