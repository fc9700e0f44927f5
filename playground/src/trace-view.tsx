import type { Characteristics, TraceStep } from '../../src/browser.js';
import { RuleRef } from './rule-ref.js';

/** The values a click can explain, and the layers (CR 613.1) that make each. */
export const VALUES = {
  'power/toughness': ['1', '7a', '7b', '7c', '7d', 'result'],
  types: ['1', '4'],
  colours: ['1', '5'],
  abilities: ['1', '6'],
  controller: ['1', '2'],
} as const;

export type ExplainedValue = keyof typeof VALUES;

/**
 * Within a layer, effects apply in timestamp order unless one depends on another (CR 613.7,
 * 613.8), and characteristic-defining abilities go first (613.3). A step whose effect is older
 * than one applied before it in the same layer was therefore ordered by a dependency.
 */
const dependencyNote = (steps: readonly TraceStep[], i: number): string | null => {
  const step = steps[i];
  if (!step || step.timestamp === null || step.rule === '613.3' || step.effect === null) return null;
  const later = steps
    .slice(0, i)
    .find(
      (s) =>
        s.layer === step.layer &&
        s.rule !== '613.3' &&
        s.timestamp !== null &&
        s.timestamp > (step.timestamp ?? 0),
    );
  return later ? `applied after ${later.source} (t${later.timestamp}): it depends on it` : null;
};

export const TraceView = ({
  object,
  value,
  trace,
  onClose,
}: {
  readonly object: Characteristics;
  readonly value: ExplainedValue;
  readonly trace: readonly TraceStep[];
  readonly onClose: () => void;
}) => {
  const layers: readonly string[] = VALUES[value];
  const steps = trace.filter((t) => t.object === object.id && layers.includes(t.layer));
  return (
    <section class="trace" aria-label={`trace of ${object.name}'s ${value}`}>
      <header>
        <h2>
          {object.name} ({object.id}): {value}, layer by layer
        </h2>
        <button type="button" onClick={onClose}>
          Close trace
        </button>
      </header>
      {steps.length === 0 ? (
        <p>No effect changes this value: it is as printed.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">layer</th>
              <th scope="col">effect</th>
              <th scope="col">source</th>
              <th scope="col">time</th>
              <th scope="col">what</th>
              <th scope="col">before → after</th>
              <th scope="col">rule</th>
            </tr>
          </thead>
          <tbody>
            {steps.map((t, i) => {
              const note = dependencyNote(steps, i);
              return (
                <tr key={i}>
                  <td>{t.layer}</td>
                  <td>{t.effect ?? '(printed)'}</td>
                  <td>{t.source}</td>
                  <td>{t.timestamp === null ? '' : `t${t.timestamp}`}</td>
                  <td>
                    {t.what}
                    {note && (
                      <span class="dependency">
                        {' '}
                        ({note}, <RuleRef rule="613.8a" />)
                      </span>
                    )}
                  </td>
                  <td>{t.before === '' ? t.after : `${t.before} → ${t.after}`}</td>
                  <td>
                    <RuleRef rule={t.rule} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
};
