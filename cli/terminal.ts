import pc from 'picocolors';

/**
 * How the CLI talks to a terminal: colours, decided per stream (stdout's by stdout, stderr's by
 * stderr), and whether progress is drawn. The `--color`/`--no-color` and `--progress`/`--no-progress`
 * flags beat the environment; the environment beats guessing from the stream.
 */

export type Colors = ReturnType<typeof pc.createColors>;

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * Colour on one stream: the flag if given; else off if NO_COLOR is set and not empty
 * (https://no-color.org); else FORCE_COLOR as chalk and supports-color read it ("0" and "false"
 * off, anything else on); else on when the stream is a terminal that isn't TERM=dumb.
 */
export const colorEnabled = (flag: boolean | undefined, env: Env, isTTY: boolean): boolean => {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY && env.TERM !== 'dumb';
};

/** Progress on stderr: the flag if given, else only when stderr is a terminal; never with --json. */
export const progressEnabled = (flag: boolean | undefined, isTTY: boolean, json: boolean): boolean =>
  !json && (flag ?? isTTY);

export interface TerminalFlags {
  readonly color?: boolean;
  readonly progress?: boolean;
}

let flags: TerminalFlags = {};

const colorsFor = (stream: NodeJS.WriteStream): Colors =>
  pc.createColors(colorEnabled(flags.color, process.env, stream.isTTY === true));

/** The colours of each stream; `configureTerminal` sets them from the command line. */
export const paint: { out: Colors; err: Colors } = {
  out: colorsFor(process.stdout),
  err: colorsFor(process.stderr),
};

/** Takes the global flags, once they are parsed, before the command runs. */
export const configureTerminal = (given: TerminalFlags): void => {
  flags = given;
  paint.out = colorsFor(process.stdout);
  paint.err = colorsFor(process.stderr);
};

/** Whether a command draws progress on stderr now. */
export const showProgress = (json: boolean): boolean =>
  progressEnabled(flags.progress, process.stderr.isTTY === true, json);
