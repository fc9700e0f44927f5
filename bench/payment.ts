import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type ManaCost,
  type ManaPool,
  type ManaSource,
  type PaymentOptions,
  parseManaCost,
  parseManaPool,
} from '../src/index.js';
import type { Engine } from './engine.js';
import type { Group, Task } from './run.js';

interface Case {
  readonly cost: ManaCost;
  readonly pool: ManaPool;
  readonly life: number;
  readonly options: PaymentOptions;
}

const make = (cost: string, pool: string, life = 20, options: PaymentOptions = {}): Case => {
  const c = parseManaCost(cost);
  const p = parseManaPool(pool);
  if (!c.ok || !p.ok) throw new Error(`bad benchmark input ${cost} / ${pool}`);
  return { cost: c.value, pool: p.value, life, options };
};

/** Costs a simulator pays all game long, from the lands a deck has out. */
const TYPICAL = [
  make('{R}', '{R}{R}{G}'),
  make('{1}{G}', '{G}{G}{R}{C}'),
  make('{2}{W}{W}', '{W}{W}{W}{C}{G}{G}'),
  make('{3}{U}{U}', '{U}{U}{U}{B}{B}{C}{C}'),
  make('{X}{R}', '{R}{R}{R}{G}{C}', 20, { variables: { X: 3 } }),
  make('{1}{B}{B}', '{B}{B}{B}{S:B}'),
  make('{4}{C}', '{C}{C}{G}{G}{G}{W}'),
  make('{W}{U}{B}', '{W}{U}{B}{R}{G}'),
];

const REAPER_TWICE = '{2/W}{2/U}{2/B}{2/R}{2/G}{2/W}{2/U}{2/B}{2/R}{2/G}';
const TWENTY = '{W}{W}{W}{W}{U}{U}{U}{U}{B}{B}{B}{B}{R}{R}{R}{R}{G}{G}{G}{G}';

/** The hard cases: many choices, or no payment at all to prove. */
const WORST = [
  [
    '12 hybrid symbols, 20 mana',
    make('{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}{W/U}{U/B}', TWENTY),
  ],
  [
    '12 hybrid symbols, 11 mana (unpayable, explained)',
    make('{W/U}{U/B}{B/R}{R/G}{G/W}{W/B}{U/R}{B/G}{R/W}{G/U}{W/U}{U/B}', '{W}{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}'),
  ],
  ['10 {2/C} symbols (Reaper King twice), 20 mana', make(REAPER_TWICE, TWENTY)],
  [
    '10 {2/C} symbols, one mana of each colour and 15 {C}',
    make(REAPER_TWICE, `{W}{U}{B}{R}{G}${'{C}'.repeat(15)}`),
  ],
  [
    '10 {2/C} symbols and {W}{U}, 5 {W}, 5 {U}, 8 {C} (payable: six {2/C} as two mana each)',
    make(`${REAPER_TWICE}{W}{U}`, `${'{W}'.repeat(5)}${'{U}'.repeat(5)}${'{C}'.repeat(8)}`),
  ],
  [
    '10 {2/C} and 5 {W/P}, 2 mana of each colour, 10 {C}, 20 life',
    make(`${REAPER_TWICE}${'{W/P}'.repeat(5)}`, `{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}${'{C}'.repeat(10)}`),
  ],
  [
    '12 Phyrexian and hybrid Phyrexian, 6 mana, 10 life',
    make('{W/P}{U/P}{B/P}{R/P}{G/P}{W/U/P}{U/B/P}{B/R/P}{R/G/P}{G/W/P}{W/P}{U/P}', '{W}{U}{B}{R}{G}{C}', 10),
  ],
  ['snow, colourless hybrids and generic, 20 mana', make('{4}{S}{S}{C/W}{C/U}{W/U}{B/G}{2/R}', `${TWENTY}`)],
] as const;

/** shared/data's 70 hard questions (22 payable, 48 not), beside the clone; skipped, saying so, without it. */
const HARD_CASES_FILE = fileURLToPath(new URL('../../shared/data/payment-hard-cases.json', import.meta.url));

const hardCases = (): { readonly payable: Case[]; readonly unpayable: Case[] } | null => {
  if (!existsSync(HARD_CASES_FILE)) return null;
  const rows: { cost: string; pool: string; life: number; payable: boolean }[] = JSON.parse(
    readFileSync(HARD_CASES_FILE, 'utf8'),
  );
  const cases = rows.map((r) => ({ ...make(r.cost, r.pool, r.life), payable: r.payable }));
  return { payable: cases.filter((c) => c.payable), unpayable: cases.filter((c) => !c.payable) };
};

