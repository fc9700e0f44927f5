import { useMemo, useState } from 'preact/hooks';
import { type Action, type CardPool, type GameState, game } from '../../src/browser.js';
import { actionLabel } from './action-label.js';
import { allToFirst, CombatDamageForm, withoutZeros } from './combat-damage-form.js';
import { errorText } from './error-text.js';

/**
 * CR 510.1c-e: the board editor's combat damage assignment, when `toAct` asks for one: each
 * creature's damage divided by hand (`CombatDamageForm`), judged by `combatDamageChoices`'s
 * `check` (apply's own rule), its refusal shown with its rule, and played through `apply`.
 */
export const CombatDamageAnswer = ({
  state,
  pool,
  asked,
  onPlay,
}: {
  readonly state: GameState;
  readonly pool: CardPool;
  readonly asked: Extract<game.ToAct, { kind: 'assignCombatDamage' }>;
  readonly onPlay: (action: Action, label: string) => void;
}) => {
  const choices = useMemo(() => game.combatDamageChoices(state, pool), [state, pool]);
  const [division, setDivision] = useState(() => allToFirst(asked.question));
  const [refusal, setRefusal] = useState<string | null>(null);
  const action: game.AssignCombatDamageAction = {
    kind: 'assignCombatDamage',
    player: asked.player,
    division: withoutZeros(division),
  };
  return (
    <form
      class="answer-form"
      aria-label="assign combat damage"
      onSubmit={(e) => {
        e.preventDefault();
        if (!choices.ok || choices.value === null) return;
        const checked = choices.value.check(action.division);
        setRefusal(checked.ok ? null : errorText(checked.error));
        if (checked.ok) onPlay(action, actionLabel(action, state));
      }}
    >
      <p>{asked.player} assigns combat damage (CR 510.1):</p>
      <CombatDamageForm state={state} question={asked.question} division={division} onChange={setDivision} />
      <button type="submit">Assign</button>
      {!choices.ok && (
        <p class="error" role="alert">
          {errorText(choices.error)}
        </p>
      )}
      {refusal && (
        <p class="error" role="alert">
          Refused: {refusal}
        </p>
      )}
    </form>
  );
};
