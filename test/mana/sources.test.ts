import { describe, expect, it } from 'vitest';
import { type ManaCost, parseManaCost } from '../../src/mana/cost.js';
import type { PaymentOptions } from '../../src/mana/payment-model.js';
import { type ManaPool, makeManaPool, parseManaPool } from '../../src/mana/pool.js';
import { weightsFor } from '../../src/mana/source-supply.js';
import { type ManaSource, planSourcePayment, type SourcePlan } from '../../src/mana/sources.js';
import { checkSourcePlan } from './check-plan.js';
import { bruteSources } from './source-brute-force.js';

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

/** A source in one line: `Hinterland Harbor: {G} | {U}`, `Sol Ring: {C}{C}`, `Snow-Covered Forest: {S:G}`. */
const source = (line: string): ManaSource => {
  const [id = '', options = ''] = line.split(': ');
  return { id, options: options.split(' | ').map(pool) };
};

const text = (units: ManaPool): string => {
  const made = makeManaPool(units);
  return made.ok ? made.value : 'restricted';
};

/** The taps as `Forest: {G}`, and each symbol's payment as `pool {G}`, `Forest {G}` (sorted) or `2 life`. */
const describe_ = (base: ManaPool, sources: readonly ManaSource[], plan: SourcePlan) => {
  const origin: string[] = base.map((u) => `pool ${text([u])}`);
  const taps = plan.activations.map((a) => {
    const units = sources.find((s) => s.id === a.source)?.options[a.option] ?? [];
    for (const u of units) origin.push(`${a.source} ${text([u])}`);
    return `${a.source}: ${text(units)}`;
  });
  const paid = plan.payment.payments.map((p) =>
    p.life > 0
      ? `${p.life} life`
      : p.mana
          .map((i) => origin[i] ?? '?')
          .sort()
          .join(', '),
  );
  return { taps, paid };
};

interface Row {
  readonly name: string;
  readonly cost: string;
  readonly pool?: string;
  readonly life?: number;
  readonly sources: readonly (string | ManaSource)[];
  readonly options?: PaymentOptions;
  readonly taps: readonly string[];
  readonly paid: readonly string[];
}

const onlySpells: ManaSource = {
  id: 'Pillar of the Paruns',
  options: (['W', 'U', 'B', 'R', 'G'] as const).map((type) => [
    { type, restrictions: [{ kind: 'castSpell' }] },
  ]),
};
const GILDED_LOTUS = 'Gilded Lotus: {W}{W}{W} | {U}{U}{U} | {B}{B}{B} | {R}{R}{R} | {G}{G}{G}';

