/**
 * A progress bar on stderr for long runs, drawn only when stderr is a terminal: piped output and
 * logs stay clean. Thirty lines do what a progress-bar library would, so the CLI needs none.
 */
export interface Progress {
  readonly update: (done: number, total: number) => void;
  readonly stop: () => void;
}

const WIDTH = 30;
const NONE: Progress = { update: () => {}, stop: () => {} };

export const progressBar = (label: string, enabled: boolean): Progress => {
  const stream = process.stderr;
  if (!enabled || !stream.isTTY) return NONE;
  let drawn = -1;
  return {
    update: (done, total) => {
      // Redraw at each whole percent only: a write per card would cost more than the check.
      const percent = total === 0 ? 100 : Math.floor((100 * done) / total);
      if (percent === drawn) return;
      drawn = percent;
      const filled = Math.round((WIDTH * percent) / 100);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      stream.write(
        `\r${label} ${bar} ${percent}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`,
      );
    },
    stop: () => {
      if (drawn >= 0) stream.write('\r\x1b[K');
    },
  };
};
