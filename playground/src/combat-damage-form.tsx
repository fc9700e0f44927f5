import type { GameState, game } from '../../src/browser.js';
import { objectName } from './action-label.js';

type Question = NonNullable<game.LegalChoices['combatDamage']>;
type Division = NonNullable<game.LegalChoice['division']>;

/** A division without the recipients given nothing, as `assignCombatDamage` takes it. */
export const withoutZeros = (division: Division): Division =>
  Object.fromEntries(
    Object.entries(division).map(([c, to]) => [
      c,
      Object.fromEntries(Object.entries(to).filter(([, n]) => n !== 0)),
    ]),
  );

/** Each creature's damage all to its first recipient: a start the person changes. */
export const allToFirst = (question: Question): Division =>
  Object.fromEntries(
    question.creatures.map((d) => [d.creature, d.recipients[0] ? { [d.recipients[0]]: d.amount } : {}]),
  );

/**
 * CR 510.1c-e: per creature with a choice, how much of its combat damage each recipient gets:
 * its blockers (or the attackers it blocks) in declared order, then, with trample, what it
 * attacks (702.19b), or all of it there "as though it weren't blocked". Each box says what the
 * rule wants of it (the lethal damage); the whole division is judged by `check` when taken.
 */
export const CombatDamageForm = ({
  state,
  question,
  division,
  onChange,
}: {
  readonly state: GameState;
  readonly question: Question;
  readonly division: Division;
  readonly onChange: (division: Division) => void;
}) => {
  const name = (id: string) => objectName(state, id);
  const set = (creature: string, to: string, amount: number) =>
    onChange({ ...division, [creature]: { ...division[creature], [to]: amount } });
  return (
    <>
      {question.creatures.map((d) => {
        const recipients = [
          ...d.recipients,
          ...(d.asThoughUnblocked && !d.recipients.includes(d.asThoughUnblocked)
            ? [d.asThoughUnblocked]
            : []),
        ];
        const shares = division[d.creature] ?? {};
        const given = recipients.reduce((sum, r) => sum + (shares[r] ?? 0), 0);
        return (
          <fieldset key={d.creature}>
            <legend>
              {name(d.creature)} assigns {d.amount} combat damage (CR 510.1c-d); {given} assigned
            </legend>
            {recipients.map((r) => {
              const lethal = d.lethal[r];
              const note =
                lethal !== undefined
                  ? `lethal ${lethal}`
                  : r === d.trampleTo
                    ? 'trample: once each blocker has lethal damage (702.19b)'
                    : 'as though it weren’t blocked: all of it or none';
              return (
                <label key={r} class="choice">
                  to {name(r)} ({note}){' '}
                  <input
                    type="number"
                    min={0}
                    max={d.amount}
                    aria-label={`damage from ${name(d.creature)} to ${name(r)}`}
                    value={shares[r] ?? 0}
                    onInput={(e) => set(d.creature, r, Number(e.currentTarget.value))}
                  />
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
};
