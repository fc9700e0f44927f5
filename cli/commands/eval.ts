import {
  type CardPool,
  type Characteristics,
  type Combat,
  type Evaluation,
  evaluate,
  type GameState,
  layers,
  type StackObject,
  type TraceStep,
  toAct,
} from '../../src/index.js';
import { largest } from '../../src/lists.js';
import { cardPool } from '../cards.js';
import { nameOf, STDIN } from '../input.js';
import { EXIT_BAD_INPUT, EXIT_NO, fail, printJson, printLines } from '../output.js';
import { progressBar } from '../progress.js';
import { paint } from '../terminal.js';
import { type BoardRunError, type BoardRunStep, runBoard } from './board-run.js';
import { eventLines, type Namer } from './events.js';

export interface EvalOptions {
  readonly explain?: boolean;
  readonly json?: boolean;
  readonly cards?: string;
}

const pt = (c: Characteristics): string => (c.power === null ? '' : `${c.power}/${c.toughness}`);

const typeLine = (c: Characteristics): string =>
  `${[...c.supertypes, ...c.types].join(' ')}${c.subtypes.length > 0 ? ` — ${c.subtypes.length > 6 ? `${c.subtypes.slice(0, 5).join(' ')} … (${c.subtypes.length} types)` : c.subtypes.join(' ')}` : ''}`;

/** Its part in combat, if any: "attacking B", "blocked", "blocking bear" (CR 506.4). */
const inCombat = (c: Characteristics, combat: Combat | undefined): string[] => {
  const attacker = combat?.attackers.find((a) => a.id === c.id);
  const blocking = (combat?.blockers ?? []).filter((b) => b.id === c.id).map((b) => b.blocking);
  return [
    attacker ? `attacking ${attacker.attacking}${attacker.blocked ? ', blocked' : ''}` : '',
    blocking.length > 0 ? `blocking ${blocking.join(', ')}` : '',
  ];
};

const status = (c: Characteristics, combat: Combat | undefined): string =>
  [
    c.tapped ? 'tapped' : '',
    c.damage > 0 ? `${c.damage} damage` : '',
    ...c.counters.map((k) => `${k.count} ${k.kind}`),
    c.attachedTo ? `on ${c.attachedTo}` : '',
    ...inCombat(c, combat),
  ]
    .filter((s) => s !== '')
    .join(', ');

