import { type GameState, game } from '../../src/browser.js';
import { RuleRef } from './rule-ref.js';

/** Who must act and how (`toAct`), in words. */
const waitingFor = (state: GameState): string => {
  const act = game.toAct(state);
  if (act.kind === 'none' || act.kind === 'invalid') return 'nobody';
  return act.kind === 'priority' ? `${act.player} (priority)` : `${act.player} (${act.kind})`;
};

/** The turn, its step and who must act; once the game is over, its result with the rules (CR 104). */
export const GameStatus = ({
  state,
  result,
}: {
  readonly state: GameState;
  readonly result: game.GameResult | null;
}) => (
  <div class="game-status" role="status">
    <p>
      Turn {state.turn.number}, {state.turn.step} step of {state.turn.active}'s turn; waiting for{' '}
      {waitingFor(state)}.
    </p>
    {result && (
      <p class="result">
        <strong>
          Game over: {result.winners.length === 0 ? 'a draw' : `${result.winners.join(' and ')} won`}
        </strong>{' '}
        <RuleRef rule={result.rule} />
        {result.losses.map((l) => (
          <span key={l.player}>
            ; {l.player} lost <RuleRef rule={l.rule} />
          </span>
        ))}
      </p>
    )}
  </div>
);
