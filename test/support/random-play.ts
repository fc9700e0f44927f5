import fc from 'fast-check';
import type { Action } from '../../src/engine/action.js';
import { whoActs } from '../../src/engine/stack/priority.js';
import type { GameState } from '../../src/state/types.js';
import { STEPS, ZONE_NAMES } from '../../src/state/vocabulary.js';

/**
 * Random play on boards of real cards: boards with something to cast and draw, and actions of
 * every kind naming what the state has, half the time what `toAct` asks for. The states
 * property (test/state) and the fuzzer (fuzz/) play them.
 */

export const CARDS = [
  'Grizzly Bears',
  'Lightning Bolt',
  'Giant Growth',
  'Prodigal Sorcerer',
  'Doomed Traveler',
  'Typhoid Rats',
  'Falkenrath Noble',
  'Stifle',
  'Serra Angel',
  'Forest',
  'Mountain',
  'Bonesplitter',
  'Llanowar Elves',
  'Ornithopter',
  'Clone',
  'Primal Clay',
  'Opt',
  'Mind Rot',
  'Counterspell',
  'Raise the Alarm',
  'Mogg Fanatic',
  'Elvish Visionary',
  'White Knight',
  'Ensoul Artifact',
  'Holy Strength',
  'Unsummon',
  'Kor Skyfisher',
  'Jackal Pup',
  'Wall of Omens',
  'Glorious Anthem',
] as const;

const PLAYERS = ['A', 'B'] as const;
const POOLS = ['', '{R}{G}{U}{W}{B}{C}{C}', '{U}{U}{R}{G}{G}{W}{W}{C}{C}{C}'] as const;
const COUNTERS = ['+1/+1', '-1/-1', 'charge'] as const;

const rawObject = fc.record({
  card: fc.constantFrom(...CARDS),
  zone: fc.constantFrom('battlefield', 'battlefield', 'hand', 'hand', 'graveyard', 'library', 'exile'),
  controller: fc.constantFrom(...PLAYERS),
  tapped: fc.boolean(),
  damage: fc.nat(2),
  plus: fc.nat(2),
  token: fc.boolean(),
});

/** A board of real cards, none on the stack (a spell is cast there), with what it needs to act. */
export const realBoard = fc
  .record({
    step: fc.constantFrom('upkeep', 'main1', 'main1', 'beginCombat', 'declareAttackers', 'main2', 'end'),
    active: fc.constantFrom(...PLAYERS),
    life: fc.tuple(fc.integer({ min: 3, max: 20 }), fc.integer({ min: 3, max: 20 })),
    pools: fc.tuple(fc.nat(POOLS.length - 1), fc.nat(POOLS.length - 1)),
    objects: fc.array(rawObject, { minLength: 1, maxLength: 10 }),
  })
  .map(({ step, active, life, pools, objects }) => ({
    turn: { number: 3, active, step },
    players: PLAYERS.map((id, i) => ({ id, life: life[i], manaPool: POOLS[pools[i] ?? 0] })),
    objects: [
      ...objects.map((o, i) => ({
        id: `c${i}`,
        card: o.card,
        zone: o.zone,
        controller: o.controller,
        ...(o.zone === 'battlefield' ? { tapped: o.tapped, damage: o.damage } : {}),
        ...(o.plus > 0 ? { counters: { [COUNTERS[o.plus % COUNTERS.length] ?? '+1/+1']: o.plus } } : {}),
        ...(o.token && o.zone === 'battlefield' ? { token: true } : {}),
      })),
      // Something to cast, and libraries to draw from for a few turns (CR 704.5b).
      ...PLAYERS.flatMap((p) => [
        { id: `bolt${p}`, card: 'Lightning Bolt', zone: 'hand', controller: p },
        { id: `bear${p}`, card: 'Grizzly Bears', zone: 'hand', controller: p },
        ...[1, 2, 3, 4].map((n) => ({ id: `lib${p}${n}`, card: 'Mountain', zone: 'library', controller: p })),
      ]),
    ],
  }));

/** The kinds of action tried, players' actions more often than shortcuts, casting most. */
const KINDS = [
  'cast',
  'cast',
  'cast',
  'cast',
  'activate',
  'activate',
  'playLand',
  'tapForMana',
  'pass',
  'resolveStack',
  'advance',
  'advance',
  'declareAttackers',
  'declareBlockers',
  'decide',
  'orderTriggers',
  'discardToHandSize',
  'damage',
  'move',
  'counters',
  'attach',
  'changeControl',
  'regenerate',
  'putOntoBattlefield',
  'resolve',
] as const satisfies readonly Action['kind'][];

