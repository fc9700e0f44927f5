import {
  type Action,
  apply,
  type BoardFile,
  type BoardObject,
  type CardPool,
  type EntryChoices,
  type GameEvent,
  type GameObject,
  type GameState,
  makeBoard,
  ok,
  parseBoard,
  type Result,
  validateState,
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

/**
 * The board file of a state with every object's and effect's id and timestamp, and the next
 * ones, written out, so that adding or taking away an object renumbers nothing (ids and
 * timestamps a file leaves out follow its order, docs/board-format.md).
 */
const stamp = (made?: { readonly id: string; readonly timestamp: number }) =>
  made ? { id: made.id, timestamp: made.timestamp } : {};

const pinned = (state: GameState, pool: CardPool): BoardFile => {
  const board = makeBoard(state, pool);
  return {
    ...board,
    objects: (board.objects ?? []).map((o, i) => ({ ...o, ...stamp(state.objects[i]) })),
    effects: (board.effects ?? []).map((e, i) => ({ ...e, ...stamp(state.effects[i]) })),
  };
};

/**
 * Changes the board file of the shown state and reads it back with `parseBoard`, so a card added
 * is found by its name as a file's is, and one taken away leaves nothing naming it; a refused
 * change leaves the session as it was.
 */
const editBoard = (
  session: Session,
  pool: CardPool,
  label: string,
  change: (objects: readonly BoardObject[]) => readonly BoardObject[],
  next: GameState['next'] = current(session).state.next,
): Result<Session> => {
  const board = pinned(current(session).state, pool);
  const parsed = parseBoard({ ...board, objects: change(board.objects ?? []), next }, pool);
  return parsed.ok ? ok(push(session, { state: parsed.value.state, events: [], label })) : parsed;
};

/** The "as enters" choices an edit sets (CR 614.12); a choice set to undefined is taken away. */
export type ChoicesEdit = {
  readonly [K in 'color' | 'creatureType' | 'opponent' | 'option' | 'x']?: EntryChoices[K] | undefined;
};

/** What an edit may set on a permanent directly, as a board file writes it. */
export interface ObjectEdit {
  readonly tapped?: boolean;
  readonly damage?: number;
  readonly controller?: string;
  readonly faceDown?: boolean;
  readonly attachedTo?: string | null;
  readonly choices?: ChoicesEdit;
}

const withChoices = (choices: EntryChoices, edit: ChoicesEdit): EntryChoices =>
  // Each key is one of EntryChoices' own, and every value left is one of its values.
  Object.fromEntries(
    Object.entries({ ...choices, ...edit }).filter(([, value]) => value !== undefined),
  ) as EntryChoices;

const edited = (object: GameObject, { choices, ...status }: ObjectEdit): GameObject => ({
  ...object,
  ...status,
  ...(choices ? { choices: withChoices(object.choices, choices) } : {}),
});

/**
 * Sets a permanent's status in the shown state, which then passes `validateState`, the door every
 * state passes (a negative damage, an Aura attached to itself or a creature type that isn't one is
 * refused with its rule, as a board file's would be); a refused edit leaves the session as it was.
 * Every other object keeps its identity, so what is drawn from it need not be drawn again. No board
 * file is written and read back: `parseBoard` of a 200-permanent board alone takes 5-15 ms in Node.
 */
export const editObject = (
  session: Session,
  pool: CardPool,
  id: string,
  edit: ObjectEdit,
): Result<Session> => {
  const state = current(session).state;
  const objects = state.objects.map((o) => (o.id === id ? edited(o, edit) : o));
  const checked = validateState({ ...state, objects }, pool);
  return checked.ok ? ok(push(session, { state: checked.value, events: [], label: `edit ${id}` })) : checked;
};

/**
 * Adds a card to the shown board as the newest object (the next id and timestamp, CR 613.7d),
 * its name looked up as a board file's is (`pool.find`, with "did you mean" when unknown).
 */
export const addObject = (
  session: Session,
  pool: CardPool,
  object: Pick<BoardObject, 'card' | 'zone' | 'owner' | 'controller'>,
): Result<Session> => {
  const { next } = current(session).state;
  const added: BoardObject = { ...object, id: `o${next.id}`, timestamp: next.timestamp };
  return editBoard(session, pool, `add ${object.card}`, (objects) => [...objects, added], {
    id: next.id + 1,
    timestamp: next.timestamp + 1,
  });
};

/** Takes an object out of the shown board; refused while anything still names it (an effect, an attachment). */
export const removeObject = (session: Session, pool: CardPool, id: string): Result<Session> =>
  editBoard(session, pool, `remove ${id}`, (objects) => objects.filter((o) => o.id !== id));

/** The session showing its entry `at`, kept within the history. */
export const goTo = (session: Session, at: number): Session => ({
  ...session,
  at: Math.min(session.entries.length - 1, Math.max(0, at)),
});
