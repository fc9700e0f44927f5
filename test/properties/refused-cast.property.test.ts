import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALTERNATIVE_COSTS } from '../../src/effects/types.js';
import { apply } from '../../src/engine/apply.js';
import type { CastAction } from '../../src/engine/casting/cast-action.js';
import type { ManaActivation } from '../../src/engine/casting/mana-abilities.js';
import type { RulesError } from '../../src/result.js';
import type { GameState, PlayerId } from '../../src/state/types.js';
import { STEPS, type Step } from '../../src/state/vocabulary.js';
import { pool, stateOf } from '../support/play.js';
import { RULE } from './refusal.js';

/**
 * CR 601.2, 732 ("an illegal choice undoes the whole cast"): random casts on random boards,
 * at any step and by either player: of any object, the card in hand or not, with targets, X,
 * sources, kicker and alternative costs that may or may not be legal. A refused cast cites a
 * rule and the path of the fault in the action, and leaves the game exactly as it was; an
 * accepted one puts the spell on the stack. `apply` never changes the state it is given.
 */

const RUNS = 1000;

/** Cards in hand: creatures, instants, sorceries, Auras, X spells, targeted spells, kicker, evoke and dash, a land, {0}. */
const HAND = [
  'Grizzly Bears',
  'Llanowar Elves',
  'Kitchen Finks',
  'Hill Giant',
  'Ornithopter',
  'Lightning Bolt',
  'Shock',
  'Giant Growth',
  'Doom Blade',
  'Unsummon',
  'Cancel',
  'Essence Scatter',
  'Mutagenic Growth',
  'Dismember',
  'Divination',
  'Mind Rot',
  'Lava Axe',
  'Wrath of God',
  'Raise the Alarm',
  'Blaze',
  'Endless One',
  'Walking Ballista',
  'Holy Strength',
  'Spectral Flight',
  'Firebreathing',
  'Gatekeeper of Malakir',
  'Mulldrifter',
  'Goblin Heelcutter',
  'Forest',
  // An ability the compiler doesn't read: the cast is refused as unsupported, never half done.
  'Rancor',
];
const BATTLEFIELD = [
  'Forest',
  'Mountain',
  'Island',
  'Swamp',
  'Plains',
  'Grizzly Bears',
  'Llanowar Elves',
  'Sol Ring',
];
const RICH = '{U}{U}{B}{B}{R}{R}{G}{G}{W}{W}{C}{C}';
const POOLS = ['', '{R}', '{G}{G}', '{W}{U}{B}{R}{G}{C}{C}{C}', RICH];

/** One in `n`. */
const rarely = (n: number) => fc.nat(n - 1).map((k) => k === 0);
/** Absent, except one time in `n`. */
const rarelyGiven = <T>(arb: fc.Arbitrary<T>, n: number) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: n - 1 }, { arbitrary: arb, weight: 1 });
/**
 * `usual` nine times in ten, else any of `all`: each part of a case is mostly what a legal cast
 * has, so that a case is often legal as a whole and each way of going wrong is tried on its own.
 */
const mostly = <T>(usual: T, all: readonly T[]) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 9 }, { arbitrary: fc.constantFrom(...all), weight: 1 });

interface Card {
  readonly card: string;
  readonly zone: 'hand' | 'battlefield' | 'graveyard' | 'library';
  /** Its owner: mostly the player who holds priority, so that most casts can be legal. */
  readonly holders: boolean;
  readonly tapped: boolean;
}

const cardArb = (zone: Card['zone'], names: readonly string[]): fc.Arbitrary<Card> =>
  fc.record({
    card: fc.constantFrom(...names),
    zone: fc.constant(zone),
    holders: mostly(true, [false]),
    tapped: rarely(4),
  });

const boardArb = fc.record({
  hand: fc.array(cardArb('hand', HAND), { minLength: 1, maxLength: 5 }),
  battlefield: fc.array(cardArb('battlefield', BATTLEFIELD), { maxLength: 6 }),
  elsewhere: fc.array(fc.oneof(cardArb('graveyard', HAND), cardArb('library', HAND)), { maxLength: 2 }),
  // Mostly a main phase with the active player holding priority and the stack empty.
  step: mostly<Step>('main1', STEPS),
  active: mostly<PlayerId>('A', ['B']),
  /** Priority given otherwise than by default (the active player): to the other player, or to none. */
  priority: rarelyGiven(fc.constantFrom<'other' | null>('other', null), 10),
  spellOnStack: rarely(8),
  pools: fc.tuple(mostly(RICH, POOLS), fc.constantFrom(...POOLS)),
  life: fc.integer({ min: 1, max: 20 }),
});
type Board = typeof boardArb extends fc.Arbitrary<infer B> ? B : never;