const payable: readonly Row[] = [
  {
    name: 'CR 601.2g: two Islands and a Forest pay {1}{U}',
    cost: '{1}{U}',
    sources: ['Island A: {U}', 'Island B: {U}', 'Forest: {G}'],
    taps: ['Island A: {U}', 'Forest: {G}'],
    paid: ['Forest {G}', 'Island A {U}'],
  },
  {
    name: 'CR 608.2d: a dual land makes the colour the rest can not (greedy {G} from Hinterland Harbor gets stuck)',
    cost: '{G}{U}',
    sources: ['Hinterland Harbor: {G} | {U}', 'Forest: {G}'],
    taps: ['Hinterland Harbor: {U}', 'Forest: {G}'],
    paid: ['Forest {G}', 'Hinterland Harbor {U}'],
  },
  {
    name: 'preference: {G} taps a Forest and keeps Hinterland Harbor ({G} or {U}) untapped',
    cost: '{G}',
    sources: ['Hinterland Harbor: {G} | {U}', 'Forest: {G}'],
    taps: ['Forest: {G}'],
    paid: ['Forest {G}'],
  },
  {
    name: 'CR 601.2g: three shocklands pay {W}{U}{B} whichever way each is read',
    cost: '{W}{U}{B}',
    sources: ['Watery Grave: {U} | {B}', 'Godless Shrine: {W} | {B}', 'Hallowed Fountain: {W} | {U}'],
    taps: ['Watery Grave: {U}', 'Godless Shrine: {B}', 'Hallowed Fountain: {W}'],
    paid: ['Hallowed Fountain {W}', 'Watery Grave {U}', 'Godless Shrine {B}'],
  },
  {
    name: "CR 106.4: Sol Ring's {C}{C} pays {2} with one tap",
    cost: '{2}',
    sources: ['Forest: {G}', 'Wastes: {C}', 'Sol Ring: {C}{C}'],
    taps: ['Sol Ring: {C}{C}'],
    paid: ['Sol Ring {C}, Sol Ring {C}'],
  },
  {
    name: 'CR 106.4, 118.3a: Sol Ring pays the {1} of {1}{G}, and its other {C} stays in the pool',
    cost: '{1}{G}',
    sources: ['Sol Ring: {C}{C}', 'Forest: {G}'],
    taps: ['Sol Ring: {C}{C}', 'Forest: {G}'],
    paid: ['Sol Ring {C}', 'Forest {G}'],
  },
  {
    name: 'CR 106.1a: Gilded Lotus makes three of one colour: {G}{G}{G}',
    cost: '{G}{G}{G}',
    sources: ['Forest: {G}', GILDED_LOTUS],
    taps: ['Gilded Lotus: {G}{G}{G}'],
    paid: ['Gilded Lotus {G}', 'Gilded Lotus {G}', 'Gilded Lotus {G}'],
  },
  {
    name: 'preference: fewest taps before pool mana: {G}{2/W} taps Gilded Lotus alone, not a Plains as well',
    cost: '{G}{2/W}',
    sources: ['Plains: {W}', GILDED_LOTUS],
    taps: ['Gilded Lotus: {G}{G}{G}'],
    paid: ['Gilded Lotus {G}', 'Gilded Lotus {G}, Gilded Lotus {G}'],
  },
  {
    name: 'CR 107.4h, 106.3: {S} is paid by the Snow-Covered Forest, {G} by the Forest',
    cost: '{S}{G}',
    sources: ['Snow-Covered Forest: {S:G}', 'Forest: {G}'],
    taps: ['Snow-Covered Forest: {S:G}', 'Forest: {G}'],
    paid: ['Snow-Covered Forest {S:G}', 'Forest {G}'],
  },
  {
    name: 'CR 107.4h: {S}{1} with snow mana floating taps a plain land for {1}',
    cost: '{S}{1}',
    pool: '{S:U}',
    sources: ['Snow-Covered Island: {S:U}', 'Island: {U}'],
    taps: ['Island: {U}'],
    paid: ['pool {S:U}', 'Island {U}'],
  },
  {
    name: 'CR 106.6: mana only for spells pays for a spell',
    cost: '{1}{G}',
    sources: [onlySpells, 'Forest: {G}'],
    options: { purpose: { kind: 'spell' } },
    taps: ['Pillar of the Paruns: restricted', 'Forest: {G}'],
    paid: ['Pillar of the Paruns restricted', 'Forest {G}'],
  },
  {
    name: 'CR 107.4f, 119.4: {W/P} is paid by tapping a Plains, not with 2 life',
    cost: '{W/P}',
    life: 20,
    sources: ['Plains: {W}'],
    taps: ['Plains: {W}'],
    paid: ['Plains {W}'],
  },
  {
    name: 'CR 107.4f: {W/P}{W/P} with one Plains: tap it, then 2 life',
    cost: '{W/P}{W/P}',
    life: 20,
    sources: ['Plains: {W}', 'Island: {U}'],
    taps: ['Plains: {W}'],
    paid: ['Plains {W}', '2 life'],
  },
  {
    name: 'CR 107.4e: {2/W} from a Plains (one {W}) rather than Sol Ring ({C}{C})',
    cost: '{2/W}',
    sources: ['Sol Ring: {C}{C}', 'Plains: {W}'],
    taps: ['Plains: {W}'],
    paid: ['Plains {W}'],
  },
  {
    name: 'CR 107.4e: {2/W}{2/W} with one Plains: {W}, and two from Sol Ring',
    cost: '{2/W}{2/W}',
    sources: ['Sol Ring: {C}{C}', 'Plains: {W}', 'Island: {U}'],
    taps: ['Sol Ring: {C}{C}', 'Plains: {W}'],
    paid: ['Plains {W}', 'Sol Ring {C}, Sol Ring {C}'],
  },
  {
    name: 'CR 107.4e: {2/W} from {U}{B} floating taps nothing, though a Plains would spend less mana',
    cost: '{2/W}',
    pool: '{U}{B}',
    sources: ['Plains: {W}'],
    taps: [],
    paid: ['pool {B}, pool {U}'],
  },
  {
    name: 'CR 601.2g: a cost the pool pays alone taps nothing',
    cost: '{1}{G}',
    pool: '{G}{R}',
    sources: ['Forest: {G}', 'Mountain: {R}'],
    taps: [],
    paid: ['pool {R}', 'pool {G}'],
  },
  {
    name: 'preference: pool mana first: {2}{G} with {G} floating taps two lands, not three',
    cost: '{2}{G}',
    pool: '{G}',
    sources: ['Forest: {G}', 'Forest B: {G}', 'Wastes: {C}'],
    taps: ['Forest: {G}', 'Wastes: {C}'],
    paid: ['Forest {G}, Wastes {C}', 'pool {G}'],
  },
  {
    name: 'CR 107.3a: {X}{R} with X = 2 from three Mountains',
    cost: '{X}{R}',
    sources: ['Mountain A: {R}', 'Mountain B: {R}', 'Mountain C: {R}'],
    options: { variables: { X: 2 } },
    taps: ['Mountain A: {R}', 'Mountain B: {R}', 'Mountain C: {R}'],
    paid: ['Mountain A {R}, Mountain B {R}', 'Mountain C {R}'],
  },
  {
    name: 'CR 107.4c: {C} from Wastes; a land making {C} or {G} is kept for {G}',
    cost: '{C}{G}',
    sources: ['Yavimaya Coast: {C} | {G} | {U}', 'Wastes: {C}', 'Forest: {G}'],
    taps: ['Wastes: {C}', 'Forest: {G}'],
    paid: ['Wastes {C}', 'Forest {G}'],
  },
];