/** A source in one line, `Hallowed Fountain: {W} | {U}`. */
const source = (line: string): ManaSource => {
  const [id = '', options = ''] = line.split(': ');
  return {
    id,
    options: options.split(' | ').map((o) => {
      const p = parseManaPool(o);
      if (!p.ok) throw new Error(`bad benchmark source ${line}`);
      return p.value;
    }),
  };
};

/** Twelve lands of mixed types: the five basics, five shocklands, two more basics. */
const TWELVE_LANDS = [
  'Plains: {W}',
  'Island: {U}',
  'Swamp: {B}',
  'Mountain: {R}',
  'Forest: {G}',
  'Hallowed Fountain: {W} | {U}',
  'Watery Grave: {U} | {B}',
  'Blood Crypt: {B} | {R}',
  'Stomping Ground: {R} | {G}',
  'Temple Garden: {G} | {W}',
  'Plains 2: {W}',
  'Island 2: {U}',
].map(source);

const SOURCE_CASES = [
  [
    'automatic payment from 12 lands of mixed types for a 5-symbol hybrid cost',
    '{W/U}{U/B}{B/R}{R/G}{G/W}',
    TWELVE_LANDS,
  ],
  [
    'automatic payment: {W}{W}{W}{W}{B/R} from the same 12 lands (unpayable, explained)',
    '{W}{W}{W}{W}{B/R}',
    TWELVE_LANDS,
  ],
  [
    'automatic payment: {4}{G}{G}{2/W} from 7 lands, Sol Ring and Gilded Lotus (searched)',
    '{4}{G}{G}{2/W}',
    [
      ...TWELVE_LANDS.slice(0, 7),
      source('Sol Ring: {C}{C}'),
      source('Gilded Lotus: {W}{W}{W} | {U}{U}{U} | {B}{B}{B} | {R}{R}{R} | {G}{G}{G}'),
    ],
  ],
] as const;

/**
 * The inputs are this checkout's, parsed once; the payment functions are the engine's. Every
 * input is first solved once, so that an engine refusing one breaks the benchmark.
 */
export const paymentGroups = async (engine: Engine): Promise<readonly Group[]> => {
  const { mana, planPayment, planSourcePayment } =
    await engine.load<typeof import('../src/index.js')>('src/index.js');
  const plan = (c: Case): boolean => planPayment(c.cost, { pool: c.pool, life: c.life }, c.options).ok;
  /** The yes or no alone, as a simulator asks it. */
  const ask = (c: Case): boolean => {
    const answer = mana.canPay(c.cost, { pool: c.pool, life: c.life }, c.options);
    return answer.ok && answer.value;
  };
  const task = (name: string, cases: readonly Case[], f = plan): Task => ({
    name,
    batch: cases.length,
    run: () => {
      for (const c of cases) f(c);
    },
  });
  const groups: Group[] = [
    {
      title: 'Payment planning, typical (target: 4,000,000 plans/s)',
      tasks: [task(`planPayment, ${TYPICAL.length} typical costs from lands`, TYPICAL)],
    },
    {
      title: 'Payment planning, hard cases (target: each under 1 ms)',
      tasks: WORST.map(([name, c]) => task(name, [c])),
      time: 500,
    },
  ];
  if (!TYPICAL.every(plan)) throw new Error('a typical benchmark cost is not paid');
  const hard = hardCases();
  if (hard === null) console.log(`\nPayment, the 70 hard cases: skipped, ${HARD_CASES_FILE} is missing`);
  else {
    const all = [...hard.payable, ...hard.unpayable];
    if (!hard.payable.every(plan) || !hard.payable.every(ask) || hard.unpayable.some(ask))
      throw new Error("the engine's answers to the hard cases are not the oracle's");
    groups.push({
      title: "Payment, shared/data's 70 hard cases (issue 17's target: 1,000,000/s)",
      tasks: [
        task(`canPay, all ${all.length} (yes or no)`, all, ask),
        task(`canPay, the worst: ${WORST[5][0]}`, [WORST[5][1]], ask),
        task(`all ${all.length}`, all),
        task(`the ${hard.payable.length} payable (a plan)`, hard.payable),
        task(`the ${hard.unpayable.length} unpayable (explained)`, hard.unpayable),
      ],
    });
  }
  groups.push({
    title: 'Payment from untapped sources (target: 12 lands under 20 µs)',
    tasks: SOURCE_CASES.map(([name, text, sources]) => {
      const cost = parseManaCost(text);
      if (!cost.ok) throw new Error(`bad benchmark cost ${text}`);
      return {
        name,
        batch: 1,
        run: () => void planSourcePayment(cost.value, { pool: [], sources, life: 20 }),
      };
    }),
    time: 500,
  });
  return groups;
};