const other = (p: PlayerId): PlayerId => (p === 'A' ? 'B' : 'A');
/** Who holds priority, or would if the step has it: the one whose cards the board mostly holds. */
const holder = (b: Board): PlayerId => (b.priority === 'other' ? other(b.active) : b.active);
const cardsOf = (b: Board): Card[] => [...b.hand, ...b.battlefield, ...b.elsewhere];
const idsOf = (b: Board): string[] => cardsOf(b).map((_, i) => `o${i}`);

const boardFile = (b: Board) => ({
  turn: { number: 3, active: b.active, step: b.step },
  players: [
    { id: holder(b), manaPool: b.pools[0], life: b.life },
    { id: other(holder(b)), manaPool: b.pools[1] },
  ].sort((p, q) => p.id.localeCompare(q.id)),
  objects: [
    ...cardsOf(b).map((c, i) => ({
      id: `o${i}`,
      card: c.card,
      zone: c.zone,
      owner: c.holders ? holder(b) : other(holder(b)),
      ...(c.tapped && c.zone === 'battlefield' ? { tapped: true } : {}),
    })),
    ...(b.spellOnStack
      ? [{ id: 'held', card: 'Grizzly Bears', zone: 'stack', owner: other(holder(b)) }]
      : []),
  ],
  ...(b.spellOnStack ? { stack: ['held'] } : {}),
  ...(b.priority === undefined ? {} : { priority: b.priority === null ? null : holder(b) }),
});

const creatures = (b: Board): string[] =>
  cardsOf(b).flatMap((c, i) =>
    c.zone === 'battlefield' && pool.get(c.card)?.data.types.includes('Creature') ? [`o${i}`] : [],
  );

/** Whether casting the card asks for targets: a targeted instant or sorcery, or an Aura (303.4a). */
const targeted = (card: string): boolean =>
  (pool.get(card)?.abilities ?? []).some(
    (a) => (a.kind === 'spell' && a.targets !== null) || a.kind === 'enchant',
  );

const hasX = (card: string | undefined): boolean =>
  card !== undefined && (pool.get(card)?.data.manaCost ?? '').includes('{X}');

/** An id of the board, a player, or one nobody has. */
const someId = (b: Board) => fc.constantFrom(...idsOf(b), 'A', 'B', 'held', 'nobody');

/**
 * A mana ability to activate: mostly one of the caster's untapped lands, named bare as a land's
 * one ability is; sometimes any object, with any ability number and mana, legal or not.
 */
const activationArb = (b: Board): fc.Arbitrary<ManaActivation> => {
  const lands = cardsOf(b).flatMap((c, i) =>
    c.zone === 'battlefield' && c.holders && !c.tapped && pool.get(c.card)?.data.types.includes('Land')
      ? [`o${i}`]
      : [],
  );
  const any = fc
    .record({
      object: someId(b),
      ability: rarelyGiven(fc.integer({ min: -1, max: 2 }), 2),
      mana: rarelyGiven(fc.constantFrom('{G}', '{R}', '{C}{C}', 'G', '{S}'), 2),
    })
    .map(({ object, ability, mana }) => ({
      object,
      ...(ability === undefined ? {} : { ability }),
      ...(mana === undefined ? {} : { mana }),
    }));
  return lands.length === 0
    ? any
    : fc.oneof(
        { arbitrary: fc.constantFrom(...lands).map((object) => ({ object })), weight: 3 },
        { arbitrary: any, weight: 1 },
      );
};

/** The costs a card offers as it is cast besides its mana cost (601.2b): kicker, evoke, dash. */
const castCosts = (card: string | undefined): string[] =>
  (pool.get(card ?? '')?.abilities ?? []).flatMap((a) => (a.kind === 'castCost' ? [a.option] : []));

/** Kicked, for a card with kicker, mostly 0 or once; for another, rarely anything. */
const kickedArb = (card: string | undefined) =>
  castCosts(card).includes('kicker')
    ? fc.oneof(
        { arbitrary: fc.constantFrom(undefined, 0, 1), weight: 3 },
        { arbitrary: fc.constant(2), weight: 1 },
      )
    : rarelyGiven(fc.integer({ min: 0, max: 2 }), 10);

/** The alternative cost of a card that has one, half the time; for another, rarely any. */
const alternativeArb = (card: string | undefined) => {
  const offered = ALTERNATIVE_COSTS.filter((c) => castCosts(card).includes(c));
  return offered.length > 0
    ? fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 1 },
        { arbitrary: fc.constantFrom(...offered), weight: 1 },
      )
    : rarelyGiven(fc.constantFrom(...ALTERNATIVE_COSTS), 10);
};

