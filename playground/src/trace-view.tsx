import { type Characteristics, layers, type TraceStep } from '../../src/browser.js';
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

/** The sources of the effects a step depends on (CR 613.8a), by their steps in the same trace. */
const dependencyNote = (steps: readonly TraceStep[], step: TraceStep): string | null => {
  if (!step.dependsOn) return null;
  const named = layers.dependencySources(steps, step);
  return `applied after ${named.join(', ')}: it depends on ${named.length === 1 ? 'it' : 'them'}`;
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
              const note = dependencyNote(trace, t);
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
                    {t.lockedIn && (
                      <span class="locked-in">
                        {' '}
                        (locked in: it began applying in an earlier layer and goes on applying to the same
                        objects, <RuleRef rule="613.6" />)
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
