import type { CardPool, Characteristics, GameState } from '../../src/browser.js';
import { errorText } from './error-text.js';
import { type ExplainedValue, TraceView } from './trace-view.js';
import { useTrace } from './use-trace.js';

/** A value asked to be explained: the object's characteristics and which of its values. */
export interface Explained {
  readonly object: Characteristics;
  readonly value: ExplainedValue;
}

/**
 * The explanation open, if any: the trace of `state`'s evaluation for one value of an object
 * (made only while it is open, `useTrace`), or that the worker is still making it.
 */
export const TracePanel = ({
  state,
  pool,
  explained,
  onClose,
}: {
  readonly state: GameState;
  readonly pool: CardPool;
  readonly explained: Explained | null;
  readonly onClose: () => void;
}) => {
  const { trace, pending } = useTrace(state, pool, explained !== null);
  return (
    <>
      {pending && <p role="status">Tracing the board in a worker…</p>}
      {trace && !trace.ok && (
        <p class="error" role="alert">
          {errorText(trace.error)}
        </p>
      )}
      {explained && trace?.ok && (
        <TraceView object={explained.object} value={explained.value} trace={trace.value} onClose={onClose} />
      )}
    </>
  );
};
