import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPool } from '../../../src/cards/default-pool.js';
import { evaluate } from '../../../src/layers/evaluate.js';
import { evaluateByIslands } from '../../../src/layers/islands.js';
import { parseBoard } from '../../../src/notation/index.js';
import type { GameState } from '../../../src/state/types.js';
import {
  effectFor,
  effectOn,
  gains,
  losesAllAbilities,
  modifyPT,
  pt,
  run,
  setColors,
  setPT,
  switchPT,
} from '../../support/boards.js';

/**
 * Properties of the layer system on random boards:
 * - CR 613.4c: everything in sublayer 7c only adds, so the order of its effects and counters
 *   (their timestamps, 613.7) never matters; 7b comes before and 7d after, whatever the timestamps.
 * - evaluation is a function of the state: the same state gives deep-equal results;
 * - evaluation never changes the state it is given;
 * - working out each island of objects apart (layers/islands.ts: objects no continuous effect
 *   links) gives what the whole board's layers give, and so does reusing an island's last run.
 */

const delta = fc.record({
  power: fc.integer({ min: -5, max: 5 }),
  toughness: fc.integer({ min: -5, max: 5 }),
});

/** A Grizzly Bears under modify effects and counters, optionally a base-P/T effect and a switch, at given timestamps. */
const sublayerCase = fc
  .record({
    modifies: fc.array(delta, { maxLength: 5 }),
    plus: fc.nat(4),
    minus: fc.nat(4),
    base: fc.option(delta, { nil: undefined }),
    switched: fc.boolean(),
  })
  .chain((c) => {
    const items = c.modifies.length + 2 + (c.base ? 1 : 0) + (c.switched ? 1 : 0);
    const stamps = Array.from({ length: items }, (_, i) => 10 + i);
    const order = fc.shuffledSubarray(stamps, { minLength: items, maxLength: items });
    return fc.record({ c: fc.constant(c), first: order, second: order });
  });

interface Delta {
  readonly power: number;
  readonly toughness: number;
}

interface SublayerCase {
  readonly modifies: readonly Delta[];
  readonly plus: number;
  readonly minus: number;
  readonly base: Delta | undefined;
  readonly switched: boolean;
}

const sublayerBoard = (c: SublayerCase, stamps: readonly number[]): unknown => {
  const at = (i: number): number => stamps[i] ?? 0;
  const counters = [
    ...(c.plus > 0 ? [{ kind: '+1/+1', count: c.plus, timestamp: at(0) }] : []),
    ...(c.minus > 0 ? [{ kind: '-1/-1', count: c.minus, timestamp: at(1) }] : []),
  ];
  const head = (i: number) => ({
    source: `s${i}`,
    sourceName: `effect ${i}`,
    on: ['bear'],
    timestamp: at(i),
  });
  let i = 2;
  const effects: unknown[] = c.modifies.map((d) => effectOn(head(i++), modifyPT(d.power, d.toughness)));
  if (c.base) effects.push(effectOn(head(i++), setPT(c.base.power, c.base.toughness)));
  if (c.switched) effects.push(effectOn(head(i++), switchPT));
  return { objects: [{ id: 'bear', card: 'Grizzly Bears', counters }], effects };
};

/** CR 613.4: 7b sets, 7c adds everything up, 7d switches. */
const expectedPT = (c: SublayerCase): string => {
  let power = (c.base?.power ?? 2) + c.plus - c.minus;
  let toughness = (c.base?.toughness ?? 2) + c.plus - c.minus;
  for (const d of c.modifies) {
    power += d.power;
    toughness += d.toughness;
  }
  if (c.switched) [power, toughness] = [toughness, power];
  return `${power}/${toughness}`;
};

const CARDS = [
  'Grizzly Bears',
  'Tarmogoyf',
  'Lhurgoyf',
  'Nightmare',
  'Serra Avatar',
  'Maro',
  'Lost Order of Jarkeld',
  'Glorious Anthem',
  'Honor of the Pure',
  'Crusade',
  'Lord of Atlantis',
  'Elvish Champion',
  'Humility',
  'Opalescence',
  'Godhead of Awe',
  'March of the Machines',
  'Mycosynth Lattice',
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Island',
  'Swamp',
  'Forest',
  'Mutavault',
  "Mishra's Factory",
  "Smuggler's Copter",
  'Chameleon Colossus',
  'Memnite',
  'Ornithopter',
  'Lightning Bolt',
  'Wall of Stone',
  'Ensoul Artifact',
  'Primal Clay',
  'Delver of Secrets // Insectile Aberration',
] as const;

const ZONES = ['battlefield', 'battlefield', 'battlefield', 'graveyard', 'hand', 'library', 'exile'] as const;

const rawObject = fc.record({
  card: fc.constantFrom(...CARDS),
  zone: fc.constantFrom(...ZONES),
  controller: fc.constantFrom('A', 'B'),
  plus: fc.nat(3),
  minus: fc.nat(3),
  timestamp: fc.integer({ min: 1, max: 40 }),
  attachTo: fc.nat(),
});

