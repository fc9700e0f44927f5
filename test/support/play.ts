import { expect } from 'vitest';
import { defaultPool } from '../../src/cards/default-pool.js';
import type { CardPool } from '../../src/cards/pool.js';
import type {
  AbilityDef,
  Instruction,
  Keyword,
  NumberedKeyword,
  Restriction,
  TargetSpec,
  Trigger,
} from '../../src/effects/types.js';
import type { Action } from '../../src/engine/action.js';
import type { AttackDeclaration, BlockDeclaration } from '../../src/engine/combat/declare.js';
import type { GameEvent } from '../../src/engine/events.js';
import { whoActs } from '../../src/engine/stack/priority.js';
import { evaluate } from '../../src/layers/evaluate.js';
import type { Characteristics } from '../../src/layers/result.js';
import { parseBoard } from '../../src/notation/index.js';
import type { RulesError } from '../../src/result.js';
import type { Decision } from '../../src/state/answers.js';
import type { StackObject } from '../../src/state/stack.js';
import type { GameState } from '../../src/state/types.js';
import type { Step } from '../../src/state/vocabulary.js';
import { checkedApply } from './checked-apply.js';

/**
 * Playing actions on boards with `apply`, for the creature conformance tables: a row is a
 * board, the actions played on it in order, and what must be true afterwards (objects,
 * players, events by their rule), or the rule the last action is refused under.
 */

export const pool = defaultPool();

/** The state a board file describes; for tests only, so a bad board throws with its path. */
export const stateOf = (board: unknown, cards: CardPool = pool): GameState => {
  const parsed = parseBoard(board, cards);
  if (!parsed.ok) throw new Error(`board: ${parsed.error.path ?? '$'}: ${parsed.error.message}`);
  return parsed.value.state;
};

/** Every object's characteristics in a state, by id; throws if the layers can't evaluate it. */
export const charsOf = (state: GameState, cards: CardPool = pool): ReadonlyMap<string, Characteristics> => {
  const evaluated = evaluate(state, cards);
  if (!evaluated.ok) throw new Error(`evaluate: ${evaluated.error.message}`);
  return new Map(evaluated.value.objects.map((c) => [c.id, c]));
};

/** What playing a row's actions gave: the last state reached, every event, and the refusal if one stopped it. */
export interface Played {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly refusal: RulesError | null;
  /** How many actions were applied before the refusal (all of them without one). */
  readonly applied: number;
}

/**
 * Applies the actions in order with `apply`, stopping at the first one refused. Unless `manual`,
 * after each action the stack resolves as all players passing would, down to what it held on
 * the board (a spell there is the one resolving, whose damage a row's `damage` deals), and a
 * player whose triggered abilities need no targets or modes puts them on the stack in the order
 * they triggered, the first to trigger on top (so resolving first); the tables of what resolving
 * does then read as the old ones did. Where a choice is needed, the next action of the row gives it.
 */
export const play = (
  start: GameState,
  actions: readonly Action[],
  cards: CardPool = pool,
  manual = false,
): Played => {
  let state = start;
  const events: GameEvent[] = [];
  for (const [i, action] of actions.entries()) {
    const done = checkedApply(state, cards, action);
    if (!done.ok) return { state, events, refusal: done.error, applied: i };
    state = done.value.state;
    events.push(...done.value.events);
    if (manual) continue;
    const settled = settleStack(state, cards, start.stack.length);
    state = settled.state;
    events.push(...settled.events);
  }
  return { state, events, refusal: null, applied: actions.length };
};

/** The automatic part of `play`: triggered abilities without choices put on the stack, and the stack resolved. */
const settleStack = (
  start: GameState,
  cards: CardPool,
  depth: number,
): { state: GameState; events: GameEvent[] } => {
  let state = start;
  const events: GameEvent[] = [];
  for (let round = 0; round < 1000; round++) {
    const act = whoActs(state);
    const next: Action | null =
      act.kind === 'orderTriggers'
        ? autoOrder(state, act.player)
        : act.kind === 'priority' && state.stack.length > depth
          ? { kind: 'pass' }
          : null;
    if (next === null) break;
    const done = checkedApply(state, cards, next);
    if (!done.ok) break;
    state = done.value.state;
    events.push(...done.value.events);
  }
  return { state, events };
};

