import {
  type Action,
  type CardPool,
  decks,
  err,
  type GameEvent,
  type GameState,
  game,
  ok,
  type PlayerAction,
  type PlayerId,
  type Result,
} from '../../src/browser.js';
import { actionLabel } from './action-label.js';
import type { Entry } from './session.js';

/**
 * Play mode: a game between the person at the screen and a reference agent (issue 16). Pure: each
 * function gives a new session. Every action, theirs or the agent's, goes through `apply` and is
 * kept, so the game's record replays it (`recordLines`).
 */

export type AgentName = game.AgentName;

export interface PlaySession {
  /** The player the person plays; the agent plays the other. */
  readonly human: PlayerId;
  readonly agent: AgentName;
  /**
   * Whether the person's priority is passed for them when the only actions listed are passing and
   * making mana: mana nothing listed would spend, which empties as the step ends (CR 106.4).
   */
  readonly autoPass: boolean;
  readonly seed: number;
  /** The game's first state, then one entry per action: the state after it, its events, who did what. */
  readonly entries: readonly Entry[];
  readonly actions: readonly Action[];
  /** The agent's generator state (playGame's `agentSeed` to start). */
  readonly rng: game.RandomSeed;
  /** Why the game can't go on here (an action `legalActions` can't list, CR named in it); null while it can. */
  readonly stopped: string | null;
}

export interface PlayOptions {
  /** The two deck lists, the person's first (MTG Arena or Magic Online text). */
  readonly decks: readonly [string, string];
  readonly seed: number;
  readonly agent: AgentName;
  readonly autoPass: boolean;
}

const HUMAN = 'A';
/** How many actions are taken without the person before the session stops, a guard against a loop. */
const AGENT_ACTION_CAP = 1000;

/** A deck list parsed and resolved against the pool; each bad line named with its deck and line. */
const deckOf = (text: string, which: string, pool: CardPool): Result<decks.ResolvedDeck> => {
  const list = decks.parseDeckList(text);
  const resolved = list.ok ? decks.resolveDeck(list.value, pool) : list;
  if (resolved.ok) return resolved;
  const [first] = resolved.error;
  const lines = resolved.error.map((e) => `line ${e.line}: ${e.message}`).join('; ');
  return err({ code: first?.code ?? 'ERR_DECK_SYNTAX', message: `${which}: ${lines}` });
};

export const stateOf = (session: PlaySession): GameState => {
  const last = session.entries[session.entries.length - 1];
  if (!last) throw new Error('a play session has its start entry');
  return last.state;
};

/** Every event of the game so far, in order. */
const eventsOf = (session: PlaySession): GameEvent[] => session.entries.flatMap((e) => e.events);

/** An action applied and kept, labelled with its player. */
const applied = (session: PlaySession, pool: CardPool, action: Action, who: string): Result<PlaySession> => {
  const state = stateOf(session);
  const done = game.apply(state, pool, action);
  if (!done.ok) return done;
  const entry: Entry = { ...done.value, label: `${who}: ${actionLabel(action, state)}` };
  return ok({ ...session, entries: [...session.entries, entry], actions: [...session.actions, action] });
};

/**
 * The agent's actions, and the person's passes when `autoPass` takes them, until the person
 * must decide, the game is over (CR 104), or `legalActions` can't list an action (then `stopped`
 * says which, as `playGame` stops).
 */
const untilTheirTurnToDecide = (start: PlaySession, pool: CardPool): Result<PlaySession> => {
  let session = start;
  for (let i = 0; i < AGENT_ACTION_CAP; i++) {
    const state = stateOf(session);
    if (state.over !== undefined) return ok(session);
    const legal = game.legalActions(state, pool);
    if (!legal.ok)
      return legal.error.code === 'ERR_UNSUPPORTED'
        ? ok({ ...session, stopped: legal.error.message })
        : legal;
    const { player, entries, notListed } = legal.value;
    const pass = entries.find((e) => e.kind === 'pass');
    const nothingElse =
      notListed.length === 0 && entries.every((e) => e.kind === 'pass' || e.kind === 'tapForMana');
    const next =
      player !== session.human
        ? agentMove(session, pool, legal.value)
        : session.autoPass && pass && nothingElse
          ? applied(session, pool, pass.example, `${player} (nothing else to do)`)
          : null;
    if (next === null) return ok(session);
    if (!next.ok) return next;
    session = next.value;
  }
  return ok({ ...session, stopped: `the agent took ${AGENT_ACTION_CAP} actions without you being asked` });
};

