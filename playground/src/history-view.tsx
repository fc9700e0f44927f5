import type { GameEvent } from '../../src/browser.js';
import { RuleRef } from './rule-ref.js';
import type { Session } from './session.js';

/** An event's facts besides its kind and rule, as `key value` pairs. */
export const details = (event: GameEvent): string =>
  Object.entries(event)
    .filter(([key]) => key !== 'kind' && key !== 'rule')
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

/** Every state the board went through, each with its events and their rules; one is shown. */
export const HistoryView = ({
  session,
  onGo,
}: {
  readonly session: Session;
  readonly onGo: (at: number) => void;
}) => (
  <section class="history" aria-label="history and event log">
    <h2>History</h2>
    <p>
      <button type="button" disabled={session.at === 0} onClick={() => onGo(session.at - 1)}>
        ← Back
      </button>{' '}
      <button
        type="button"
        disabled={session.at === session.entries.length - 1}
        onClick={() => onGo(session.at + 1)}
      >
        Forward →
      </button>{' '}
      step {session.at + 1} of {session.entries.length}
    </p>
    <ol class="log">
      {session.entries.map((entry, i) => (
        <li key={i} aria-current={i === session.at ? 'step' : undefined}>
          <button type="button" class="entry" onClick={() => onGo(i)}>
            {entry.label}
            {i === session.at ? ' (shown)' : ''}
          </button>
          {entry.events.length > 0 && (
            <ul>
              {entry.events.map((event, j) => (
                <li key={j} class="event">
                  <strong>{event.kind}</strong> {details(event)} <RuleRef rule={event.rule} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  </section>
);