/** A player's waiting triggered abilities in the order they triggered, the first on top; null if one needs a choice. */
const autoOrder = (state: GameState, player: string): Action | null => {
  const mine = state.triggered.filter((t) => t.controller === player);
  const plain = mine.every(
    (t) =>
      // CR 601.2c: "up to N" targets are the player's to announce, even none.
      (t.def.targets === undefined || (t.def.targets.count === 0 && t.def.targets.upTo === undefined)) &&
      !t.def.instructions.some((i) => i.kind === 'modal'),
  );
  return plain ? { kind: 'orderTriggers', order: [...mine].reverse().map((t) => ({ trigger: t.id })) } : null;
};

/**
 * An event as one line: its kind, what it concerns and its rule, e.g. "destroyed bear 704.5g",
 * "damageDealt rats>bear 1 marked 120.3e", "countersChanged ogre -1/-1 +2 120.3d".
 */
export const eventText = (e: GameEvent): string => {
  switch (e.kind) {
    case 'damageDealt':
      return `damageDealt ${e.source}>${e.to} ${e.amount} ${e.result} ${e.rule}`;
    case 'damagePrevented':
      return `damagePrevented ${e.source}>${e.to} ${e.amount} ${e.rule}`;
    case 'lifeGained':
    case 'lifeLost':
      return `${e.kind} ${e.player} ${e.amount} ${e.rule}`;
    case 'triggered':
      return `triggered ${e.object} ${e.trigger} ${e.rule}`;
    case 'manaAdded':
      return `manaAdded ${e.player} ${e.mana}x${e.times} ${e.rule}`;
    case 'tokenCreated':
      return `tokenCreated ${e.object} ${e.token} ${e.rule}`;
    case 'emblemCreated':
      return `emblemCreated ${e.object} ${e.player} ${e.rule}`;
    case 'countersChanged':
      return `countersChanged ${e.object} ${e.counter} ${e.change > 0 ? '+' : ''}${e.change} ${e.rule}`;
    case 'becameLevel':
      return `becameLevel ${e.object} ${e.level} ${e.rule}`;
    case 'zoneChange':
      return `zoneChange ${e.object} ${e.from}>${e.to} ${e.rule}`;
    case 'attackerDeclared':
      return `attackerDeclared ${e.object}>${e.attacking} ${e.rule}`;
    case 'blockerDeclared':
      return `blockerDeclared ${e.object}>${e.blocking} ${e.rule}`;
    case 'effectCreated':
      return `effectCreated ${e.effect} ${e.rule}`;
    case 'effectEnded':
      return `effectEnded ${e.effect} ${e.rule}`;
    case 'stepBegan':
      return `stepBegan ${e.step} ${e.turn} ${e.rule}`;
    case 'cardDrawn':
    case 'drawFromEmptyLibrary':
    case 'playerLost':
    case 'gameBegan':
      return `${e.kind} ${e.player} ${e.rule}`;
    case 'mulliganDeclared':
      return `mulliganDeclared ${e.player} ${e.keep ? 'keep' : 'mulligan'} ${e.rule}`;
    case 'crewed':
      return `crewed ${e.vehicle} ${e.rule}`;
    case 'putOnStack':
      return `putOnStack ${e.source}:${e.ability} ${e.rule}`;
    case 'triggerRemoved':
      return `triggerRemoved ${e.source} ${e.rule}`;
    case 'resolved':
    case 'didNotResolve':
      return `${e.kind} ${e.object} ${e.rule}`;
    case 'countered':
      return `countered ${e.object} by ${e.by} ${e.rule}`;
    case 'priorityPassed':
      return `priorityPassed ${e.player} ${e.rule}`;
    case 'landPlayed':
      return `landPlayed ${e.object} ${e.rule}`;
    case 'gameOver':
      return `gameOver ${e.winners.join(',') || 'draw'} ${e.rule}`;
    case 'attackersDeclared':
      return `attackersDeclared ${e.rule}`;
    case 'blockersDeclared':
      return `blockersDeclared ${e.newlyBlocked.join(',')} ${e.rule}`;
    case 'spellCast':
      return `spellCast ${e.object} ${e.player} ${e.rule}`;
    case 'libraryShuffled':
      return `libraryShuffled ${e.player} ${e.rule}`;
    case 'dieRolled':
      return `dieRolled ${e.player} d${e.sides}=${e.result} ${e.rule}`;
    case 'coinFlipped':
      return `coinFlipped ${e.player} ${e.won ? 'won' : 'lost'} ${e.rule}`;
    case 'cardsShown':
      return `cardsShown ${e.cards.join(',')}>${e.to ?? 'all'} ${e.rule}`;
    case 'revealed':
      return `revealed ${e.player} ${e.object} ${e.rule}`;
    case 'libraryOrdered':
      return `libraryOrdered ${e.player} ${e.cards} ${e.rule}`;
    case 'notDestroyed':
      return `notDestroyed ${e.object} ${e.reason} ${e.rule}`;
    case 'attached':
      return `attached ${e.object}>${e.to} ${e.rule}`;
    case 'faceDownRevealed':
      return `faceDownRevealed ${e.object} ${e.card} ${e.rule}`;
    case 'transformed':
      return `transformed ${e.object} ${e.backFace ? 'back' : 'front'} ${e.rule}`;
    case 'gotCityBlessing':
      return `gotCityBlessing ${e.player} ${e.rule}`;
    case 'becameMonarch':
      return `becameMonarch ${e.player} ${e.rule}`;
    case 'becameDayNight':
      return `becameDayNight ${e.dayNight} ${e.rule}`;
    case 'allDamageShielded':
      return `allDamageShielded ${e.sourceName} ${e.rule}`;
    case 'exploited':
      return `exploited ${e.object}>${e.creature} ${e.rule}`;
    case 'paired':
      return `${e.paired ? 'paired' : 'unpaired'} ${e.object}+${e.with} ${e.rule}`;
    case 'goaded':
      return `goaded ${e.object} by ${e.by} ${e.rule}`;
    case 'ceasedToExist':
    case 'destroyed':
    case 'regenerated':
    case 'shieldCreated':
    case 'tapped':
    case 'becameMonstrous':
    case 'becameRenowned':
    case 'exerted':
    case 'untapped':
    case 'turnedFaceUp':
    case 'unattached':
    case 'damageRemoved':
    case 'removedFromCombat':
    case 'delayedTriggerCreated':
      return `${e.kind} ${e.object} ${e.rule}`;
  }
};

