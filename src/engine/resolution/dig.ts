import { type DigInstruction, digDecides } from '../../effects/library.js';
import { chain, map, ok, type Result } from '../../result.js';
import type { Decision } from '../../state/answers.js';
import type { Question } from '../../state/question.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import type { ZoneName } from '../../state/vocabulary.js';
import { type Outcome, refuse, Sequence } from '../outcome.js';
import { viewOf } from '../view.js';
import { randomOrder } from '../zones/random.js';
import { moveObject } from '../zones/zones.js';
import { cardsWithQuality } from './card-quality.js';
import { chosenAmong, Decisions, placesExactly, usesOnly } from './decision.js';
import { enterCards } from './enter-cards.js';
import { gainLifeOf, loseLifeOf } from './instructions.js';
import { libraryOf, reorderLibrary } from './library.js';
import { amountOf, type Resolving } from './resolving.js';

/**
 * Digs: "look at (reveal) the top N cards of [a] library", take some of them and put the rest
 * somewhere (CR 701.20a, 701.20e, 401.4). Its controller makes every choice (608.2d): the cards
 * taken (`cards`) and the order of those put back on top or on the bottom in any order (`top`,
 * `bottom`); a random order comes from the state's seed. Cards go to their owner's zones.
 */

const RULE = '608.2d';

/** The player whose library it is: its controller, or its target player still in the game (608.2b). */
const libraryOwner = (state: GameState, r: Resolving, i: DigInstruction): PlayerId | undefined =>
  i.whose === 'you'
    ? r.action.controller
    : r.targets.find((t) => state.players.some((p) => p.id === t && !p.lost));

/** The field of the decision that orders the rest, if any. */
const orderField = (i: DigInstruction): 'top' | 'bottom' | null =>
  i.rest === 'topAnyOrder' ? 'top' : i.rest === 'bottomAnyOrder' ? 'bottom' : null;

/** The cards the dig takes among those seen: all those described, or those chosen, checked. */
const taken = (
  state: GameState,
  r: Resolving,
  i: DigInstruction,
  seen: readonly ObjectId[],
  decision: Decision,
  path: string,
): Result<readonly ObjectId[]> => {
  const take = i.take;
  if (take === undefined) return ok([]);
  const described = cardsWithQuality(state, r, seen, take.quality);
  if (!described.ok) return described;
  if (take.count === 'all') return ok(seen.filter((id) => described.value.has(id)));
  const cards = decision.cards ?? [];
  const chosen = chosenAmong(
    cards,
    described.value,
    take.n ?? null,
    'one of the cards seen that the ability describes',
    path,
    RULE,
  );
  return chain(chosen, () => {
    const due = Math.min(take.n ?? Number.POSITIVE_INFINITY, described.value.size);
    if (take.count === 'exactly' && cards.length !== due)
      return refuse(`${due} card(s) must be taken, and ${cards.length} were chosen`, `${path}.cards`, RULE);
    return ok(cards);
  });
};

/** CR 608.2d: what a dig asks: the cards it may take among those seen, how many, and the order of the rest. */
const digQuestion = (
  state: GameState,
  r: Resolving,
  i: DigInstruction,
  seen: readonly ObjectId[],
): Result<Question> => {
  const take = i.take;
  const order = orderField(i);
  if (take === undefined) return ok({ kind: 'dig', seen, take: null, order });
  // "Put all Island cards revealed this way into your hand": those go by themselves; the rest are placed.
  if (take.count === 'all')
    return map(cardsWithQuality(state, r, seen, take.quality), (described) => ({
      kind: 'dig',
      seen: seen.filter((id) => !described.has(id)),
      take: null,
      order,
    }));
  return map(cardsWithQuality(state, r, seen, take.quality), (described) => {
    const max = Math.min(take.n ?? Number.POSITIVE_INFINITY, described.size);
    return {
      kind: 'dig',
      seen,
      take: { from: [...described], min: take.count === 'exactly' ? max : 0, max },
      order,
    };
  });
};

/** Where the cards taken go, with the rule that moves them there. */
const TAKEN_TO: Readonly<Record<'hand' | 'graveyard' | 'exile', readonly [ZoneName, string]>> = {
  hand: ['hand', '400.7'],
  graveyard: ['graveyard', '400.7'],
  exile: ['exile', '406.2'],
};

