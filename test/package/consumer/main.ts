/**
 * A consumer of the published package: test/package/published.test.ts installs the packed
 * tarball next to this file, type-checks it strictly against the package's declarations and runs
 * it. Each line prints what the main API answers, so that the test reads the output.
 */
import {
  type Action,
  apply,
  type BoardFile,
  defaultPool,
  evaluate,
  type GameState,
  manaValue,
  ok,
  parseBoard,
  parseManaCost,
  parseManaPool,
  planPayment,
  type Result,
} from 'mtg-rules';
import * as browser from 'mtg-rules/browser';

const show = <T>(
  label: string,
  r: Result<T, { readonly message: string }>,
  describe: (v: T) => string,
): void => console.log(`${label}: ${r.ok ? describe(r.value) : `error: ${r.error.message}`}`);

const cost = parseManaCost('{1}{W/P}{W/U}');
show('mana value', cost, (c) => String(manaValue(c)));

const pool = parseManaPool('{W}{U}{G}');
if (cost.ok && pool.ok) {
  show(
    'payment',
    planPayment(cost.value, { pool: pool.value, life: 20 }),
    (plan) => `${plan.payments.length} symbols paid`,
  );
}

const cards = defaultPool();
const bears = cards.get('Grizzly Bears');
console.log(`card: ${bears?.data.name} ${bears?.data.power}/${bears?.data.toughness}`);

const file: BoardFile = {
  objects: [
    { id: 'forest', card: 'Forest' },
    { id: 'bears', card: 'Grizzly Bears' },
    { id: 'growth', card: 'Giant Growth', zone: 'hand' },
  ],
};
const step = (r: Result<GameState>, action: Action): Result<GameState> => {
  if (!r.ok) return r;
  const next = apply(r.value, cards, action);
  return next.ok ? ok(next.value.state) : next;
};

// CR 601.2: A casts Giant Growth on the bears; both players pass and it resolves (CR 117.4, 608).
const board = parseBoard(file, cards);
const played = [
  { kind: 'cast', object: 'growth', targets: ['bears'], sources: 'auto' },
  { kind: 'pass' },
  { kind: 'pass' },
] satisfies Action[];
const after = played.reduce(step, board.ok ? ok(board.value.state) : board);
const evaluated = after.ok ? evaluate(after.value, cards) : after;
show('evaluate', evaluated, (e) => {
  const b = e.objects.find((o) => o.id === 'bears');
  return `Grizzly Bears ${b?.power}/${b?.toughness}`;
});

// The browser entry: the same API without the file system, the pool fetched (fetchPool).
const browserCost = browser.parseManaCost('{2}{G}');
show('browser entry', browserCost, (c) => `mana value ${browser.manaValue(c)}, ${typeof browser.fetchPool}`);
