import { useMemo, useState } from 'preact/hooks';
import type { CardPool, PlayerAction } from '../../src/browser.js';
import { game } from '../../src/browser.js';
import { downloadText } from './download.js';
import { errorText } from './error-text.js';
import { GameBoard } from './game-board.js';
import { GameStatus } from './game-status.js';
import { HistoryView } from './history-view.js';
import { PlayActions } from './play-actions.js';
import { type PlaySession, recordText, resultOf, stateOf, takeAction } from './play-session.js';
import { PlaySetup } from './play-setup.js';

/**
 * Play mode (issue 16): a game against a reference agent. The board as the person sees it, their
 * legal actions, the log with each event's rule (any earlier state can be looked at), the result
 * once it ends, and the game's record to save.
 */
export const PlayView = ({
  pool,
  onReplay,
}: {
  readonly pool: CardPool;
  /** Opens the game's record in the replay viewer. */
  readonly onReplay: (record: string) => void;
}) => {
  const [session, setSession] = useState<PlaySession | null>(null);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The card whose actions are shown (clicked on the board), until the next action.
  const [selected, setSelected] = useState<string | null>(null);
  const begin = (next: PlaySession) => {
    setSession(next);
    setShownAt(null);
    setError(null);
    setSelected(null);
  };
  if (session === null) return <PlaySetup pool={pool} onStart={begin} />;

  const latest = session.entries.length - 1;
  const at = shownAt ?? latest;
  const state = session.entries[at]?.state ?? stateOf(session);
  const result = resultOf(session);
  const open = at === latest && result === null && session.stopped === null;
  const legal = useMemo(() => (open ? game.legalActions(state, pool) : null), [open, state, pool]);
  const yours = legal?.ok && legal.value.player === session.human ? legal.value : null;
  const act = (action: PlayerAction) => {
    const next = takeAction(session, pool, action);
    if (next.ok) begin(next.value);
    else setError(errorText(next.error));
  };
  return (
    <section class="play" aria-label="play mode">
      <GameStatus state={state} result={result} />
      {session.stopped && (
        <p class="error" role="alert">
          The game stops here: {session.stopped}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p>
        <button type="button" onClick={() => downloadText(recordText(session), 'game.jsonl')}>
          Save the game record
        </button>{' '}
        <button type="button" onClick={() => onReplay(recordText(session))}>
          Replay this game
        </button>{' '}
        <button type="button" onClick={() => setSession(null)}>
          New game
        </button>
      </p>
      <GameBoard state={state} pool={pool} viewer={session.human} onSelect={yours ? setSelected : undefined}>
        {at !== latest && (
          <p>
            An earlier state is shown.{' '}
            <button type="button" onClick={() => setShownAt(null)}>
              Back to the game
            </button>
          </p>
        )}
        {legal && !legal.ok && (
          <p class="error" role="alert">
            {errorText(legal.error)}
          </p>
        )}
        {yours && (
          <PlayActions
            key={latest}
            legal={yours}
            state={state}
            onAct={act}
            selected={selected}
            onSelect={setSelected}
          />
        )}
        <HistoryView
          session={{ entries: session.entries, at }}
          onGo={(i) => setShownAt(i === latest ? null : i)}
        />
      </GameBoard>
    </section>
  );
};
