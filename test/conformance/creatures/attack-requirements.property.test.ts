import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttackDeclaration } from '../../../src/engine/combat/declare.js';
import { play, restricted, stateOf } from '../../support/play.js';

/**
 * What CR 508.1d promises for any board: a declaration of attackers that breaks no restriction
 * is legal exactly when no other such declaration obeys more requirements. B's creatures, in a
 * game of A, B and C, may be goaded by A, by C or by both (701.15b-c: each goad "attacks each
 * combat if able" and "attacks a player other than [the goader] if able"), may attack each
 * combat if able, may be tapped, and may be unable to attack alone (508.1c) or unable to attack
 * unless the defending player controls an Island (A does). Every declaration of each creature
 * attacking A, C or nothing is tried, and the requirements it obeys are counted here on their own.
 */

interface Creature {
  readonly goadedBy: readonly ('A' | 'C')[];
  readonly eager: boolean;
  readonly tapped: boolean;
  readonly alone: boolean;
  readonly island: boolean;
}

const creature: fc.Arbitrary<Creature> = fc.record({
  goadedBy: fc.subarray(['A', 'C'] as const),
  eager: fc.boolean(),
  tapped: fc.boolean(),
  alone: fc.boolean(),
  island: fc.boolean(),
});

const boardOf = (creatures: readonly Creature[]) => ({
  turn: { number: 4, active: 'B', step: 'declareAttackers' },
  players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
  objects: [
    { id: 'island', card: 'Island', controller: 'A' },
    ...creatures.map((c, i) => ({
      id: `c${i}`,
      card: 'Grizzly Bears',
      controller: 'B',
      ...(c.goadedBy.length > 0 ? { goadedBy: c.goadedBy } : {}),
      ...(c.tapped ? { tapped: true } : {}),
    })),
  ],
  effects: creatures.flatMap((c, i) => [
    ...(c.eager
      ? [restricted(`c${i}`, 'This creature attacks each combat if able.', { kind: 'attacksEachCombat' })]
      : []),
    ...(c.alone
      ? [restricted(`c${i}`, "This creature can't attack alone.", { kind: 'cantAttackAlone' })]
      : []),
    ...(c.island
      ? [
          restricted(`c${i}`, "This creature can't attack unless defending player controls an Island.", {
            kind: 'cantAttackUnlessDefenderControls',
            quality: { subtypes: ['Island'] },
          }),
        ]
      : []),
  ]),
});

/** Every declaration where each creature attacks A, C or nothing. */
const declarations = (n: number): AttackDeclaration[][] =>
  Array.from({ length: n }).reduce<AttackDeclaration[][]>(
    (all, _, i) =>
      all.flatMap((d) => [
        d,
        [...d, { attacker: `c${i}`, attacking: 'A' }],
        [...d, { attacker: `c${i}`, attacking: 'C' }],
      ]),
    [[]],
  );

/** The requirements a creature obeys attacking `attacking` (or nothing). */
const obeyedBy = (c: Creature, attacking: string | undefined): number =>
  attacking === undefined
    ? 0
    : (c.eager ? 1 : 0) + c.goadedBy.length + c.goadedBy.filter((p) => p !== attacking).length;

describe('CR 508.1d: the most requirements obeyed (fast-check)', () => {
  it('a declaration of attackers breaking no restriction is legal exactly when none obeys more requirements', () => {
    fc.assert(
      fc.property(fc.array(creature, { minLength: 1, maxLength: 3 }), (creatures) => {
        const state = stateOf(boardOf(creatures));
        const tried = declarations(creatures.length).map((d) => ({
          d,
          rule: play(state, [{ kind: 'declareAttackers', attackers: d }]).refusal?.rule ?? null,
        }));
        const legal = tried.filter((x) => x.rule === null || x.rule === '508.1d');
        const obeyed = (d: readonly AttackDeclaration[]) =>
          creatures.reduce(
            (sum, c, i) => sum + obeyedBy(c, d.find((a) => a.attacker === `c${i}`)?.attacking),
            0,
          );
        const most = Math.max(...legal.map((x) => obeyed(x.d)));
        for (const { d, rule } of legal)
          expect({ d, accepted: rule === null }).toEqual({ d, accepted: obeyed(d) === most });
      }),
      { numRuns: 40 },
    );
  });
});
