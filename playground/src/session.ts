import {
  type Action,
  apply,
  type BoardFile,
  type CardPool,
  type GameEvent,
  type GameState,
  makeBoard,
  ok,
  parseBoard,
  type Result,
} from '../../src/browser.js';

/**
 * What the playground holds: every state the board went through, each with the events that led
 * to it, and which one is shown. Editing or acting from an earlier state drops the later ones,
 * as an editor's undo does. Pure: each function gives a new session.
 */

export interface Entry {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  /** What made this state: "board loaded", "damage", "edit bear". */
  readonly label: string;
}

export interface Session {
  readonly entries: readonly Entry[];
  readonly at: number;
}

export const current = (session: Session): Entry => {
  const entry = session.entries[session.at];
  if (!entry) throw new Error(`no history entry ${session.at}`);
  return entry;
};

const push = (session: Session, entry: Entry): Session => ({
  entries: [...session.entries.slice(0, session.at + 1), entry],
  at: session.at + 1,
});

/** Plays an action on the shown state through `apply`; refused actions leave the session as it was. */
export const play = (session: Session, pool: CardPool, action: Action, label: string): Result<Session> => {
  const next = apply(current(session).state, pool, action);
  return next.ok ? ok(push(session, { state: next.value.state, events: next.value.events, label })) : next;
};

/**
 * A board file's state, then each of its actions played in turn, one history entry each (the
 * file's `actions`, docs/board-format.md).
 */
export const openBoard = (json: unknown, pool: CardPool): Result<Session> => {
  const board = parseBoard(json, pool);
  if (!board.ok) return board;
  let session: Result<Session> = ok({
    entries: [{ state: board.value.state, events: [], label: 'board loaded' }],
    at: 0,
  });
  for (const action of board.value.actions) {
    if (session.ok) session = play(session.value, pool, action, action.kind);
  }
  return session;
};

/** The board file of the shown state (`makeBoard`), the same file the CLI reads. */
export const boardOf = (session: Session, pool: CardPool): BoardFile =>
  makeBoard(current(session).state, pool);

/** What an edit may set on a permanent directly, as a board file writes it. */
export interface ObjectEdit {
  readonly tapped?: boolean;
  readonly damage?: number;
}

/**
 * Sets a permanent's status in the board file of the shown state and reads the file back with
 * `parseBoard`, so an edit passes the same checks as a file would (a negative damage is refused).
 */
export const editObject = (
  session: Session,
  pool: CardPool,
  id: string,
  edit: ObjectEdit,
): Result<Session> => {
  const board = boardOf(session, pool);
  const objects = (board.objects ?? []).map((o) => (o.id === id ? { ...o, ...edit } : o));
  const parsed = parseBoard({ ...board, objects }, pool);
  return parsed.ok
    ? ok(push(session, { state: parsed.value.state, events: [], label: `edit ${id}` }))
    : parsed;
};

/** The session showing its entry `at`, kept within the history. */
export const goTo = (session: Session, at: number): Session => ({
  ...session,
  at: Math.min(session.entries.length - 1, Math.max(0, at)),
});
