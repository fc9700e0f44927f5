import type { LibraryInstruction, SearchInstruction } from '../../effects/library.js';
import type { Filter } from '../../effects/types.js';
import { selectObjects } from '../../layers/select.js';
import { all, chain, map, ok, type Result } from '../../result.js';
import type { PickGroup } from '../../state/question.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { discardAtRandom } from '../zones/discard-at-random.js';
import { moveObject } from '../zones/zones.js';
import { Decisions, placesExactly, usesOnly } from './decision.js';
import { playersOf } from './players.js';
import { amountOf, type Resolving } from './resolving.js';

/**
 * Scry (CR 701.22), surveil (701.25), "look at the top N, put them back in any order", mill
 * (701.17) and discard (701.9). A library's order is its objects' order in the state, top
 * first; a card that stays in its library stays the same object (400.7 needs a zone change).
 */

type Of<K extends LibraryInstruction['kind']> = Extract<LibraryInstruction, { kind: K }>;

/** A player's library, top first. */
export const libraryOf = (state: GameState, player: PlayerId): GameObject[] =>
  state.objects.filter((o) => o.zone === 'library' && o.owner === player);

/** A player's hand. */
export const handOf = (state: GameState, player: PlayerId): GameObject[] =>
  state.objects.filter((o) => o.zone === 'hand' && o.owner === player);

/**
 * Puts cards of a library on its top and bottom in the orders given (each list top first),
 * the rest keeping their order between them. The state's object order is each zone's order,
 * so the front of the list is the top of every library and its end every library's bottom.
 */
export const reorderLibrary = (
  state: GameState,
  top: readonly ObjectId[],
  bottom: readonly ObjectId[],
): GameState => {
  const byId = new Map(state.objects.map((o) => [o.id, o]));
  const pick = (ids: readonly ObjectId[]): GameObject[] =>
    ids.flatMap((id) => {
      const o = byId.get(id);
      return o ? [o] : [];
    });
  const moving = new Set([...top, ...bottom]);
  return {
    ...state,
    objects: [...pick(top), ...state.objects.filter((o) => !moving.has(o.id)), ...pick(bottom)],
  };
};

/** What each player may choose among, found in turn; the first failure stops the lot. */
export const perPlayer = (
  players: readonly PlayerId[],
  find: (player: PlayerId) => Result<readonly ObjectId[]>,
): Result<Map<PlayerId, readonly ObjectId[]>> =>
  map(
    all(players, (player) => map(find(player), (ids) => [player, ids] as const)),
    (entries) => new Map(entries),
  );

/**
 * CR 609.3: each player chooses `amount` of what they may choose, or all of it if they have
 * fewer: the groups of a `pick` question.
 */
export const dueFromEach = (
  options: ReadonlyMap<PlayerId, readonly ObjectId[]>,
  amount: number,
): PickGroup[] =>
  [...options].map(([player, from]) => {
    const due = Math.min(amount, from.length);
    return { player, from, min: due, max: due };
  });

/** The resolution's decisions; one resolved without any has none to give. */
export const decisionsOf = (r: Resolving): Decisions => r.decisions ?? new Decisions([]);

const LOOK = {
  scry: { rule: '701.22a', fields: ['top', 'bottom'], what: 'which go on the bottom and the order' },
  surveil: { rule: '701.25a', fields: ['top', 'graveyard'], what: 'which go to the graveyard and the order' },
  arrangeTop: { rule: '401.4', fields: ['top'], what: 'the order they go back in' },
} as const;

/**
 * CR 701.22a, 701.25a: the controller looks at the top N cards of their library (all of them if
 * fewer) and places each as their decision says: back on top, on the bottom, or into the
 * graveyard. Scry 0 and surveil 0 are no event (701.22b, 701.25c), but still take a decision.
 */
export const lookAtTop = (
  state: GameState,
  r: Resolving,
  i: Of<'scry'> | Of<'surveil'> | Of<'arrangeTop'>,
): Result<Outcome> => {
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  const player = r.action.controller;
  const seen = libraryOf(state, player)
    .slice(0, amount.value)
    .map((o) => o.id);
  const { rule, fields, what } = LOOK[i.kind];
  const given = decisionsOf(r).next(
    `${i.kind} ${amount.value}: ${what} of ${seen.join(', ') || 'no cards'}`,
    rule,
    { kind: 'place', cards: seen, to: fields },
  );
  if (!given.ok) return given;
  const { decision, path } = given.value;
  return map(placesExactly(decision, fields, seen, path, rule), () => {
    const run = new Sequence(reorderLibrary(state, decision.top ?? [], decision.bottom ?? []));
    for (const id of decision.graveyard ?? []) run.step((s) => moveObject(s, id, 'graveyard', rule));
    if (amount.value > 0) run.note({ kind: 'libraryOrdered', player, cards: seen.length, rule });
    return run.done();
  });
};

