import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { concreteAction, type RandomSeed, randomAction } from '../../src/game/concrete.js';
import type { LegalActions, LegalEntry, TriggerWays } from '../../src/game/types.js';
import type { GameState } from '../../src/state/types.js';
import { listed, main } from '../support/listed.js';
import { play, pool } from '../support/play.js';

/**
 * Rows of the ways legalActions lists for triggered abilities as they go on the stack (CR
 * 603.3b-d): their modes (700.2b) and several targets (115.1, 601.2c-d), and of spells with
 * several targets, each from a real card's printed text.
 */

/** The state once `object` enters the battlefield, its controller to put its triggered ability on the stack. */
const entered = (objects: readonly object[], object: string): GameState => {
  const done = play(main(objects), [{ kind: 'putOntoBattlefield', object }]);
  if (done.refusal) throw new Error(done.refusal.message);
  return done.state;
};

const orderEntry = (legal: LegalActions): LegalEntry => {
  const found = legal.entries.find((e) => e.kind === 'orderTriggers');
  if (found === undefined) throw new Error('no orderTriggers entry');
  return found;
};

/** Each way of one ability: its modes and its target slots. */
const waysOf = (t: TriggerWays | undefined) =>
  t?.ways.map((w) => ({ modes: w.example.modes, targets: w.targets }));

const theirBear = { id: 'bear', card: 'Grizzly Bears', controller: 'B' };
const myBear = { id: 'mine', card: 'Grizzly Bears' };