/** What a row expects of one object; only the fields given are checked. */
export interface ObjectExpect {
  readonly zone?: string;
  /** Power/toughness after the layers, '2/2'; null for a noncreature. */
  readonly pt?: string | null;
  readonly damage?: number;
  /** Exactly these counters, by kind; {} for none. */
  readonly counters?: Readonly<Record<string, number>>;
  readonly loyalty?: number | null;
  readonly tapped?: boolean;
  readonly controller?: string;
  /** What it attacks, or null when it isn't attacking. */
  readonly attacking?: string | null;
  /** The attacker it blocks, or null when it isn't blocking. */
  readonly blocking?: string | null;
  /** Whether it was blocked (509.1h); null when it isn't attacking. */
  readonly blocked?: boolean | null;
  readonly shields?: number;
  /** Its keyword abilities after the layers, sorted: ['First strike', 'Flying']. */
  readonly keywords?: readonly string[];
  /** Its name after the layers; '' for a face-down permanent (708.2a). */
  readonly name?: string;
  readonly faceDown?: boolean;
  /** Its mana value after the layers (CR 202.3; on the stack, X counts, 202.3e). */
  readonly manaValue?: number;
  /** What it is attached to, or null. */
  readonly attachedTo?: string | null;
  /** Its level (CR 716.2b), or null when it has none, which reads as level 1 (716.2d). */
  readonly level?: number | null;
  /** Its subtypes after the layers, in their order there. */
  readonly subtypes?: readonly string[];
  /** Its supertypes and card types after the layers, in their order there: ['Legendary', 'Creature']. */
  readonly types?: readonly string[];
  /** The players who goaded it (CR 701.15), in order; [] for none. */
  readonly goadedBy?: readonly string[];
  /** The creature it is paired with (CR 702.95b), or null when unpaired. */
  readonly pairedWith?: string | null;
}

