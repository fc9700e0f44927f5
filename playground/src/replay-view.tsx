import { useMemo, useState } from 'preact/hooks';
import { type CardPool, game } from '../../src/browser.js';
import { actionLabel } from './action-label.js';
import { errorText } from './error-text.js';
import { FileInput } from './form-controls.js';
import { GameBoard } from './game-board.js';
import { GameStatus } from './game-status.js';
import { ReplayEvents } from './replay-events.js';
import { replayAt, replaySteps } from './replay-steps.js';

/**
 * A game record stepped through (issue 16): open a record file (`readRecord`), then first, back,
 * forward, last or the slider; each point is `replay` with `to`, the board with every hand shown
 * and the events of the action that led there. A record `replay` refuses shows the refusal.
 */
export const ReplayView = ({
  pool,
  opened = null,
}: {
  readonly pool: CardPool;
  /** A record to open on: the game just played, from play mode. */
  readonly opened?: string | null;
}) => {
  const [text, setText] = useState<string | null>(opened);
  const [to, setTo] = useState(0);
  const record = useMemo(() => (text === null ? null : game.readRecord(text)), [text]);
  const steps = useMemo(() => (record?.ok ? replaySteps(record.value) : null), [record]);
  const total = record?.ok ? record.value.actions.length : 0;
  const replayed = useMemo(() => (steps ? replayAt(steps, pool, to) : null), [steps, pool, to]);
  const go = (n: number) => setTo(Math.min(total, Math.max(0, n)));
  const last = record?.ok && to > 0 ? record.value.actions[to - 1] : undefined;
  // The action is named by the objects it acted on, as they were before it (CR 400.7: a moved card is a new object).
  const before = useMemo(() => (steps && to > 0 ? replayAt(steps, pool, to - 1) : null), [steps, pool, to]);
  return (
    <section class="replay" aria-label="replay">
      <h2>Replay a game</h2>
      <FileInput
        label="Open a game record"
        accept=".jsonl,.json,application/x-ndjson"
        onFile={async (file) => {
          setTo(0);
          setText(await file.text());
        }}
      />
      {record && !record.ok && (
        <p class="error" role="alert">
          {errorText(record.error)}
        </p>
      )}
      {replayed && !replayed.ok && (
        <p class="error" role="alert">
          {errorText(replayed.error)}
        </p>
      )}
      {record?.ok && (
        <fieldset class="replay-controls">
          <legend>Step through the record</legend>
          <button type="button" disabled={to === 0} onClick={() => go(0)}>
            ⏮ First
          </button>{' '}
          <button type="button" disabled={to === 0} onClick={() => go(to - 1)}>
            ← Back
          </button>{' '}
          <button type="button" disabled={to === total} onClick={() => go(to + 1)}>
            Forward →
          </button>{' '}
          <button type="button" disabled={to === total} onClick={() => go(total)}>
            Last ⏭
          </button>{' '}
          <label>
            Action {to} of {total}{' '}
            <input
              type="range"
              min={0}
              max={total}
              value={to}
              onInput={(e) => go(Number(e.currentTarget.value))}
            />
          </label>
        </fieldset>
      )}
      {replayed?.ok && (
        <>
          <GameStatus state={replayed.value.state} result={replayed.value.result} />
          <GameBoard state={replayed.value.state} pool={pool} viewer={null}>
            <ReplayEvents
              action={last && before?.ok ? actionLabel(last, before.value.state) : null}
              events={replayed.value.events}
            />
          </GameBoard>
        </>
      )}
    </section>
  );
};
