import type { CardPool } from '../cards/pool.js';
import type { EffectDef } from '../effects/types.js';
import { type ManaPool, makeManaPool } from '../mana/pool.js';
import { optional } from '../result.js';
import { goneIds } from '../state/gone.js';
import { declaredIds, impliedNextId } from '../state/ids.js';
import { latestTimestamp } from '../state/timestamps.js';
import type { ActiveEffect, GameState, Player } from '../state/types.js';
import type { BoardAction } from './action-types.js';
import type { BoardEffect, BoardFile, BoardManaPool, BoardPlayer } from './board-types.js';
import {
  DEFAULT_DURATION,
  DEFAULT_LIFE,
  DEFAULT_PLAYER_IDS,
  DEFAULT_STEP,
  DEFAULT_TURN_NUMBER,
  impliedEffectTimestamp,
  naturalEffectId,
} from './defaults.js';
import { effectDefSchema } from './effect-schema.js';
import { makeAction } from './make-action.js';
import { makeCombat } from './make-combat.js';
import { makeObject } from './make-object.js';
import { makeStackFields } from './make-stack.js';

/** Text like `{G}{S:C}` in the pool's own order, unless some unit needs the list form. */
const manaPool = (units: ManaPool): BoardManaPool | undefined => {
  if (units.length === 0) return undefined;
  const symbols: string[] = [];
  for (const unit of units) {
    const text = makeManaPool([unit]);
    if (!text.ok || unit.snow === false || unit.restrictions !== undefined) return units;
    symbols.push(text.value);
  }
  return symbols.join('');
};

const makePlayer = (p: Player): BoardPlayer => {
  const pool = manaPool(p.manaPool);
  return {
    id: p.id,
    ...(p.life === DEFAULT_LIFE ? {} : { life: p.life }),
    ...(Object.keys(p.counters).length === 0 ? {} : { counters: p.counters }),
    ...optional('manaPool', pool),
    ...(p.lost ? { lost: true } : {}),
    ...(p.drewFromEmptyLibrary ? { drewFromEmptyLibrary: true } : {}),
    ...(p.cityBlessing ? { cityBlessing: true } : {}),
    ...(p.monarch ? { monarch: true } : {}),
    ...(p.preventionShields?.length ? { preventionShields: p.preventionShields } : {}),
    ...optional('dealtDamageInTurn', p.dealtDamageInTurn),
    ...(p.damagedBy?.length ? { damagedBy: p.damagedBy.map((d) => ({ ...d })) } : {}),
  };
};

const makePlayers = (players: readonly Player[]): BoardFile['players'] => {
  const written = players.map(makePlayer);
  const isDefault =
    written.length === DEFAULT_PLAYER_IDS.length &&
    written.every((p, i) => Object.keys(p).length === 1 && p.id === DEFAULT_PLAYER_IDS[i]);
  return isDefault ? undefined : written;
};

const makeTurn = (state: GameState): BoardFile['turn'] => {
  const {
    number,
    active,
    step,
    attacked,
    creaturesDied,
    landsPlayed,
    spellsCast,
    spellsCastLastTurn,
    cardsDrawn,
    lifeGained,
    lifeLost,
    permanentsLeft,
    plusOneCountersPut,
  } = state.turn;
  const turn = {
    ...(number === DEFAULT_TURN_NUMBER ? {} : { number }),
    ...(active === state.players[0]?.id ? {} : { active }),
    ...(step === DEFAULT_STEP ? {} : { step }),
    ...(attacked ? { attacked } : {}),
    ...(creaturesDied ? { creaturesDied } : {}),
    ...(landsPlayed ? { landsPlayed } : {}),
    ...(spellsCast ? { spellsCast: { ...spellsCast } } : {}),
    ...(spellsCastLastTurn ? { spellsCastLastTurn: { ...spellsCastLastTurn } } : {}),
    ...(cardsDrawn ? { cardsDrawn: { ...cardsDrawn } } : {}),
    ...(lifeGained ? { lifeGained: { ...lifeGained } } : {}),
    ...(lifeLost ? { lifeLost: { ...lifeLost } } : {}),
    ...(permanentsLeft ? { permanentsLeft: { ...permanentsLeft } } : {}),
    ...(plusOneCountersPut ? { plusOneCountersPut: { ...plusOneCountersPut } } : {}),
  };
  return Object.keys(turn).length === 0 ? undefined : turn;
};

/** The effect record with its keys in the validators' order, whatever order the state built them in. */
const canonicalEffect = (effect: EffectDef): BoardEffect['effect'] => {
  const checked = effectDefSchema.safeParse(effect);
  return checked.success ? checked.data : effect;
};

const makeEffect = (state: GameState, e: ActiveEffect, index: number): BoardEffect => {
  const source = state.objects.find((o) => o.id === e.source);
  return {
    ...(e.id === naturalEffectId(index) ? {} : { id: e.id }),
    source: e.source,
    ...(e.sourceName === source?.card ? {} : { sourceName: e.sourceName }),
    ...(e.controller === (source?.controller ?? state.turn.active) ? {} : { controller: e.controller }),
    ...(e.timestamp === impliedEffectTimestamp(state.objects.length, index)
      ? {}
      : { timestamp: e.timestamp }),
    ...(e.duration === DEFAULT_DURATION ? {} : { duration: e.duration }),
    ...(e.lockedTo === null ? {} : { on: e.lockedTo }),
    effect: canonicalEffect(e.effect),
  };
};

/** `next` only where it differs from what parseBoard would work out from the file's ids and `gone`. */
const makeNext = (state: GameState, gone: readonly string[]): BoardFile['next'] => {
  const { id, timestamp } = state.next;
  const next = {
    ...(id === impliedNextId([...declaredIds(state), ...gone]) ? {} : { id }),
    ...(timestamp === latestTimestamp(state) + 1 ? {} : { timestamp }),
  };
  return Object.keys(next).length === 0 ? undefined : next;
};

/**
 * Writes a state (and the actions to follow it) as a board file, canonically: every value
 * equal to its default is left out, keys come in a fixed order, and
 * `parseBoard(makeBoard(state, pool), pool)` gives the state back. The pool says which
 * counters an object has by default (a planeswalker's printed loyalty, 306.5b).
 */
export const makeBoard = (
  state: GameState,
  pool: CardPool,
  actions: readonly BoardAction[] = [],
): BoardFile => {
  const players = makePlayers(state.players);
  const turn = makeTurn(state);
  const gone = goneIds(state);
  const next = makeNext(state, gone);
  const combat = makeCombat(state);
  return {
    ...optional('turn', turn),
    ...optional('players', players),
    ...(state.objects.length === 0
      ? {}
      : { objects: state.objects.map((o, i) => makeObject(pool, o, i, state.turn)) }),
    ...(gone.length === 0 ? {} : { gone }),
    ...(state.effects.length === 0 ? {} : { effects: state.effects.map((e, i) => makeEffect(state, e, i)) }),
    ...optional('combat', combat),
    ...makeStackFields(state),
    ...optional('legendRule', state.legendRule),
    ...optional('next', next),
    ...optional('seed', state.seed),
    ...(state.random === undefined ? {} : { random: [...state.random] }),
    ...optional('dayNight', state.dayNight),
    ...(state.preventionShields?.length
      ? { preventionShields: state.preventionShields.map((x) => ({ ...x })) }
      : {}),
    ...(state.delayed === undefined ? {} : { delayed: state.delayed.map((d) => ({ ...d })) }),
    ...(actions.length === 0 ? {} : { actions: actions.map((a) => makeAction(state, a)) }),
  };
};
