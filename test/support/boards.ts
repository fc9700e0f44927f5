import { expect } from 'vitest';
import { resolve } from '../../src/actions/resolve.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { evaluate } from '../../src/layers/evaluate.js';
import type { Characteristics } from '../../src/layers/result.js';
import { parseBoard } from '../../src/notation/index.js';
import type { GameState } from '../../src/state/types.js';

/** A board run to the end: the state after its actions, and every object's characteristics. */
export interface BoardRun {
  readonly state: GameState;
  readonly objects: readonly Characteristics[];
  /** The characteristics of the object with this id; throws if the board has none. */
  readonly get: (id: string) => Characteristics;
}

/**
 * Parses a board with the default pool, resolves its actions in order (as `mtg-rules eval`
 * does) and evaluates the result. For tests only: any failure throws with its message.
 */
export const run = (board: unknown): BoardRun => {
  const pool = defaultPool();
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(`board: ${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  let state = parsed.value.state;
  for (const [index, action] of parsed.value.actions.entries()) {
    const done = resolve(state, pool, action);
    if (!done.ok) throw new Error(`actions[${index}] (${action.source}): ${done.error.message}`);
    state = done.value.state;
  }
  const evaluation = evaluate(state, pool);
  if (!evaluation.ok) throw new Error(`evaluate: ${evaluation.error.message}`);
  const objects = evaluation.value.objects;
  const byId = new Map(objects.map((c) => [c.id, c] as const));
  const get = (id: string): Characteristics => {
    const found = byId.get(id);
    if (!found) throw new Error(`no object "${id}" on the board (ids: ${[...byId.keys()].join(', ')})`);
    return found;
  };
  return { state, objects, get };
};

/** Power and toughness as a card prints them ('4/6', '-2/4'), or null for a noncreature (CR 208.3). */
export const pt = (c: Characteristics): string | null =>
  c.power === null || c.toughness === null ? null : `${c.power}/${c.toughness}`;

/** Base power and toughness (CR 208.4b) in the same form. */
export const basePT = (c: Characteristics): string | null =>
  c.basePower === null || c.baseToughness === null ? null : `${c.basePower}/${c.baseToughness}`;

/** The texts of the object's abilities, in order: keywords read as their name ('Flying'). */
export const abilityTexts = (c: Characteristics): string[] => c.abilities.map((a) => a.text);

/*
 * Pieces of a board's `effects` (the effect language of src/effects/types.ts, written as the
 * JSON a board file holds), so that a row reads like the card text it stands for.
 */

const constant = (n: number) => ({ kind: 'constant', n }) as const;

/** Layer 7c (CR 613.4c): "gets +P/+T". */
export const modifyPT = (power: number, toughness: number) =>
  ({ kind: 'modifyPT', power: constant(power), toughness: constant(toughness) }) as const;

/** Layer 7b (CR 613.4b): "has base power and toughness P/T". */
export const setPT = (power: number, toughness: number) =>
  ({ kind: 'setPT', power: constant(power), toughness: constant(toughness) }) as const;

/** Layer 7d (CR 613.4d): "switch its power and toughness". */
export const switchPT = { kind: 'switchPT' } as const;

/** Layer 5 (CR 613.1e): "becomes [colours]". */
export const setColors = (...colors: string[]) => ({ kind: 'setColors', colors }) as const;

/** Layer 6 (CR 613.1f): "has [keywords]". */
export const gains = (...keywords: string[]) =>
  ({
    kind: 'addAbilities',
    abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
  }) as const;

/** Layer 6 (CR 613.1f): "loses all abilities". */
export const losesAllAbilities = { kind: 'loseAllAbilities' } as const;

/** Where a board effect comes from and when; `on` locks it to those objects (CR 611.2c). */
export interface EffectHead {
  readonly source: string;
  readonly sourceName?: string;
  readonly controller?: string;
  readonly timestamp?: number;
  readonly on?: readonly string[];
}

/** A board effect doing `ops` to the objects it is locked to (`head.on`). */
export const effectOn = (head: EffectHead, ...ops: readonly unknown[]) => ({
  ...head,
  effect: { affects: {}, ops },
});

/** A board effect doing `ops` to whatever `affects` matches each time the layers are applied. */
export const effectFor = (
  head: EffectHead,
  affects: Readonly<Record<string, unknown>>,
  ...ops: readonly unknown[]
) => ({
  ...head,
  effect: { affects, ops },
});

/** What a row expects of one object; only the fields given are checked. */
export interface Expected {
  readonly name?: string;
  readonly zone?: string;
  readonly pt?: string | null;
  readonly base?: string | null;
  readonly controller?: string;
  readonly types?: readonly string[];
  /** Exactly these subtypes, in any order. */
  readonly subtypes?: readonly string[];
  /** At least these subtypes (for "every creature type"). */
  readonly subtypesInclude?: readonly string[];
  readonly colors?: readonly string[];
  /** Exactly these keyword abilities, in any order. */
  readonly keywords?: readonly string[];
  /** Exactly these abilities' texts, in order; [] for "loses all abilities". */
  readonly abilities?: readonly string[];
  /** Exactly the texts of the abilities the engine reports as not modelled. */
  readonly unsupported?: readonly string[];
}

const sorted = (items: readonly string[]): string[] => [...items].sort();

/** The object's characteristics in the shape of `expected`, with unordered lists sorted. */
export const observe = (c: Characteristics, expected: Expected): Expected => {
  const keys = Object.keys(expected);
  const seen: Record<string, unknown> = {
    name: c.name,
    zone: c.zone,
    pt: pt(c),
    base: basePT(c),
    controller: c.controller,
    types: sorted(c.types),
    subtypes: sorted(c.subtypes),
    subtypesInclude: (expected.subtypesInclude ?? []).filter((s) => c.subtypes.includes(s)).sort(),
    colors: sorted(c.colors),
    keywords: sorted(c.abilities.filter((a) => a.kind === 'keyword').map((a) => a.text)),
    abilities: abilityTexts(c),
    unsupported: sorted(c.abilities.filter((a) => !a.supported).map((a) => a.text)),
  };
  return Object.fromEntries(keys.map((k) => [k, seen[k]]));
};

/** `expected` with its unordered lists sorted, to compare with `observe`. */
export const normalise = (expected: Expected): Expected =>
  Object.fromEntries(
    Object.entries(expected).map(([k, v]) => [
      k,
      Array.isArray(v) && k !== 'abilities' ? sorted(v as readonly string[]) : v,
    ]),
  );

/** What a row expects, by object id. */
export type Expectations = Readonly<Record<string, Expected>>;

/**
 * Runs the board and returns what was seen and what was wanted, in the same shape, so that
 * one `toEqual` shows every difference of a row at once.
 */
export const observeBoard = (
  board: unknown,
  want: Expectations,
): { readonly seen: Record<string, Expected>; readonly want: Record<string, Expected> } => {
  const result = run(board);
  const ids = Object.keys(want);
  return {
    seen: Object.fromEntries(ids.map((id) => [id, observe(result.get(id), want[id] ?? {})])),
    want: Object.fromEntries(ids.map((id) => [id, normalise(want[id] ?? {})])),
  };
};

/** A conformance row: a board, and what its objects must look like, named after its source. */
export interface Row {
  readonly name: string;
  readonly board: unknown;
  readonly expect: Expectations;
}

/** Checks a row: one `toEqual` over every field the row names, so a failure shows them all. */
export const check = ({ board, expect: expected }: Row): void => {
  const { seen, want } = observeBoard(board, expected);
  expect(seen).toEqual(want);
};