/** The total mana value of the cards seen (CR 202.3), for "life equal to its mana value". */
const totalManaValue = (state: GameState, r: Resolving, seen: readonly ObjectId[]): Result<number> =>
  map(viewOf(state, r.pool), (view) => seen.reduce((n, id) => n + (view.chars.get(id)?.manaValue ?? 0), 0));

export const dig = (state: GameState, r: Resolving, i: DigInstruction): Result<Outcome> => {
  const amount = amountOf(i.amount, r, state);
  if (!amount.ok) return amount;
  const player = libraryOwner(state, r, i);
  if (player === undefined) return ok({ state, events: [] });
  const seen = libraryOf(state, player)
    .slice(0, amount.value)
    .map((o) => o.id);
  let decision: Decision = {};
  let path = '$';
  if (digDecides(i)) {
    const question = digQuestion(state, r, i, seen);
    if (!question.ok) return question;
    const given = (r.decisions ?? new Decisions([])).next(
      `which of ${seen.join(', ') || 'no cards'} are taken and where the rest go`,
      RULE,
      question.value,
    );
    if (!given.ok) return given;
    ({ decision, path } = given.value);
  }
  const order = orderField(i);
  const allowed = [...(i.take && i.take.count !== 'all' ? ['cards'] : []), ...(order ? [order] : [])];
  const only = usesOnly(decision, allowed, path, RULE);
  if (!only.ok) return only;
  const cards = taken(state, r, i, seen, decision, path);
  if (!cards.ok) return cards;
  const rest = seen.filter((id) => !cards.value.includes(id));
  if (order) {
    const placed = placesExactly({ [order]: decision[order] ?? [] }, [order], rest, path, '401.4');
    if (!placed.ok) return placed;
  }
  const lifeBy = i.life === undefined ? ok(0) : totalManaValue(state, r, seen);
  if (!lifeBy.ok) return lifeBy;
  const run = new Sequence(state).note({
    kind: 'cardsShown',
    cards: seen,
    to: i.reveal ? null : r.action.controller,
    rule: i.reveal ? '701.20a' : '701.20e',
  });
  const to = i.take?.to;
  if (i.take?.reveal && !i.reveal && cards.value.length > 0)
    run.note({ kind: 'cardsShown', cards: cards.value, to: null, rule: '701.20a' });
  if (to === 'top') run.step((s) => ({ state: reorderLibrary(s, cards.value, []), events: [] }));
  else if (to !== undefined && to !== 'battlefield') {
    const [zone, rule] = TAKEN_TO[to];
    for (const id of cards.value) run.step((s) => moveObject(s, id, zone, rule));
  }
  switch (i.rest) {
    case 'stay':
      break;
    case 'topAnyOrder':
      run.step((s) => ({ state: reorderLibrary(s, decision.top ?? [], []), events: [] }));
      break;
    case 'bottomAnyOrder':
      run.step((s) => ({ state: reorderLibrary(s, [], decision.bottom ?? []), events: [] }));
      break;
    case 'bottomRandom':
      run.step((s) => {
        const [bottom, after] = randomOrder(rest, s);
        return { state: reorderLibrary(after, [], bottom), events: [] };
      });
      break;
    case 'graveyard':
    case 'hand':
      for (const id of rest)
        run.step((s) => moveObject(s, id, i.rest === 'hand' ? 'hand' : 'graveyard', '400.7'));
      break;
  }
  // The cards put onto the battlefield come last: their "when this enters" abilities see the rest placed.
  if (to === 'battlefield') {
    const entered = enterCards(run.state, r, cards.value, '400.7', { tapped: i.take?.tapped === true });
    if (!entered.ok) return entered;
    run.step(() => entered.value);
  }
  if (i.life !== undefined && lifeBy.value > 0) {
    const life = { amount: { kind: 'constant', n: lifeBy.value } } as const;
    const changed =
      i.life === 'gain'
        ? gainLifeOf(run.state, r, { kind: 'gainLife', ...life })
        : loseLifeOf(run.state, r, { kind: 'loseLife', who: 'you', ...life });
    if (!changed.ok) return changed;
    run.step(() => changed.value);
  }
  return ok(run.done());
};