export interface PlayerExpect {
  readonly life?: number;
  readonly poison?: number;
  readonly lost?: boolean;
  /** How many units of mana are in their pool. */
  readonly mana?: number;
  /** How many of those units carry a spend restriction (CR 106.6). */
  readonly restricted?: number;
  /** Their energy counters (CR 107.14, 122.1). */
  readonly energy?: number;
  /** Whether they have the city's blessing (CR 702.131c). */
  readonly cityBlessing?: boolean;
  /** Whether they are the monarch (CR 724.1). */
  readonly monarch?: boolean;
}

/** A conformance row: a board, actions played on it, and what must follow, named after its source. */
export interface PlayRow {
  readonly name: string;
  readonly board: unknown;
  readonly actions: readonly Action[];
  /** The rule the last action is refused under; every earlier action must succeed. */
  readonly refused?: string;
  readonly objects?: Readonly<Record<string, ObjectExpect>>;
  readonly players?: Readonly<Record<string, PlayerExpect>>;
  /** Events that must happen, as `eventText` writes them. */
  readonly events?: readonly string[];
  /** Events that must not happen. */
  readonly without?: readonly string[];
  /** The turn afterwards: its number, active player and step. */
  readonly turn?: { readonly number?: number; readonly active?: string; readonly step?: Step };
  /** Play the actions as given, with no passing of priority between them (the stack and priority tables). */
  readonly manual?: boolean;
  /** Who must act afterwards, and how (`toAct`): 'priority A', 'decide A', 'orderTriggers B', 'none'. */
  readonly toAct?: string;
  /** The stack afterwards, bottom first: a spell by its card's id, an ability as `source:ability`. */
  readonly stack?: readonly string[];
}

const pt = (c: Characteristics | undefined): string | null =>
  c?.power === null || c?.power === undefined || c.toughness === null ? null : `${c.power}/${c.toughness}`;

const observeObject = (played: Played, id: string, want: ObjectExpect, cards: CardPool): ObjectExpect => {
  const object = played.state.objects.find((o) => o.id === id);
  const c = charsOf(played.state, cards).get(id);
  const combat = played.state.combat;
  const attacker = combat?.attackers.find((a) => a.id === id);
  const seen: Record<keyof ObjectExpect, unknown> = {
    zone: object?.zone ?? 'gone',
    pt: pt(c),
    damage: object?.damage,
    counters: Object.fromEntries((object?.counters ?? []).map((p) => [p.kind, p.count])),
    loyalty: c?.loyalty ?? null,
    tapped: object?.tapped,
    controller: c?.controller,
    attacking: attacker?.attacking ?? null,
    blocking: combat?.blockers?.find((b) => b.id === id)?.blocking ?? null,
    blocked: attacker ? attacker.blocked : null,
    shields: object?.regenerationShields ?? 0,
    keywords: (c?.abilities ?? []).flatMap((a) => (a.keyword ? [a.keyword] : [])).sort(),
    name: c?.name,
    faceDown: object?.faceDown,
    manaValue: c?.manaValue,
    attachedTo: object?.attachedTo ?? null,
    level: object?.classLevel ?? null,
    subtypes: c?.subtypes,
    types: c ? [...c.supertypes, ...c.types] : undefined,
    goadedBy: object?.goadedBy ?? [],
    pairedWith: object?.pairedWith ?? null,
  };
  return Object.fromEntries(Object.keys(want).map((k) => [k, seen[k as keyof ObjectExpect]]));
};

const observePlayer = (played: Played, id: string, want: PlayerExpect): PlayerExpect => {
  const p = played.state.players.find((q) => q.id === id);
  const seen: Record<keyof PlayerExpect, unknown> = {
    life: p?.life,
    poison: p?.counters.poison ?? 0,
    lost: p?.lost === true,
    cityBlessing: p?.cityBlessing === true,
    monarch: p?.monarch === true,
    mana: p?.manaPool.length,
    restricted: p?.manaPool.filter((u) => (u.restrictions ?? []).length > 0).length,
    energy: p?.counters.energy ?? 0,
  };
  return Object.fromEntries(Object.keys(want).map((k) => [k, seen[k as keyof PlayerExpect]]));
};

