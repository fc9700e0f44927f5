import { parseDeckList } from '../../src/decks/parse-deck.js';
import type { ResolvedDeck } from '../../src/decks/resolve-deck.js';
import { resolveDeck } from '../../src/decks/resolve-deck.js';
import type { Action } from '../../src/engine/action.js';
import { type NewGameOptions, newGame } from '../../src/game/new-game.js';
import type { GameState } from '../../src/state/types.js';
import { checkedApply } from './checked-apply.js';
import { pool } from './play.js';

/** A deck list resolved against the pool the tables play with; a bad list fails the test. */
export const deck = (list: string): ResolvedDeck => {
  const parsed = parseDeckList(list);
  if (!parsed.ok) throw new Error(`deck list: ${parsed.error[0]?.message}`);
  const resolved = resolveDeck(parsed.value, pool);
  if (!resolved.ok) throw new Error(`deck list: ${resolved.error[0]?.message}`);
  return resolved.value;
};

/** Two small decks of 20: red and green creatures and their basic lands. */
export const RED = deck('Deck\n12 Mountain\n8 Goblin Piker\n');
export const GREEN = deck('Deck\n12 Forest\n8 Grizzly Bears\n');

/** A new game of RED against GREEN; a refusal fails the test. */
export const startGame = (options: Partial<NewGameOptions> = {}): GameState => {
  const game = newGame(pool, { decks: [RED, GREEN], seed: 1, ...options });
  if (!game.ok) throw new Error(`newGame: ${game.error.message}`);
  return game.value;
};

/** The state after each action applied in turn; a refusal fails the test, naming the action. */
export const playOut = (start: GameState, actions: readonly Action[]): GameState =>
  actions.reduce((state, action, i) => {
    const done = checkedApply(state, pool, action);
    if (!done.ok) throw new Error(`actions[${i}] (${action.kind}): ${done.error.message}`);
    return done.value.state;
  }, start);

/** The ids of a player's hand, in order. */
export const handIds = (state: GameState, player: string): string[] =>
  state.objects.filter((o) => o.zone === 'hand' && o.owner === player).map((o) => o.id);

/** The ids of a player's library, top first. */
export const libraryIds = (state: GameState, player: string): string[] =>
  state.objects.filter((o) => o.zone === 'library' && o.owner === player).map((o) => o.id);
