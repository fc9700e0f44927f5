import { useMemo, useRef } from 'preact/hooks';
import {
  type CardPool,
  type Characteristics,
  evaluate,
  type GameState,
  ok,
  type Result,
} from '../../src/browser.js';
import { keepUnchanged } from './kept-characteristics.js';

/**
 * Every object's characteristics in `state` (CR 613), evaluated on the page without a trace: the
 * evaluation `apply` already made of a state it returned, to check state-based actions (704.3),
 * which the engine remembers; an edited state's takes about a millisecond on a 200-permanent
 * board. An object whose characteristics and status a change left alone keeps the same
 * `Characteristics` object, so that its card is not drawn again (object-card.tsx). The trace,
 * which only an open explanation needs, is `useTrace`'s. Null for no state.
 */
export const useEvaluation = (
  state: GameState | null,
  pool: CardPool,
): Result<readonly Characteristics[]> | null => {
  const shown = useRef<readonly Characteristics[]>([]);
  return useMemo(() => {
    if (state === null) return null;
    const evaluated = evaluate(state, pool);
    if (!evaluated.ok) return evaluated;
    shown.current = keepUnchanged(shown.current, evaluated.value.objects);
    return ok(shown.current);
  }, [state, pool]);
};