/** Effects of every layer the language has, unlocked (over a filter) or locked to one object. */
const OPS = [
  [modifyPT(2, -1)],
  [setPT(0, 3)],
  [switchPT],
  [setColors('U')],
  [gains('Flying')],
  [losesAllAbilities],
  [{ kind: 'setTypes', addTypes: ['Creature'] }, setPT(4, 4)],
  [{ kind: 'setTypes', addSubtypes: ['Forest'] }],
  [{ kind: 'setController', to: 'you' }],
] as const;

const rawEffect = fc.record({
  ops: fc.nat(OPS.length - 1),
  lockTo: fc.option(fc.nat(), { nil: undefined }),
  controller: fc.constantFrom('A', 'B'),
  timestamp: fc.integer({ min: 1, max: 40 }),
});

const randomBoard = fc
  .record({
    objects: fc.array(rawObject, { minLength: 1, maxLength: 8 }),
    effects: fc.array(rawEffect, { maxLength: 4 }),
    life: fc.integer({ min: -5, max: 30 }),
  })
  .map(({ objects, effects, life }) => ({
    players: [{ id: 'A', life }, { id: 'B' }],
    objects: objects.map((o, i) => {
      const other = o.attachTo % objects.length === i ? undefined : `x${o.attachTo % objects.length}`;
      const counters = {
        ...(o.plus > 0 ? { '+1/+1': o.plus } : {}),
        ...(o.minus > 0 ? { '-1/-1': o.minus } : {}),
      };
      return {
        id: `x${i}`,
        card: o.card,
        zone: o.zone,
        controller: o.controller,
        timestamp: o.timestamp,
        counters,
        // Only a permanent is attached (CR 400.7: one that changes zones is a new, unattached object).
        ...(o.card === 'Ensoul Artifact' && o.zone === 'battlefield' && other !== undefined
          ? { attachedTo: other }
          : {}),
        ...(o.card === 'Lost Order of Jarkeld' && o.zone === 'battlefield'
          ? { choices: { opponent: o.controller === 'A' ? 'B' : 'A' } }
          : {}),
      };
    }),
    effects: effects.map((e, i) => {
      const head = {
        source: `src${i}`,
        sourceName: `effect ${i}`,
        controller: e.controller,
        timestamp: e.timestamp,
      };
      const ops = OPS[e.ops] ?? [];
      return e.lockTo === undefined
        ? effectFor(head, { types: ['Creature'] }, ...ops)
        : effectOn({ ...head, on: [`x${e.lockTo % objects.length}`] }, ...ops);
    }),
  }));

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, defaultPool());
  if (!parsed.ok) throw new Error(`${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  return parsed.value.state;
};

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

describe('layer system properties', () => {
  it('CR 613.4c: the timestamps of 7c effects and counters never change P/T; 7b and 7d stay before and after', () => {
    fc.assert(
      fc.property(sublayerCase, ({ c, first, second }) => {
        const a = pt(run(sublayerBoard(c, first)).get('bear'));
        const b = pt(run(sublayerBoard(c, second)).get('bear'));
        expect(a).toBe(expectedPT(c));
        expect(b).toBe(a);
      }),
    );
  });

  it('evaluation is deterministic: the same state gives deep-equal characteristics and traces', () => {
    fc.assert(
      fc.property(randomBoard, (board) => {
        const state = stateOf(board);
        const once = evaluate(state, defaultPool(), { trace: true });
        const again = evaluate(state, defaultPool(), { trace: true });
        const copy = evaluate(structuredClone(state), defaultPool(), { trace: true });
        expect(once.ok).toBe(true);
        expect(again).toEqual(once);
        expect(copy).toEqual(once);
      }),
    );
  });

  it('evaluation never changes the state it is given (deep-frozen, and equal to a copy taken before)', () => {
    fc.assert(
      fc.property(randomBoard, (board) => {
        const state = stateOf(board);
        const before = structuredClone(state);
        deepFreeze(state);
        const result = evaluate(state, defaultPool(), { trace: true });
        expect(result.ok).toBe(true);
        expect(state).toEqual(before);
      }),
    );
  });

  it('CR 613: each island of objects worked out apart is what the whole board gives', () => {
    let islands = 0;
    let whole = 0;
    fc.assert(
      fc.property(randomBoard, fc.boolean(), (board, withEffects) => {
        const state = stateOf(withEffects ? board : { ...board, effects: [] });
        const fast = evaluateByIslands(state, defaultPool());
        const full = evaluate(state, defaultPool(), { trace: true });
        if (!full.ok) throw new Error(full.error.message);
        if (fast === null) whole++;
        else islands++;
        // Twice: the second time every island's characteristics come from what the first worked out.
        if (fast !== null) expect(evaluateByIslands(state, defaultPool())).toEqual(full.value.objects);
        expect(fast ?? full.value.objects).toEqual(full.value.objects);
        expect(evaluate(state, defaultPool()).ok && evaluate(state, defaultPool())).toEqual({
          ok: true,
          value: { objects: full.value.objects, trace: [] },
        });
      }),
      { numRuns: 300 },
    );
    // Both paths were taken: boards in islands, and boards one effect links whole (anthems, lords).
    expect(islands).toBeGreaterThan(5);
    expect(whole).toBeGreaterThan(5);
  });
});
