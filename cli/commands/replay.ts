import { readRecord, replay } from '../../src/game/index.js';
import { evaluate } from '../../src/index.js';
import { chain, map } from '../../src/result.js';
import { cardPool } from '../cards.js';
import { nameOf, readInput } from '../input.js';
import { fail, printJson, wholeNumber } from '../output.js';
import { progressBar } from '../progress.js';
import { printBoard } from './eval.js';

export interface ReplayOptions {
  readonly to?: string;
  readonly explain?: boolean;
  readonly json?: boolean;
  readonly cards?: string;
}

/**
 * `mtg-rules replay <record> [--to N]`: a game record's actions applied again to its start, up to
 * the Nth (default all), and the board then printed as `eval` prints it, the last action's events
 * first, and the result once the game is over. A record that can't be read or doesn't replay is
 * bad input (exit 2).
 */
export const replayCommand = async (file: string, options: ReplayOptions): Promise<void> => {
  const json = options.json ?? false;
  const to = wholeNumber('to', options.to, false);
  if (!to.ok) {
    fail(to.error, { what: '--to', json });
    return;
  }
  const progress = progressBar(json);
  const cards = await cardPool(options.cards, progress);
  progress.stop();
  if (!cards.ok) {
    fail(cards.error, { what: '--cards', json });
    return;
  }
  const pool = cards.value;
  const bytes = await readInput(file, 'ERR_RECORD');
  const record = chain(bytes, (b) => readRecord(new TextDecoder().decode(b)));
  if (!record.ok) {
    fail(record.error, { what: nameOf(file), json });
    return;
  }
  const replayed = replay(record.value, pool, to.value === undefined ? {} : { to: to.value });
  const shown = chain(replayed, (r) =>
    map(evaluate(r.state, pool, { trace: options.explain ?? false }), (evaluation) => ({ ...r, evaluation })),
  );
  if (!shown.ok) {
    fail(shown.error, { what: nameOf(file), json });
    return;
  }
  const { state, actions, events, result, evaluation } = shown.value;
  if (json) {
    printJson({ actions, state, events, result, objects: evaluation.objects });
    return;
  }
  const last = record.value.actions[actions - 1];
  const steps = last === undefined ? [] : [{ action: actions - 1, verb: last.kind, events }];
  printBoard({ start: record.value.start, state, steps, evaluation }, options.explain ?? false);
  if (result !== null)
    process.stdout.write(
      `\n${result.winners.length === 0 ? 'a draw' : `${result.winners.join(', ')} won`} (CR ${result.rule}); ${result.losses.map((l) => `${l.player} lost by CR ${l.rule}`).join(', ')}\n`,
    );
};
