import type { EffectDef, TokenDef } from '../../src/effects/types.js';
import type {
  AbilityOnStack,
  ActivatedDef,
  SpellOnStack,
  TriggeredAbility,
  TriggeredDef,
} from '../../src/state/stack.js';
import type {
  ActiveEffect,
  Combat,
  DelayedTrigger,
  GameObject,
  GameState,
  Player,
} from '../../src/state/types.js';
import type { Step } from '../../src/state/vocabulary.js';
import { PING as WRITTEN_PING, SKIN as WRITTEN_SKIN } from '../notation/arbitrary-stack.js';

/**
 * A valid game state built in code over the fake pool (test/notation/fake-pool.ts), and edits
 * that change one part of it, for validateState's table.
 */

/** Prodigal Sorcerer's ability and Skinrender's (CR 602, 603.6a), as the board generators write them. */
export const PING = WRITTEN_PING as ActivatedDef;
export const SKIN = WRITTEN_SKIN as TriggeredDef;

export const GROWTH: EffectDef = {
  affects: {},
  ops: [{ kind: 'modifyPT', power: { kind: 'constant', n: 3 }, toughness: { kind: 'constant', n: 3 } }],
};

/** Raise the Alarm's token (CR 111.3). */
export const SOLDIER: TokenDef = {
  name: 'Soldier Token',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Soldier'],
  power: 1,
  toughness: 1,
  abilities: [],
};

const object = (id: string, card: string, fields: Partial<GameObject> = {}): GameObject => ({
  id,
  card,
  token: false,
  zone: 'battlefield',
  owner: 'A',
  controller: 'A',
  timestamp: 1,
  counters: [],
  damage: 0,
  attachedTo: null,
  tapped: false,
  faceDown: false,
  choices: {},
  controlledSince: 0,
  ...fields,
});

/** A's Bolt targeting B's goyf, cast when the next timestamp was 4. */
export const SPELL: SpellOnStack = { kind: 'spell', id: 'bolt', controller: 'A', targets: ['goyf'], at: 4 };

/** B's goyf's ping, targeting A. */
export const ABILITY: AbilityOnStack = {
  kind: 'ability',
  id: 'a5',
  source: 'goyf',
  sourceName: 'Tarmogoyf',
  ability: 0,
  def: PING,
  controller: 'B',
  targets: ['A'],
  rule: '602.2a',
};

/** The bear's "when this enters" trigger, waiting. */
export const WAITING: TriggeredAbility = {
  id: 'a6',
  source: 'bear',
  sourceName: 'Grizzly Bears',
  ability: 0,
  def: SKIN,
  controller: 'A',
  rule: '603.6a',
};

/**
 * Turn 3, A's first main phase, A holding priority. Objects: A's bear (0) with a +1/+1 counter,
 * B's goyf (1), A's Bolt on the stack (2), A's Primal Clay as a 3/3 (3), an Ornithopter in A's
 * hand (4), A's thopter (5) and Ensoul Artifact on it (6). The Bolt under B's goyf's ping on
 * the stack, the bear's trigger waiting, a Giant Growth locked on the bear, a dash trigger.
 */
export const BASE: GameState = {
  turn: { number: 3, active: 'A', step: 'main1' },
  players: [
    { id: 'A', life: 20, counters: {}, manaPool: [{ type: 'G' }] },
    { id: 'B', life: 7, counters: { poison: 1 }, manaPool: [] },
  ],
  objects: [
    object('bear', 'Grizzly Bears', { counters: [{ kind: '+1/+1', count: 1, timestamp: 1 }] }),
    object('goyf', 'Tarmogoyf', { owner: 'B', controller: 'B', timestamp: 2 }),
    object('bolt', 'Lightning Bolt', { zone: 'stack', timestamp: 3 }),
    object('clay', 'Primal Clay', { timestamp: 4, choices: { option: '3/3' } }),
    object('card', 'Ornithopter', { zone: 'hand', timestamp: 5 }),
    object('thopter', 'Ornithopter', { timestamp: 6 }),
    object('ensoul', 'Ensoul Artifact', { timestamp: 8, enteredAt: 7, attachedTo: 'thopter' }),
  ],
  effects: [
    {
      id: 'e1',
      source: 'gone',
      sourceName: 'Giant Growth',
      controller: 'A',
      timestamp: 9,
      duration: 'endOfTurn',
      effect: GROWTH,
      lockedTo: ['bear'],
    },
  ],
  delayed: [
    {
      at: 'nextEndStep',
      object: 'bear',
      timestamp: 1,
      ability: 0,
      controller: 'A',
      text: 'Dash {1}{R}',
      instructions: [{ kind: 'returnToHand', on: 'self' }],
      rule: '702.109a',
    },
  ],
  next: { id: 7, timestamp: 10 },
  stack: [SPELL, ABILITY],
  priority: 'A',
  passed: [],
  triggered: [WAITING],
};

/** BASE with some of its top-level parts changed. */
export const edit = (change: Partial<GameState>): GameState => ({ ...BASE, ...change });

/** BASE with object `index` changed. */
export const obj = (index: number, change: Partial<GameObject>): GameState =>
  edit({ objects: BASE.objects.map((o, i) => (i === index ? { ...o, ...change } : o)) });

/** BASE with player `index` changed. */
export const player = (index: number, change: Partial<Player>): GameState =>
  edit({ players: BASE.players.map((p, i) => (i === index ? { ...p, ...change } : p)) });

/** BASE with the turn changed. */
export const turn = (change: Partial<GameState['turn']>): GameState =>
  edit({ turn: { ...BASE.turn, ...change } });

/** BASE with this stack. */
export const stack = (...entries: GameState['stack']): GameState => edit({ stack: entries });

/** BASE with the spell (bottom) or the ability (top) changed. */
export const spell = (change: Partial<SpellOnStack>): GameState => stack({ ...SPELL, ...change }, ABILITY);
export const ability = (change: Partial<AbilityOnStack>): GameState =>
  stack(SPELL, { ...ABILITY, ...change });

/** BASE with its effect or its delayed trigger changed. */
export const effect = (change: Partial<ActiveEffect>): GameState =>
  edit({ effects: BASE.effects.map((e) => ({ ...e, ...change })) });
export const delayed = (change: Partial<DelayedTrigger>): GameState =>
  edit({ delayed: (BASE.delayed ?? []).map((d) => ({ ...d, ...change })) });

/** BASE with the waiting trigger changed. */
export const waiting = (change: Partial<TriggeredAbility>): GameState =>
  edit({ triggered: [{ ...WAITING, ...change }] });

/** BASE in a combat step: A's bear attacking B, unblocked, unless the combat says otherwise. */
export const combat = (step: Step, change: Partial<Combat> = {}): GameState => ({
  ...turn({ step }),
  combat: {
    attackers: [{ id: 'bear', attacking: 'B', blocked: false }],
    blockers: null,
    dealtFirstStrike: [],
    ...change,
  },
});
