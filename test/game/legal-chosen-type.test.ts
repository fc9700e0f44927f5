import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { concreteAction } from '../../src/game/concrete.js';
import { CREATURE_TYPES } from '../../src/state/subtypes.js';
import { listed } from '../support/listed.js';
import { play, pool, stateOf } from '../support/play.js';

/**
 * legalActions (issue 14) for a creature type chosen as a spell resolves (CR 608.2d, 205.3m):
 * Crippling Fear ("Choose a creature type. Creatures that aren't of the chosen type get -3/-3
 * until end of turn.") asks its controller, and the question is in the state.
 */
describe('legalActions: a creature type chosen on resolution (CR 608.2d, 205.3m)', () => {
  it("CR 608.2d, Crippling Fear: one entry with the question of one of 205.3m's creature types; its example is accepted, Elf is, Forest is not", () => {
    const start = stateOf({
      turn: { number: 4, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{B}{B}{B}{B}' }, { id: 'B' }],
      objects: [
        { id: 'fear', card: 'Crippling Fear', zone: 'hand' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    });
    const asked = play(start, [{ kind: 'cast', object: 'fear', sources: 'auto' }]);
    if (asked.refusal) throw new Error(asked.refusal.message);
    const legal = listed(asked.state);
    const [only, ...more] = legal.entries;
    expect(more).toEqual([]);
    if (!only) throw new Error('no entry');
    expect(only.choices.question).toEqual({
      kind: 'choose',
      options: CREATURE_TYPES,
      min: 1,
      max: 1,
      ordered: false,
    });
    expect(apply(asked.state, pool, only.example).ok).toBe(true);
    const answer = (chosen: string) =>
      concreteAction(only, { answer: { decisions: [{ chosen: [chosen] }] } });
    expect(legal.check(answer('Elf')).ok).toBe(true);
    expect(legal.check(answer('Forest')).ok).toBe(false);
  });
});