/** Targets for a card: mostly, if it asks for them, one creature, player or spell, often legal; sometimes anything. */
const targetsArb = (b: Board, card: string | undefined) =>
  fc.oneof(
    { arbitrary: fc.constant(undefined), weight: card !== undefined && targeted(card) ? 1 : 30 },
    {
      arbitrary: fc
        .constantFrom(...creatures(b), 'A', 'B', ...(b.spellOnStack ? ['held'] : []))
        .map((t) => [t]),
      weight: 6,
    },
    { arbitrary: fc.array(someId(b), { maxLength: 2 }), weight: 1 },
  );

const castArb = (b: Board): fc.Arbitrary<CastAction> => {
  const hand = b.hand.map((_, i) => `o${i}`);
  const cards = cardsOf(b);
  // Mostly a card in hand, sometimes anything: a permanent, a card elsewhere, the spell on the stack, a player.
  const object = fc.oneof(
    { arbitrary: fc.constantFrom(...hand), weight: 5 },
    { arbitrary: someId(b), weight: 1 },
  );
  return object.chain((id) => {
    const card = cards[idsOf(b).indexOf(id)]?.card;
    return fc
      .record({
        targets: targetsArb(b, card),
        // X for a card with X in its cost, mostly a whole number; for another, rarely.
        x: hasX(card)
          ? fc.oneof(
              { arbitrary: fc.nat(4), weight: 9 },
              { arbitrary: fc.constantFrom(undefined, -1, 1.5), weight: 1 },
            )
          : rarelyGiven(fc.oneof(fc.nat(4), fc.constantFrom(-1, 1.5)), 10),
        sources: fc.oneof(
          { arbitrary: fc.constant(undefined), weight: 2 },
          { arbitrary: fc.constant('auto' as const), weight: 2 },
          { arbitrary: fc.array(activationArb(b), { maxLength: 3 }), weight: 1 },
        ),
        kicked: kickedArb(card),
        alternative: alternativeArb(card),
      })
      .map(({ targets, x, sources, kicked, alternative }) => ({
        kind: 'cast',
        object: id,
        ...(targets === undefined ? {} : { targets }),
        ...(x === undefined ? {} : { x }),
        ...(sources === undefined ? {} : { sources }),
        ...(kicked === undefined ? {} : { kicked }),
        ...(alternative === undefined ? {} : { alternative }),
      }));
  });
};

/** The value at a JSON path of the action, `$.sources[0].object`. */
const at = (action: CastAction, path: string): unknown => {
  let value: unknown = action;
  for (const [, key, index] of path.matchAll(/\.(\w+)|\[(\d+)\]/g))
    value = (value as Record<string, unknown> | undefined)?.[key ?? Number(index)];
  return value;
};

/**
 * Refusals that cite no rule, because no rule is broken: the engine says what it doesn't model
 * (ERR_UNSUPPORTED, Rancor here), or the action names an object that isn't in the game at all,
 * which is a wrong reference rather than an illegal choice.
 */
const ruleless = (state: GameState, action: CastAction, error: RulesError): boolean => {
  if (error.code === 'ERR_UNSUPPORTED') return true;
  const named = at(action, error.path ?? '$');
  return (
    error.code === 'ERR_ACTION' && typeof named === 'string' && !state.objects.some((o) => o.id === named)
  );
};

describe('CR 601.2, 732: a refused cast changes nothing', () => {
  it('refused, it cites a rule and where in the action, the game as it was; accepted, the spell is on the stack', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        boardArb.chain((b) => fc.tuple(fc.constant(b), castArb(b))),
        ([b, action]) => {
          const state = stateOf(boardFile(b));
          const before = JSON.stringify(state);
          const done = apply(state, pool, action);
          // CR 732 (an illegal choice undoes the cast): apply never changes the state it is given.
          expect(JSON.stringify(state)).toBe(before);
          if (!done.ok) {
            refused++;
            const { path, rule, message } = done.error;
            expect(path, message).toMatch(/^\$/);
            if (!ruleless(state, action, done.error)) expect(rule, message).toMatch(RULE);
            return;
          }
          accepted++;
          // CR 601.2a, 601.2i: the card is a spell on the stack.
          const after = done.value.state;
          expect(after.objects.find((o) => o.id === action.object)?.zone).toBe('stack');
          expect(after.stack.some((s) => s.kind === 'spell' && s.id === action.object)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
    // Both outcomes must be common, or the property proves little.
    expect(accepted).toBeGreaterThan(RUNS / 10);
    expect(refused).toBeGreaterThan(RUNS / 10);
  });
});
