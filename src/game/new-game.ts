import type { CardPool } from '../cards/pool.js';
import type { ResolvedDeck } from '../decks/resolve-deck.js';
import { drawCards } from '../engine/zones/draw.js';
import { randomIndex } from '../engine/zones/random.js';
import { shuffleLibrary } from '../engine/zones/shuffle.js';
import { newObject } from '../engine/zones/zones.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { checkedState } from '../state/known-valid.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { STARTING_HAND_SIZE } from './opening-hands.js';

/** CR 103.4: each player's starting life total. */
export const STARTING_LIFE = 20;

/** The largest seed: the generator starts from a 32-bit unsigned integer (engine/zones/random.ts). */
const SEED_LIMIT = 0xffffffff;

/** What a game starts from. */
export interface NewGameOptions {
  /** Each player's deck, in turn order (CR 103.1: the default turn order); its main section is their library (103.2a). */
  readonly decks: readonly ResolvedDeck[];
  /** Where the game's generator starts: a whole number from 0 to 2^32 - 1. The same seed plays the same game. */
  readonly seed: number;
  /** The players' ids, one per deck; default "A", "B", "C", ... */
  readonly players?: readonly PlayerId[];
  /** The starting player (CR 103.1), for tests and matches; default one drawn at random from the seed. */
  readonly startingPlayer?: PlayerId;
}

const refuse = (message: string, path: string, rule?: string): Result<never> =>
  err(rulesError('ERR_GAME', message, { path, ...(rule === undefined ? {} : { rule }) }));

const checkOptions = (options: NewGameOptions, players: readonly PlayerId[]): Result<true> => {
  const { decks, seed, startingPlayer } = options;
  if (decks.length < 2)
    return refuse(`a game needs two or more decks, not ${decks.length}`, '$.decks', '103.2');
  if (players.length !== decks.length)
    return refuse(`${players.length} players for ${decks.length} decks: one player each`, '$.players');
  if (new Set(players).size !== players.length || players.some((p) => p === ''))
    return refuse('each player needs an id of their own', '$.players');
  if (!Number.isInteger(seed) || seed < 0 || seed > SEED_LIMIT)
    return refuse(`the seed is a whole number from 0 to ${SEED_LIMIT}, not ${seed}`, '$.seed', '701.24a');
  if (startingPlayer !== undefined && !players.includes(startingPlayer))
    return refuse(`no player has id "${startingPlayer}"`, '$.startingPlayer', '103.1');
  return ok(true);
};

/**
 * Every card of each main deck as an object in its owner's library (CR 103.2a: the sideboard is
 * set aside), with an id and a timestamp issued from `next`, in the order listed; shuffled next.
 */
const libraries = (state: GameState, decks: readonly ResolvedDeck[]): GameState => {
  const objects: GameObject[] = [];
  let { id, timestamp } = state.next;
  decks.forEach((deck, k) => {
    const owner = state.players[k]?.id ?? '';
    for (const entry of deck.entries) {
      if (entry.section !== 'main') continue;
      for (let copy = 0; copy < entry.count; copy++) {
        const at = { ...state, next: { id, timestamp } };
        objects.push(
          newObject(at, {
            id: `o${id}`,
            card: entry.card.data.name,
            zone: 'library',
            owner,
            controller: owner,
          }),
        );
        id++;
        timestamp++;
      }
    }
  });
  return { ...state, objects, next: { id, timestamp } };
};

/**
 * A new game from two or more resolved decks and a seed (CR 103): the starting player chosen at
 * random from the seed unless given (103.1), each library shuffled by the game's generator
 * (103.3, 701.24a), each player at 20 life (103.4) with an opening hand of seven (103.5). The
 * game then waits for the mulligans (`toAct` is `mulligan`, the starting player first, 103.5);
 * once every player has kept, the starting player takes the first turn (103.8), skipping its
 * draw step in a two-player game (103.8a). The same options give the same state.
 */
export const newGame = (pool: CardPool, options: NewGameOptions): Result<GameState> => {
  const players = options.players ?? options.decks.map((_, i) => String.fromCharCode(65 + i));
  const checked = checkOptions(options, players);
  if (!checked.ok) return checked;
  const bare: GameState = {
    turn: { number: 1, active: players[0] as PlayerId, step: 'untap' },
    players: players.map((id) => ({ id, life: STARTING_LIFE, counters: {}, manaPool: [] })),
    objects: [],
    effects: [],
    next: { id: 1, timestamp: 1 },
    seed: options.seed,
    stack: [],
    priority: null,
    passed: [],
    triggered: [],
  };
  const [drawnIndex, drawn] = randomIndex(players.length, bare);
  const starting = options.startingPlayer ?? (players[drawnIndex] as PlayerId);
  let state = libraries({ ...drawn, turn: { ...drawn.turn, active: starting } }, options.decks);
  const order = [...players.slice(players.indexOf(starting)), ...players.slice(0, players.indexOf(starting))];
  for (const player of order) state = shuffleLibrary(state, player).state;
  for (const player of order) state = drawCards(state, player, STARTING_HAND_SIZE).state;
  const game: GameState = { ...state, opening: { hands: order.map((player) => ({ player, mulligans: 0 })) } };
  // A deck resolved against another pool may name cards this one lacks: validateState says which.
  return checkedState(game, pool);
};
