import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../../src/effects/types.js';
import type { Action } from '../../../src/engine/action.js';
import { apply } from '../../../src/engine/apply.js';
import { checkStateBasedActions } from '../../../src/engine/state-based/state-based.js';
import type { GameState } from '../../../src/state/types.js';
import type { Step } from '../../../src/state/vocabulary.js';
import { charsOf, has, pool, stateOf } from '../../support/play.js';

/**
 * Properties the Comprehensive Rules promise for any position, checked on random boards of
 * vanilla creatures with granted keywords, counters and damage, under random actions (legal
 * or not):
 * - CR 704.3: after `apply`, state-based actions have been performed until none apply, so
 *   checking again changes nothing; and none of the conditions of 704.5a, c, f, g, h and q holds.
 * - `apply` never changes the state it is given, refused or not, and is a function of it.
 * - CR 510.1a, 510.2: in a combat damage step each attacker deals damage equal to its power
 *   (none if 0 or less) when something is there to take it; CR 120.3f: lifelink gains
 *   exactly the damage dealt.
 */

const CARDS = ['Grizzly Bears', 'Memnite', 'Gray Ogre', 'Wall of Stone', 'Ornithopter'] as const;
const KEYWORDS: readonly Keyword[] = [
  'Deathtouch',
  'Wither',
  'Infect',
  'Lifelink',
  'Indestructible',
  'Persist',
  'Undying',
  'Trample',
  'Flying',
  'Reach',
  'Vigilance',
  'Haste',
  'Defender',
  'Menace',
  'Fear',
  'Intimidate',
  'Shadow',
  'Horsemanship',
  'Skulk',
];
const STEPS: readonly Step[] = [
  'main1',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'end',
  'cleanup',
];

const creature = fc.record({
  card: fc.constantFrom(...CARDS),
  controller: fc.constantFrom('A', 'B'),
  plus: fc.nat(3),
  minus: fc.nat(3),
  damage: fc.nat(4),
  tapped: fc.boolean(),
  sick: fc.boolean(),
  token: fc.boolean(),
  shield: fc.boolean(),
  keywords: fc.subarray([...KEYWORDS], { maxLength: 3 }),
});
type Creature = typeof creature extends fc.Arbitrary<infer T> ? T : never;

const boardOf = (creatures: readonly Creature[], step: Step, poison: number, life: number) => ({
  turn: { number: 2, active: 'A', step },
  players: [{ id: 'A' }, { id: 'B', life, counters: { poison } }],
  objects: [
    ...creatures.map((c, i) => ({
      id: `c${i}`,
      card: c.card,
      controller: c.controller,
      token: c.token,
      tapped: c.tapped,
      damage: c.damage,
      ...(c.sick ? { enteredThisTurn: true } : {}),
      counters: { ...(c.plus ? { '+1/+1': c.plus } : {}), ...(c.minus ? { '-1/-1': c.minus } : {}) },
    })),
    { id: 'bolt', card: 'Lightning Bolt', zone: 'stack' },
    ...['A', 'B', 'A', 'B'].map((owner) => ({ card: 'Forest', zone: 'library', owner })),
  ],
  stack: ['bolt'],
  effects: creatures.flatMap((c, i) => (c.keywords.length > 0 ? [has(`c${i}`, ...c.keywords)] : [])),
});