describe('legalActions: triggered abilities with modes and several targets (CR 603.3c-d)', () => {
  it('CR 603.3c, 700.2b, Pollenbright Druid ("choose one — Put a +1/+1 counter on target creature; or Proliferate"): a way for each mode, the first with its creatures; a player is refused there', () => {
    const state = entered([{ id: 'druid', card: 'Pollenbright Druid', zone: 'hand' }, theirBear], 'druid');
    const legal = listed(state);
    const entry = orderEntry(legal);
    const [druid] = entry.choices.triggers ?? [];
    expect(waysOf(druid)).toEqual([
      { modes: [0], targets: [['bear', 'druid']] },
      { modes: [1], targets: [] },
    ]);
    // The short form of targets is left out: the ability has modes.
    expect(entry.choices.targets).toBeUndefined();
    expect(apply(state, pool, entry.example).ok).toBe(true);
    const id = druid?.trigger ?? '';
    for (const way of druid?.ways ?? [])
      expect(legal.check({ kind: 'orderTriggers', order: [way.example] }).ok).toBe(true);
    const proliferate = concreteAction(entry, { triggers: { [id]: { modes: [1] } } });
    expect(legal.check(proliferate).ok).toBe(true);
    const atPlayer = concreteAction(entry, { triggers: { [id]: { modes: [0], targets: ['B'] } } });
    expect(legal.check(atPlayer).ok).toBe(false);
  });

  it('CR 700.2b, 115.3, Storvald, Frost Giant Jarl ("choose one or both — Target creature ... 7/7; Target creature ... 1/1"): both modes take two slots, and one creature may be chosen for each word "target"', () => {
    const state = entered(
      [{ id: 'jarl', card: 'Storvald, Frost Giant Jarl', zone: 'hand' }, theirBear],
      'jarl',
    );
    const legal = listed(state);
    const entry = orderEntry(legal);
    const [jarl] = entry.choices.triggers ?? [];
    const creatures = ['bear', 'jarl'];
    expect(waysOf(jarl)).toEqual([
      { modes: [0], targets: [creatures] },
      { modes: [1], targets: [creatures] },
      { modes: [0, 1], targets: [creatures, creatures] },
    ]);
    const id = jarl?.trigger ?? '';
    const both = (targets: string[]) =>
      concreteAction(entry, { triggers: { [id]: { modes: [0, 1], targets } } });
    expect(legal.check(both(['jarl', 'bear'])).ok).toBe(true);
    expect(legal.check(both(['bear', 'bear'])).ok).toBe(true);
    expect(legal.check(both(['bear', 'B'])).ok).toBe(false);
  });

  it('CR 601.2d, 603.3d, Inferno Titan ("3 damage divided as you choose among one, two, or three targets"): one, two and three targets, the division announced for two or more', () => {
    const state = entered([{ id: 'titan', card: 'Inferno Titan', zone: 'hand' }, theirBear], 'titan');
    const legal = listed(state);
    const entry = orderEntry(legal);
    const [titan] = entry.choices.triggers ?? [];
    const any = ['A', 'B', 'bear', 'titan'];
    expect(titan?.ways.map((w) => [w.targets, w.divide])).toEqual([
      [[any], undefined],
      [[any, any], { amount: 3 }],
      [[any, any, any], { amount: 3 }],
    ]);
    expect(titan?.ways[2]?.example).toMatchObject({
      targets: ['A', 'B', 'bear'],
      division: { A: 1, B: 1, bear: 1 },
    });
    const id = titan?.trigger ?? '';
    const at = (targets: string[], shares?: Record<string, number>) =>
      concreteAction(entry, { triggers: { [id]: { targets, ...(shares ? { shares } : {}) } } });
    expect(at(['B', 'bear'])).toMatchObject({ order: [{ trigger: id, division: { B: 2, bear: 1 } }] });
    expect(legal.check(at(['B', 'bear'])).ok).toBe(true);
    expect(legal.check(at(['B', 'bear'], { B: 1, bear: 2 })).ok).toBe(true);
    // CR 601.2d: each target is given at least 1.
    expect(legal.check(at(['B', 'bear'], { B: 3, bear: 0 })).ok).toBe(false);
    // CR 115.3: one target chosen twice for the word "target".
    expect(legal.check(at(['B', 'B', 'bear'])).ok).toBe(false);
  });

  it('CR 603.3b-d, two Retreats to Kazandu ("Landfall — ... choose one — Put a +1/+1 counter on target creature; or You gain 2 life"): random actions name both, in some order, each with a way, and are accepted', () => {
    const start = main([
      { id: 'r1', card: 'Retreat to Kazandu' },
      { id: 'r2', card: 'Retreat to Kazandu' },
      { id: 'forest', card: 'Forest', zone: 'hand' },
      theirBear,
      myBear,
    ]);
    const landed = apply(start, pool, { kind: 'playLand', object: 'forest' });
    if (!landed.ok) throw new Error(landed.error.message);
    const legal = listed(landed.value.state);
    const entry = orderEntry(legal);
    expect(entry.choices.triggers?.map((t) => t.ways.map((w) => w.example.modes))).toEqual([
      [[0], [1]],
      [[0], [1]],
    ]);
    let seed: RandomSeed = 5;
    const drawnModes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const drawn = randomAction(legal, seed);
      if (!drawn.ok) throw new Error(drawn.error.message);
      seed = drawn.value.seed;
      const action = drawn.value.action;
      if (action.kind !== 'orderTriggers') throw new Error(action.kind);
      expect(action.order).toHaveLength(2);
      for (const o of action.order) drawnModes.add(JSON.stringify(o.modes));
      expect(apply(landed.value.state, pool, action).ok).toBe(true);
    }
    expect([...drawnModes].sort()).toEqual(['[0]', '[1]']);
  });

  it('CR 603.3c, 700.2b, Shambling Ghast dies ("choose one — Target creature an opponent controls gets -1/-1; or Create a Treasure token"): a way for each mode', () => {
    const state = main([{ id: 'ghast', card: 'Shambling Ghast' }, theirBear]);
    const died = play(state, [{ kind: 'move', object: 'ghast', to: 'graveyard' }]);
    if (died.refusal) throw new Error(died.refusal.message);
    const entry = orderEntry(listed(died.state));
    expect(waysOf(entry.choices.triggers?.[0])).toEqual([
      { modes: [0], targets: [['bear']] },
      { modes: [1], targets: [] },
    ]);
  });
});

describe('legalActions: spells with several targets (CR 601.2c, 115.1)', () => {
  it('CR 115.1, 601.2c, Prey Upon ("Target creature you control fights target creature you don\'t control"): each word\'s slot, and a second target refused at its own place', () => {
    const state = main([
      { id: 'f', card: 'Forest' },
      myBear,
      theirBear,
      { id: 'prey', card: 'Prey Upon', zone: 'hand' },
    ]);
    const legal = listed(state);
    const prey = legal.entries.find((e) => e.kind === 'cast');
    expect(prey?.choices.targets).toEqual([['mine'], ['bear']]);
    const wrong = apply(state, pool, {
      kind: 'cast',
      object: 'prey',
      targets: ['mine', 'mine'],
      sources: 'auto',
    });
    expect(wrong.ok ? null : wrong.error.path).toBe('$.targets[1]');
  });
});