/** CR 701.17a-b: each player named mills N: the top N cards of their library, as many as there are, into their graveyard. */
export const mill = (state: GameState, r: Resolving, i: Of<'mill'>): Result<Outcome> =>
  map(amountOf(i.amount, r, state), (amount) => {
    const run = new Sequence(state);
    for (const player of playersOf(state, r, i.who))
      for (const card of libraryOf(state, player).slice(0, amount))
        run.step((s) => moveObject(s, card.id, 'graveyard', '701.17a'));
    return run.done();
  });

/**
 * CR 701.9a-b: each player named discards N cards of their choice, or their whole hand if it
 * holds fewer: the decision lists every card discarded, by all of them at once.
 */
export const discard = (state: GameState, r: Resolving, i: Of<'discard'>): Result<Outcome> => {
  if (i.atRandom) return discardEachAtRandom(state, r, i);
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  const players = playersOf(state, r, i.who);
  const discardable = perPlayer(players, (player) => discardableBy(state, r, i, player));
  if (!discardable.ok) return discardable;
  const groups = dueFromEach(discardable.value, amount.value);
  const given = decisionsOf(r).next(
    `which cards ${players.join(', ')} discard`,
    '701.9b',
    { kind: 'pick', field: 'cards', groups },
    players,
  );
  if (!given.ok) return given;
  const { decision, path } = given.value;
  const cards = decision.cards ?? [];
  const only = usesOnly(decision, ['cards'], path, '701.9b');
  if (!only.ok) return only;
  for (const [k, id] of cards.entries()) {
    const card = state.objects.find((o) => o.id === id);
    if (card?.zone !== 'hand' || !players.includes(card.owner))
      return refuse(
        `${id} is not a card in the hand of ${players.join(' or ')}`,
        `${path}.cards[${k}]`,
        '701.9a',
      );
    if (!discardable.value.get(card.owner)?.includes(id))
      return refuse(`${id} is not a card of the kind to discard`, `${path}.cards[${k}]`, '701.9b');
    if (cards.indexOf(id) !== k) return refuse(`${id} is discarded twice`, `${path}.cards[${k}]`, '701.9a');
  }
  for (const { player, min: due } of groups) {
    const chosen = cards.filter((id) => state.objects.find((o) => o.id === id)?.owner === player).length;
    if (chosen !== due)
      return refuse(
        `${player} discards ${due} card(s), and ${chosen} were chosen`,
        `${path}.cards`,
        '701.9b',
      );
  }
  const run = new Sequence(state);
  for (const id of cards) run.step((s) => moveObject(s, id, 'graveyard', '701.9a'));
  return ok(run.done());
};

/** CR 701.9b: each player named discards N cards at random, their whole hand if it holds fewer. */
const discardEachAtRandom = (state: GameState, r: Resolving, i: Of<'discard'>): Result<Outcome> =>
  chain(amountOf(i.amount, r, state), (amount) =>
    map(
      perPlayer(playersOf(state, r, i.who), (player) => discardableBy(state, r, i, player)),
      (hands) => discardAtRandom(state, [...hands.values()], amount),
    ),
  );

/**
 * The cards in a player's hand that a discard may take: any card, or those its filter describes
 * ("discard a creature card", 701.9b), seen from the ability's source.
 */
export const discardableBy = (
  state: GameState,
  r: Resolving,
  i: { readonly filter?: Filter },
  player: PlayerId,
): Result<ObjectId[]> =>
  i.filter === undefined
    ? ok(handOf(state, player).map((o) => o.id))
    : selectObjects(
        state,
        r.pool,
        { ...i.filter, zone: 'hand', owner: 'you' },
        { source: r.source.object?.id ?? r.source.name, controller: player },
      );

/** Follows a library instruction; those that need a decision take the next one of the action's. */
export const followLibrary = (
  state: GameState,
  r: Resolving,
  i: Exclude<
    LibraryInstruction,
    SearchInstruction | { kind: 'fromGraveyard' } | { kind: 'dig' } | { kind: 'putCard' }
  >,
): Result<Outcome> => {
  switch (i.kind) {
    case 'scry':
    case 'surveil':
    case 'arrangeTop':
      return lookAtTop(state, r, i);
    case 'mill':
      return mill(state, r, i);
    case 'discard':
      return discard(state, r, i);
  }
};
