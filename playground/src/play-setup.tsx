import { useState } from 'preact/hooks';
import burn from '../../examples/decks/burn.txt?raw';
import stompy from '../../examples/decks/stompy.txt?raw';
import { type CardPool, game } from '../../src/browser.js';
import { errorText } from './error-text.js';
import { FileInput } from './form-controls.js';
import { type AgentName, continueGame, type PlaySession, startGame } from './play-session.js';

const AGENT_NAMES = Object.keys(game.AGENTS).filter(game.isAgentName);

/**
 * A new game's settings: the two deck lists (prefilled with the example decks), the seed (the
 * same seed deals the same game) and the agent that plays the other side; or a saved game's
 * record, played on from where it stopped.
 */
export const PlaySetup = ({
  pool,
  onStart,
}: {
  readonly pool: CardPool;
  readonly onStart: (session: PlaySession) => void;
}) => {
  const [mine, setMine] = useState(burn);
  const [theirs, setTheirs] = useState(stompy);
  const [seed, setSeed] = useState(7);
  const [agent, setAgent] = useState<AgentName>('random');
  const [autoPass, setAutoPass] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const started = (session: ReturnType<typeof startGame>) => {
    if (session.ok) onStart(session.value);
    else setError(errorText(session.error));
  };
  const start = () => started(startGame(pool, { decks: [mine, theirs], seed, agent, autoPass }));
  return (
    <form
      class="play-setup"
      aria-label="new game"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      <h2>New game</h2>
      <div class="decks">
        <label>
          Your deck (player A)
          <textarea rows={12} value={mine} onInput={(e) => setMine(e.currentTarget.value)} />
        </label>
        <label>
          The agent's deck (player B)
          <textarea rows={12} value={theirs} onInput={(e) => setTheirs(e.currentTarget.value)} />
        </label>
      </div>
      <p>
        <label>
          Seed{' '}
          <input type="number" min={0} value={seed} onInput={(e) => setSeed(Number(e.currentTarget.value))} />
        </label>{' '}
        <label>
          Agent{' '}
          <select
            value={agent}
            onChange={(e) => {
              const name = e.currentTarget.value;
              if (game.isAgentName(name)) setAgent(name);
            }}
          >
            {AGENT_NAMES.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          <input type="checkbox" checked={autoPass} onChange={() => setAutoPass(!autoPass)} /> pass for me
          when I can only pass, or make mana that nothing listed would spend
        </label>
      </p>
      <button type="submit">Start the game</button>{' '}
      <FileInput
        label="or continue a saved game (its record, as A)"
        accept=".jsonl,.json,.txt"
        onFile={async (file) => started(continueGame(pool, await file.text(), { agent, autoPass }))}
      />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
};
