import type { GameState, game, PlayerAction } from '../../src/browser.js';
import { actionLabel, objectName } from './action-label.js';
import { PlayEntry } from './play-entry.js';

/**
 * The person's legal actions from `legalActions`: an entry without choices is one button, one
 * with choices a small form (`PlayEntry`). What it can't list is named with the reason, never
 * left out silently; conceding (CR 104.3a) is always open.
 */
export const PlayActions = ({
  legal,
  state,
  onAct,
}: {
  readonly legal: game.LegalActions;
  readonly state: GameState;
  readonly onAct: (action: PlayerAction) => void;
}) => (
  <section class="play-actions" aria-label="your actions">
    <h2>Your actions</h2>
    <ul class="entries">
      {legal.entries.map((entry, i) => (
        <li key={`${i}-${entry.kind}`}>
          {Object.keys(entry.choices).length === 0 ? (
            <button type="button" onClick={() => onAct(entry.example)}>
              {actionLabel(entry.example, state)}
            </button>
          ) : (
            <PlayEntry entry={entry} legal={legal} state={state} onAct={onAct} />
          )}
        </li>
      ))}
    </ul>
    {legal.notListed.length > 0 && (
      <ul class="not-listed" aria-label="not listed">
        {legal.notListed.map((n) => (
          <li key={n.object}>
            Not listed: {objectName(state, n.object)}, {n.reason}
          </li>
        ))}
      </ul>
    )}
    <button type="button" onClick={() => onAct({ kind: 'concede', player: legal.player })}>
      Concede
    </button>
  </section>
);
