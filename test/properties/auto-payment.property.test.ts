import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/engine/apply.js';
import { parseManaCost } from '../../src/mana/cost.js';
import { planPayment } from '../../src/mana/payment.js';
import type { PaymentOptions } from '../../src/mana/payment-model.js';
import { type ManaPool, type ManaUnit, parseManaPool } from '../../src/mana/pool.js';
import type { ManaSource } from '../../src/mana/sources.js';
import type { GameState } from '../../src/state/types.js';
import { bruteSources } from '../mana/source-brute-force.js';
import { pool, stateOf } from '../support/play.js';

/**
 * CR 601.2g-h, 605.3, 106: casting with `sources: 'auto'` on random small boards of real mana
 * sources, against a brute force that taps every subset of the sources with every choice of
 * mana each and asks the pool planner (`planPayment`) whether the pool that leaves pays the
 * spell. The source planner itself is checked against the same brute force, away from the
 * engine, in test/mana/sources.property.test.ts; this property checks what the engine hands it
 * (which permanents are sources, and of what) and what it does with the plan.
 */

const RUNS = 300;

/**
 * What each card adds when tapped by the automatic choice, written out from its printed text:
 * one entry per choice. A basic land type's intrinsic ability (305.6) adds its colour; snow
 * lands' mana is snow (106.3, 107.4h). Abilities with costs other than {T} (Mana Confluence's
 * life) or effects besides adding mana (Sulfurous Springs' damage) are left to the player, as
 * engine/casting/sources.ts documents: they are no choice here.
 */
const ANY = ['{W}', '{U}', '{B}', '{R}', '{G}'];
const SOURCES: Readonly<Record<string, readonly string[]>> = {
  Plains: ['{W}'],
  Island: ['{U}'],
  Mountain: ['{R}'],
  Forest: ['{G}'],
  Wastes: ['{C}'],
  'Snow-Covered Forest': ['{S:G}'],
  'Snow-Covered Island': ['{S:U}'],
  'Tropical Island': ['{G}', '{U}'],
  Savannah: ['{G}', '{W}'],
  Badlands: ['{B}', '{R}'],
  'Sulfurous Springs': ['{C}'],
  'Mana Confluence': [],
  Manalith: ANY,
  'Sol Ring': ['{C}{C}'],
  'Mind Stone': ['{C}'],
  'Llanowar Elves': ['{G}'],
  'Noble Hierarch': ['{G}', '{W}', '{U}'],
  'Birds of Paradise': ANY,
  'Dryad Arbor': ['{G}'],
};
const CREATURES = new Set(['Llanowar Elves', 'Noble Hierarch', 'Birds of Paradise', 'Dryad Arbor']);

/** Real cards whose costs span generic, coloured, colourless, snow, hybrid, twobrid, Phyrexian and X; with a legal target. */
const SPELLS: Readonly<Record<string, readonly string[]>> = {
  'Grizzly Bears': [],
  'Kitchen Finks': [],
  'Boggart Ram-Gang': [],
  'Spectral Procession': [],
  'Icehide Golem': [],
  'Vault Skirge': [],
  'Porcelain Legionnaire': [],
  'Wrath of God': [],
  Divination: [],
  'Endless One': [],
  'Walking Ballista': [],
  'Lightning Helix': ['B'],
  'Flame Javelin': ['B'],
  'Spatial Contortion': ['bear'],
  'Mutagenic Growth': ['bear'],
  Dismember: ['bear'],
  'Gut Shot': ['B'],
  'Act of Aggression': ['bear'],
  Blaze: ['B'],
  Putrefy: ['bear'],
};

interface Source {
  readonly card: string;
  readonly tapped: boolean;
  /** Entered this turn: a creature is summoning sick (302.6); a land or an artifact is not. */
  readonly fresh: boolean;
  readonly mine: boolean;
}

interface Case {
  readonly sources: readonly Source[];
  readonly spell: string;
  readonly x: number;
  readonly life: number;
  readonly pool: ManaPool;
}

const oneIn = (n: number) => fc.nat(n - 1).map((k) => k === 0);

const sourceArb: fc.Arbitrary<Source> = fc.record({
  card: fc.constantFrom(...Object.keys(SOURCES)),
  tapped: oneIn(5),
  fresh: oneIn(4),
  mine: fc.nat(9).map((k) => k > 0),
});

const restricted = (type: ManaUnit['type'], cardTypes: string[]): ManaUnit => ({
  type,
  restrictions: [{ kind: 'castSpell', cardTypes }],
});

/** Mana left in the pool: mostly none; some of it snow, some only for creature or instant spells (106.6). */
const poolArb: fc.Arbitrary<ManaPool> = fc.oneof(
  { arbitrary: fc.constant([]), weight: 4 },
  {
    arbitrary: fc.subarray([
      { type: 'R' },
      { type: 'C' },
      { type: 'G', snow: true },
      restricted('W', ['Creature']),
      restricted('B', ['Instant']),
    ] satisfies ManaUnit[]),
    weight: 1,
  },
);

/** What the mana is spent on: casting this card, with X as announced (106.6, 107.3a). */
const paying = (c: Case): PaymentOptions => ({
  purpose: { kind: 'spell', cardTypes: pool.get(c.spell)?.data.types ?? [] },
  variables: { X: c.x },
});

const hasX = (card: string): boolean => (pool.get(card)?.data.manaCost ?? '').includes('{X}');

