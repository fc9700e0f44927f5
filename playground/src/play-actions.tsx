import { useEffect, useRef } from 'preact/hooks';
import type { GameState, game, PlayerAction } from '../../src/browser.js';
import { actionLabel, objectName } from './action-label.js';
import { PlayEntry } from './play-entry.js';

type EntryProps = {
  readonly legal: game.LegalActions;
  readonly state: GameState;
  readonly onAct: (action: PlayerAction) => void;
};

/** An entry without choices is one button, one with choices a small form (`PlayEntry`). */
const Entries = ({
  entries,
  legal,
  state,
  onAct,
}: EntryProps & { readonly entries: readonly game.LegalEntry[] }) => (
  <ul class="entries">
    {entries.map((entry, i) => (
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
);

/** Whether an entry's action is done with or to the object: cast it, activate it, play it, tap it for mana. */
const namesObject = (entry: game.LegalEntry, id: string): boolean =>
  'object' in entry.example && entry.example.object === id;

/**
 * The legal actions naming one card, shown when its name is clicked on the board (issue 16);
 * the heading takes the focus, so a keyboard reaches them at once.
 */
const SelectedActions = ({
  selected,
  onClose,
  ...props
}: EntryProps & {
  readonly selected: string;
  readonly onClose: () => void;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [selected]);
  const name = objectName(props.state, selected);
  const entries = props.legal.entries.filter((e) => namesObject(e, selected));
  return (
    <section class="selected-actions" aria-label={`actions for ${name}`}>
      <h3 ref={heading} tabIndex={-1}>
        Actions for {name}
      </h3>
      {entries.length > 0 ? (
        <Entries entries={entries} {...props} />
      ) : (
        <p>No legal action names {name} now.</p>
      )}
      <button type="button" onClick={onClose}>
        Show all actions
      </button>
    </section>
  );
};

/**
 * The person's legal actions from `legalActions`, or those naming the card chosen on the board.
 * What it can't list is named with the reason, never left out silently; conceding (CR 104.3a)
 * is always open.
 */
export const PlayActions = ({
  selected,
  onSelect,
  ...props
}: EntryProps & {
  /** The card chosen on the board, or null for every action. */
  readonly selected: string | null;
  readonly onSelect: (id: string | null) => void;
}) => (
  <section class="play-actions" aria-label="your actions">
    <h2>Your actions</h2>
    {selected === null ? (
      <Entries entries={props.legal.entries} {...props} />
    ) : (
      <SelectedActions selected={selected} onClose={() => onSelect(null)} {...props} />
    )}
    {props.legal.notListed.length > 0 && (
      <ul class="not-listed" aria-label="not listed">
        {props.legal.notListed.map((n) => (
          <li key={n.object}>
            Not listed: {objectName(props.state, n.object)}, {n.reason}
          </li>
        ))}
      </ul>
    )}
    <button type="button" onClick={() => props.onAct({ kind: 'concede', player: props.legal.player })}>
      Concede
    </button>
  </section>
);
