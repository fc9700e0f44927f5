/** The small controls of play mode's entry forms (`PlayEntry`): one of a list, a set of objects, a division. */

export const Pick = ({
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

/** A set of objects, each a checkbox; the legend says how many the rule wants. */
export const Cards = ({
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
 * CR 601.2d: an amount divided among the targets as announced, each target's share a number
 * box; the rule wants each at least 1 and the shares adding up to the amount.
 */
export const Shares = ({
  amount,
  targets,
  shares,
  name,
  onChange,
}: {
  amount: number;
  targets: readonly string[];
  shares: Readonly<Record<string, number>>;
  name: (id: string) => string;
  onChange: (shares: Readonly<Record<string, number>>) => void;
}) => (
  <fieldset>
    <legend>
      divide {amount} among the targets, each at least 1, adding up to {amount} (CR 601.2d)
    </legend>
    {targets.map((t) => (
      <label key={t} class="choice">
        to {name(t)}{' '}
        <input
          type="number"
          min={1}
          max={amount}
          aria-label={`share of ${name(t)}`}
          value={shares[t] ?? 0}
          onInput={(e) => onChange({ ...shares, [t]: Number(e.currentTarget.value) })}
        />
      </label>
    ))}
  </fieldset>
);
