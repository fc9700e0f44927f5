import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/apply.js';
import { CREATURE_TYPES } from '../../../src/state/subtypes.js';
import { charsOf, pool, stateOf } from '../../support/play.js';

/**
 * CR 614.12, 205.3m, 613.1d: Adaptive Automaton may name any creature type the CR lists, and is
 * then that type in addition to its own (Construct); any other word is refused, and the state
 * stays as it was.
 */

const board = stateOf({
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [{ id: 'auto', card: 'Adaptive Automaton', zone: 'hand' }],
});
const enterNaming = (creatureType: string) =>
  apply(board, pool, { kind: 'putOntoBattlefield', object: 'auto', choices: { creatureType } });

describe('Adaptive Automaton names a creature type (CR 614.12, 205.3m)', () => {
  it('CR 613.1d: naming any creature type of 205.3m makes it a Construct of that type too', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CREATURE_TYPES), (type) => {
        const entered = enterNaming(type);
        if (!entered.ok) throw new Error(entered.error.message);
        const subtypes = charsOf(entered.value.state).get('auto')?.subtypes ?? [];
        expect(new Set(subtypes)).toEqual(new Set(['Construct', type]));
      }),
      { numRuns: 40 },
    );
  });

  it('CR 205.3m: any other word is refused under 205.3m', () => {
    const listed = new Set<string>(CREATURE_TYPES);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !listed.has(s)),
        (word) => {
          const entered = enterNaming(word);
          expect(entered.ok ? null : entered.error.rule).toBe('205.3m');
        },
      ),
      { numRuns: 60 },
    );
  });
});