const table = (objects: readonly Characteristics[], combat: Combat | undefined): string => {
  const rows = objects.map((c) => [
    c.id,
    // CR 114.3: an emblem has no name; its card is a label saying what created it.
    c.name || (c.faceDown ? '(face down)' : c.card),
    c.zone,
    c.controller,
    pt(c),
    typeLine(c),
    status(c, combat),
  ]);
  const header = ['id', 'name', 'zone', 'controller', 'P/T', 'types', 'status'];
  const widths = header.map((h, i) =>
    Math.max(
      h.length,
      largest(
        rows.map((r) => (r[i] ?? '').length),
        0,
      ),
    ),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [paint.out.bold(line(header)), ...rows.map(line)].join('\n');
};

/** Each object's layer steps (CR 613), one line a step, under a heading with its result. */
function* explanationLines(
  objects: readonly Characteristics[],
  trace: readonly TraceStep[],
): Generator<string> {
  // The steps grouped by object in one pass: a filter of the whole trace for each object was
  // quadratic (5,000 creatures and 100 anthems took 25 s, issue 18).
  const byObject = new Map<string, TraceStep[]>();
  for (const t of trace) {
    const steps = byObject.get(t.object);
    if (steps) steps.push(t);
    else byObject.set(t.object, [t]);
  }
  // A blank line first, even with nothing to explain, and one between objects.
  yield '';
  let first = true;
  for (const c of objects) {
    const steps = byObject.get(c.id) ?? [];
    if (c.power === null && steps.every((t) => t.layer === '1')) continue;
    if (!first) yield '';
    first = false;
    yield `${paint.out.bold(`${c.id} ${c.name}`)} ${pt(c) ? `is ${pt(c)}` : 'has no power or toughness'}`;
    for (const t of steps) {
      const when = t.timestamp === null ? '' : paint.out.dim(` t${t.timestamp}`);
      const change = t.before === '' ? t.after : `${t.before} → ${t.after}`;
      yield `  ${`layer ${t.layer}`.padEnd(10)} ${t.source}${when}: ${t.what}  ${change}  ${paint.out.dim(`CR ${t.rule}`)}`;
      if (t.dependsOn)
        yield `             applied after ${layers.dependencySources(trace, t).join(', ')}, which it depends on  ${paint.out.dim('CR 613.8a')}`;
      if (t.lockedIn)
        yield `             locked in: it began applying in an earlier layer and goes on applying to the same objects  ${paint.out.dim('CR 613.6')}`;
    }
  }
}

/** Ids with their card names, from every state the run went through that is known here. */
export const namer = (
  states: readonly { readonly objects: readonly { id: string; card: string }[] }[],
): Namer => {
  const names = new Map<string, string>();
  for (const state of states) for (const o of state.objects) names.set(o.id, o.card);
  return (id) => {
    const card = names.get(id);
    return card === undefined ? id : `${id} (${card})`;
  };
};

/** What `toAct` says, in words: who must act now, and how (CR 117, 603.3b, 608.2d). */
const actorText = (state: GameState): string => {
  const act = toAct(state);
  switch (act.kind) {
    case 'priority':
      return `${act.player} holds priority (CR 117)`;
    case 'orderTriggers':
      return `${act.player} puts their triggered abilities on the stack: orderTriggers (CR 603.3b)`;
    case 'keepLegend':
      return `${act.player} keeps one of ${act.choice.among.join(', ')} (${act.choice.name}): keepLegend (CR 704.5j)`;
    case 'declareAttackers':
      return `${act.player} declares attackers (CR 508.1)`;
    case 'declareBlockers':
      return `${act.player} declares blockers (CR 509.1)`;
    case 'assignCombatDamage':
      return `${act.player} assigns combat damage: ${act.question.creatures.map((c) => c.creature).join(', ')} (CR 510.1)`;
    case 'decide':
      return `${act.player} decides: ${act.awaiting.what} (CR ${act.awaiting.rule})`;
    case 'discardToHandSize':
      return `${act.player} discards ${act.count} to their maximum hand size (CR 514.1)`;
    case 'mulligan':
      return `${act.player} keeps their hand or takes a mulligan, ${act.mulligans} taken (CR 103.5)`;
    case 'bottom':
      return `${act.player} puts ${act.count} card${act.count === 1 ? '' : 's'} on the bottom of their library (CR 103.5)`;
    case 'none':
      return state.over
        ? `the game is over: ${state.over.winners.length === 0 ? 'a draw' : `${state.over.winners.join(', ')} won`} (CR ${state.over.rule})`
        : 'nobody acts in this step (CR 502.4, 514.3)';
    case 'invalid':
      // A state parseBoard gave is always of a game state's shape; the message says what if not.
      return act.error.message;
  }
};

/** A stack object in words: `a3 Soul Warden's ability 0 (A) targeting B`. */
const stackLine = (s: StackObject, name: Namer): string => {
  const what = s.kind === 'spell' ? name(s.id) : `${s.id} ${name(s.source)}'s ability ${s.ability}`;
  const targets = s.targets.length > 0 ? ` targeting ${s.targets.map(name).join(', ')}` : '';
  return `${what} (${s.controller})${targets}${s.awaiting ? paint.out.dim(' resolving, waiting for an answer') : ''}`;
};

/** The turn, the players' life, the stack, who must act, and a table of every object. */
const boardText = (state: GameState, objects: readonly Characteristics[], name: Namer): string => {
  // CR 702.131c: the city's blessing is a designation of the player, shown with their life.
  const players = state.players
    .map(
      (p) =>
        `${p.id}: ${p.life} life${p.cityBlessing ? " (the city's blessing)" : ''}${p.monarch ? ' (the monarch)' : ''}${p.lost ? ' (lost)' : ''}`,
    )
    .join(', ');
  const stack =
    state.stack.length === 0
      ? 'the stack is empty'
      : `stack, top first:\n${[...state.stack]
          .reverse()
          .map((s) => `  ${stackLine(s, name)}`)
          .join('\n')}`;
  const waiting =
    state.triggered.length === 0
      ? ''
      : `\ntriggered, waiting to go on the stack: ${state.triggered.map((t) => `${t.id} of ${name(t.source)} (${t.controller})`).join(', ')}`;
  return `turn ${state.turn.number}, ${state.turn.active} active, ${state.turn.step}; ${players}\n${stack}${waiting}\n${actorText(state)}\n\n${table(objects, state.combat)}\n`;
};

/**
 * A refused action is a question answered "no" (exit 1); anything else is bad input (exit 2).
 * What happened before it is kept: the events, and the board as it stood when it was refused.
 */
const failure = (file: string, failed: BoardRunError, json: boolean, pool: CardPool): void => {
  const { stage, error, action, steps, state } = failed;
  const refused = stage === 'action' && (error.code === 'ERR_ACTION' || error.code === 'ERR_TARGET');
  const standing = stage === 'action' && state ? evaluate(state, pool) : null;
  if (!json) {
    if (steps.some((s) => s.events.length > 0))
      process.stdout.write(`${eventLines(steps, namer(state ? [state] : [])).join('\n')}\n\n`);
    if (standing?.ok && state) process.stdout.write(boardText(state, standing.value.objects, namer([state])));
  }
  const refusal = action === undefined ? '' : `actions[${action}] (${failed.verb ?? ''}) is refused: `;
  fail(json ? error : { ...error, message: `${refusal}${error.message}` }, {
    what: nameOf(file),
    json,
    about: { stage, ...(action === undefined ? {} : { action }) },
    exit: refused ? EXIT_NO : EXIT_BAD_INPUT,
    context: {
      events: steps.flatMap((s) => s.events),
      ...(standing?.ok && state ? { objects: standing.value.objects, players: state.players } : {}),
    },
  });
};

/**
 * `mtg-rules eval <board.json>`: state-based actions checked on the board as loaded, then its
 * actions applied in order; the events with their rules, then every object's characteristics.
 */
export const evalCommand = async (file: string, options: EvalOptions): Promise<void> => {
  const json = options.json ?? false;
  if (file === STDIN && options.cards === STDIN) {
    const message = 'the board and --cards cannot both be read from standard input';
    fail({ code: 'ERR_CARD_FILE', message }, { what: '--cards', json });
    return;
  }
  const progress = progressBar(json);
  const cards = await cardPool(options.cards, progress);
  if (!cards.ok) {
    progress.stop();
    fail(cards.error, { what: '--cards', json });
    return;
  }
  const pool = cards.value;
  progress.stage(`playing ${nameOf(file)}`);
  const run = await runBoard(file, pool, options.explain ?? false);
  progress.stop();
  if (!run.ok) {
    failure(file, run.error, json, pool);
    return;
  }
  const { start, state, steps, events, evaluation } = run.value;
  if (options.json) {
    printJson({
      objects: evaluation.objects,
      players: state.players,
      stack: state.stack,
      triggered: state.triggered,
      toAct: toAct(state),
      events,
      unsupported: unsupportedOf(evaluation),
      ...(options.explain ? { trace: evaluation.trace } : {}),
    });
    return;
  }
  printBoard({ start, state, steps, evaluation }, options.explain ?? false);
};

/** What the abilities of the objects evaluated that the engine doesn't model are, and why. */
const unsupportedOf = (evaluation: Evaluation) =>
  evaluation.objects.flatMap((c) =>
    c.abilities
      .filter((a) => !a.supported)
      .map((a) => ({ object: c.id, card: c.card, text: a.text, reason: a.reason })),
  );

/**
 * A board as `eval` prints it (and `replay`): the events step by step with their rules, the turn,
 * the players, the stack and who must act, every object's characteristics, what isn't modelled,
 * and with `explain` how each P/T came to be.
 */
export const printBoard = (
  shown: { start: GameState; state: GameState; steps: readonly BoardRunStep[]; evaluation: Evaluation },
  explain: boolean,
): void => {
  const { start, state, steps, evaluation } = shown;
  const name = namer([start, state]);
  const lines = eventLines(steps, name);
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n\n`);
  process.stdout.write(boardText(state, evaluation.objects, name));
  const unsupported = unsupportedOf(evaluation);
  if (unsupported.length > 0) {
    process.stdout.write(`\n${paint.out.yellow('not modelled')} (printed characteristics still apply):\n`);
    for (const u of unsupported) process.stdout.write(`  ${u.object} ${u.card}: "${u.text}" — ${u.reason}\n`);
  }
  if (explain) printLines(explanationLines(evaluation.objects, evaluation.trace));
};
