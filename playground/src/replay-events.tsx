import type { GameEvent } from '../../src/browser.js';
import { details } from './history-view.js';
import { RuleRef } from './rule-ref.js';

/** The action that led to the point shown in a replay, and its events, each with its rule. */
export const ReplayEvents = ({
  action,
  events,
}: {
  readonly action: string | null;
  readonly events: readonly GameEvent[];
}) => (
  <section class="history" aria-label="events of this action">
    <h2>{action === null ? 'The start of the game' : `Action: ${action}`}</h2>
    {events.length > 0 ? (
      <ul class="log">
        {events.map((event, j) => (
          <li key={j} class="event">
            <strong>{event.kind}</strong> {details(event)} <RuleRef rule={event.rule} />
          </li>
        ))}
      </ul>
    ) : (
      <p>No events.</p>
    )}
  </section>
);
