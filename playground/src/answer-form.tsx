import { useMemo, useState } from 'preact/hooks';
import { type Action, type CardPool, type GameState, game } from '../../src/browser.js';
import { errorText } from './error-text.js';
import { RuleRef } from './rule-ref.js';

/** An answer in words: its fields besides who gives it, as the board file writes them. */
const answerText = ({ kind: _kind, player: _player, ...given }: game.DecideAction): string =>
  Object.entries(given)
    .map(([field, value]) => `${field} ${JSON.stringify(value)}`)
    .join(', ');

/**
 * CR 608.2d: when the resolving spell or ability waits for an answer (`toAct` is `decide`), its
 * question and the legal answers `answersTo` lists, one played through `apply`. A question whose
 * answers are too many to list says so: it is not answered from here.
 */
export const AnswerForm = ({
  state,
  pool,
  asked,
  onPlay,
}: {
  readonly state: GameState;
  readonly pool: CardPool;
  /** `toAct(state)`: who is asked, and what. */
  readonly asked: Extract<game.ToAct, { kind: 'decide' }>;
  readonly onPlay: (action: Action, label: string) => void;
}) => {
  const space = useMemo(() => game.answersTo(state, pool), [state, pool]);
  const [chosen, setChosen] = useState(0);
  const listed = space.ok ? (space.value.listed ?? []) : [];
  const answer = listed[Math.min(chosen, listed.length - 1)];
  return (
    <form
      class="answer-form"
      aria-label="answer the question"
      onSubmit={(e) => {
        e.preventDefault();
        if (answer) onPlay(answer, `answer: ${answerText(answer)}`);
      }}
    >
      <p>
        {asked.player} is asked ({asked.awaiting.question?.kind ?? 'a question'}): {asked.awaiting.what}{' '}
        <RuleRef rule={asked.awaiting.rule} />
      </p>
      {!space.ok && (
        <p class="error" role="alert">
          {errorText(space.error)}
        </p>
      )}
      {space.ok && space.value.listed === null && (
        <p class="error">Its answers are too many to list, so it is not answered from here.</p>
      )}
      {listed.length > 0 && (
        <>
          <label>
            answer{' '}
            <select
              aria-label="answer"
              value={chosen}
              onChange={(e) => setChosen(Number(e.currentTarget.value))}
            >
              {listed.map((a, i) => (
                <option key={answerText(a)} value={i}>
                  {answerText(a)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Answer</button>
        </>
      )}
    </form>
  );
};