const sourcesOf = (row: Row): ManaSource[] => row.sources.map((s) => (typeof s === 'string' ? source(s) : s));

const plan = (row: Row) => {
  const c = cost(row.cost);
  const p = pool(row.pool ?? '');
  const sources = sourcesOf(row);
  const options = row.options ?? {};
  const resources = row.life === undefined ? { pool: p, sources } : { pool: p, sources, life: row.life };
  return { c, p, sources, options, result: planSourcePayment(c, resources, options) };
};

describe('planSourcePayment: payable costs', () => {
  it.each(payable.map((row) => [row.name, row] as const))('%s', (_, row) => {
    const { c, p, sources, options, result } = plan(row);
    if (!result.ok) throw new Error(result.error.message);
    expect(describe_(p, sources, result.value)).toEqual({ taps: row.taps, paid: row.paid });
    expect(checkSourcePlan(c, p, sources, row.life, options, result.value)).toEqual([]);
    const brute = bruteSources(c, p, sources, row.life, options);
    expect([result.value.payment.lifePaid, result.value.activations.length]).toEqual([
      brute.minLife,
      brute.minActivations,
    ]);
  });
});

interface UnpayableRow {
  readonly name: string;
  readonly cost: string;
  readonly pool?: string;
  readonly life?: number;
  readonly sources: readonly (string | ManaSource)[];
  readonly options?: PaymentOptions;
  readonly symbols: readonly string[];
  readonly needed: number;
  readonly available: number;
  /** Words the message must contain. */
  readonly says: readonly string[];
}

