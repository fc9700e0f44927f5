import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evalCommand } from '../cli/commands/eval.js';
import { defaultPool } from '../src/cards/default-pool.js';
import { apply } from '../src/engine/apply.js';
import { checkStateBasedActions } from '../src/engine/state-based/state-based.js';
import { parseManaCost, parseManaPool, planPayment } from '../src/index.js';
import { parseBoard } from '../src/notation/index.js';
import type { GameState } from '../src/state/types.js';
import { measure, printFigures } from './run.js';

/**
 * Issue 18's bounds, on the full sizes it names: each was a crash, a hang or worse than linear.
 * The tests run smaller sizes (test/hardening/); these print how long the full ones take.
 */

const pool = defaultPool();

const stateOf = (board: unknown): GameState => {
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(`hardening benchmark board: ${parsed.error.message}`);
  return parsed.value.state;
};

const bears = (n: number, step = 'main1') => ({
  turn: { number: 1, active: 'A', step },
  objects: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, card: 'Grizzly Bears' })),
});

const aurasOnOne = stateOf({
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    ...Array.from({ length: 5_000 }, (_, i) => ({ id: `s${i}`, card: 'Holy Strength', attachedTo: 'bear' })),
  ],
});

const auraChain = stateOf({
  objects: [
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 's0', card: 'Holy Strength', attachedTo: 'bear' },
    ...Array.from({ length: 1_999 }, (_, i) => ({
      id: `f${i}`,
      card: 'Feedback',
      attachedTo: i === 0 ? 's0' : `f${i - 1}`,
    })),
  ],
});

/** 125,000 objects: the size at which a spread of every object into `Math.max` overflowed. */
const manyObjects = bears(125_000);

/** 10,000 Clones, each a copy of the next, written before what they copy (707.3). */
const copyChain = {
  objects: Array.from({ length: 10_000 }, (_, i) =>
    i === 9_999
      ? { id: `o${i}`, card: 'Grizzly Bears' }
      : { id: `o${i}`, card: 'Clone', choices: { copyOf: `o${i + 1}` } },
  ),
};

const library = {
  objects: Array.from({ length: 1_000_000 }, (_, i) => ({
    id: `l${i}`,
    card: 'Grizzly Bears',
    zone: 'library',
  })),
};

const attackers = stateOf(bears(10_000, 'declareAttackers'));
const declare = {
  kind: 'declareAttackers',
  attackers: attackers.objects.map((o) => ({ attacker: o.id })),
} as const;
/** The same 10,000 with melee (702.121a), each comparing with the others: it was quadratic. */
const meleeAttackers = stateOf({
  turn: { number: 1, active: 'A', step: 'declareAttackers' },
  objects: Array.from({ length: 10_000 }, (_, i) => ({ id: `c${i}`, card: 'Menagerie Liberator' })),
});

const SYMBOLS = [
  '{W/U}',
  '{U/B}',
  '{B/R}',
  '{R/G}',
  '{G/W}',
  '{W/P}',
  '{U/P}',
  '{B/G/P}',
  '{2/R}',
  '{R/W/P}',
];
const mixedCost = parseManaCost(
  Array.from({ length: 10_000 }, (_, i) => SYMBOLS[i % SYMBOLS.length]).join(''),
);
const mixedPool = parseManaPool(['{W}', '{U}', '{B}', '{R}', '{G}'].map((s) => s.repeat(2_400)).join(''));

const anthems = join(mkdtempSync(join(tmpdir(), 'mtg-bench-')), 'anthems.json');
writeFileSync(
  anthems,
  JSON.stringify({
    objects: [
      ...bears(5_000).objects,
      ...Array.from({ length: 100 }, (_, i) => ({ id: `g${i}`, card: 'Glorious Anthem' })),
    ],
  }),
);

/**
 * `eval` with its output thrown away, so that the terminal's speed isn't measured; the tasks are
 * `async` so that tinybench awaits each call before the next.
 */
const quietly = async (run: () => Promise<void>): Promise<void> => {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    await run();
  } finally {
    process.stdout.write = write;
  }
};

const needOk = (what: string, result: { readonly ok: boolean }): void => {
  if (!result.ok) throw new Error(`hardening benchmark: ${what} failed`);
};

export const benchHardening = async (): Promise<void> => {
  if (!mixedCost.ok || !mixedPool.ok) throw new Error('hardening benchmark: bad cost or pool');
  const cost = mixedCost.value;
  const mana = mixedPool.value;
  const once = { batch: 1 };
  const figures = await measure(
    [
      {
        name: 'state-based check, 5,000 Auras on one creature',
        ...once,
        run: () => needOk('check', checkStateBasedActions(aurasOnOne, pool)),
      },
      {
        name: 'state-based check, a chain of 2,000 Auras',
        ...once,
        run: () => needOk('check', checkStateBasedActions(auraChain, pool)),
      },
      {
        name: 'declare 10,000 attackers',
        ...once,
        run: () => needOk('declare', apply(attackers, pool, declare)),
      },
      {
        name: 'declare 10,000 attackers with melee',
        ...once,
        run: () => needOk('declare melee', apply(meleeAttackers, pool, declare)),
      },
      {
        name: 'planPayment, 10,000 hybrid and Phyrexian symbols',
        ...once,
        run: () => needOk('plan', planPayment(cost, { pool: mana, life: 40 })),
      },
      {
        name: 'parseBoard, 125,000 objects',
        ...once,
        run: () => needOk('parse', parseBoard(manyObjects, pool)),
      },
      {
        name: 'parseBoard, a chain of 10,000 copies in reverse order',
        ...once,
        run: () => needOk('parse', parseBoard(copyChain, pool)),
      },
      {
        name: 'parseBoard, 1,000,000 library cards',
        ...once,
        run: () => needOk('parse', parseBoard(library, pool)),
      },
    ],
    0,
    1,
  );
  printFigures('Bounded cost (issue 18; per call)', figures);
  const text = await measure(
    [
      {
        name: 'eval --json --explain, 5,000 creatures, 100 anthems',
        ...once,
        run: async () => await quietly(() => evalCommand(anthems, { json: true, explain: true })),
      },
      {
        name: 'eval --explain, 5,000 creatures, 100 anthems',
        ...once,
        run: async () => await quietly(() => evalCommand(anthems, { explain: true })),
      },
    ],
    0,
    1,
  );
  printFigures('eval --explain text against --json (issue 18: within 2x)', text);
};
