import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockDeclaration } from '../../../src/engine/combat/declare.js';
import type { GameState } from '../../../src/state/types.js';
import { attack, play, restricted, stateOf } from '../../support/play.js';

/**
 * What CR 509.1c promises for any board: a declaration of blockers that breaks no restriction
 * is legal exactly when no other such declaration obeys more requirements. Attackers (Grizzly
 * Bears, Ornithopter with flying) may have "All creatures able to block this creature do so.",
 * "This creature must be blocked if able." and "can't be blocked by more than one creature";
 * blockers (Grizzly Bears, Ornithopter, Memnite) may block each combat if able. Every
 * declaration of one attacker or none per blocker is tried, and the requirements it obeys are
 * counted here on their own, from what the engine lets each creature block alone.
 */

interface Attacking {
  readonly card: 'Grizzly Bears' | 'Ornithopter';
  readonly lure: boolean;
  readonly must: boolean;
  readonly single: boolean;
}
interface Defending {
  readonly card: 'Grizzly Bears' | 'Ornithopter' | 'Memnite';
  readonly eager: boolean;
}

const attacking: fc.Arbitrary<Attacking> = fc.record({
  card: fc.constantFrom('Grizzly Bears', 'Ornithopter'),
  lure: fc.boolean(),
  must: fc.boolean(),
  single: fc.boolean(),
});
const defending: fc.Arbitrary<Defending> = fc.record({
  card: fc.constantFrom('Grizzly Bears', 'Ornithopter', 'Memnite'),
  eager: fc.boolean(),
});

const boardOf = (attackers: readonly Attacking[], blockers: readonly Defending[]) => ({
  turn: { number: 3, active: 'A', step: 'declareAttackers' },
  objects: [
    ...attackers.map((a, i) => ({ id: `a${i}`, card: a.card })),
    ...blockers.map((b, i) => ({ id: `b${i}`, card: b.card, controller: 'B' })),
  ],
  effects: [
    ...attackers.flatMap((a, i) => [
      ...(a.lure
        ? [
            restricted(`a${i}`, 'All creatures able to block this creature do so.', {
              kind: 'allAbleToBlock',
            }),
          ]
        : []),
      ...(a.must
        ? [restricted(`a${i}`, 'This creature must be blocked if able.', { kind: 'mustBeBlocked' })]
        : []),
      ...(a.single
        ? [
            restricted(`a${i}`, "This creature can't be blocked by more than one creature.", {
              kind: 'cantBeBlockedByMoreThanOne',
            }),
          ]
        : []),
    ]),
    ...blockers.flatMap((b, i) =>
      b.eager
        ? [restricted(`b${i}`, 'This creature blocks each combat if able.', { kind: 'blocksEachCombat' })]
        : [],
    ),
  ],
});

/** Every declaration where each blocker blocks one attacker or none. */
const declarations = (attackers: number, blockers: number): BlockDeclaration[][] =>
  Array.from({ length: blockers }).reduce<BlockDeclaration[][]>(
    (all, _, b) =>
      all.flatMap((d) => [
        d,
        ...Array.from({ length: attackers }, (_, a) => [...d, { blocker: `b${b}`, attacker: `a${a}` }]),
      ]),
    [[]],
  );

/** Null if accepted, else the rule the refusal cites. */
const refusal = (state: GameState, blockers: readonly BlockDeclaration[]): string | null =>
  play(state, [{ kind: 'declareBlockers', blockers }]).refusal?.rule ?? null;

describe('CR 509.1c: the most requirements obeyed (fast-check)', () => {
  it('a declaration breaking no restriction is legal exactly when none obeys more requirements', () => {
    fc.assert(
      fc.property(
        fc.array(attacking, { minLength: 1, maxLength: 3 }),
        fc.array(defending, { minLength: 1, maxLength: 3 }),
        (attackers, blockers) => {
          const declared = play(stateOf(boardOf(attackers, blockers)), [
            { kind: 'declareAttackers', attackers: attack(...attackers.map((_, i) => `a${i}`)) },
            { kind: 'advance', to: 'declareBlockers' },
          ]);
          expect(declared.refusal).toBeNull();
          const state = declared.state;
          const able = (b: number, a: number) =>
            refusal(state, [{ blocker: `b${b}`, attacker: `a${a}` }]) === null ||
            refusal(state, [{ blocker: `b${b}`, attacker: `a${a}` }]) === '509.1c';
          const obeyed = (d: readonly BlockDeclaration[]): number => {
            const blocks = (b: number, a: number) =>
              d.some((x) => x.blocker === `b${b}` && x.attacker === `a${a}`);
            const eager = blockers.filter((x, b) => x.eager && d.some((y) => y.blocker === `b${b}`)).length;
            const lured = attackers
              .flatMap((x, a) => (x.lure ? blockers.map((_, b) => able(b, a) && blocks(b, a)) : []))
              .filter(Boolean).length;
            const blocked = attackers.filter(
              (x, a) => x.must && d.some((y) => y.attacker === `a${a}`),
            ).length;
            return eager + lured + blocked;
          };
          const legal = declarations(attackers.length, blockers.length)
            .map((d) => ({ d, rule: refusal(state, d) }))
            .filter((x) => x.rule === null || x.rule === '509.1c');
          const most = Math.max(...legal.map((x) => obeyed(x.d)));
          for (const { d, rule } of legal)
            expect({ d, accepted: rule === null }).toEqual({ d, accepted: obeyed(d) === most });
        },
      ),
      { numRuns: 40 },
    );
  });
});
