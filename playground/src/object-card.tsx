import type { Characteristics } from '../../src/browser.js';
import { ManaText } from './mana-text.js';
import type { ObjectEdit } from './session.js';
import type { ExplainedValue } from './trace-view.js';

/** What a card's controls do; without `edits` (play mode, where only actions change a game) it has none. */
export interface ObjectHandlers {
  readonly onExplain: (id: string, value: ExplainedValue) => void;
  readonly edits?: {
    readonly onEdit: (id: string, edit: ObjectEdit) => void;
    readonly onCounters: (id: string, counter: string, amount: number) => void;
  };
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
];

/** One object with its current characteristics (CR 109.3), status (110.5) and edits. */
export const ObjectCard = ({
  c,
  handlers,
}: {
  readonly c: Characteristics;
  readonly handlers: ObjectHandlers;
}) => {
  const explain = (value: ExplainedValue) => () => handlers.onExplain(c.id, value);
  const edits = c.zone === 'battlefield' ? handlers.edits : undefined;
  return (
    <article
      class={`card${c.tapped ? ' tapped' : ''}${c.damage > 0 ? ' damaged' : ''}`}
      aria-label={`${c.name || 'face-down object'} (${c.id})`}
      data-id={c.id}
    >
      <h4>
        {c.name || '(face down)'} <span class="id">{c.id}</span>{' '}
        {c.manaCost && <ManaText text={c.manaCost} />}
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
      {edits && (
        <details class="edit">
          <summary>Edit {c.id}</summary>
          <label>
            <input
              type="checkbox"
              checked={c.tapped}
              onChange={() => edits.onEdit(c.id, { tapped: !c.tapped })}
            />{' '}
            tapped
          </label>
          <label>
            damage{' '}
            <input
              type="number"
              min={0}
              value={c.damage}
              onChange={(e) => edits.onEdit(c.id, { damage: Number(e.currentTarget.value) })}
            />
          </label>
          <span>
            +1/+1 counters{' '}
            <button
              type="button"
              aria-label={`add a +1/+1 counter to ${c.id}`}
              onClick={() => edits.onCounters(c.id, '+1/+1', 1)}
            >
              +
            </button>
            <button
              type="button"
              aria-label={`remove a +1/+1 counter from ${c.id}`}
              onClick={() => edits.onCounters(c.id, '+1/+1', -1)}
            >
              −
            </button>
          </span>
        </details>
      )}
    </article>
  );
};
