import cliProgress from 'cli-progress';

/**
 * A progress bar on stderr for long runs (cli-progress), drawn only when stderr is a terminal:
 * piped output and logs stay clean.
 */
export interface Progress {
  readonly update: (done: number, total: number) => void;
  readonly stop: () => void;
}

const NONE: Progress = { update: () => {}, stop: () => {} };

export const progressBar = (label: string, enabled: boolean): Progress => {
  if (!enabled || !process.stderr.isTTY) return NONE;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} {bar} {percentage}% {value}/{total}`,
      clearOnComplete: true,
      hideCursor: true,
      // A redraw per card would cost more than the check itself.
      fps: 10,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (done, total) => {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
};