export const rawAction = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(),
  b: fc.nat(),
  n: fc.integer({ min: -2, max: 4 }),
  flag: fc.boolean(),
  asked: fc.boolean(),
});

export type RawAction = typeof rawAction extends fc.Arbitrary<infer R> ? R : never;

const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];

/** What `toAct` asks for, answered plainly: pass, put triggers on the stack in order, answer no. */
const asked = (state: GameState): Action | null => {
  const act = whoActs(state);
  switch (act.kind) {
    case 'priority':
      return { kind: 'pass', player: act.player };
    case 'orderTriggers':
      return {
        kind: 'orderTriggers',
        order: state.triggered.filter((t) => t.controller === act.player).map((t) => ({ trigger: t.id })),
      };
    case 'decide':
      return { kind: 'decide', may: false, decisions: [] };
    case 'declareAttackers':
      return { kind: 'declareAttackers', attackers: [] };
    case 'declareBlockers':
      return { kind: 'declareBlockers', blockers: [] };
    default:
      return null;
  }
};

/** An action of any kind, naming what the state has now; half the time, what `toAct` asks for. */
export const actionOf = (state: GameState, r: RawAction): Action => {
  const asAsked = r.asked ? asked(state) : null;
  if (asAsked !== null) return asAsked;
  const ids = state.objects.map((o) => o.id);
  const object = pick(ids, r.a) ?? 'c0';
  const other = pick(ids, r.b) ?? 'c0';
  const targets = [
    ...PLAYERS,
    ...state.objects.filter((o) => o.zone === 'battlefield').map((o) => o.id),
    ...state.stack.map((s) => s.id),
  ];
  const anyone = pick(targets, r.b) ?? 'A';
  const player = pick(PLAYERS, r.b) ?? 'A';
  const holder = state.priority ?? state.turn.active;
  const held = (zone: string) =>
    state.objects.filter((o) => o.zone === zone && o.controller === holder).map((o) => o.id);
  switch (r.kind) {
    case 'pass':
    case 'resolveStack':
      return { kind: r.kind };
    case 'advance':
      return { kind: 'advance', to: pick(STEPS, r.b) ?? 'main1' };
    case 'cast':
      return { kind: 'cast', object: pick(held('hand'), r.a) ?? object, targets: r.flag ? [anyone] : [] };
    case 'activate':
      return {
        kind: 'activate',
        object: pick(held('battlefield'), r.a) ?? object,
        ability: r.b % 2,
        targets: r.flag ? [anyone] : [],
      };
    case 'playLand':
      return { kind: 'playLand', object: pick(held('hand'), r.a) ?? object };
    case 'tapForMana':
      return { kind: 'tapForMana', object: pick(held('battlefield'), r.a) ?? object };
    case 'declareAttackers': {
      const mine = state.objects.filter(
        (o) => o.zone === 'battlefield' && o.controller === state.turn.active,
      );
      return {
        kind: 'declareAttackers',
        attackers: mine.filter((_, i) => (r.a >> i) & 1).map((o) => ({ attacker: o.id })),
      };
    }
    case 'declareBlockers':
      return { kind: 'declareBlockers', blockers: [{ blocker: object, attacker: other }] };
    case 'decide':
      return { kind: 'decide', may: r.flag };
    case 'orderTriggers':
      return { kind: 'orderTriggers', order: state.triggered.map((t) => ({ trigger: t.id })) };
    case 'discardToHandSize':
      return { kind: 'discardToHandSize', cards: held('hand').slice(0, 1) };
    case 'damage':
      return { kind: 'damage', source: object, to: [{ to: anyone, amount: Math.max(0, r.n) }] };
    case 'move':
      return { kind: 'move', object, to: pick(ZONE_NAMES, r.b) ?? 'graveyard' };
    case 'counters':
      return { kind: 'counters', object, counter: pick(COUNTERS, r.b) ?? '+1/+1', amount: r.n };
    case 'attach':
      return { kind: 'attach', object, to: other };
    case 'changeControl':
      return { kind: 'changeControl', object, to: player, untilEndOfTurn: r.flag };
    case 'regenerate':
      return { kind: 'regenerate', object };
    case 'putOntoBattlefield':
      return { kind: 'putOntoBattlefield', object, controller: player };
    case 'resolve':
      return {
        kind: 'resolve',
        source: pick(CARDS, r.a) ?? 'Lightning Bolt',
        controller: player,
        targets: [anyone],
      };
  }
};
