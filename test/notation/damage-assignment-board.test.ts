import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { toAct } from '../../src/engine/entry-points.js';
import { makeBoard } from '../../src/notation/make-board.js';
import { parseBoard } from '../../src/notation/parse-board.js';
import { attack, attackAndBlock, block, play, pool, pumped, stateOf } from '../support/play.js';

/**
 * A board file holds a combat damage assignment under way (CR 510.1): `combat.damageAssignment`
 * writes the questions still to answer and what was announced, and reads back to the same state,
 * where the same player is asked and the same answer applies.
 */
describe('a board with combat damage being assigned (CR 510.1)', () => {
  const start = stateOf({
    turn: { number: 1, active: 'A', step: 'declareAttackers' },
    objects: [
      { id: 'big', card: 'Gray Ogre' },
      { id: 'b1', card: 'Grizzly Bears', controller: 'B' },
      { id: 'b2', card: 'Grizzly Bears', controller: 'B' },
    ],
    effects: [pumped('big', 2, 2)],
  });
  const asked = play(start, [
    ...attackAndBlock(attack('big'), [block('b1', 'big'), block('b2', 'big')]),
    { kind: 'pass' },
    { kind: 'pass' },
  ]).state;

  it('round-trips, and the same answer applies to what it reads back', () => {
    const file = makeBoard(asked, pool);
    expect(file.combat?.damageAssignment?.asked[0]?.player).toBe('A');
    const read = parseBoard(JSON.parse(JSON.stringify(file)), pool);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.state).toEqual(asked);
    expect(toAct(read.value.state)).toEqual(toAct(asked));
    const answer = { kind: 'assignCombatDamage', player: 'A', division: { big: { b1: 1, b2: 3 } } } as const;
    const dealt = apply(read.value.state, pool, answer);
    expect(dealt.ok && dealt.value.state.objects.find((o) => o.id === 'b2')?.zone).toBe('graveyard');
  });

  it('the assignment verb plays it in a board file', () => {
    const file = {
      ...makeBoard(asked, pool),
      actions: [{ assignDamage: { big: { b1: 1, b2: 3 } }, player: 'A' }],
    };
    const read = parseBoard(file, pool);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.actions).toEqual([
      { kind: 'assignCombatDamage', player: 'A', division: { big: { b1: 1, b2: 3 } } },
    ]);
  });
});