const unpayable: readonly UnpayableRow[] = [
  {
    name: 'CR 202.1a: {3}{G}{G} from two Forests and a Plains: five mana from three lands',
    cost: '{3}{G}{G}',
    sources: ['Forest A: {G}', 'Forest B: {G}', 'Plains: {W}'],
    symbols: ['{3}', '{G}', '{G}'],
    needed: 5,
    available: 3,
    says: ['the pool has 0 and the sources can add 3'],
  },
  {
    name: 'CR 202.1a: {U}{U}{1} from an Island, a Forest and {C} floating names {U}{U} only',
    cost: '{U}{U}{1}',
    pool: '{C}',
    sources: ['Island: {U}', 'Forest: {G}'],
    symbols: ['{U}', '{U}'],
    needed: 2,
    available: 1,
    says: ['they need 2 {U} mana', 'the pool has 0 and the sources can add 1'],
  },
  {
    name: 'CR 107.4h: {S}{S} with one snow land',
    cost: '{S}{S}',
    sources: ['Snow-Covered Forest: {S:G}', 'Forest: {G}'],
    symbols: ['{S}', '{S}'],
    needed: 2,
    available: 1,
    says: ['mana from a snow source'],
  },
  {
    name: 'CR 106.6: mana only for spells can not pay an ability',
    cost: '{G}',
    sources: [onlySpells],
    options: { purpose: { kind: 'ability' } },
    symbols: ['{G}'],
    needed: 1,
    available: 0,
    says: ['1 of the 1 sources add no mana that can be spent on this (CR 106.6)'],
  },
  {
    name: 'CR 106.1a: Gilded Lotus makes one colour at a time: {W}{U}',
    cost: '{W}{U}',
    sources: [GILDED_LOTUS],
    symbols: ['{U}'],
    needed: 1,
    available: 0,
    says: ['every choice of option was tried (CR 608.2d)', '"Gilded Lotus" with option 0'],
  },
  {
    name: 'CR 202.1a: {G}{G}{U} from Hinterland Harbor, a Forest and Sol Ring: counted with Sol Ring at its most',
    cost: '{G}{G}{U}',
    sources: ['Hinterland Harbor: {G} | {U}', 'Forest: {G}', 'Sol Ring: {C}{C}'],
    symbols: ['{G}', '{G}', '{U}'],
    needed: 3,
    available: 2,
    says: ['they need 3 {U} or {G} mana, and the pool has 0 and the sources can add at most 2'],
  },
  {
    name: 'CR 119.4: {B/P}{B/P}{B/P} with one Swamp and life 3',
    cost: '{B/P}{B/P}{B/P}',
    life: 3,
    sources: ['Swamp: {B}'],
    symbols: ['{B/P}', '{B/P}', '{B/P}'],
    needed: 3,
    available: 2,
    says: ['life 3 allows 1 (CR 119.4)'],
  },
];

describe('planSourcePayment: unpayable costs', () => {
  it.each(unpayable.map((row) => [row.name, row] as const))('%s', (_, row) => {
    const { c, p, sources, options, result } = plan({ ...row, taps: [], paid: [] });
    expect(bruteSources(c, p, sources, row.life, options).payable).toBe(false);
    if (result.ok) throw new Error(`paid: ${JSON.stringify(describe_(p, sources, result.value))}`);
    const { code, symbols, needed, available, message } = result.error;
    expect({ code, symbols, needed, available }).toEqual({
      code: 'ERR_UNPAYABLE',
      symbols: row.symbols,
      needed: row.needed,
      available: row.available,
    });
    for (const words of row.says) expect(message).toContain(words);
  });
});

