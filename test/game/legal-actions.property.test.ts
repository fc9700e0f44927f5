import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { concreteAction } from '../../src/game/concrete.js';
import { legalActions } from '../../src/game/legal-actions.js';
import { boardAt, startBoards } from '../support/legal-boards.js';
import { covered } from '../support/legal-cover.js';
import { walk } from '../support/legal-walk.js';
import { pool } from '../support/play.js';
import { actionOf, rawAction } from '../support/random-play.js';

/**
 * Issue 14: legalActions is exact. On states reached by random walks of listed actions, every
 * action drawn from the list is accepted by apply (walk throws otherwise), each entry's example
 * is, and every player's action apply accepts is one the list describes; actions built outside
 * the list (a target not in its slot, X past its range) are refused.
 */

const boards = startBoards();
const states = fc
  .record({ board: fc.nat(boards.length - 1), seed: fc.integer(), length: fc.integer({ min: 1, max: 10 }) })
  .map(({ board, seed, length }) => {
    const steps = walk(boardAt(board), seed, length);
    return steps.at(-1)?.state ?? boardAt(board);
  });

const optionalModes = (modes: readonly number[] | undefined) => (modes === undefined ? {} : { modes });

const PLAYER_KINDS = new Set([
  'cast',
  'activate',
  'playLand',
  'tapForMana',
  'pass',
  'declareAttackers',
  'declareBlockers',
  'decide',
  'orderTriggers',
  'discardToHandSize',
]);

describe('legalActions is exact (issue 14)', () => {
  it('every action drawn from the list is accepted, on random walks from every start board', () => {
    fc.assert(
      fc.property(fc.nat(boards.length - 1), fc.integer(), (board, seed) => {
        expect(walk(boardAt(board), seed, 12).length).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
  });

  it('each entry example is accepted; a player action apply accepts is described by the list', () => {
    fc.assert(
      fc.property(states, fc.array(rawAction, { minLength: 1, maxLength: 8 }), (state, raws) => {
        const legal = legalActions(state, pool);
        if (!legal.ok) throw new Error(legal.error.message);
        for (const e of legal.value.entries) expect(apply(state, pool, e.example).ok).toBe(true);
        for (const raw of raws) {
          const action = actionOf(state, raw);
          if (!PLAYER_KINDS.has(action.kind) || action.kind === 'decide') continue;
          const player = action as Parameters<typeof covered>[1];
          if (apply(state, pool, player).ok)
            expect(covered(legal.value, player), JSON.stringify(player)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('a target outside its slot, or X past its range, is refused (601.2c, 603.3d, 107.3)', () => {
    fc.assert(
      fc.property(states, (state) => {
        const legal = legalActions(state, pool);
        if (!legal.ok) throw new Error(legal.error.message);
        const outside = [...state.players.map((p) => p.id), ...state.objects.map((o) => o.id)];
        for (const e of legal.value.entries) {
          const slots = e.choices.targets;
          if ((e.kind === 'cast' || e.kind === 'activate') && slots !== undefined && slots.length === 1) {
            for (const t of outside.filter((o) => !slots[0]?.includes(o)))
              expect(apply(state, pool, concreteAction(e, { targets: [t] })).ok).toBe(false);
          }
          // CR 603.3d: a waiting ability's way with one target, given a player or object outside its slot.
          for (const t of e.choices.triggers ?? [])
            for (const w of t.ways.filter((way) => way.targets.length === 1))
              for (const u of outside.filter((o) => !w.targets[0]?.includes(o)))
                expect(
                  apply(
                    state,
                    pool,
                    concreteAction(e, {
                      triggers: { [t.trigger]: { ...optionalModes(w.example.modes), targets: [u] } },
                    }),
                  ).ok,
                ).toBe(false);
          if (e.choices.x !== undefined)
            expect(apply(state, pool, concreteAction(e, { x: e.choices.x.max + 1 })).ok).toBe(false);
        }
      }),
      { numRuns: 20 },
    );
  });
});
