import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { CardPool, GameState, PlayerId } from '../../src/browser.js';
import { BoardView } from './board-view.js';
import { errorText } from './error-text.js';
import { seenBy } from './hidden-zones.js';
import { TracePanel } from './trace-panel.js';
import type { ExplainedValue } from './trace-view.js';
import { useEvaluation } from './use-evaluation.js';

/**
 * A game's board as `viewer` sees it (hidden zones counted, hidden-zones.ts), its values
 * explained on a click as in the editor, and `children` beside it (actions, the log). No edits:
 * in a game only actions change the board.
 */
export const GameBoard = ({
  state,
  pool,
  viewer,
  onSelect,
  children,
}: {
  readonly state: GameState;
  readonly pool: CardPool;
  readonly viewer: PlayerId | null;
  /** When set, each card's name shows the legal actions naming it (play mode). */
  readonly onSelect?: ((id: string) => void) | undefined;
  readonly children: ComponentChildren;
}) => {
  const evaluation = useEvaluation(state, pool);
  const [explained, setExplained] = useState<{ id: string; value: ExplainedValue } | null>(null);
  if (evaluation === null || !evaluation.ok)
    return (
      <p class="error" role="alert">
        {evaluation && errorText(evaluation.error)}
      </p>
    );
  const { shown, hidden } = seenBy(state, evaluation.value, viewer);
  const object = explained ? shown.find((o) => o.id === explained.id) : undefined;
  return (
    <div class="layout">
      <div class="board-column">
        <p class="hidden-zones">
          {hidden
            .map((h) => `${h.player}'s ${h.zone}: ${h.count} card${h.count === 1 ? '' : 's'}`)
            .join('; ')}{' '}
          (counted, not shown: CR 401.2, 402.3)
        </p>
        <BoardView
          state={state}
          objects={shown}
          handlers={{
            onExplain: (id, value) => setExplained({ id, value }),
            ...(onSelect ? { onSelect } : {}),
          }}
        />
      </div>
      <aside>
        <TracePanel
          state={state}
          pool={pool}
          explained={explained && object ? { object, value: explained.value } : null}
          onClose={() => setExplained(null)}
        />
        {children}
      </aside>
    </div>
  );
};
