import { useState } from 'preact/hooks';
import type { Characteristics, GameObject } from '../../src/browser.js';
import { Select } from './form-controls.js';
import type { ChoicesEdit, ObjectEdit } from './session.js';

export interface EditHandlers {
  readonly onEdit: (id: string, edit: ObjectEdit) => void;
  readonly onCounters: (id: string, counter: string, amount: number) => void;
  readonly onRemove: (id: string) => void;
}

/** What the edit controls offer to choose from: the players, and the permanents to attach to. */
export interface EditChoices {
  readonly players: readonly string[];
  readonly permanents: readonly string[];
}

/** CR 105.1: the five colours, as a board file writes a chosen one. */
const COLOURS = ['W', 'U', 'B', 'R', 'G'] as const;

/** Counters of any kind (CR 122.1), put on or removed through the `counters` action. */
const CounterControls = ({ id, handlers }: { id: string; handlers: EditHandlers }) => {
  const [kind, setKind] = useState('+1/+1');
  return (
    <span>
      <label>
        counter kind <input value={kind} size={8} onInput={(e) => setKind(e.currentTarget.value)} />
      </label>{' '}
      <button
        type="button"
        aria-label={`add a ${kind} counter to ${id}`}
        onClick={() => handlers.onCounters(id, kind, 1)}
      >
        +
      </button>
      <button
        type="button"
        aria-label={`remove a ${kind} counter from ${id}`}
        onClick={() => handlers.onCounters(id, kind, -1)}
      >
        −
      </button>
    </span>
  );
};

/** The "as enters" choices a board file records (CR 614.12), set together; an empty field is no choice. */
const ChoicesForm = ({
  object,
  players,
  onSet,
}: {
  object: GameObject;
  players: readonly string[];
  onSet: (choices: ChoicesEdit) => void;
}) => {
  const chosen = object.choices;
  const [color, setColor] = useState<string>(chosen.color ?? '');
  const [creatureType, setCreatureType] = useState(chosen.creatureType ?? '');
  const [opponent, setOpponent] = useState(chosen.opponent ?? '');
  const [option, setOption] = useState(chosen.option ?? '');
  const [x, setX] = useState(chosen.x === undefined ? '' : String(chosen.x));
  const given = (value: string) => (value === '' ? undefined : value);
  return (
    <fieldset>
      <legend>As it entered (CR 614.12)</legend>
      <Select label="colour" value={color} options={COLOURS} none="none" onChange={setColor} />
      <label>
        creature type{' '}
        <input value={creatureType} size={10} onInput={(e) => setCreatureType(e.currentTarget.value)} />
      </label>
      <Select label="opponent" value={opponent} options={players} none="none" onChange={setOpponent} />
      <label>
        option <input value={option} size={10} onInput={(e) => setOption(e.currentTarget.value)} />
      </label>
      <label>
        X <input type="number" min={0} value={x} onInput={(e) => setX(e.currentTarget.value)} />
      </label>
      <button
        type="button"
        onClick={() =>
          onSet({
            color: COLOURS.find((c) => c === color),
            creatureType: given(creatureType),
            opponent: given(opponent),
            option: given(option),
            x: x === '' ? undefined : Number(x),
          })
        }
      >
        Set choices of {object.id}
      </button>
    </fieldset>
  );
};

/**
 * A permanent's status as a board file writes it (CR 110.5: tapped, face down; attached to, 301.5,
 * 303.4; controller, 108.4; damage, 120.3), each edit read back through the file's checks.
 */
export const ObjectEditor = ({
  c,
  object,
  choices,
  handlers,
}: {
  readonly c: Characteristics;
  readonly object: GameObject;
  readonly choices: EditChoices;
  readonly handlers: EditHandlers;
}) => {
  const edit = (change: ObjectEdit) => handlers.onEdit(c.id, change);
  const permanent = c.zone === 'battlefield';
  // The controls are drawn only while open: a large board would otherwise draw thousands of them.
  const [open, setOpen] = useState(false);
  return (
    <details class="edit" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Edit {c.id}</summary>
      {open && permanent && (
        <>
          <label>
            <input type="checkbox" checked={c.tapped} onChange={() => edit({ tapped: !c.tapped })} /> tapped
          </label>
          <label>
            <input
              type="checkbox"
              checked={object.faceDown}
              onChange={() => edit({ faceDown: !object.faceDown })}
            />{' '}
            face down
          </label>
          <label>
            damage{' '}
            <input
              type="number"
              min={0}
              value={c.damage}
              onChange={(e) => edit({ damage: Number(e.currentTarget.value) })}
            />
          </label>
          <CounterControls id={c.id} handlers={handlers} />
          <Select
            label="controller"
            value={object.controller}
            options={choices.players}
            onChange={(controller) => edit({ controller })}
          />
          <Select
            label="attached to"
            value={object.attachedTo ?? ''}
            options={choices.permanents.filter((id) => id !== c.id)}
            none="nothing"
            onChange={(to) => edit({ attachedTo: to === '' ? null : to })}
          />
          <ChoicesForm
            key={JSON.stringify(object.choices)}
            object={object}
            players={choices.players}
            onSet={(set) => edit({ choices: set })}
          />
        </>
      )}
      {open && (
        <button type="button" onClick={() => handlers.onRemove(c.id)}>
          Remove {c.id} from the board
        </button>
      )}
    </details>
  );
};