/** The permanents the automatic choice may tap: the caster's, untapped, free of summoning sickness (302.6). */
const usable = (c: Case): ManaSource[] =>
  c.sources.flatMap((s, i) => {
    const options = SOURCES[s.card] ?? [];
    if (!s.mine || s.tapped || (s.fresh && CREATURES.has(s.card)) || options.length === 0) return [];
    return [{ id: `s${i}`, options: options.map(units) }];
  });

const units = (text: string): ManaPool => {
  const parsed = parseManaPool(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** Every way of tapping the usable sources, counted: small enough for the brute force to try each. */
const ways = (c: Case): number => usable(c).reduce((n, s) => n * (s.options.length + 1), 1);

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    sources: fc.array(sourceArb, { minLength: 1, maxLength: 6 }),
    spell: fc.constantFrom(...Object.keys(SPELLS)),
    x: fc.nat(3),
    life: fc.integer({ min: 1, max: 8 }),
    pool: poolArb,
  })
  .map((c) => (hasX(c.spell) ? c : { ...c, x: 0 }))
  .filter((c) => ways(c) <= 600);

const boardOf = (c: Case) => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [{ id: 'A', life: c.life, manaPool: c.pool }, { id: 'B' }],
  objects: [
    ...c.sources.map((s, i) => ({
      id: `s${i}`,
      card: s.card,
      controller: s.mine ? 'A' : 'B',
      ...(s.tapped ? { tapped: true } : {}),
      ...(s.fresh ? { enteredThisTurn: true } : {}),
    })),
    { id: 'bear', card: 'Grizzly Bears', controller: 'B' },
    { id: 'spell', card: c.spell, zone: 'hand', owner: 'A' },
  ],
});

const key = (u: ManaUnit): string => `${u.snow ? 'S:' : ''}${u.type} ${JSON.stringify(u.restrictions ?? [])}`;

/** `whole` less `part`, as multisets of units; null if `part` isn't within `whole`. */
const without = (whole: ManaPool, part: ManaPool): ManaUnit[] | null => {
  const left = [...whole];
  for (const u of part) {
    const at = left.findIndex((v) => key(v) === key(u));
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left;
};

/** Whether some choice of mana for each of these sources adds exactly `added`. */
const addedBy = (sources: readonly ManaSource[], added: ManaPool): boolean => {
  const [first, ...rest] = sources;
  if (!first) return added.length === 0;
  return first.options.some((option) => {
    const left = without(added, option);
    return left !== null && addedBy(rest, left);
  });
};

const player = (state: GameState, id: string) => {
  const found = state.players.find((p) => p.id === id);
  if (!found) throw new Error(`no player ${id}`);
  return found;
};

describe('CR 601.2g-h, 605.3a: automatic payment from sources agrees with a brute force over tappings', () => {
  it('casts exactly when some tapping pays; then taps fewest for least life, spends a payment, keeps the rest', () => {
    let cast = 0;
    let unpayable = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const state = stateOf(boardOf(c));
        const before = JSON.stringify(state);
        const cost = parseManaCost(pool.get(c.spell)?.data.manaCost ?? '');
        if (!cost.ok) throw new Error(cost.error.message);
        const sources = usable(c);
        const payOptions = paying(c);
        const brute = bruteSources(cost.value, c.pool, sources, c.life, payOptions);
        const done = apply(state, pool, {
          kind: 'cast',
          object: 'spell',
          targets: SPELLS[c.spell] ?? [],
          sources: 'auto',
          ...(hasX(c.spell) ? { x: c.x } : {}),
        });
        expect(JSON.stringify(state)).toBe(before);
        if (!brute.payable) {
          unpayable++;
          expect(done.ok).toBe(false);
          if (done.ok) return;
          expect(done.error).toMatchObject({ code: 'ERR_UNPAYABLE', rule: '601.2h', path: '$.sources' });
          return;
        }
        cast++;
        if (!done.ok) throw new Error(`refused: ${done.error.message} (${done.error.rule})`);
        const after = done.value.state;
        expect(after.stack.some((s) => s.kind === 'spell' && s.id === 'spell')).toBe(true);
        // The permanents tapped: usable sources, as few as the brute force needs.
        const tapped = after.objects.filter(
          (o) => o.tapped && !state.objects.find((b) => b.id === o.id)?.tapped,
        );
        const used = sources.filter((s) => tapped.some((o) => o.id === s.id));
        expect(used.length).toBe(tapped.length);
        expect(tapped.length).toBe(brute.minActivations);
        // The life paid for Phyrexian symbols (119.4): the least any payment pays.
        const lifePaid = c.life - player(after, 'A').life;
        expect(lifePaid).toBe(brute.minLife);
        // The mana added is what those sources make, one choice each (605.3b, 106.4).
        const added = done.value.events.flatMap((e) =>
          e.kind === 'manaAdded' && e.player === 'A'
            ? Array.from({ length: e.times }, () => units(e.mana)).flat()
            : [],
        );
        expect(addedBy(used, added)).toBe(true);
        // CR 601.2h, 106.4: what left the pool pays the cost exactly; the rest stays in the pool.
        const spent = without([...c.pool, ...added], player(after, 'A').manaPool);
        expect(spent).not.toBeNull();
        const paid = planPayment(cost.value, { pool: spent ?? [], life: c.life }, payOptions);
        expect(paid.ok && [paid.value.lifePaid, paid.value.manaSpent]).toEqual([lifePaid, spent?.length]);
      }),
      { numRuns: RUNS },
    );
    // Both verdicts must be common, or the property proves little.
    expect(cast).toBeGreaterThan(RUNS / 5);
    expect(unpayable).toBeGreaterThan(RUNS / 5);
  });
});
