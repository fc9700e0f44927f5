import { expect } from 'vitest';
import { ruleSuffix } from '../../cli/output.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import type { CardPool } from '../../src/cards/pool.js';
import type { GameEvent } from '../../src/engine/events.js';
import { resolve } from '../../src/engine/resolution/resolve.js';
import { checkStateBasedActions } from '../../src/engine/state-based/state-based.js';
import { evaluate } from '../../src/layers/evaluate.js';
import type { Characteristics } from '../../src/layers/result.js';
import { actionVerb } from '../../src/notation/action-report.js';
import type { BoardAction } from '../../src/notation/action-types.js';
import { parseBoard } from '../../src/notation/index.js';
import { err, ok, rulesError } from '../../src/result.js';
import type { GameState } from '../../src/state/types.js';
import { checkedApply } from './checked-apply.js';

/** A board run to the end: the state after its actions, what happened, and every object's characteristics. */
export interface BoardRun {
  readonly state: GameState;
  /** Every event, in order: the state-based actions as the board is loaded, then each action's. */
  readonly events: readonly GameEvent[];
  readonly objects: readonly Characteristics[];
  /** The characteristics of the object with this id; throws if the board has none. */
  readonly get: (id: string) => Characteristics;
}

export interface RunOptions {
  /**
   * Play the board as the game does, as `mtg-rules eval` does: state-based actions checked
   * once as it is loaded (CR 117.5, 704.3), then each action applied with `apply`, which
   * checks them after each. The default, except for a board whose actions are all `resolve`
   * (or that has none): those are the layer rows, which set up positions the game would not
   * leave standing (a -1/-1 Serra Angel, CR 107.1b; a 0/0 land) to see what the layers make
   * of them, so their spells resolve with `resolve` and nothing else happens. `true` plays
   * such a board too; `false` refuses a board with other actions, which need `apply`.
   */
  readonly stateBasedActions?: boolean;
}

const asGame = (actions: readonly BoardAction[], options: RunOptions): boolean =>
  options.stateBasedActions ?? actions.some((a) => a.kind !== 'resolve');

/** Plays the actions on the state, as `RunOptions` says; throws on a refusal with its index, verb and rule. */
const play = (
  pool: CardPool,
  start: GameState,
  actions: readonly BoardAction[],
  game: boolean,
): { state: GameState; events: GameEvent[] } => {
  const settled = game ? checkStateBasedActions(start, pool) : ok({ state: start, events: [] });
  if (!settled.ok) throw new Error(`state-based actions: ${settled.error.message}`);
  let state = settled.value.state;
  const events: GameEvent[] = [...settled.value.events];
  for (const [index, action] of actions.entries()) {
    const done = game
      ? checkedApply(state, pool, action)
      : action.kind === 'resolve'
        ? resolve(state, pool, action)
        : err(rulesError('ERR_ACTION', 'only `resolve` can be played without state-based actions'));
    if (!done.ok) {
      throw new Error(
        `actions[${index}] (${actionVerb(action)}): ${done.error.message}${ruleSuffix(done.error)}`,
      );
    }
    state = done.value.state;
    events.push(...done.value.events);
  }
  return { state, events };
};

/**
 * Parses a board with the default pool, plays its actions (see `RunOptions`) and evaluates
 * the result. For tests only: any failure, a refused action included, throws with its
 * message and rule.
 */
export const run = (board: unknown, options: RunOptions = {}): BoardRun => {
  const pool = defaultPool();
  const parsed = parseBoard(board, pool);
  if (!parsed.ok) throw new Error(`board: ${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  const { actions } = parsed.value;
  const { state, events } = play(pool, parsed.value.state, actions, asGame(actions, options));
  const evaluation = evaluate(state, pool);
  if (!evaluation.ok) throw new Error(`evaluate: ${evaluation.error.message}`);
  const objects = evaluation.value.objects;
  const byId = new Map(objects.map((c) => [c.id, c] as const));
  const get = (id: string): Characteristics => {
    const found = byId.get(id);
    if (!found) throw new Error(`no object "${id}" on the board (ids: ${[...byId.keys()].join(', ')})`);
    return found;
  };
  return { state, events, objects, get };
};

/** The events of a board run, in order, for a row to check what happened and under which rule. */
export const eventsOf = (board: unknown, options: RunOptions = {}): readonly GameEvent[] =>
  run(board, options).events;

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

/** Layer 6 (CR 613.1f, 113.10b): "loses [keywords]", every instance of each. */
export const loses = (...keywords: string[]) => ({ kind: 'loseKeywords', keywords }) as const;

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
  /** Exactly these keyword abilities, by name (CR 702), in any order. */
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
    keywords: sorted(c.abilities.flatMap((a) => a.keyword ?? [])),
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
