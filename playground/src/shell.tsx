import './play.css';
import { useState } from 'preact/hooks';
import type { CardPool } from '../../src/browser.js';
import { App } from './app.js';
import { CardFile } from './card-file.js';
import { PlayView } from './play-view.js';
import { ReplayView } from './replay-view.js';

const MODES = [
  ['board', 'Board'],
  ['play', 'Play a game'],
  ['replay', 'Replay a game'],
] as const;
type Mode = (typeof MODES)[number][0];

/**
 * The playground's modes: the board editor (`App`), a game against an agent and a replay, over
 * one card pool, the shipped one until a card file replaces it. A new pool starts each mode
 * afresh, so nothing shown was read with the old one.
 */
export const Shell = ({ pool: shipped, initial }: { readonly pool: CardPool; readonly initial: string }) => {
  const [mode, setMode] = useState<Mode>('board');
  // The record play mode hands to the replay viewer, which opens afresh on each one.
  const [handed, setHanded] = useState<{ readonly record: string | null; readonly count: number }>({
    record: null,
    count: 0,
  });
  const [pool, setPool] = useState({ pool: shipped, source: 'the shipped cards', loads: 0 });
  return (
    <div class="shell-root">
      <header class="shell">
        <nav class="modes" aria-label="modes">
          {MODES.map(([m, label]) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)}>
              {mode === m ? `${label} (shown)` : label}
            </button>
          ))}
        </nav>
        <CardFile
          source={pool.source}
          onPool={(next, source) => setPool({ pool: next, source, loads: pool.loads + 1 })}
        />
      </header>
      {/* Every mode stays mounted, hidden when not shown, so switching keeps a board or a game as it was. */}
      <div hidden={mode !== 'board'}>
        <App key={pool.loads} pool={pool.pool} initial={initial} />
      </div>
      <div class="mode" hidden={mode !== 'play'}>
        <PlayView
          key={pool.loads}
          pool={pool.pool}
          onReplay={(record) => {
            setHanded({ record, count: handed.count + 1 });
            setMode('replay');
          }}
        />
      </div>
      <div class="mode" hidden={mode !== 'replay'}>
        <ReplayView key={`${pool.loads} ${handed.count}`} pool={pool.pool} opened={handed.record} />
      </div>
    </div>
  );
};
