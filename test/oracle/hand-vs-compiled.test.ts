import { describe, expect, it } from 'vitest';
import type { CardData } from '../../src/cards/card-data.js';
import { defaultPool } from '../../src/cards/default-pool.js';
import { makePool } from '../../src/cards/make-pool.js';
import type { CardPool } from '../../src/cards/pool.js';
import type { AbilityDef } from '../../src/effects/types.js';
import type { Action } from '../../src/engine/action.js';
import { apply } from '../../src/engine/apply.js';
import type { GameEvent } from '../../src/engine/events.js';
import { whoActs } from '../../src/engine/stack/priority.js';
import { evaluate } from '../../src/layers/evaluate.js';
import { parseBoard } from '../../src/notation/index.js';
import { compileCard } from '../../src/oracle/compile.js';
import type { GameState } from '../../src/state/types.js';
import { FORMER_HAND_DEFINITIONS } from './former/index.js';

/**
 * Issue 5, section 5: a compiled card must behave as the hand definition of the same card.
 * For every card of the layers and creatures issues that the compiler reads completely, the
 * same boards and actions are played with its former hand definition (test/oracle/former) and
 * with the compiled one, and everything the engine reports must agree (ability texts aside:
 * Oracle prints reminder text that the hand definitions left out, CR 207.2). Each action is
 * played out as all players passing would: the stack resolves, and a triggered ability that
 * waits for its targets (an enters trigger with several legal targets, CR 603.3d) is put on
 * the stack with `orderTriggers`, with each choice of targets in turn.
 */

const cards: readonly CardData[] = defaultPool()
  .names()
  .flatMap((name) => defaultPool().get(name)?.data ?? []);
const HAND = makePool(cards, FORMER_HAND_DEFINITIONS);
const COMPILED = makePool(cards, new Map());

const fullyCompiled = (name: string): boolean => {
  const data = HAND.get(name)?.data;
  return data !== undefined && compileCard(data).every((a) => a.kind !== 'unsupported');
};

const MANA = '{W}{W}{W}{U}{U}{U}{B}{B}{B}{R}{R}{R}{G}{G}{G}{C}{C}{C}{C}{C}';

const board = (card: string, zone: 'battlefield' | 'graveyard' | 'hand') => ({
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', life: 20, manaPool: MANA },
    { id: 'B', life: 20 },
  ],
  objects: [
    { id: 'it', card, zone },
    { id: 'bear', card: 'Grizzly Bears' },
    { id: 'foe', card: 'Grizzly Bears', controller: 'B' },
    { id: 'swamp', card: 'Swamp' },
  ],
});

const stateIn = (pool: CardPool, json: unknown): GameState => {
  const parsed = parseBoard(json, pool);
  if (!parsed.ok) throw new Error(`${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value.state;
};

/** What the engine says of a state, without ability texts. */
const summary = (pool: CardPool, state: GameState) => {
  const evaluated = evaluate(state, pool);
  if (!evaluated.ok) return { error: evaluated.error.code };
  return {
    players: state.players.map((p) => ({ id: p.id, life: p.life, mana: p.manaPool.length })),
    objects: evaluated.value.objects.map((c) => ({
      id: c.id,
      zone: c.zone,
      pt: `${c.power}/${c.toughness}`,
      base: `${c.basePower}/${c.baseToughness}`,
      tapped: c.tapped,
      damage: c.damage,
      counters: c.counters,
      keywords: c.abilities.flatMap((a) => a.keyword ?? []).sort(),
      abilities: c.abilities.map((a) => `${a.kind} ${a.supported}`),
    })),
  };
};

/** How many steps of playing out one action may take before the comparison gives up on it. */
const MAX_STEPS = 100;

/**
 * What the engine reports for an action played out: applied, then the stack resolved as all
 * players passing would (CR 117.4), each waiting triggered ability put on the stack with
 * `targets` if it targets (603.3d), until a player must answer something else or the stack is
 * empty; or the rule a step of it was refused under.
 */
const outcome = (pool: CardPool, state: GameState, action: Action, targets: readonly string[]) => {
  const events: GameEvent[] = [];
  let current = state;
  let next: Action | null = action;
  for (let step = 0; next !== null && step < MAX_STEPS; step++) {
    const done = apply(current, pool, next);
    if (!done.ok)
      return {
        refused: done.error.rule ?? done.error.code,
        at: step,
        events: events.map((e) => `${e.kind} ${e.rule}`),
      };
    events.push(...done.value.events);
    current = done.value.state;
    const act = whoActs(current);
    next =
      act.kind === 'orderTriggers'
        ? {
            kind: 'orderTriggers',
            order: current.triggered
              .filter((t) => t.controller === act.player)
              .map((t) => ({ trigger: t.id, ...(t.def.targets === undefined ? {} : { targets }) })),
          }
        : act.kind === 'priority' && current.stack.length > 0
          ? { kind: 'resolveStack' }
          : null;
  }
  const act = whoActs(current);
  return {
    events: events.map((e) => `${e.kind} ${e.rule}`),
    after: summary(pool, current),
    toAct: act.kind === 'none' ? 'none' : `${act.kind} ${act.player}`,
    stack: current.stack.map((o) => (o.kind === 'spell' ? o.id : `${o.source}:${o.ability}`)),
  };
};

const TARGET_CHOICES: readonly (readonly string[])[] = [[], ['foe'], ['bear'], ['B'], ['it']];

/** Every way to play the card's abilities on the boards: each ability with each choice of targets. */
const actionsFor = (abilities: readonly AbilityDef[], name: string): Action[] =>
  abilities.flatMap((a, i): Action[] => {
    if (a.kind === 'activated') {
      return TARGET_CHOICES.map((targets) => ({ kind: 'activate', object: 'it', ability: i, targets, x: 2 }));
    }
    if (a.kind === 'spell') {
      return TARGET_CHOICES.map((targets) => ({
        kind: 'resolve',
        source: name,
        controller: 'A',
        targets,
        x: 2,
      }));
    }
    return [];
  });

const MATCHING = [...FORMER_HAND_DEFINITIONS.keys()].sort();

describe('compiled cards behave as their hand definitions did (issue 5, section 5)', () => {
  it.each(MATCHING)('%s: the compiler reads every ability of it', (name) => {
    expect(fullyCompiled(name)).toBe(true);
  });

  it.each(MATCHING)('%s: the same boards, the same actions, the same outcome', (name) => {
    for (const zone of ['battlefield', 'graveyard'] as const) {
      expect(summary(COMPILED, stateIn(COMPILED, board(name, zone)))).toEqual(
        summary(HAND, stateIn(HAND, board(name, zone))),
      );
    }
    const entering: Action = { kind: 'putOntoBattlefield', object: 'it', choices: { x: 2 } };
    for (const targets of TARGET_CHOICES) {
      const fromHand = [stateIn(HAND, board(name, 'hand')), stateIn(COMPILED, board(name, 'hand'))] as const;
      expect(
        outcome(COMPILED, fromHand[1], entering, targets),
        `entering, targets ${targets.join()}`,
      ).toEqual(outcome(HAND, fromHand[0], entering, targets));
    }
    const hand = HAND.get(name)?.abilities ?? [];
    for (const action of actionsFor(hand, name)) {
      const states = [
        stateIn(HAND, board(name, 'battlefield')),
        stateIn(COMPILED, board(name, 'battlefield')),
      ];
      const targets = 'targets' in action ? (action.targets ?? []) : [];
      expect(outcome(COMPILED, states[1] as GameState, action, targets), JSON.stringify(action)).toEqual(
        outcome(HAND, states[0] as GameState, action, targets),
      );
    }
  });
});
