import { useState } from 'preact/hooks';
import type { Action, Characteristics, GameState, ZoneName } from '../../src/browser.js';

/** The shortcut actions the playground offers (docs/board-format.md, "actions"), played through `apply`. */
const VERBS = ['damage', 'counters', 'move'] as const;
type Verb = (typeof VERBS)[number];

const MOVE_TO: readonly ZoneName[] = ['graveyard', 'exile', 'hand', 'library', 'battlefield'];

const Select = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) => (
  <label>
    {label}{' '}
    <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  </label>
);

export const ActionForm = ({
  state,
  objects,
  onPlay,
}: {
  readonly state: GameState;
  readonly objects: readonly Characteristics[];
  readonly onPlay: (action: Action, label: string) => void;
}) => {
  const permanents = objects.filter((o) => o.zone === 'battlefield').map((o) => o.id);
  const everything = objects.map((o) => o.id);
  const [verb, setVerb] = useState<Verb>('damage');
  const [object, setObject] = useState('');
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState(1);
  const [counter, setCounter] = useState('+1/+1');
  const [zone, setZone] = useState<string>('graveyard');
  // A choice made on an earlier board may name an object that is gone: fall back to the first.
  const pick = (chosen: string, among: readonly string[]): string =>
    among.includes(chosen) ? chosen : (among[0] ?? '');
  const targets = [...permanents, ...state.players.map((p) => p.id)];

  const action = (): Action => {
    switch (verb) {
      case 'damage':
        return {
          kind: 'damage',
          source: pick(object, everything),
          to: [{ to: pick(target, targets), amount }],
        };
      case 'counters':
        return { kind: 'counters', object: pick(object, permanents), counter, amount };
      case 'move':
        return { kind: 'move', object: pick(object, everything), to: zone as ZoneName };
    }
  };

  return (
    <form
      class="action-form"
      aria-label="play an action"
      onSubmit={(e) => {
        e.preventDefault();
        onPlay(action(), verb);
      }}
    >
      <Select label="action" value={verb} options={VERBS} onChange={(v) => setVerb(v as Verb)} />
      <Select
        label={verb === 'damage' ? 'source' : 'object'}
        value={pick(object, verb === 'counters' ? permanents : everything)}
        options={verb === 'counters' ? permanents : everything}
        onChange={setObject}
      />
      {verb === 'damage' && (
        <Select label="to" value={pick(target, targets)} options={targets} onChange={setTarget} />
      )}
      {verb === 'counters' && (
        <label>
          counter <input value={counter} size={8} onInput={(e) => setCounter(e.currentTarget.value)} />
        </label>
      )}
      {verb === 'move' && <Select label="to zone" value={zone} options={MOVE_TO} onChange={setZone} />}
      {verb !== 'move' && (
        <label>
          amount{' '}
          <input
            type="number"
            aria-label="amount"
            value={amount}
            onInput={(e) => setAmount(Number(e.currentTarget.value))}
          />
        </label>
      )}
      <button type="submit">Apply</button>
    </form>
  );
};
