import { memo } from './memo.js';

/**
 * A labelled select, keyboard-operable as the browser's own; `none` names an empty first choice.
 * Drawn again only when a prop changes (memo.ts): a select of every object on a large board is
 * hundreds of options.
 */
export const Select = memo(function Select({
  label,
  value,
  options,
  none,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  none?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
});

/** A labelled number box; its value is the text typed, so it may be left empty. */
export const NumberInput = ({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string;
  min?: number;
  onChange: (value: string) => void;
}) => (
  <label>
    {label}{' '}
    <input
      type="number"
      aria-label={label}
      min={min}
      value={value}
      onInput={(e) => onChange(e.currentTarget.value)}
    />
  </label>
);

/** Several of a list, each a labelled checkbox (targets, attackers). */
export const Checks = ({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: readonly string[]) => void;
}) => (
  <fieldset>
    <legend>{legend}</legend>
    {options.length === 0 && <span>none</span>}
    {options.map((o) => (
      <label key={o}>
        <input
          type="checkbox"
          checked={chosen.includes(o)}
          onChange={() => onChange(chosen.includes(o) ? chosen.filter((c) => c !== o) : [...chosen, o])}
        />{' '}
        {o}
      </label>
    ))}
  </fieldset>
);

/** A labelled file input handing over the file chosen (opening a board, a game record, a card file). */
export const FileInput = ({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void | Promise<void>;
}) => (
  <label>
    {label}{' '}
    <input
      type="file"
      accept={accept}
      onChange={async (e) => {
        const file = e.currentTarget.files?.[0];
        if (file) await onFile(file);
      }}
    />
  </label>
);