/** Who must act, as a row writes it: 'priority A', 'decide A', 'none'. */
export const actorText = (state: GameState): string => {
  const act = whoActs(state);
  return act.kind === 'none' ? 'none' : `${act.kind} ${act.player}`;
};

/** A stack object as a row writes it: a spell by its card's id, an ability as `source:ability`. */
export const stackText = (s: StackObject): string => (s.kind === 'spell' ? s.id : `${s.source}:${s.ability}`);

/** Throws unless the row checks something that the actions could get wrong. */
const assertNotVacuous = (row: PlayRow): void => {
  const checks =
    Object.keys(row.objects ?? {}).length +
    Object.keys(row.players ?? {}).length +
    (row.events ?? []).length +
    (row.refused === undefined ? 0 : 1) +
    Object.keys(row.turn ?? {}).length +
    (row.toAct === undefined ? 0 : 1) +
    (row.stack === undefined ? 0 : 1);
  if (checks === 0 || row.actions.length === 0)
    throw new Error(`row "${row.name}" plays nothing or checks nothing`);
};

/**
 * Checks a row with one `toEqual`, so a failure shows every difference at once; `cards` is the
 * pool its cards come from, the default pool unless given. A refused
 * action must be the last one, must leave its input state unchanged, and must cite the rule.
 */
export const checkPlay = (row: PlayRow, cards: CardPool = pool): Played => {
  assertNotVacuous(row);
  const start = stateOf(row.board, cards);
  const before = structuredClone(start);
  const played = play(start, row.actions, cards, row.manual === true);
  const texts = new Set(played.events.map(eventText));
  const seen = {
    refused: played.refusal?.rule ?? null,
    refusedAt: played.refusal ? played.applied : null,
    objects: Object.fromEntries(
      Object.entries(row.objects ?? {}).map(([id, want]) => [id, observeObject(played, id, want, cards)]),
    ),
    players: Object.fromEntries(
      Object.entries(row.players ?? {}).map(([id, want]) => [id, observePlayer(played, id, want)]),
    ),
    events: (row.events ?? []).filter((e) => texts.has(e)),
    without: (row.without ?? []).filter((e) => texts.has(e)),
    turn: Object.fromEntries(
      Object.keys(row.turn ?? {}).map((k) => [k, played.state.turn[k as keyof GameState['turn']]]),
    ),
    ...(row.toAct === undefined ? {} : { toAct: actorText(played.state) }),
    ...(row.stack === undefined ? {} : { stack: played.state.stack.map(stackText) }),
  };
  const want = {
    refused: row.refused ?? null,
    refusedAt: row.refused === undefined ? null : row.actions.length - 1,
    objects: row.objects ?? {},
    players: row.players ?? {},
    events: row.events ?? [],
    without: [],
    turn: row.turn ?? {},
    ...(row.toAct === undefined ? {} : { toAct: row.toAct }),
    ...(row.stack === undefined ? {} : { stack: row.stack }),
  };
  // PLAY_DEBUG=1 prints every event of a row that fails, to see what the game did instead.
  if (process.env.PLAY_DEBUG && JSON.stringify(seen) !== JSON.stringify(want))
    console.log(
      `${row.name}\n  ${played.events.map(eventText).join('\n  ')}\n  toAct: ${actorText(played.state)} refusal: ${played.refusal?.message ?? '-'}`,
    );
  if (played.refusal && row.refused === undefined) {
    // Show the refusal itself, not only its rule, when a row did not expect one.
    expect({ ...seen, error: played.refusal }).toEqual({ ...want, error: null });
  }
  expect(seen).toEqual(want);
  // CR-independent: apply never changes the state it is given.
  expect(start).toEqual(before);
  return played;
};

/**
 * A permanent effect locked onto `on` granting keywords: it stands for keywords printed on a
 * vanilla creature (Grizzly Bears, Memnite), so the tables don't depend on card definitions.
 */
export const has = (on: string, ...keywords: Keyword[]) => ({
  source: `printed-${on}`,
  sourceName: `${keywords.join(', ')} (standing for printed keywords)`,
  duration: 'permanent',
  on: [on],
  effect: {
    affects: {},
    ops: [
      {
        kind: 'addAbilities',
        abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword, text: keyword })),
      },
    ],
  },
});

