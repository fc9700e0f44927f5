import type { CardPool } from '../cards/pool.js';
import { optional } from '../result.js';
import type { CounterPile, GameObject, PlayerId, Turn } from '../state/types.js';
import type { BoardChoices } from './choices-types.js';
import {
  DEFAULT_CONTROLLED_SINCE,
  DEFAULT_ZONE,
  impliedObjectTimestamp,
  naturalObjectId,
} from './defaults.js';
import { entryChoiceFields } from './entry-choice-fields.js';
import type { BoardCounters, BoardObject } from './object-types.js';
import { printedCounters } from './printed-counters.js';

/**
 * Who owns and controls it, written as little as parseBoard needs: nothing when both are the
 * active player; one of them when they agree (controller where control matters, 108.4).
 */
const ownership = (o: GameObject, active: PlayerId): Pick<BoardObject, 'owner' | 'controller'> => {
  if (o.owner !== o.controller) return { owner: o.owner, controller: o.controller };
  if (o.owner === active) return {};
  return o.zone === 'battlefield' || o.zone === 'stack' ? { controller: o.controller } : { owner: o.owner };
};

const samePiles = (a: readonly CounterPile[], b: readonly CounterPile[]): boolean =>
  a.length === b.length &&
  a.every((p, i) => p.kind === b[i]?.kind && p.count === b[i]?.count && p.timestamp === b[i]?.timestamp);

/**
 * `{ "+1/+1": 2 }` when every pile has the object's timestamp (613.7c), else the list; nothing
 * when they are those it has without `counters` (a planeswalker's printed loyalty, 306.5b),
 * and `{}` for none where that default is some.
 */
const counters = (pool: CardPool, o: GameObject): BoardCounters | undefined => {
  const printed = printedCounters(pool, o);
  if (printed.ok && samePiles(printed.value, o.counters)) return undefined;
  if (o.counters.length === 0) return {};
  const short = Object.fromEntries(o.counters.map((c) => [c.kind, c.count]));
  const kinds = Object.keys(short);
  const sameOrder = kinds.length === o.counters.length && o.counters.every((c, i) => kinds[i] === c.kind);
  if (sameOrder && o.counters.every((c) => c.timestamp === o.timestamp)) return short;
  return o.counters.map(({ kind, count, timestamp }) =>
    timestamp === o.timestamp ? { kind, count } : { kind, count, timestamp },
  );
};

/** Entry choices as a file writes them: the copy's values, never `copyOf`; undefined when none. */
export const makeChoices = (choices: GameObject['choices']): BoardChoices | undefined => {
  const written = { ...optional('copy', choices.copy), ...entryChoiceFields(choices) };
  return Object.keys(written).length === 0 ? undefined : written;
};

const control = (since: number, turn: Turn): Pick<BoardObject, 'controlledSince' | 'enteredThisTurn'> => {
  if (since === DEFAULT_CONTROLLED_SINCE) return {};
  return since === turn.number ? { enteredThisTurn: true } : { controlledSince: since };
};

/** An object as a board file writes it: every field equal to its default left out. */
export const makeObject = (pool: CardPool, o: GameObject, index: number, turn: Turn): BoardObject => {
  const written = { counters: counters(pool, o), choices: makeChoices(o.choices) };
  return {
    ...(o.id === naturalObjectId(index) ? {} : { id: o.id }),
    card: o.card,
    ...(o.zone === DEFAULT_ZONE ? {} : { zone: o.zone }),
    ...ownership(o, turn.active),
    ...(o.token ? { token: true } : {}),
    ...(o.tokenDef ? { tokenDef: o.tokenDef } : {}),
    ...(o.emblem ? { emblem: o.emblem } : {}),
    ...(o.tapped ? { tapped: true } : {}),
    ...(o.faceDown ? { faceDown: true } : {}),
    ...(o.backFace ? { backFace: true } : {}),
    ...(o.adventure ? { adventure: true } : {}),
    ...(o.onAdventure ? { onAdventure: true } : {}),
    ...optional('transformedAt', o.transformedAt),
    ...(o.damage === 0 ? {} : { damage: o.damage }),
    ...(o.deathtouchDamage ? { deathtouchDamage: true } : {}),
    ...(o.damagedBy?.length ? { damagedBy: o.damagedBy.map((d) => ({ ...d })) } : {}),
    ...optional('counters', written.counters),
    ...(o.regenerationShields ? { regenerationShields: o.regenerationShields } : {}),
    ...(o.preventionShields?.length ? { preventionShields: o.preventionShields } : {}),
    ...(o.monstrous ? { monstrous: true } : {}),
    ...(o.goadedBy?.length ? { goadedBy: [...o.goadedBy] } : {}),
    ...(o.unearthed ? { unearthed: { ...o.unearthed } } : {}),
    ...(o.playable ? { playable: { ...o.playable } } : {}),
    ...(o.exileIfDies ? { exileIfDies: true } : {}),
    ...(o.renowned ? { renowned: true } : {}),
    ...optional('pairedWith', o.pairedWith),
    ...optional('classLevel', o.classLevel),
    ...(o.lastKnown ? { lastKnown: structuredClone(o.lastKnown) } : {}),
    ...optional('loyaltyActivatedTurn', o.loyaltyActivatedTurn),
    ...(o.activatedTurn === undefined || Object.keys(o.activatedTurn).length === 0
      ? {}
      : { activatedTurn: { ...o.activatedTurn } }),
    ...(o.activatedCount === undefined || Object.keys(o.activatedCount).length === 0
      ? {}
      : { activatedCount: { ...o.activatedCount } }),
    ...(o.attachedTo === null ? {} : { attachedTo: o.attachedTo }),
    ...optional('choices', written.choices),
    ...control(o.controlledSince, turn),
    ...(o.timestamp === impliedObjectTimestamp(index) ? {} : { timestamp: o.timestamp }),
    ...optional('enteredAt', o.enteredAt),
  };
};