/** A random action over `n` creatures c0..c(n-1), the players and the Bolt on the stack; many are illegal. */
const actionFor = (n: number): fc.Arbitrary<Action> => {
  const id = fc.nat(n - 1).map((i) => `c${i}`);
  const recipient = fc.oneof(id, fc.constantFrom('A', 'B'));
  return fc.oneof(
    fc.record({
      kind: fc.constant('damage' as const),
      source: fc.oneof(id, fc.constant('bolt')),
      to: fc.array(fc.record({ to: recipient, amount: fc.integer({ min: -1, max: 5 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
    fc.record({
      kind: fc.constant('counters' as const),
      object: id,
      counter: fc.constantFrom('+1/+1', '-1/-1'),
      amount: fc.integer({ min: -2, max: 3 }),
    }),
    fc.record({ kind: fc.constant('regenerate' as const), object: id }),
    fc.record({
      kind: fc.constant('move' as const),
      object: id,
      to: fc.constantFrom('graveyard' as const, 'exile' as const),
    }),
    fc.record({ kind: fc.constant('changeControl' as const), object: id, to: fc.constantFrom('A', 'B') }),
    fc.record({
      kind: fc.constant('declareAttackers' as const),
      attackers: fc.uniqueArray(id, { maxLength: 3 }).map((ids) => ids.map((attacker) => ({ attacker }))),
    }),
    fc.record({
      kind: fc.constant('declareBlockers' as const),
      blockers: fc.array(fc.record({ blocker: id, attacker: id }), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('advance' as const), to: fc.constantFrom(...STEPS) }),
  );
};

const game = fc
  .record({
    creatures: fc.array(creature, { minLength: 1, maxLength: 6 }),
    step: fc.constantFrom(...STEPS),
    poison: fc.nat(12),
    life: fc.integer({ min: 1, max: 20 }),
  })
  .chain((g) =>
    fc.record({
      g: fc.constant(g),
      actions: fc.array(actionFor(g.creatures.length), { minLength: 1, maxLength: 5 }),
    }),
  );

/** The board, with regeneration shields on the creatures drawn with one (board files don't write shields). */
const startOf = (g: {
  creatures: readonly Creature[];
  step: Step;
  poison: number;
  life: number;
}): GameState => {
  const state = stateOf(boardOf(g.creatures, g.step, g.poison, g.life));
  return {
    ...state,
    objects: state.objects.map((o) =>
      g.creatures[Number(o.id.slice(1))]?.shield && o.id.startsWith('c')
        ? { ...o, regenerationShields: 1 }
        : o,
    ),
  };
};

/** What 704.5 forbids after a check: the conditions of 704.5a, c, f, g, h and q. */
const violations = (state: GameState): string[] => {
  const found: string[] = [];
  for (const p of state.players) {
    if (!p.lost && (p.life <= 0 || (p.counters.poison ?? 0) >= 10))
      found.push(`${p.id} should have lost (704.5a/c)`);
  }
  const chars = charsOf(state);
  for (const o of state.objects) {
    const c = chars.get(o.id);
    if (!c || o.zone !== 'battlefield') continue;
    if (o.deathtouchDamage) found.push(`${o.id} still remembers deathtouch damage (704.5h)`);
    const kinds = new Set(o.counters.map((k) => k.kind));
    if (kinds.has('+1/+1') && kinds.has('-1/-1'))
      found.push(`${o.id} has both +1/+1 and -1/-1 counters (704.5q)`);
    if (!c.types.includes('Creature')) continue;
    const toughness = c.toughness ?? 0;
    if (toughness <= 0) found.push(`${o.id} has toughness ${toughness} (704.5f)`);
    const indestructible = c.abilities.some((a) => a.keyword === 'Indestructible');
    if (!indestructible && o.damage > 0 && o.damage >= toughness)
      found.push(`${o.id} has lethal damage (704.5g)`);
  }
  return found;
};

describe('creature rules on random boards (fast-check)', () => {
  it('CR 704.3: after apply, checking state-based actions again changes nothing, and no 704.5a/c/f/g/h/q condition holds', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(game, ({ g, actions }) => {
        let state = startOf(g);
        for (const action of actions) {
          const done = apply(state, pool, action);
          if (!done.ok) continue;
          state = done.value.state;
          for (const e of done.value.events) seen.set(e.rule, (seen.get(e.rule) ?? 0) + 1);
          expect(violations(state)).toEqual([]);
          const again = checkStateBasedActions(state, pool);
          expect(again.ok).toBe(true);
          if (!again.ok) return;
          expect(again.value.state).toEqual(state);
          // An indestructible creature with lethal damage is reported again, and only that (702.12b).
          expect(again.value.events.filter((e) => e.kind !== 'notDestroyed')).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
    // Not vacuous: the random actions did make these state-based actions and replacements happen.
    for (const rule of ['704.5f', '704.5g', '704.5q', '704.5c', '701.19a', '702.12b'])
      expect({ rule, seen: (seen.get(rule) ?? 0) > 0 }).toEqual({ rule, seen: true });
  });

  it('apply never changes the state it is given, whether the action is legal or refused, and gives the same outcome twice', () => {
    let applied = 0;
    let refused = 0;
    fc.assert(
      fc.property(game, ({ g, actions }) => {
        let state = startOf(g);
        for (const action of actions) {
          const copy = structuredClone(state);
          const first = apply(state, pool, action);
          expect(state).toEqual(copy);
          const second = apply(state, pool, action);
          expect(second).toEqual(first);
          if (!first.ok) {
            // A refusal says why: a code, a message, and where (the action's path) or the rule.
            expect(first.error.message.length).toBeGreaterThan(0);
            expect(first.error.path !== undefined || first.error.rule !== undefined).toBe(true);
            refused++;
            continue;
          }
          applied++;
          state = first.value.state;
        }
      }),
      { numRuns: 150 },
    );
    // Not vacuous: both legal and refused actions were tried.
    expect({ applied: applied > 100, refused: refused > 100 }).toEqual({ applied: true, refused: true });
  });

  const fightCase = fc.record({
    attackers: fc.array(
      fc.record({
        power: fc.integer({ min: -2, max: 4 }),
        keywords: fc.subarray(['Trample', 'Deathtouch', 'Lifelink'] as Keyword[]),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    blockers: fc.array(fc.nat(3), { maxLength: 4 }),
  });

  it('CR 510.1a, 510.2, 120.3f: each attacker deals damage equal to its power (none if 0 or less); lifelink gains exactly that', () => {
    fc.assert(
      fc.property(fightCase, ({ attackers, blockers }) => {
        const board = {
          turn: { number: 2, active: 'A', step: 'declareAttackers' },
          objects: [
            ...attackers.map((_, i) => ({ id: `a${i}`, card: 'Grizzly Bears' })),
            ...blockers.map((_, i) => ({ id: `b${i}`, card: 'Wall of Stone', controller: 'B' })),
          ],
          effects: attackers.flatMap((a, i) => [
            {
              source: `p${i}`,
              sourceName: 'sets its power',
              on: [`a${i}`],
              effect: {
                affects: {},
                ops: [
                  {
                    kind: 'setPT',
                    power: { kind: 'constant', n: a.power },
                    toughness: { kind: 'constant', n: 3 },
                  },
                ],
              },
            },
            ...(a.keywords.length > 0 ? [has(`a${i}`, ...a.keywords)] : []),
          ]),
        };
        let state = stateOf(board);
        const steps: Action[] = [
          { kind: 'declareAttackers', attackers: attackers.map((_, i) => ({ attacker: `a${i}` })) },
          { kind: 'advance', to: 'declareBlockers' },
          {
            kind: 'declareBlockers',
            blockers: blockers.map((n, i) => ({ blocker: `b${i}`, attacker: `a${n % attackers.length}` })),
          },
          { kind: 'advance', to: 'combatDamage' },
        ];
        const events = [];
        for (const action of steps) {
          const done = apply(state, pool, action);
          expect(done.ok).toBe(true);
          if (!done.ok) return;
          state = done.value.state;
          events.push(...done.value.events);
        }
        let lifelinked = 0;
        for (const [i, a] of attackers.entries()) {
          const dealt = events
            .filter((e) => e.kind === 'damageDealt' && e.source === `a${i}` && e.combat)
            .reduce((sum, e) => sum + (e.kind === 'damageDealt' ? e.amount : 0), 0);
          expect(dealt).toBe(Math.max(0, a.power));
          if (a.keywords.includes('Lifelink')) lifelinked += dealt;
        }
        expect(state.players.find((p) => p.id === 'A')?.life).toBe(20 + lifelinked);
      }),
      { numRuns: 150 },
    );
  });
});
