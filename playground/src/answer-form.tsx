import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { type Action, type CardPool, type GameState, game } from '../../src/browser.js';
import type { Question } from './answer-builder.js';
import { errorText } from './error-text.js';
import { useQuestionAnswer } from './question-answer.js';
import { RuleRef } from './rule-ref.js';

/** An answer in words: its fields besides who gives it, as the board file writes them. */
const answerText = ({ kind: _kind, player: _player, ...given }: game.DecideAction): string =>
  Object.entries(given)
    .map(([field, value]) => `${field} ${JSON.stringify(value)}`)
    .join(', ');

/**
 * CR 608.2d: an answer built in the form `useQuestionAnswer` gives, for a question whose answers
 * are too many to list; `check` (apply itself) judges it, and its refusal is shown with its rule.
 */
const DescribedAnswer = ({
  state,
  player,
  question,
  check,
  onPlay,
  children,
}: {
  readonly children: ComponentChildren;
  readonly state: GameState;
  readonly player: string;
  readonly question: Question;
  readonly check: game.AnswerSpace['check'];
  readonly onPlay: (action: Action, label: string) => void;
}) => {
  const { answer, form } = useQuestionAnswer(state, question);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <form
      class="answer-form"
      aria-label="answer the question"
      onSubmit={(e) => {
        e.preventDefault();
        if (answer === undefined) return;
        const action: game.DecideAction = { kind: 'decide', player, ...answer };
        const checked = check(action);
        setRefusal(checked.ok ? null : errorText(checked.error));
        if (checked.ok) onPlay(action, `answer: ${answerText(action)}`);
      }}
    >
      {children}
      <p>Its answers are too many to list one by one: build one.</p>
      {form}
      <button type="submit">Answer</button>
      {refusal && (
        <p class="error" role="alert">
          Refused: {refusal}
        </p>
      )}
    </form>
  );
};

/**
 * CR 608.2d: when the resolving spell or ability waits for an answer (`toAct` is `decide`), its
 * question and the legal answers `answersTo` lists, one played through `apply`; a question whose
 * answers are too many to list is answered by building one (`DescribedAnswer`).
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
  const heading = (
    <p>
      {asked.player} is asked ({asked.awaiting.question?.kind ?? 'a question'}): {asked.awaiting.what}{' '}
      <RuleRef rule={asked.awaiting.rule} />
    </p>
  );
  if (space.ok && space.value.listed === null)
    return (
      <DescribedAnswer
        key={JSON.stringify(space.value.question)}
        state={state}
        player={space.value.player}
        question={space.value.question}
        check={space.value.check}
        onPlay={onPlay}
      >
        {heading}
      </DescribedAnswer>
    );
  return (
    <form
      class="answer-form"
      aria-label="answer the question"
      onSubmit={(e) => {
        e.preventDefault();
        if (answer) onPlay(answer, `answer: ${answerText(answer)}`);
      }}
    >
      {heading}
      {!space.ok && (
        <p class="error" role="alert">
          {errorText(space.error)}
        </p>
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