describe('planSourcePayment: rejected inputs', () => {
  it.each([
    ['a source with no options is ERR_MANA_SOURCE', [{ id: 'Forest', options: [] }], 'ERR_MANA_SOURCE'],
    [
      'two sources with one id are ERR_MANA_SOURCE',
      [source('Forest: {G}'), source('Forest: {G}')],
      'ERR_MANA_SOURCE',
    ],
  ] as const)('%s', (_, sources, code) => {
    const result = planSourcePayment(cost('{G}'), { pool: [], sources });
    expect(result.ok ? 'paid' : result.error.code).toBe(code);
    if (!result.ok) expect(result.error.path).toMatch(/^\$\.sources\[\d\]$/);
  });

  it('CR 107.3a: a negative X is ERR_X_VALUE, as for planPayment', () => {
    const result = planSourcePayment(
      cost('{X}{G}'),
      { pool: [], sources: [source('Forest: {G}')] },
      { variables: { X: -1 } },
    );
    expect(result.ok ? 'paid' : result.error.code).toBe('ERR_X_VALUE');
  });

  it('an Un-set symbol is ERR_UNSUPPORTED, as for planPayment', () => {
    const result = planSourcePayment(cost('{G}{½}'), { pool: [], sources: [source('Forest: {G}')] });
    expect(result.ok ? 'paid' : result.error.code).toBe('ERR_UNSUPPORTED');
  });

  it('never mutates its inputs', () => {
    const deepFreeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const v of Object.values(value)) deepFreeze(v);
      }
      return value;
    };
    const c = deepFreeze([...cost('{W/U}{2/G}{S}{G/P}{X}')]);
    const resources = deepFreeze({
      pool: pool('{W}{S:U}'),
      life: 4,
      sources: [source('Sol Ring: {C}{C}'), source(GILDED_LOTUS), source('Snow-Covered Forest: {S:G}')],
    });
    const options: PaymentOptions = deepFreeze({ variables: { X: 1 }, purpose: { kind: 'spell' } });
    const before = JSON.stringify([c, resources, options]);
    const result = planSourcePayment(c, resources, options);
    expect(JSON.stringify([c, resources, options])).toBe(before);
    expect(result.ok).toBe(true);
  });
});

describe('planSourcePayment: limits', () => {
  it('past the weights a double counts exactly (3,000 mana, 200 lands), plans stay legal and tap fewest', () => {
    expect(weightsFor(3200, 200, 4, 0)).toMatchObject({ flex: 0, mana: 0, score: 0 });
    const big = pool('{C}'.repeat(3000));
    const lands = Array.from({ length: 200 }, (_, i) => source(`Forest ${i}: {G}`));
    const c = cost('{G}{G}{10}');
    const result = planSourcePayment(c, { pool: big, sources: lands });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.activations).toHaveLength(2);
    expect(checkSourcePlan(c, big, lands, undefined, {}, result.value)).toEqual([]);
  });

  it('the search of options stops after NODE_LIMIT ways and says it did not prove the cost unpayable', () => {
    // Thirteen sources each make {W}{W} or {U}{U} (or two other mana): they can't pay thirteen
    // {W}{U} (whole pairs of one colour), yet most partial choices look payable. Their third
    // options differ, so no two are identical and none is skipped as a repeat.
    const others = ['B', 'R', 'G', 'C'].flatMap((a, i, all) => all.slice(i).map((b) => `{${a}}{${b}}`));
    const sources = Array.from({ length: 13 }, (_, i) => ({
      id: `Pair ${i}`,
      options: (i < 10 ? ['{W}{W}', '{U}{U}'] : ['{U}{U}', '{W}{W}'])
        .concat(others[i % others.length] ?? '')
        .map(pool),
    }));
    const result = planSourcePayment(cost('{W}{U}'.repeat(13)), { pool: [], sources });
    if (result.ok) throw new Error('paid');
    expect(result.error.code).toBe('ERR_UNSUPPORTED');
    expect(result.error.message).toContain('not all were tried');
  });
});
