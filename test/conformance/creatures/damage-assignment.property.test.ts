import fc from 'fast-check';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../../src/effects/types.js';
import { apply } from '../../../src/engine/apply.js';
import { combatDamageChoices } from '../../../src/engine/combat/damage-choices.js';
import type { CombatDamageDivision } from '../../../src/state/combat-damage.js';
import { attack, attackAndBlock, block, has, play, pool, pumped, stateOf } from '../../support/play.js';

/**
 * What CR 510.1e promises for any combat: a player's assignment is legal exactly when it
 * follows 510.1a-d and 702.19b as a whole. A Gray Ogre pumped to 1-7 power, with or without
 * trample and deathtouch, is blocked by one to three Grizzly Bears; both players pass into the
 * combat damage step. Every division `combatDamageChoices` accepts is one `apply` accepts and
 * deals as divided; every one of the wrong total is refused under 510.1a; every random draw applies.
 */

interface Combat {
  readonly power: number;
  readonly blockers: number;
  readonly keywords: readonly Keyword[];
}

const combat: fc.Arbitrary<Combat> = fc.record({
  power: fc.integer({ min: 1, max: 7 }),
  blockers: fc.integer({ min: 1, max: 3 }),
  keywords: fc.subarray(['Trample', 'Deathtouch'] as Keyword[]),
});

/** The state asking A to assign, or null when the division was forced and nobody is asked. */
const asked = (c: Combat) => {
  const ids = Array.from({ length: c.blockers }, (_, i) => `b${i}`);
  const start = stateOf({
    turn: { number: 1, active: 'A', step: 'declareAttackers' },
    objects: [
      { id: 'big', card: 'Gray Ogre' },
      ...ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'B' })),
    ],
    effects: [pumped('big', c.power - 2, 0), ...(c.keywords.length > 0 ? [has('big', ...c.keywords)] : [])],
  });
  const played = play(start, [
    ...attackAndBlock(
      attack('big'),
      ids.map((id) => block(id, 'big')),
    ),
    { kind: 'pass' },
    { kind: 'pass' },
  ]);
  expect(played.refusal).toBeNull();
  const choices = combatDamageChoices(played.state, pool);
  if (!choices.ok) throw new Error(choices.error.message);
  return choices.value === null ? null : { state: played.state, choices: choices.value };
};

/** A division of the creature asked about: an amount from 0 to 7 for each recipient. */
const divisionFor = (recipients: readonly string[]) =>
  fc
    .array(fc.integer({ min: 0, max: 7 }), { minLength: recipients.length, maxLength: recipients.length })
    .map((amounts) => ({ big: Object.fromEntries(recipients.map((r, i) => [r, amounts[i] ?? 0])) }));

const assign = (division: CombatDamageDivision) =>
  ({ kind: 'assignCombatDamage', player: 'A', division }) as const;

describe('combat damage assignment on random combats (CR 510.1e, fast-check)', () => {
  it('a division the checker accepts applies and is dealt as divided; one of the wrong total is refused (510.1a)', () => {
    fc.assert(
      fc.property(
        combat.chain((c) => {
          const q = asked(c);
          const recipients = q?.choices.question.creatures[0]?.recipients ?? [];
          return fc.tuple(fc.constant(q), divisionFor(recipients));
        }),
        ([q, division]) => {
          if (q === null) return;
          const checked = q.choices.check(division);
          const applied = apply(q.state, pool, assign(division));
          expect(applied.ok).toBe(checked.ok);
          const total = Object.values(division.big).reduce((a, b) => a + b, 0);
          const amount = q.choices.question.creatures[0]?.amount;
          if (total !== amount) expect(checked.ok ? null : checked.error.rule).toBe('510.1a');
          if (applied.ok) {
            const life = applied.value.state.players.find((p) => p.id === 'B')?.life;
            expect(life).toBe(20 - (division.big.B ?? 0));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a random division drawn from any seed applies', () => {
    fc.assert(
      fc.property(combat, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (c, seed) => {
        const q = asked(c);
        if (q === null) return;
        const division = q.choices.random(xoroshiro128plus(seed));
        expect(q.choices.check(division)).toEqual({ ok: true, value: true });
        expect(apply(q.state, pool, assign(division)).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
