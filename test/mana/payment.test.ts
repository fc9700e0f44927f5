import { describe, expect, it } from 'vitest';
import { type ManaCost, parseManaCost } from '../../src/mana/cost.js';
import { planPayment } from '../../src/mana/payment.js';
import type { PaymentOptions, PaymentPlan } from '../../src/mana/payment-model.js';
import { type ManaPool, type ManaUnit, parseManaPool } from '../../src/mana/pool.js';
import { bruteForce } from './brute-force.js';
import { checkPlan } from './check-plan.js';

const cost = (text: string): ManaCost => {
  const parsed = parseManaCost(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const pool = (text: string): ManaPool => {
  const parsed = parseManaPool(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** Rows as [name, row], so that `%s` names each test plainly after its source. */
const named = <T extends { readonly name: string }>(rows: readonly T[]): (readonly [string, T])[] =>
  rows.map((row) => [row.name, row] as const);

const pay = (costText: string, units: ManaPool | string, life?: number, options: PaymentOptions = {}) => {
  const c = cost(costText);
  const p = typeof units === 'string' ? pool(units) : units;
  return {
    cost: c,
    pool: p,
    result: planPayment(c, life === undefined ? { pool: p } : { pool: p, life }, options),
  };
};

const unitText = (unit: ManaUnit | undefined): string =>
  unit === undefined ? '?' : unit.snow ? `{S:${unit.type}}` : `{${unit.type}}`;

/** How each symbol was paid: the units spent on it, or the life paid. */
const paidWith = (units: ManaPool, plan: PaymentPlan): string[] =>
  plan.payments.map((p) => (p.life > 0 ? `${p.life} life` : p.mana.map((i) => unitText(units[i])).join('')));

/**
 * `paid` up to the choices that don't matter: which of two identical symbols takes which
 * payment, and the order of the units paying one symbol.
 */
const normalise = (c: ManaCost, paid: readonly string[]): string[] => {
  const bySymbol = new Map<string, string[]>();
  c.forEach((symbol, k) => {
    const units = (paid[k] ?? '').match(/\{[^}]*\}|.+/g) ?? [];
    const list = bySymbol.get(symbol.text) ?? [];
    list.push([...units].sort().join(''));
    bySymbol.set(symbol.text, list);
  });
  for (const list of bySymbol.values()) list.sort();
  return c.map((symbol) => bySymbol.get(symbol.text)?.shift() ?? '');
};

/** Plans that must exist; `paid` lists, per symbol, what paid it. */
interface PayableRow {
  readonly name: string;
  readonly cost: string;
  readonly pool: string;
  readonly life?: number;
  readonly x?: number;
  readonly paid: readonly string[];
}

const payable: readonly PayableRow[] = [
  {
    name: 'issue: {W/U}{U/B} from {W}{U} (greedy solvers fail)',
    cost: '{W/U}{U/B}',
    pool: '{W}{U}',
    paid: ['{W}', '{U}'],
  },
  {
    name: 'issue: {U/B}{W/U} from {U}{W} (greedy solvers fail, other order)',
    cost: '{U/B}{W/U}',
    pool: '{U}{W}',
    paid: ['{U}', '{W}'],
  },
  {
    name: 'issue: {W/P}{1} from {W} with 20 life pays 2 life',
    cost: '{W/P}{1}',
    pool: '{W}',
    life: 20,
    paid: ['2 life', '{W}'],
  },
  {
    name: 'CR 107.4e example: {G/W}{G/W} paid by {G}{G}, {G}{W} or {W}{W}: {G}{G}',
    cost: '{G/W}{G/W}',
    pool: '{G}{G}',
    paid: ['{G}', '{G}'],
  },
  {
    name: 'CR 107.4e example: {G/W}{G/W} paid by {G}{G}, {G}{W} or {W}{W}: {G}{W}',
    cost: '{G/W}{G/W}',
    pool: '{G}{W}',
    paid: ['{G}', '{W}'],
  },
  {
    name: 'CR 107.4e example: {G/W}{G/W} paid by {G}{G}, {G}{W} or {W}{W}: {W}{W}',
    cost: '{G/W}{G/W}',
    pool: '{W}{W}',
    paid: ['{W}', '{W}'],
  },
  {
    name: 'CR 107.4f example: {W/P}{W/P} by {W}{W}, {W} and 2 life, or 4 life: {W}{W}',
    cost: '{W/P}{W/P}',
    pool: '{W}{W}',
    life: 20,
    paid: ['{W}', '{W}'],
  },
  {
    name: 'CR 107.4f example: {W/P}{W/P} by {W}{W}, {W} and 2 life, or 4 life: {W} and 2 life',
    cost: '{W/P}{W/P}',
    pool: '{W}',
    life: 20,
    paid: ['{W}', '2 life'],
  },
  {
    name: 'CR 107.4f example: {W/P}{W/P} by {W}{W}, {W} and 2 life, or 4 life: 4 life',
    cost: '{W/P}{W/P}',
    pool: '',
    life: 20,
    paid: ['2 life', '2 life'],
  },
  {
    name: 'CR 107.4f: a hybrid Phyrexian symbol {W/U/P} by either colour or 2 life',
    cost: '{W/U/P}{W/U/P}{W/U/P}',
    pool: '{U}{W}',
    life: 2,
    paid: ['{U}', '{W}', '2 life'],
  },
  {
    name: 'CR 119.4: paying life down to exactly 0 is allowed',
    cost: '{B/P}{B/P}',
    pool: '',
    life: 4,
    paid: ['2 life', '2 life'],
  },
  {
    name: 'CR 119.4: life 3 pays only one Phyrexian symbol',
    cost: '{B/P}{B/P}',
    pool: '{B}',
    life: 3,
    paid: ['{B}', '2 life'],
  },
  { name: 'CR 107.4h: {S} from snow green mana', cost: '{S}', pool: '{G}{S:G}', paid: ['{S:G}'] },
  { name: 'CR 107.4h: {S} from snow mana of any type', cost: '{S}', pool: '{C}{S:C}', paid: ['{S:C}'] },
  { name: 'CR 107.4c: {C} with colourless mana', cost: '{C}', pool: '{W}{C}', paid: ['{C}'] },
  { name: 'CR 107.4c: {C} with snow colourless mana', cost: '{C}', pool: '{G}{S:C}', paid: ['{S:C}'] },
  { name: '{2/W} paid as two generic', cost: '{2/W}', pool: '{U}{B}', paid: ['{U}{B}'] },
  { name: '{2/W} paid with one white rather than two mana', cost: '{2/W}', pool: '{U}{W}{B}', paid: ['{W}'] },
  {
    name: '{2/W}{2/W} from {W}{U}{B}: one white, one pair',
    cost: '{2/W}{2/W}',
    pool: '{W}{U}{B}',
    paid: ['{W}', '{U}{B}'],
  },
  {
    name: 'CR 107.4e: {2/W}{2/W} from four non-white, both as two generic',
    cost: '{2/W}{2/W}',
    pool: '{U}{B}{G}{R}',
    paid: ['{U}{B}', '{G}{R}'],
  },
  {
    name: 'CR 107.4e: {2/W}{2/U}{W} from {W}{B}{B}{B}{B}, both {2/C} as two generic',
    cost: '{2/W}{2/U}{W}',
    pool: '{W}{B}{B}{B}{B}',
    paid: ['{B}{B}', '{B}{B}', '{W}'],
  },
  { name: '{C/W} with colourless', cost: '{C/W}', pool: '{C}{U}', paid: ['{C}'] },
  { name: '{C/W} with white', cost: '{C/W}', pool: '{U}{W}', paid: ['{W}'] },
  {
    name: 'preference: no life when mana suffices',
    cost: '{W/P}{B/P}{1}',
    pool: '{W}{B}{C}',
    life: 20,
    paid: ['{W}', '{B}', '{C}'],
  },
  {
    name: 'preference: least mana, so a Phyrexian symbol takes life rather than leave {1} unpaid',
    cost: '{G/P}{1}',
    pool: '{G}',
    life: 2,
    paid: ['2 life', '{G}'],
  },
  {
    name: 'preference: generic spends colourless before coloured',
    cost: '{1}',
    pool: '{G}{C}',
    paid: ['{C}'],
  },
  { name: 'preference: generic spends non-snow before snow', cost: '{1}', pool: '{S:G}{G}', paid: ['{G}'] },
  {
    name: 'preference: {S}{1} keeps the most flexible snow mana',
    cost: '{S}{1}',
    pool: '{S:G}{S:C}{G}',
    paid: ['{S:C}', '{G}'],
  },
  {
    name: 'preference: a hybrid cost keeps coloured mana for colours, generic takes {C}',
    cost: '{1}{W/U}',
    pool: '{W}{C}',
    paid: ['{C}', '{W}'],
  },
  {
    name: 'CR 107.3a: X announced via options.variables',
    cost: '{X}{G}',
    pool: '{G}{C}{C}',
    x: 2,
    paid: ['{C}{C}', '{G}'],
  },
  {
    name: 'CR 107.3a: X announced as 0 is paid with nothing',
    cost: '{X}{G}',
    pool: '{G}',
    x: 0,
    paid: ['', '{G}'],
  },
  { name: 'CR 107.4d: {0} is paid with nothing', cost: '{0}', pool: '', paid: [''] },
  { name: 'the empty cost is paid with nothing', cost: '', pool: '{W}', paid: [] },
];

describe('planPayment: payable costs', () => {
  it.each(named(payable))('%s', (_, row) => {
    const options: PaymentOptions = row.x === undefined ? {} : { variables: { X: row.x } };
    const { cost: c, pool: p, result } = pay(row.cost, row.pool, row.life, options);
    if (!result.ok) throw new Error(result.error.message);
    expect(normalise(c, paidWith(p, result.value))).toEqual(normalise(c, row.paid));
    expect(checkPlan(c, p, row.life, options, result.value)).toEqual([]);
    const brute = bruteForce(c, p, row.life, options);
    expect([result.value.lifePaid, result.value.manaSpent]).toEqual([brute.minLife, brute.minMana]);
  });
});

/** Costs that can't be paid, and the explanation expected. */
interface UnpayableRow {
  readonly name: string;
  readonly cost: string;
  readonly pool: string;
  readonly life?: number;
  readonly symbols: readonly string[];
  readonly needed: number;
  readonly available: number;
}

const unpayable: readonly UnpayableRow[] = [
  {
    name: 'issue: {W/U}{U/B} from {W}{W}',
    cost: '{W/U}{U/B}',
    pool: '{W}{W}',
    symbols: ['{U/B}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 107.4e: {G/W}{G/W} not from {G}{U}',
    cost: '{G/W}{G/W}',
    pool: '{G}{U}',
    symbols: ['{G/W}', '{G/W}'],
    needed: 2,
    available: 1,
  },
  {
    name: 'CR 119.4: life 3 pays only one Phyrexian symbol',
    cost: '{B/P}{B/P}',
    pool: '',
    life: 3,
    symbols: ['{B/P}', '{B/P}'],
    needed: 2,
    available: 1,
  },
  {
    name: 'CR 119.4: no life total given, no life paid',
    cost: '{B/P}',
    pool: '',
    symbols: ['{B/P}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 119.4: life 1 pays no Phyrexian symbol',
    cost: '{B/P}',
    pool: '{W}',
    life: 1,
    symbols: ['{B/P}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 107.4h: {S} not from non-snow mana',
    cost: '{S}',
    pool: '{G}{C}',
    symbols: ['{S}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 107.4h: {S}{S} from one snow mana',
    cost: '{S}{S}{1}',
    pool: '{S:W}{W}{W}',
    symbols: ['{S}', '{S}'],
    needed: 2,
    available: 1,
  },
  {
    name: 'CR 107.4c: {C} not with coloured mana',
    cost: '{C}',
    pool: '{W}{W}',
    symbols: ['{C}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 107.4e: {C/W} not with blue',
    cost: '{C/W}',
    pool: '{U}',
    symbols: ['{C/W}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'CR 107.4e: {2/W} not from one blue',
    cost: '{2/W}',
    pool: '{U}',
    symbols: ['{2/W}'],
    needed: 1,
    available: 0,
  },
  {
    name: 'failure names the deficient symbols only: {W}{W}{1} from {W}{G}{G}',
    cost: '{W}{W}{1}',
    pool: '{W}{G}{G}',
    symbols: ['{W}', '{W}'],
    needed: 2,
    available: 1,
  },
  {
    name: 'failure names the whole cost when only the total falls short',
    cost: '{2}{G}',
    pool: '{G}{G}',
    symbols: ['{2}', '{G}'],
    needed: 3,
    available: 2,
  },
];

describe('planPayment: unpayable costs', () => {
  it.each(named(unpayable))('%s', (_, row) => {
    const { cost: c, pool: p, result } = pay(row.cost, row.pool, row.life);
    expect(bruteForce(c, p, row.life).payable).toBe(false);
    if (result.ok) throw new Error(`paid: ${JSON.stringify(paidWith(p, result.value))}`);
    const { code, symbols, needed, available, message } = result.error;
    expect({ code, symbols, needed, available }).toEqual({
      code: 'ERR_UNPAYABLE',
      symbols: row.symbols,
      needed: row.needed,
      available: row.available,
    });
    for (const s of row.symbols) expect(message).toContain(s);
  });
});

describe('planPayment: restricted mana (CR 106.6)', () => {
  const onlySpells: ManaUnit = { type: 'G', restrictions: [{ kind: 'castSpell' }] };
  const onlyCreatures: ManaUnit = {
    type: 'G',
    restrictions: [{ kind: 'castSpell', cardTypes: ['Creature'] }],
  };
  const onlyAbilities: ManaUnit = { type: 'G', restrictions: [{ kind: 'activateAbility' }] };
  const onlyX: ManaUnit = { type: 'G', restrictions: [{ kind: 'costWithX' }] };

  interface RestrictedRow {
    readonly name: string;
    readonly cost: string;
    readonly pool: ManaPool;
    readonly options: PaymentOptions;
    /** Indices spent per symbol, or null for no plan. */
    readonly mana: readonly (readonly number[])[] | null;
  }

  const rows: readonly RestrictedRow[] = [
    {
      name: 'CR 106.6: spell-only mana pays for a spell',
      cost: '{G}',
      pool: [onlySpells],
      options: { purpose: { kind: 'spell' } },
      mana: [[0]],
    },
    {
      name: 'CR 106.6: spell-only mana does not pay for an ability',
      cost: '{G}',
      pool: [onlySpells],
      options: { purpose: { kind: 'ability' } },
      mana: null,
    },
    {
      name: 'CR 106.6: restricted mana is not spent when the purpose is unknown',
      cost: '{G}',
      pool: [onlySpells],
      options: {},
      mana: null,
    },
    {
      name: 'CR 106.6: creature-spell mana pays for a creature spell',
      cost: '{1}',
      pool: [onlyCreatures],
      options: { purpose: { kind: 'spell', cardTypes: ['Artifact', 'Creature'] } },
      mana: [[0]],
    },
    {
      name: 'CR 106.6: creature-spell mana does not pay for an instant',
      cost: '{1}',
      pool: [onlyCreatures],
      options: { purpose: { kind: 'spell', cardTypes: ['Instant'] } },
      mana: null,
    },
    {
      name: 'CR 106.6: ability-only mana pays for an ability',
      cost: '{G/W}',
      pool: [onlyAbilities],
      options: { purpose: { kind: 'ability' } },
      mana: [[0]],
    },
    {
      name: 'CR 106.6: X-only mana pays any part of a cost with {X}',
      cost: '{X}{G}',
      pool: [{ type: 'C' }, onlyX],
      options: { variables: { X: 1 }, purpose: { kind: 'spell' } },
      mana: [[0], [1]],
    },
    {
      name: 'CR 106.6: X-only mana pays a cost with {X} even when X is 0',
      cost: '{X}{G}',
      pool: [onlyX],
      options: { purpose: { kind: 'ability' } },
      mana: [[], [0]],
    },
    {
      name: 'CR 106.6: X-only mana does not pay a cost without {X}',
      cost: '{1}{G}',
      pool: [{ type: 'G' }, onlyX],
      options: { purpose: { kind: 'spell' } },
      mana: null,
    },
    {
      name: 'CR 106.6 preference: generic spends restricted before unrestricted',
      cost: '{1}',
      pool: [{ type: 'G' }, onlySpells],
      options: { purpose: { kind: 'spell' } },
      mana: [[1]],
    },
    {
      name: 'CR 106.6 preference: the flow solver pays a Phyrexian symbol with restricted mana first',
      cost: '{G/P}',
      pool: [{ type: 'G' }, onlySpells],
      options: { purpose: { kind: 'spell' } },
      mana: [[1]],
    },
    {
      name: 'CR 106.6 preference: the flow solver pays generic with restricted mana first',
      cost: '{1}{S}',
      pool: [{ type: 'C', snow: true }, { type: 'G' }, onlySpells],
      options: { purpose: { kind: 'spell' } },
      mana: [[2], [0]],
    },
    {
      name: 'CR 106.6: a restricted snow unit still pays {S} when allowed',
      cost: '{S}{C/W}',
      pool: [{ type: 'G', snow: true, restrictions: [{ kind: 'castSpell' }] }, { type: 'C' }],
      options: { purpose: { kind: 'spell' } },
      mana: [[0], [1]],
    },
    {
      name: 'CR 106.6: snow green and restricted colourless are different mana (class bookkeeping)',
      cost: '{C/W}{S}',
      pool: [
        { type: 'G', snow: true },
        { type: 'C', restrictions: [{ kind: 'castSpell' }] },
      ],
      options: { purpose: { kind: 'spell' } },
      mana: [[1], [0]],
    },
  ];

  it.each(named(rows))('%s', (_, row) => {
    const c = cost(row.cost);
    const result = planPayment(c, { pool: row.pool }, row.options);
    expect(bruteForce(c, row.pool, undefined, row.options).payable).toBe(row.mana !== null);
    if (row.mana === null) {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('ERR_UNPAYABLE');
        expect(result.error.message).toContain('CR 106.6');
      }
      return;
    }
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.payments.map((p) => p.mana)).toEqual(row.mana);
    expect(checkPlan(c, row.pool, undefined, row.options, result.value)).toEqual([]);
  });
});

describe('planPayment: rejected inputs', () => {
  it.each(
    named([
      { name: 'CR 107.3a: negative X rejected with ERR_X_VALUE', variables: { X: -1 }, symbol: '{X}' },
      { name: 'CR 107.3a: fractional X rejected with ERR_X_VALUE', variables: { X: 1.5 }, symbol: '{X}' },
      { name: 'CR 107.3a: NaN X rejected with ERR_X_VALUE', variables: { X: Number.NaN }, symbol: '{X}' },
      { name: 'CR 107.3a: infinite Y rejected with ERR_X_VALUE', variables: { Y: Infinity }, symbol: '{Y}' },
      {
        name: 'CR 107.1: X of 2^53, past the safe integers, rejected',
        variables: { X: 2 ** 53 },
        symbol: '{X}',
      },
    ]),
  )('%s', (_, { variables, symbol }) => {
    const { result } = pay('{X}{Y}{G}', '{G}{G}{G}', undefined, { variables });
    if (result.ok) throw new Error('paid');
    expect(result.error.code).toBe('ERR_X_VALUE');
    expect(result.error.rule).toBe('107.3a');
    expect(result.error.symbols).toEqual([symbol]);
  });

  it.each(
    named([
      { name: 'Un-set symbol {HW} via parse rejected with ERR_UNSUPPORTED', cost: '{G}{HW}', symbol: '{HW}' },
      { name: 'Un-set symbol {½} rejected with ERR_UNSUPPORTED', cost: '{½}', symbol: '{½}' },
      { name: 'Un-set symbol {∞} rejected with ERR_UNSUPPORTED', cost: '{1}{∞}', symbol: '{∞}' },
    ]),
  )('%s', (_, { cost: text, symbol }) => {
    const { result } = pay(text, '{W}{W}{G}', 20);
    if (result.ok) throw new Error('paid');
    expect(result.error.code).toBe('ERR_UNSUPPORTED');
    expect(result.error.symbols).toEqual([symbol]);
    expect(result.error.message).toContain(symbol);
  });

  it('the Un-set symbol {C/P} is paid like a Phyrexian symbol', () => {
    const { pool: p, result } = pay('{C/P}{C/P}', '{C}', 2);
    if (!result.ok) throw new Error(result.error.message);
    expect(normalise(cost('{C/P}{C/P}'), paidWith(p, result.value))).toEqual(['2 life', '{C}']);
  });
});

describe('planPayment: inputs', () => {
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const v of Object.values(value)) deepFreeze(v);
    }
    return value;
  };

  it.each(
    named([
      { name: 'never mutates its inputs: {2}{W}{C} (fast path)', cost: '{2}{W}{C}', life: undefined },
      {
        name: 'never mutates its inputs: {W/U}{U/B}{2/G}{S}{G/P}{X}',
        cost: '{W/U}{U/B}{2/G}{S}{G/P}{X}',
        life: 4,
      },
      { name: 'never mutates its inputs: {B/P}{B/P}{B/P} (unpayable)', cost: '{B/P}{B/P}{B/P}', life: 3 },
    ]),
  )('%s', (_, { cost: text, life }) => {
    const c = deepFreeze([...cost(text)]);
    const p: ManaPool = deepFreeze([
      { type: 'W' },
      { type: 'U', snow: true },
      { type: 'G', restrictions: [{ kind: 'costWithX' }] },
      { type: 'C' },
      { type: 'B' },
    ]);
    const options: PaymentOptions = deepFreeze({ variables: { X: 1 }, purpose: { kind: 'spell' } });
    const resources = deepFreeze(life === undefined ? { pool: p } : { pool: p, life });
    const before = JSON.stringify([c, resources, options]);
    const result = planPayment(c, resources, options);
    expect(JSON.stringify([c, resources, options])).toBe(before);
    expect(typeof result.ok).toBe('boolean');
  });
});
