import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { generatorFrom } from '../../src/engine/zones/random.js';
import { concreteAction, type RandomSeed, randomAction } from '../../src/game/concrete.js';
import type { LegalActions, LegalEntry } from '../../src/game/types.js';
import { board, listed } from '../support/listed.js';
import { play, pool, stateOf } from '../support/play.js';

/** Rows of what legalActions lists, each citing the rule that decides it. */

const entry = (legal: LegalActions, kind: string, object?: string): LegalEntry | undefined =>
  legal.entries.find(
    (e) =>
      e.kind === kind && (object === undefined || ('object' in e.example && e.example.object === object)),
  );

const lands = [
  { id: 'm1', card: 'Mountain' },
  { id: 'm2', card: 'Mountain' },
  { id: 'm3', card: 'Mountain' },
];

describe('legalActions (issue 14)', () => {
  it('CR 117.1a: a sorcery-speed creature spell is listed in a main phase, not in the beginning of combat; an instant in both', () => {
    const hand = [
      ...lands,
      { id: 'bears', card: 'Grizzly Bears', zone: 'hand' },
      { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' },
    ];
    const forest = [
      { id: 'f', card: 'Forest' },
      { id: 'f2', card: 'Forest' },
    ];
    const main = listed(board('main1', [...hand, ...forest]));
    const combat = listed(board('beginCombat', [...hand, ...forest]));
    expect(entry(main, 'cast', 'bears')).toBeDefined();
    expect(entry(combat, 'cast', 'bears')).toBeUndefined();
    expect(entry(combat, 'cast', 'bolt')).toBeDefined();
  });

  it("CR 117.1b: Prodigal Sorcerer's ability is listed for its controller with each legal target", () => {
    const legal = listed(
      board('main1', [
        { id: 'tim', card: 'Prodigal Sorcerer' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      ]),
    );
    expect(entry(legal, 'activate', 'tim')?.choices.targets).toEqual([['A', 'B', 'tim', 'bear']]);
  });

  it('CR 305.2: one land a turn: a land is listed, and not once one was played', () => {
    const objects = [
      { id: 'forest', card: 'Forest', zone: 'hand' },
      { id: 'forest2', card: 'Forest', zone: 'hand' },
    ];
    const state = board('main1', objects);
    const legal = listed(state);
    const play = entry(legal, 'playLand', 'forest');
    expect(play).toBeDefined();
    const after = apply(state, pool, play?.example ?? { kind: 'pass' });
    if (!after.ok) throw new Error(after.error.message);
    expect(entry(listed(after.value.state), 'playLand')).toBeUndefined();
    expect(apply(after.value.state, pool, { kind: 'playLand', object: 'forest2' }).ok).toBe(false);
  });

  it("CR 302.6: a creature that came under its controller's control this turn is not among the attackers; haste lets Raging Goblin attack", () => {
    const state = board('declareAttackers', [
      { id: 'old', card: 'Grizzly Bears' },
      { id: 'new', card: 'Grizzly Bears', controlledSince: 4 },
      { id: 'goblin', card: 'Raging Goblin', controlledSince: 4 },
    ]);
    const attackers = entry(listed(state), 'declareAttackers')?.choices.attackers?.map((o) => o.creature);
    expect(attackers).toEqual(['old', 'goblin']);
    expect(apply(state, pool, { kind: 'declareAttackers', attackers: [{ attacker: 'new' }] }).ok).toBe(false);
  });

  it('CR 508.1d: two creatures that attack each combat if able, beside one that came under control this turn: the listed example attacks with both, and neither alone is listed as the example', () => {
    const state = board('declareAttackers', [
      { id: 'bird1', card: 'Akoum Firebird' },
      { id: 'bird2', card: 'Akoum Firebird' },
      { id: 'new', card: 'Grizzly Bears', controlledSince: 4 },
    ]);
    const declared = entry(listed(state), 'declareAttackers');
    expect(declared?.example).toEqual({
      kind: 'declareAttackers',
      attackers: [
        { attacker: 'bird1', attacking: 'B' },
        { attacker: 'bird2', attacking: 'B' },
      ],
    });
    expect(declared?.choices.attackers?.map((o) => o.creature)).toEqual(['bird1', 'bird2']);
  });

  it('CR 509.1c: two Spirespines, which block each combat if able, beside a tapped creature: the listed example blocks with both', () => {
    const state = board(
      'declareBlockers',
      [
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'spine1', card: 'Spirespine', controller: 'B' },
        { id: 'spine2', card: 'Spirespine', controller: 'B' },
        { id: 'tapped', card: 'Grizzly Bears', controller: 'B', tapped: true },
      ],
      { combat: { attackers: [{ id: 'bears', attacking: 'B' }] } },
    );
    const declared = entry(listed(state), 'declareBlockers');
    expect(declared?.example).toEqual({
      kind: 'declareBlockers',
      blockers: [
        { blocker: 'spine1', attacker: 'bears' },
        { blocker: 'spine2', attacker: 'bears' },
      ],
    });
  });

  it.each([
    ['Stoke the Flames', 'convoke', '702.51a'],
    ['Treasure Cruise', 'delve', '702.66a'],
    ['Reverse Engineer', 'improvise', '702.126a'],
  ])(
    '%s: a card in hand whose %s could pay for it is named in notListed (CR %s), never left out in silence',
    (card, keyword, rule) => {
      const legal = listed(board('main1', [...lands, { id: 'spell', card, zone: 'hand' }]));
      expect(legal.notListed).toContainEqual({
        object: 'spell',
        reason: `paying with ${keyword} is not tried (${rule})`,
      });
    },
  );

  it("CR 601.2c: Giant Growth's slot holds creatures only, not players", () => {
    const legal = listed(
      board('main1', [
        { id: 'f', card: 'Forest' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'gg', card: 'Giant Growth', zone: 'hand' },
      ]),
    );
    const growth = entry(legal, 'cast', 'gg');
    expect(growth?.choices.targets).toEqual([['bear']]);
    expect(growth && apply(board('main1', []), pool, concreteAction(growth, { targets: ['A'] })).ok).toBe(
      false,
    );
  });

  it('CR 107.3: Blaze with three Mountains has X from 0 to 2; X = 3 is refused', () => {
    const state = board('main1', [...lands, { id: 'blaze', card: 'Blaze', zone: 'hand' }]);
    const blaze = entry(listed(state), 'cast', 'blaze');
    expect(blaze?.choices.x).toEqual({ min: 0, max: 2 });
    expect(blaze && apply(state, pool, concreteAction(blaze, { x: 3, targets: ['B'] })).ok).toBe(false);
    expect(blaze && apply(state, pool, concreteAction(blaze, { x: 2, targets: ['B'] })).ok).toBe(true);
  });

  it('CR 601.2b-c, 107.3a: Thrive ("each of X target creatures") is listed once per number of targets, X that number; a wrong number is refused citing 601.2c', () => {
    const forests = ['f1', 'f2', 'f3'].map((id) => ({ id, card: 'Forest' }));
    const state = board('main1', [
      ...forests,
      { id: 'thrive', card: 'Thrive', zone: 'hand' },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elf', card: 'Llanowar Elves', controller: 'B' },
    ]);
    const thrives = listed(state).entries.filter((e) => e.kind === 'cast');
    // Thrive, the only spell in hand; three Forests pay {X}{G} up to X 2: one entry each for no target, one and two.
    expect(thrives.map((e) => [e.choices.targets?.length ?? 0, e.choices.x])).toEqual([
      [0, { min: 0, max: 0 }],
      [1, { min: 1, max: 1 }],
      [2, { min: 2, max: 2 }],
    ]);
    const two = thrives[2];
    const wrong = two && apply(state, pool, concreteAction(two, { x: 2, targets: ['bear'] }));
    expect(wrong?.ok === false && wrong.error.rule).toBe('601.2c');
    expect(two && apply(state, pool, concreteAction(two, { x: 2, targets: ['bear', 'elf'] })).ok).toBe(true);
  });

  it('CR 601.2b, 118.3: Cruel Sadist\'s "Remove X +1/+1 counters from [this]" with two on it is listed with X from 0 to 2', () => {
    const swamps = ['s1', 's2', 's3'].map((id) => ({ id, card: 'Swamp' }));
    const state = board('main1', [
      ...swamps,
      { id: 'sadist', card: 'Cruel Sadist', counters: { '+1/+1': 2 } },
    ]);
    const removing = listed(state).entries.find(
      (e) => e.kind === 'activate' && e.example.kind === 'activate' && e.example.ability === 1,
    );
    expect(removing?.choices.x).toEqual({ min: 0, max: 2 });
  });

  it("CR 509.1: Grizzly Bears can't block Serra Angel (flying, 702.9b); it can block Grizzly Bears", () => {
    const state = stateOf({
      turn: { number: 4, active: 'A', step: 'declareBlockers' },
      objects: [
        { id: 'angel', card: 'Serra Angel' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'wall', card: 'Grizzly Bears', controller: 'B' },
      ],
      combat: {
        attackers: [
          { id: 'angel', attacking: 'B' },
          { id: 'bear', attacking: 'B' },
        ],
        blockers: null,
      },
    });
    const blockers = entry(listed(state), 'declareBlockers')?.choices.blockers;
    expect(blockers).toEqual([{ creature: 'wall', against: ['bear'] }]);
  });

  it("CR 117.1: random actions drawn from the list are accepted; once A passes, B holds priority and A's cast is refused", () => {
    const state = board('main1', [...lands, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }]);
    const legal = listed(state);
    expect(legal.player).toBe('A');
    let seed: RandomSeed = 7;
    for (let i = 0; i < 20; i++) {
      const drawn = randomAction(legal, seed);
      if (!drawn.ok) throw new Error(drawn.error.message);
      seed = drawn.value.seed;
      expect(apply(state, pool, drawn.value.action).ok).toBe(true);
    }
    const passed = apply(
      board('upkeep', [...lands, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }]),
      pool,
      { kind: 'pass' },
    );
    if (!passed.ok) throw new Error(passed.error.message);
    expect(listed(passed.value.state).player).toBe('B');
    expect(entry(listed(passed.value.state), 'cast', 'bolt')).toBeUndefined();
    expect(
      apply(passed.value.state, pool, { kind: 'cast', object: 'bolt', targets: ['B'], sources: 'auto' }).ok,
    ).toBe(false);
  });

  it("CR 701.24a: randomAction draws from the game's own generator: a seed and the generator's state at that seed draw alike", () => {
    const legal = listed(board('main1', [...lands, { id: 'bolt', card: 'Lightning Bolt', zone: 'hand' }]));
    const bySeed = randomAction(legal, 11);
    const byState = randomAction(legal, [...generatorFrom(11).getState()]);
    expect(byState).toEqual(bySeed);
    if (!bySeed.ok) throw new Error(bySeed.error.message);
    // The state it returns is the generator's own form (GameState.random), and it moved on.
    expect(bySeed.value.seed).toHaveLength(4);
    expect(bySeed.value.seed).not.toEqual([...generatorFrom(11).getState()]);
  });

  it("CR 701.22a, 608.2d, Augury Owl: the scry's question lists each of its 24 answers, each one apply accepts", () => {
    const library = Array.from({ length: 4 }, (_, i) => ({
      id: `c${i + 1}`,
      card: 'Grizzly Bears',
      zone: 'library',
    }));
    const start = board('main1', [{ id: 'owl', card: 'Augury Owl', zone: 'hand' }, ...library]);
    const asked = play(start, [{ kind: 'putOntoBattlefield', object: 'owl' }]);
    if (asked.refusal) throw new Error(asked.refusal.message);
    const legal = listed(asked.state);
    expect(legal.player).toBe('A');
    expect(legal.entries).toHaveLength(24);
    for (const e of legal.entries) {
      expect(e.kind).toBe('decide');
      expect(apply(asked.state, pool, e.example).ok).toBe(true);
    }
  });

  it('CR 702.95a, 603.5, Druid\'s Familiar entering beside Grizzly Bears and Llanowar Elves: "you may pair" lists yes and no, then each creature to pair it with', () => {
    const start = board('main1', [
      { id: 'familiar', card: "Druid's Familiar", zone: 'hand' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]);
    const asked = play(start, [{ kind: 'putOntoBattlefield', object: 'familiar' }]);
    if (asked.refusal) throw new Error(asked.refusal.message);
    const may = listed(asked.state).entries.map((e) => e.example);
    expect(may).toEqual([
      { kind: 'decide', player: 'A', may: true },
      { kind: 'decide', player: 'A', may: false },
    ]);
    const yes = apply(asked.state, pool, { kind: 'decide', player: 'A', may: true });
    if (!yes.ok) throw new Error(yes.error.message);
    const which = listed(yes.value.state).entries;
    expect(which.map((e) => e.example)).toEqual([
      { kind: 'decide', player: 'A', decisions: [{ chosen: ['bears'] }] },
      { kind: 'decide', player: 'A', decisions: [{ chosen: ['elves'] }] },
    ]);
    for (const e of which) expect(apply(yes.value.state, pool, e.example).ok).toBe(true);
  });

  it('CR 614.12, 205.3m, Adaptive Automaton: any creature type is one entry with its question; random answers name a creature type and are accepted', () => {
    const start = stateOf({
      turn: { number: 4, active: 'A', step: 'main1' },
      players: [{ id: 'A', manaPool: '{C}{C}{C}' }, { id: 'B' }],
      objects: [{ id: 'auto', card: 'Adaptive Automaton', zone: 'hand' }],
    });
    const asked = play(start, [{ kind: 'cast', object: 'auto', sources: 'auto' }]);
    if (asked.refusal) throw new Error(asked.refusal.message);
    const legal = listed(asked.state);
    const [only, ...more] = legal.entries;
    expect(more).toEqual([]);
    expect(only?.choices.question).toEqual({ kind: 'entryChoice', field: 'creatureType', options: null });
    if (!only) throw new Error('no entry');
    expect(legal.check(concreteAction(only, { answer: { choices: { creatureType: 'Elf' } } })).ok).toBe(true);
    expect(legal.check(concreteAction(only, { answer: { choices: { creatureType: 'Forest' } } })).ok).toBe(
      false,
    );
    let seed: RandomSeed = 3;
    for (let i = 0; i < 5; i++) {
      const drawn = randomAction(legal, seed);
      if (!drawn.ok) throw new Error(drawn.error.message);
      seed = drawn.value.seed;
      expect(drawn.value.action).toMatchObject({
        kind: 'decide',
        choices: { creatureType: expect.any(String) },
      });
      expect(apply(asked.state, pool, drawn.value.action).ok).toBe(true);
    }
  });

  it('CR 700.2a, Boros Charm ("Choose one —"): one entry for each mode, with that mode\'s targets; each example is accepted', () => {
    const state = board('main1', [
      { id: 'm', card: 'Mountain' },
      { id: 'p', card: 'Plains' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'charm', card: 'Boros Charm', zone: 'hand' },
    ]);
    const legal = listed(state);
    const charms = legal.entries.filter((e) => e.kind === 'cast');
    expect(charms.map((e) => e.example.kind === 'cast' && e.example.modes)).toEqual([[0], [1], [2]]);
    // "4 damage to target player or planeswalker"; no targets; "target creature gains double strike".
    expect(charms.map((e) => e.choices.targets ?? [])).toEqual([[['A', 'B']], [], [['bear']]]);
    for (const e of charms) expect(apply(state, pool, e.example).ok).toBe(true);
    expect(legal.notListed).toEqual([]);
  });

  it('CR 601.2c, 115.3, Downpour ("Tap up to three target creatures"): none, one, two and three targets are listed, each slot with the three creatures; nothing is left unlisted', () => {
    const state = board('main1', [
      { id: 'i1', card: 'Island' },
      { id: 'i2', card: 'Island' },
      { id: 'b1', card: 'Grizzly Bears', controller: 'B' },
      { id: 'b2', card: 'Grizzly Bears', controller: 'B' },
      { id: 'b3', card: 'Grizzly Bears', controller: 'B' },
      { id: 'downpour', card: 'Downpour', zone: 'hand' },
    ]);
    const legal = listed(state);
    const casts = legal.entries.filter((e) => e.kind === 'cast');
    expect(casts.map((e) => (e.example.kind === 'cast' ? e.example.targets?.length : -1))).toEqual([
      0, 1, 2, 3,
    ]);
    const three = casts[3];
    expect(three?.choices.targets).toEqual([
      ['b1', 'b2', 'b3'],
      ['b1', 'b2', 'b3'],
      ['b1', 'b2', 'b3'],
    ]);
    expect(legal.notListed).toEqual([]);
    for (const e of casts) expect(apply(state, pool, e.example).ok).toBe(true);
    // CR 115.3: a creature is chosen once for the one word "target"; any order of the three is accepted.
    expect(three && legal.check(concreteAction(three, { targets: ['b3', 'b1', 'b2'] })).ok).toBe(true);
    expect(three && legal.check(concreteAction(three, { targets: ['b1', 'b1', 'b2'] })).ok).toBe(false);
  });

  it('CR 601.2d, Forked Bolt ("2 damage divided as you choose among one or two targets"): one target takes it all; two are announced with a division, each at least 1', () => {
    const state = board('main1', [
      { id: 'm', card: 'Mountain' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
      { id: 'fork', card: 'Forked Bolt', zone: 'hand' },
    ]);
    const legal = listed(state);
    const [one, two] = legal.entries.filter((e) => e.kind === 'cast');
    expect(one?.example).toEqual({ kind: 'cast', object: 'fork', sources: 'auto', targets: ['A'] });
    expect(two?.example).toMatchObject({ targets: ['A', 'B'], division: { A: 1, B: 1 } });
    expect(two?.choices.divide).toEqual({ amount: 2 });
    const atBear = two && concreteAction(two, { targets: ['B', 'bear'] });
    expect(atBear).toMatchObject({ division: { B: 1, bear: 1 } });
    expect(atBear && legal.check(atBear).ok).toBe(true);
    // CR 601.2d: each target is given at least 1.
    const uneven = two && concreteAction(two, { targets: ['B', 'bear'], shares: { B: 2, bear: 0 } });
    expect(uneven && legal.check(uneven).ok).toBe(false);
  });

  it('CR 602.2b, Goblin Bombardment ("Sacrifice a creature: 1 damage to any target"): the creatures it may sacrifice are listed under choices.costs, a land is not', () => {
    const state = board('main1', [
      { id: 'bomb', card: 'Goblin Bombardment' },
      { id: 'bear', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'forest', card: 'Forest' },
    ]);
    const legal = listed(state);
    const bombard = entry(legal, 'activate', 'bomb');
    expect(bombard?.example).toMatchObject({ costs: { sacrifice: ['bear'] }, targets: ['A'] });
    expect(bombard?.choices.costs).toEqual({ sacrifice: ['bear', 'elves'] });
    const elves = bombard && concreteAction(bombard, { targets: ['B'], costs: { sacrifice: ['elves'] } });
    expect(elves && legal.check(elves).ok).toBe(true);
    const forest = bombard && concreteAction(bombard, { costs: { sacrifice: ['forest'] } });
    expect(forest && legal.check(forest).ok).toBe(false);
    // CR 605.1a: Ashnod's Altar's mana ability takes a creature chosen: named, not searched.
    const altar = listed(
      board('main1', [
        { id: 'altar', card: "Ashnod's Altar" },
        { id: 'bear', card: 'Grizzly Bears' },
      ]),
    );
    expect(altar.notListed).toEqual([{ object: 'altar', reason: 'its cost takes objects chosen (602.2b)' }]);
  });

  it('CR 603.3b-d, three Martial Laws ("At the beginning of your upkeep, tap target creature"): each ability\'s target is found in turn, and each slot lists the bear', () => {
    const start = board('untap', [
      { id: 'l1', card: 'Martial Law' },
      { id: 'l2', card: 'Martial Law' },
      { id: 'l3', card: 'Martial Law' },
      { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    ]);
    const upkeep = apply(start, pool, { kind: 'advance', to: 'upkeep' });
    if (!upkeep.ok) throw new Error(upkeep.error.message);
    const legal = listed(upkeep.value.state);
    const order = entry(legal, 'orderTriggers');
    expect(order?.choices.targets).toEqual([['bear'], ['bear'], ['bear']]);
    expect(order && apply(upkeep.value.state, pool, order.example).ok).toBe(true);
  });
});