/** A numbered keyword ("Bushido 2", 702.45a) printed on `on`, as `has` grants unnumbered ones. */
export const hasNumbered = (on: string, keyword: NumberedKeyword, amount: number) => ({
  source: `printed-${on}-${keyword}-${amount}`,
  sourceName: `${keyword} ${amount} (standing for a printed keyword)`,
  duration: 'permanent',
  on: [on],
  effect: {
    affects: {},
    ops: [
      {
        kind: 'addAbilities',
        abilities: [{ kind: 'keyword', keyword, amount, text: `${keyword} ${amount}` }],
      },
    ],
  },
});

/**
 * A permanent effect locked onto `on` granting an ability with its Oracle wording: it stands for
 * that text printed on a vanilla creature, as `has` does for keywords, so the tables don't depend
 * on which cards the pool defines. Grizzly Bears has no abilities of its own, so on a Bears the
 * first one granted is ability 0.
 */
export const printed = (on: string, id: string, ability: AbilityDef) => ({
  source: `printed-${on}${id}`,
  sourceName: `${ability.text} (standing for printed text)`,
  duration: 'permanent',
  on: [on],
  effect: { affects: {}, ops: [{ kind: 'addAbilities', abilities: [ability] }] },
});

/** A restriction ability ("can't block", "attacks each combat if able") printed on `on`. */
export const restricted = (on: string, text: string, restriction: Restriction) =>
  printed(on, `-${restriction.kind}`, { kind: 'restriction', text, restriction });

/** A triggered ability printed on `on`. */
export const triggers = (
  on: string,
  text: string,
  trigger: Trigger,
  instructions: readonly Instruction[],
  targets?: TargetSpec,
) => printed(on, '', { kind: 'triggered', text, trigger, instructions, ...(targets ? { targets } : {}) });

/** A locked "gets +P/+T until end of turn" effect, as Giant Growth leaves (CR 611.2c). */
export const pumped = (on: string, power: number, toughness: number, sourceName = 'Giant Growth') => ({
  source: `pump-${on}`,
  sourceName,
  duration: 'endOfTurn',
  on: [on],
  effect: {
    affects: {},
    ops: [
      {
        kind: 'modifyPT',
        power: { kind: 'constant', n: power },
        toughness: { kind: 'constant', n: toughness },
      },
    ],
  },
});

/** CR 608.2d: the decisions a resolving spell or ability waits for, one for each instruction that asks. */
export const decide = (...decisions: Decision[]): Action => ({ kind: 'decide', decisions });

/**
 * CR 603.3d: put a player's one waiting triggered ability of `source` on the stack with these
 * targets, as its controller chooses them (`orderTriggers`, naming it by its source).
 */
export const targeting = (source: string, ...targets: string[]): Action => ({
  kind: 'orderTriggers',
  order: [{ trigger: source, targets }],
});

/** The `resolve` shortcut: a spell of this name resolves for player A with these targets, as if cast. */
export const resolveFor = (source: string, ...targets: string[]): Action => ({
  kind: 'resolve',
  source,
  controller: 'A',
  targets,
});

/** Declare attackers, move to declare blockers, declare blockers: the board must start in declareAttackers. */
export const attackAndBlock = (
  attackers: readonly AttackDeclaration[],
  blockers: readonly BlockDeclaration[],
): Action[] => [
  { kind: 'declareAttackers', attackers },
  { kind: 'advance', to: 'declareBlockers' },
  { kind: 'declareBlockers', blockers },
];

export const attack = (...ids: string[]): AttackDeclaration[] => ids.map((attacker) => ({ attacker }));

export const block = (blocker: string, attacker: string): BlockDeclaration => ({ blocker, attacker });

/** A row reading power and toughness on a board: any action will do, the layers are read after it. */
export const ptRow = (
  name: string,
  objects: readonly object[],
  pts: Readonly<Record<string, string>>,
): PlayRow => ({
  name,
  board: { objects },
  actions: [{ kind: 'advance', to: 'end' }],
  objects: Object.fromEntries(Object.entries(pts).map(([id, pt]) => [id, { pt }])),
});
