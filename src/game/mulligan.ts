import type { CardPool } from '../cards/pool.js';
import type { GameEvent } from '../engine/events.js';
import { type Outcome, refuse } from '../engine/outcome.js';
import { handOf, reorderLibrary } from '../engine/resolution/library.js';
import { goOn } from '../engine/turn/steps.js';
import { drawCards } from '../engine/zones/draw.js';
import { shuffleLibrary } from '../engine/zones/shuffle.js';
import { moveObject } from '../engine/zones/zones.js';
import { appendAll } from '../lists.js';
import { ok, type Result } from '../result.js';
import type { Opening, OpeningHand } from '../state/opening.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import {
  countedMulligans,
  mayMulligan,
  type OpeningQuestion,
  openingQuestion,
  STARTING_HAND_SIZE,
} from './opening-hands.js';

/** CR 103.5: a player declares whether they keep their hand (`keep`) or take a mulligan. */
export interface MulliganAction {
  readonly kind: 'mulligan';
  readonly player: PlayerId;
  readonly keep: boolean;
}

/** CR 103.5: the cards a player who took a mulligan puts on the bottom of their library, the last listed lowest. */
export interface BottomAction {
  readonly kind: 'bottom';
  readonly player: PlayerId;
  readonly cards: readonly ObjectId[];
}

/** The question open for the action's player, or the refusal naming who is asked what (103.5). */
const asked = <K extends OpeningQuestion['kind']>(
  state: GameState,
  kind: K,
  player: PlayerId,
): Result<Extract<OpeningQuestion, { kind: K }>> => {
  const question = state.opening === undefined ? null : openingQuestion(state.opening);
  if (question === null)
    return refuse('no player is taking mulligans: the game has begun', '$.kind', '103.5');
  if (question.kind !== kind || question.player !== player) {
    const doing = question.kind === 'mulligan' ? 'declare a keep or a mulligan' : 'put cards on the bottom';
    return refuse(`${question.player} must first ${doing}`, '$.player', '103.5');
  }
  return ok(question as Extract<OpeningQuestion, { kind: K }>);
};

const withHand = (opening: Opening, player: PlayerId, f: (h: OpeningHand) => OpeningHand): Opening => ({
  hands: opening.hands.map((h) => (h.player === player ? f(h) : h)),
});

/**
 * CR 103.5: a player declares keep or mulligan. Once every player still taking mulligans has
 * declared, those who declared a mulligan take it at the same time; once all have kept, the
 * starting player takes the first turn (103.8).
 */
export const declareMulligan = (
  state: GameState,
  pool: CardPool,
  action: MulliganAction,
): Result<Outcome> => {
  const question = asked(state, 'mulligan', action.player);
  if (!question.ok) return question;
  const opening = state.opening as Opening;
  const hand = opening.hands.find((h) => h.player === action.player) as OpeningHand;
  if (!action.keep && !mayMulligan(hand, state.players.length))
    return refuse('no further mulligan: the opening hand would be zero cards', '$.keep', '103.5');
  const declared = withHand(opening, action.player, (h) => ({
    ...h,
    declared: action.keep ? 'keep' : 'mulligan',
  }));
  const event: GameEvent = {
    kind: 'mulliganDeclared',
    player: action.player,
    keep: action.keep,
    rule: '103.5',
  };
  const next = { ...state, opening: declared };
  if (declared.hands.some((h) => h.declared === undefined)) return ok({ state: next, events: [event] });
  const taken = takeMulligans(next);
  return goOnIfKept(taken.state, pool, [event, ...taken.events]);
};

/**
 * CR 103.5: each player who declared a mulligan shuffles their hand into their library, draws a
 * new hand of seven, and will put as many cards on the bottom as the mulligans they have taken
 * (103.5c: in multiplayer the first is free); then they declare again.
 */
const takeMulligans = (state: GameState): Outcome => {
  const opening = state.opening as Opening;
  let current = state;
  const events: GameEvent[] = [];
  for (const hand of opening.hands) {
    if (hand.declared !== 'mulligan') continue;
    for (const card of handOf(current, hand.player)) {
      const moved = moveObject(current, card.id, 'library', '103.5');
      current = moved.state;
      appendAll(events, moved.events);
    }
    const shuffled = shuffleLibrary(current, hand.player);
    const drawn = drawCards(shuffled.state, hand.player, STARTING_HAND_SIZE);
    current = drawn.state;
    appendAll(events, shuffled.events, drawn.events);
  }
  const hands = opening.hands.map((h): OpeningHand => {
    if (h.declared !== 'mulligan') return h;
    const mulligans = h.mulligans + 1;
    const bottom = countedMulligans({ ...h, mulligans }, state.players.length);
    return { player: h.player, mulligans, ...(bottom > 0 ? { bottom } : {}) };
  });
  return { state: { ...current, opening: { hands } }, events };
};

/**
 * CR 103.5: the cards a player who just took a mulligan puts on the bottom of their library, as
 * many as the mulligans they have taken, each a card of their hand.
 */
export const putOnBottom = (state: GameState, pool: CardPool, action: BottomAction): Result<Outcome> => {
  const question = asked(state, 'bottom', action.player);
  if (!question.ok) return question;
  const { count } = question.value;
  const hand = new Set(handOf(state, action.player).map((o) => o.id));
  const stranger = action.cards.find((id) => !hand.has(id));
  if (stranger !== undefined)
    return refuse(`"${stranger}" is not a card in ${action.player}'s hand`, '$.cards', '103.5');
  if (new Set(action.cards).size !== action.cards.length)
    return refuse('a card is listed twice', '$.cards', '103.5');
  if (action.cards.length !== count)
    return refuse(
      `${action.player} has taken mulligans for ${count} card${count === 1 ? '' : 's'} to put on the bottom, not ${action.cards.length}`,
      '$.cards',
      '103.5',
    );
  let current = state;
  const events: GameEvent[] = [];
  for (const id of action.cards) {
    const moved = moveObject(current, id, 'library', '103.5');
    current = moved.state;
    appendAll(events, moved.events);
  }
  const opening = withHand(state.opening as Opening, action.player, ({ bottom: _done, ...h }) => h);
  return goOnIfKept({ ...reorderLibrary(current, [], action.cards), opening }, pool, events);
};

/**
 * CR 103.8: once every player has kept, the starting player takes the first turn, skipping its
 * draw step in a two-player game (103.8a; 103.8c: not in multiplayer). The game goes on from the
 * untap step to the upkeep, where the starting player receives priority (117.3a).
 */
const goOnIfKept = (state: GameState, pool: CardPool, events: readonly GameEvent[]): Result<Outcome> => {
  if (state.opening === undefined || openingQuestion(state.opening) !== null) return ok({ state, events });
  const { opening: _done, ...begun } = state;
  const turn = { ...state.turn, ...(state.players.length === 2 ? { skipsDraw: true as const } : {}) };
  const started = goOn({ ...begun, turn }, pool, {});
  return started.ok
    ? ok({
        state: started.value.state,
        events: [
          ...events,
          { kind: 'gameBegan', player: state.turn.active, rule: '103.8' },
          ...started.value.events,
        ],
      })
    : started;
};