const agentMove = (session: PlaySession, pool: CardPool, legal: game.LegalActions): Result<PlaySession> => {
  const move = game.AGENTS[session.agent](stateOf(session), pool, legal, session.rng);
  if (!move.ok) return move;
  const next = applied(session, pool, move.value.action, `${legal.player} (${session.agent} agent)`);
  return next.ok ? ok({ ...next.value, rng: move.value.rng }) : next;
};

/**
 * A new game (`newGame`, the starting player drawn from the seed, CR 103.1), the person playing
 * A with the first deck and the agent B, played up to the person's first decision (103.5: the
 * mulligans, the starting player first).
 */
export const startGame = (pool: CardPool, options: PlayOptions): Result<PlaySession> => {
  const [mine, theirs] = options.decks;
  const yours = deckOf(mine, 'your deck', pool);
  if (!yours.ok) return yours;
  const its = deckOf(theirs, "the agent's deck", pool);
  if (!its.ok) return its;
  const start = game.newGame(pool, { decks: [yours.value, its.value], seed: options.seed });
  if (!start.ok) return start;
  return untilTheirTurnToDecide(
    {
      human: HUMAN,
      agent: options.agent,
      autoPass: options.autoPass,
      seed: options.seed,
      entries: [{ state: start.value, events: [], label: 'game started' }],
      actions: [],
      rng: game.agentSeed(options.seed),
      stopped: null,
    },
    pool,
  );
};

/** What continuing a saved game takes: who plays the other side, and whether passes are taken for the person. */
export type ContinueOptions = Pick<PlayOptions, 'agent' | 'autoPass'>;

/**
 * A saved game (a record file, `readRecord`) played on: its start checked as `replay` checks it,
 * its actions applied again one entry each, then the agent's moves until the person (A) decides.
 * The agent's draws start afresh from the record's seed (`agentSeed`): a record keeps the actions,
 * not the generator that chose them.
 */
export const continueGame = (pool: CardPool, text: string, options: ContinueOptions): Result<PlaySession> => {
  const record = game.readRecord(text);
  if (!record.ok) return record;
  const { seed, start, actions } = record.value;
  const checked = game.replay({ seed, start, actions: [] }, pool);
  if (!checked.ok) return checked;
  let session: PlaySession = {
    human: HUMAN,
    ...options,
    seed,
    entries: [{ state: checked.value.state, events: [], label: 'the saved game started' }],
    actions: [],
    rng: game.agentSeed(seed),
    stopped: null,
  };
  for (const [i, action] of actions.entries()) {
    const next = applied(session, pool, action, 'recorded');
    if (!next.ok)
      return err({ ...next.error, message: `action ${i + 1} of the record: ${next.error.message}` });
    session = next.value;
  }
  return untilTheirTurnToDecide(session, pool);
};

/** The person's action, applied (a refusal leaves the session as it was), then the agent's answers. */
export const takeAction = (
  session: PlaySession,
  pool: CardPool,
  action: PlayerAction,
): Result<PlaySession> => {
  const next = applied(session, pool, action, session.human);
  return next.ok ? untilTheirTurnToDecide(next.value, pool) : next;
};

/** How the game ended (CR 104), or null while it goes on. */
export const resultOf = (session: PlaySession): game.GameResult | null =>
  game.gameResult(stateOf(session), eventsOf(session));

/** The game as a record file (`recordLines`), with its result once it is over; `replay` plays it again. */
export const recordText = (session: PlaySession): string => {
  const result = resultOf(session);
  const start = session.entries[0]?.state ?? stateOf(session);
  return game.recordLines({
    seed: session.seed,
    start,
    actions: session.actions,
    ...(result === null ? {} : { result }),
  });
};
