import { useCallback, useMemo, useRef, useState } from 'preact/hooks';
import { type Action, type CardPool, game, type Result } from '../../src/browser.js';
import { ActionForm } from './action-form.js';
import { AddCard } from './add-card.js';
import { AnswerForm } from './answer-form.js';
import { BoardView } from './board-view.js';
import { CombatDamageAnswer } from './combat-damage-answer.js';
import { errorText } from './error-text.js';
import { FileBar } from './file-bar.js';
import { HistoryView } from './history-view.js';
import type { ObjectHandlers } from './object-card.js';
import {
  addObject,
  boardOf,
  current,
  editObject,
  goTo,
  openBoard,
  play,
  removeObject,
  type Session,
} from './session.js';
import { shareFragment } from './share.js';
import { TracePanel } from './trace-panel.js';
import type { ExplainedValue } from './trace-view.js';
import { useEvaluation } from './use-evaluation.js';

/** The board, its characteristics recomputed on every change, traces, actions and history. */
export const App = ({ pool, initial }: { readonly pool: CardPool; readonly initial: string }) => {
  const first = useMemo(() => openBoard(initial, pool), [initial, pool]);
  const [session, setSession] = useState<Session | null>(first.ok ? first.value : null);
  const [error, setError] = useState<string | null>(first.ok ? null : errorText(first.error));
  const [explained, setExplained] = useState<{ id: string; value: ExplainedValue } | null>(null);

  const update = useCallback((next: Result<Session>) => {
    if (next.ok) setSession(next.value);
    setError(next.ok ? null : errorText(next.error));
  }, []);
  // The cards' handlers stay the same objects from one render to the next, so that a card whose
  // object didn't change isn't drawn again (object-card.tsx); they act on the latest session.
  const latest = useRef(session);
  latest.current = session;
  const handlers = useMemo((): ObjectHandlers => {
    const change = (next: (session: Session) => Result<Session>) => {
      if (latest.current) update(next(latest.current));
    };
    return {
      onExplain: (id, value) => setExplained({ id, value }),
      edits: {
        onEdit: (id, edit) => change((s) => editObject(s, pool, id, edit)),
        onCounters: (id, counter, amount) =>
          change((s) => play(s, pool, { kind: 'counters', object: id, counter, amount }, `counters ${id}`)),
        onRemove: (id) => change((s) => removeObject(s, pool, id)),
      },
    };
  }, [pool, update]);
  const open = (json: string) => {
    update(openBoard(json, pool));
    setExplained(null);
  };

  const state = session ? current(session).state : null;
  const evaluation = useEvaluation(state, pool);
  const boardJson = () => (session ? `${JSON.stringify(boardOf(session, pool), null, 2)}\n` : '');

  const onPlay = (action: Action, label: string) => session && update(play(session, pool, action, label));

  const asked = state ? game.toAct(state) : null;
  const objects = evaluation?.ok ? evaluation.value : [];
  const shown = explained ? objects.find((o) => o.id === explained.id) : undefined;
  return (
    <main>
      <h1>mtg-rules playground</h1>
      <FileBar
        onOpen={open}
        boardJson={boardJson}
        shareUrl={() => `${location.origin}${location.pathname}${shareFragment(boardJson())}`}
      />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {evaluation && !evaluation.ok && (
        <p class="error" role="alert">
          {errorText(evaluation.error)}
        </p>
      )}
      {session && state && (
        <div class="layout">
          <BoardView state={state} objects={objects} handlers={handlers} />
          <aside>
            <TracePanel
              state={state}
              pool={pool}
              explained={explained && shown ? { object: shown, value: explained.value } : null}
              onClose={() => setExplained(null)}
            />
            <AddCard
              pool={pool}
              players={state.players.map((p) => p.id)}
              onAdd={(object) => update(addObject(session, pool, object))}
            />
            {asked?.kind === 'decide' && (
              <AnswerForm state={state} pool={pool} asked={asked} onPlay={onPlay} />
            )}
            {asked?.kind === 'assignCombatDamage' && (
              <CombatDamageAnswer
                key={JSON.stringify(asked.question)}
                state={state}
                pool={pool}
                asked={asked}
                onPlay={onPlay}
              />
            )}
            <ActionForm state={state} objects={objects} onPlay={onPlay} />
            <HistoryView session={session} onGo={(at) => setSession(goTo(session, at))} />
          </aside>
        </div>
      )}
    </main>
  );
};
