import { useState } from 'preact/hooks';
import { type GameState, game, type PlayerAction } from '../../src/browser.js';
import { actionLabel, objectName } from './action-label.js';
import { errorText } from './error-text.js';

/** The choices of an entry the form asks for; the others (an order, a division, a question) take the entry's example. */
const ASKED = ['targets', 'x', 'attackers', 'blockers', 'discard', 'bottom', 'keep', 'crew'] as const;

const Pick = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) => (
  <label class="choice">
    {label}{' '}
    <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {options.map(([v, text]) => (
        <option key={v} value={v}>
          {text}
        </option>
      ))}
    </select>
  </label>
);

/** A set of objects, each a checkbox; `count` says how many the rule wants. */
const Cards = ({
  legend,
  from,
  chosen,
  name,
  onChange,
}: {
  legend: string;
  from: readonly string[];
  chosen: readonly string[];
  name: (id: string) => string;
  onChange: (chosen: readonly string[]) => void;
}) => (
  <fieldset>
    <legend>{legend}</legend>
    {from.map((id) => (
      <label key={id} class="choice">
        <input
          type="checkbox"
          checked={chosen.includes(id)}
          onChange={() => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])}
        />{' '}
        {name(id)}
      </label>
    ))}
  </fieldset>
);

/**
 * One entry of `legalActions` with choices (targets, X, attackers, blockers, cards, the legend
 * kept, the crew), asked for and made into an action by `concreteAction`; `check` (apply itself)
 * judges it before it is taken, and its refusal is shown with its rule.
 */
export const PlayEntry = ({
  entry,
  legal,
  state,
  onAct,
}: {
  readonly entry: game.LegalEntry;
  readonly legal: game.LegalActions;
  readonly state: GameState;
  readonly onAct: (action: PlayerAction) => void;
}) => {
  const c = entry.choices;
  const name = (id: string) => objectName(state, id);
  const [targets, setTargets] = useState(() => (c.targets ?? []).map((slot) => slot[0] ?? ''));
  const [x, setX] = useState(c.x?.min ?? 0);
  // Per creature, what it attacks or blocks; '' for nothing (508.1a, 509.1a).
  const [combat, setCombat] = useState<Readonly<Record<string, string>>>({});
  const [cards, setCards] = useState<readonly string[]>([]);
  const [keep, setKeep] = useState(c.keep?.[0] ?? '');
  const [crew, setCrew] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const declared = (options: readonly game.CombatOption[]) =>
    options.flatMap((o) => (combat[o.creature] ? [[o.creature, combat[o.creature] ?? ''] as const] : []));
  const choice: game.LegalChoice = {
    ...(c.targets ? { targets } : {}),
    ...(c.x ? { x } : {}),
    ...(c.attackers
      ? { attackers: declared(c.attackers).map(([attacker, attacking]) => ({ attacker, attacking })) }
      : {}),
    ...(c.blockers
      ? { blockers: declared(c.blockers).map(([blocker, attacker]) => ({ blocker, attacker })) }
      : {}),
    ...(c.discard || c.bottom ? { cards } : {}),
    ...(c.keep ? { keep } : {}),
    ...(c.crew ? { crew } : {}),
  };
  const action = game.concreteAction(entry, choice);
  const take = () => {
    const checked = legal.check(action);
    setRefusal(checked.ok ? null : errorText(checked.error));
    if (checked.ok) onAct(action);
  };
  const combatPicks = (options: readonly game.CombatOption[], verb: string) =>
    options.map((o) => (
      <Pick
        key={o.creature}
        label={name(o.creature)}
        value={combat[o.creature] ?? ''}
        options={[['', `doesn't ${verb}`], ...o.against.map((a) => [a, `${verb}s ${name(a)}`] as const)]}
        onChange={(v) => setCombat({ ...combat, [o.creature]: v })}
      />
    ));
  const pile = c.discard ?? c.bottom;
  const asListed = Object.keys(c).filter((k) => !(ASKED as readonly string[]).includes(k));
  return (
    <fieldset class="entry-form">
      <legend>{entry.kind}</legend>
      {c.targets?.map((slot, i) => (
        <Pick
          key={i}
          label={`target ${i + 1}`}
          value={targets[i] ?? ''}
          options={slot.map((t) => [t, name(t)] as const)}
          onChange={(v) => setTargets(targets.map((t, j) => (j === i ? v : t)))}
        />
      ))}
      {c.x && (
        <label class="choice">
          X ({c.x.min} to {c.x.max}){' '}
          <input
            type="number"
            min={c.x.min}
            max={c.x.max}
            value={x}
            onChange={(e) => setX(Number(e.currentTarget.value))}
          />
        </label>
      )}
      {c.attackers && combatPicks(c.attackers, 'attack')}
      {c.blockers && combatPicks(c.blockers, 'block')}
      {pile && (
        <Cards
          legend={`${c.discard ? 'discard' : 'put on the bottom'} exactly ${pile.count}`}
          from={pile.from}
          chosen={cards}
          name={name}
          onChange={setCards}
        />
      )}
      {c.keep && (
        <Pick
          label="keep"
          value={keep}
          options={c.keep.map((k) => [k, name(k)] as const)}
          onChange={setKeep}
        />
      )}
      {c.crew && <Cards legend="crew with" from={c.crew} chosen={crew} name={name} onChange={setCrew} />}
      {asListed.length > 0 && <p class="note">The rest as listed: {asListed.join(', ')}.</p>}
      <button type="button" onClick={take}>
        {actionLabel(action, state)}
      </button>
      {refusal && (
        <p class="error" role="alert">
          Refused: {refusal}
        </p>
      )}
    </fieldset>
  );
};
