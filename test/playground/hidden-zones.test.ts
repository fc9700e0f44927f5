import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionLabel } from '../../playground/src/action-label.js';
import { seenBy } from '../../playground/src/hidden-zones.js';
import { startGame, stateOf } from '../../playground/src/play-session.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { evaluate } from '../../src/layers/evaluate.js';

/** What the person sees of a game, and actions in words. */

const pool = defaultPool();
const deck = (name: string) =>
  readFileSync(new URL(`../../examples/decks/${name}.txt`, import.meta.url), 'utf8');
const game = startGame(pool, {
  decks: [deck('burn'), deck('stompy')],
  seed: 3,
  agent: 'random',
  autoPass: true,
});
const state = game.ok ? stateOf(game.value) : undefined;
const evaluated = state ? evaluate(state, pool) : undefined;
const objects = evaluated?.ok ? evaluated.value.objects : [];

describe('seenBy', () => {
  it('CR 401.2, 402.3: libraries and the other hand are counted, not shown; your own hand is shown', () => {
    if (!state) return expect.fail('no game');
    const { shown, hidden } = seenBy(state, objects, 'A');
    expect(shown.every((o) => o.zone !== 'library' && !(o.zone === 'hand' && o.owner === 'B'))).toBe(true);
    expect(shown.filter((o) => o.zone === 'hand' && o.owner === 'A')).toHaveLength(7);
    expect(hidden).toEqual([
      { player: 'A', zone: 'library', count: 53 },
      { player: 'B', zone: 'library', count: expect.any(Number) },
      { player: 'B', zone: 'hand', count: expect.any(Number) },
    ]);
  });

  it('a replay (no viewer) shows every hand and still counts the libraries', () => {
    if (!state) return expect.fail('no game');
    const { shown, hidden } = seenBy(state, objects, null);
    expect(shown.some((o) => o.zone === 'hand' && o.owner === 'B')).toBe(true);
    expect(hidden.map((h) => h.zone)).toEqual(['library', 'library']);
  });
});

describe('actionLabel', () => {
  it.each([
    [{ kind: 'pass' } as const, 'pass priority'],
    [{ kind: 'mulligan', player: 'A', keep: false } as const, 'take a mulligan'],
    [{ kind: 'declareAttackers', attackers: [] } as const, 'attack with nothing'],
    [{ kind: 'concede', player: 'A' } as const, 'concede'],
  ])('%o reads "%s"', (action, words) => {
    if (!state) return expect.fail('no game');
    expect(actionLabel(action, state)).toBe(words);
  });

  it('names an object by its card and id', () => {
    if (!state) return expect.fail('no game');
    const land = state.objects.find((o) => o.zone === 'hand' && o.owner === 'A' && o.card === 'Mountain');
    if (!land) return expect.fail('no Mountain in hand');
    expect(actionLabel({ kind: 'playLand', object: land.id }, state)).toBe(`play Mountain ${land.id}`);
  });
});
