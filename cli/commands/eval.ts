import pc from 'picocolors';
import { type Characteristics, defaultPool, type TraceStep } from '../../src/index.js';
import { EXIT_BAD_INPUT, printJson } from '../output.js';
import { runBoard } from './board-run.js';

export interface EvalOptions {
  readonly explain?: boolean;
  readonly json?: boolean;
}

const pt = (c: Characteristics): string => (c.power === null ? '' : `${c.power}/${c.toughness}`);

const typeLine = (c: Characteristics): string =>
  `${[...c.supertypes, ...c.types].join(' ')}${c.subtypes.length > 0 ? ` — ${c.subtypes.length > 6 ? `${c.subtypes.slice(0, 5).join(' ')} … (${c.subtypes.length} types)` : c.subtypes.join(' ')}` : ''}`;

const status = (c: Characteristics): string =>
  [
    c.tapped ? 'tapped' : '',
    c.damage > 0 ? `${c.damage} damage` : '',
    ...c.counters.map((k) => `${k.count} ${k.kind}`),
    c.attachedTo ? `on ${c.attachedTo}` : '',
  ]
    .filter((s) => s !== '')
    .join(', ');

const table = (objects: readonly Characteristics[]): string => {
  const rows = objects.map((c) => [
    c.id,
    c.name || '(face down)',
    c.zone,
    c.controller,
    pt(c),
    typeLine(c),
    status(c),
  ]);
  const header = ['id', 'name', 'zone', 'controller', 'P/T', 'types', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [pc.bold(line(header)), ...rows.map(line)].join('\n');
};

const explanation = (objects: readonly Characteristics[], trace: readonly TraceStep[]): string => {
  const out: string[] = [];
  for (const c of objects) {
    const steps = trace.filter((t) => t.object === c.id);
    if (c.power === null && steps.every((t) => t.layer === '1')) continue;
    out.push(`\n${pc.bold(`${c.id} ${c.name}`)} ${pt(c) ? `is ${pt(c)}` : 'has no power or toughness'}`);
    for (const t of steps) {
      const when = t.timestamp === null ? '' : pc.dim(` t${t.timestamp}`);
      const change = t.before === '' ? t.after : `${t.before} → ${t.after}`;
      out.push(
        `  ${`layer ${t.layer}`.padEnd(10)} ${t.source}${when}: ${t.what}  ${change}  ${pc.dim(`CR ${t.rule}`)}`,
      );
    }
  }
  return out.join('\n');
};

/** `mtg-rules eval <board.json>`: the board after its actions, every object's characteristics. */
export const evalCommand = async (file: string, options: EvalOptions): Promise<void> => {
  const pool = defaultPool();
  const run = await runBoard(file, pool, options.explain ?? false);
  if (!run.ok) {
    const { stage, error } = run.error;
    if (options.json) printJson({ error: { stage, ...error } });
    const where = error.path ? ` at ${error.path}` : '';
    const rule = error.rule ? pc.dim(` (CR ${error.rule})`) : '';
    process.stderr.write(`${pc.red('error')}: ${file}${where}: ${error.message}${rule}\n`);
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const { state, events, evaluation } = run.value;
  const unsupported = evaluation.objects.flatMap((c) =>
    c.abilities
      .filter((a) => !a.supported)
      .map((a) => ({ object: c.id, card: c.card, text: a.text, reason: a.reason })),
  );
  if (options.json) {
    printJson({
      objects: evaluation.objects,
      players: state.players,
      events,
      unsupported,
      ...(options.explain ? { trace: evaluation.trace } : {}),
    });
    return;
  }
  const players = state.players.map((p) => `${p.id}: ${p.life} life`).join(', ');
  process.stdout.write(
    `turn ${state.turn.number}, ${state.turn.active} active, ${state.turn.step}; ${players}\n\n`,
  );
  process.stdout.write(`${table(evaluation.objects)}\n`);
  for (const e of events) process.stdout.write(pc.dim(`event: ${JSON.stringify(e)}\n`));
  if (unsupported.length > 0) {
    process.stdout.write(`\n${pc.yellow('not modelled')} (printed characteristics still apply):\n`);
    for (const u of unsupported) process.stdout.write(`  ${u.object} ${u.card}: "${u.text}" — ${u.reason}\n`);
  }
  if (options.explain) process.stdout.write(`${explanation(evaluation.objects, evaluation.trace)}\n`);
};
