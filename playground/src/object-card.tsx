import type { Characteristics, GameObject } from '../../src/browser.js';
import { ManaText } from './mana-text.js';
import { memo } from './memo.js';
import { type EditChoices, type EditHandlers, ObjectEditor } from './object-edit.js';
import type { ExplainedValue } from './trace-view.js';

/** What a card's controls do; without `edits` (play mode, where only actions change a game) it has none. */
export interface ObjectHandlers {
  readonly onExplain: (id: string, value: ExplainedValue) => void;
  readonly edits?: EditHandlers;
  /** Play mode: the card's name is a button that shows the legal actions naming it. */
  readonly onSelect?: (id: string) => void;
}

const typeLine = (c: Characteristics): string =>
  `${[...c.supertypes, ...c.types].join(' ')}${c.subtypes.length > 0 ? ` — ${c.subtypes.join(' ')}` : ''}`;

/** A value that opens its trace when clicked. */
const Explain = ({ label, value, onClick }: { label: string; value: string; onClick: () => void }) => (
  <button type="button" class="value" aria-label={`${label} ${value}, show its trace`} onClick={onClick}>
    {value}
  </button>
);

/** Tapped, damaged and counters in words, never by colour alone. */
const statusWords = (c: Characteristics): string[] => [
  ...(c.tapped ? ['tapped'] : []),
  ...(c.damage > 0 ? [`${c.damage} damage`] : []),
  ...c.counters.map((k) => `${k.count} ${k.kind} counter${k.count === 1 ? '' : 's'}`),
  ...(c.attachedTo ? [`attached to ${c.attachedTo}`] : []),
  ...(c.faceDown ? ['face down'] : []),
];

/**
 * One object with its current characteristics (CR 109.3), status (110.5) and edits. Drawn again
 * only when a prop is a different object (`memo`): the board keeps the characteristics of an
 * object an edit left alone (use-evaluation.ts), so an edit on a large board draws one card, not
 * all of them (issue 16: an edit redrawn within one frame).
 */
export const ObjectCard = memo(function ObjectCard({
  c,
  object,
  choices,
  handlers,
}: {
  readonly c: Characteristics;
  /** The object in the state, for what the editor shows as set (face down, attached to, choices). */
  readonly object: GameObject | undefined;
  readonly choices: EditChoices;
  readonly handlers: ObjectHandlers;
}) {
  const explain = (value: ExplainedValue) => () => handlers.onExplain(c.id, value);
  // CR 114.3: an emblem has no name; its card is a label saying what created it.
  const name = c.name || (c.faceDown ? '(face down)' : c.card);
  const { onSelect } = handlers;
  return (
    <article
      class={`card${c.tapped ? ' tapped' : ''}${c.damage > 0 ? ' damaged' : ''}`}
      aria-label={`${c.name || (c.faceDown ? 'face-down object' : c.card)} (${c.id})`}
      data-id={c.id}
    >
      <h4>
        {onSelect ? (
          <button
            type="button"
            class="select"
            aria-label={`${name} ${c.id}, show its actions`}
            onClick={() => onSelect(c.id)}
          >
            {name}
          </button>
        ) : (
          name
        )}{' '}
        <span class="id">{c.id}</span> {c.manaCost && <ManaText text={c.manaCost} />}
      </h4>
      <p>
        <Explain label="types" value={typeLine(c) || 'no types'} onClick={explain('types')} />{' '}
        <Explain
          label="colours"
          value={c.colors.length > 0 ? c.colors.join('') : 'colourless'}
          onClick={explain('colours')}
        />
        {c.power !== null && (
          <>
            {' '}
            <Explain
              label="power/toughness"
              value={`${c.power}/${c.toughness}`}
              onClick={explain('power/toughness')}
            />
          </>
        )}
        {c.loyalty !== null && <span> loyalty {c.loyalty}</span>}
      </p>
      {c.abilities.length > 0 && (
        <ul class="abilities" aria-label="abilities">
          {c.abilities.map((a, i) => (
            <li key={i} class={a.supported ? '' : 'unmodelled'}>
              <ManaText text={a.text} />
              {!a.supported && <em> — not modelled: {a.reason}</em>}
              {a.grantedBy && <span class="granted"> (from {a.grantedBy})</span>}
            </li>
          ))}
        </ul>
      )}
      <p class="abilities-trace">
        <Explain
          label="abilities"
          value={`${c.abilities.length} abilit${c.abilities.length === 1 ? 'y' : 'ies'}`}
          onClick={explain('abilities')}
        />
      </p>
      {statusWords(c).length > 0 && <p class="status">{statusWords(c).join(', ')}</p>}
      {object && handlers.edits && (
        <ObjectEditor c={c} object={object} choices={choices} handlers={handlers.edits} />
      )}
    </article>
  );
});
