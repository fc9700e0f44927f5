import cliProgress from 'cli-progress';
import { showProgress } from './terminal.js';

/**
 * Progress on stderr for long runs (cli-progress), from the first thing a command does: each
 * stage says what it is doing ("reading cards.json.gz"), counted ones with a bar. Drawn only
 * when `showProgress` says so: piped output, logs and --json stay clean.
 */
export interface Progress {
  /** Begins a stage: counted with a bar when `total` is given, else its label alone. */
  readonly stage: (label: string, total?: number) => void;
  /** Moves the bar of the stage begun last. */
  readonly update: (done: number, total: number) => void;
  readonly stop: () => void;
}

const NONE: Progress = { stage: () => {}, update: () => {}, stop: () => {} };

interface Stage {
  readonly label: string;
  readonly counted: boolean;
}

export const progressBar = (json: boolean): Progress => {
  if (!showProgress(json)) return NONE;
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format: (options, params, payload: Stage) =>
      payload.counted
        ? `${payload.label} ${cliProgress.Format.BarFormat(params.progress, options)} ${Math.floor(params.progress * 100)}% ${params.value}/${params.total}`
        : `${payload.label} …`,
    barCompleteChar: '\u2588',
    barIncompleteChar: '\u2591',
    clearOnComplete: true,
    hideCursor: true,
    // A redraw per card would cost more than the check itself.
    fps: 10,
    // Drawn when forced (--progress) on a stream that isn't a terminal too.
    noTTYOutput: true,
  });
  let started = false;
  return {
    stage: (label, total) => {
      const payload: Stage = { label, counted: total !== undefined };
      if (!started) bar.start(total ?? 1, 0, payload);
      else {
        bar.setTotal(total ?? 1);
        bar.update(0, payload);
        // A new stage is drawn at once, not at the next tick: what follows may block for a while.
        bar.render();
      }
      started = true;
    },
    update: (done, total) => {
      if (!started) return;
      bar.setTotal(total);
      bar.update(done);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
};
