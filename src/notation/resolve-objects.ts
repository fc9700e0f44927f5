import type { CardPool } from '../cards/pool.js';
import { err, map, ok, optional, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { CounterPile, EntryChoices, GameObject, ObjectId } from '../state/types.js';
import type { BoardContext } from './board-context.js';
import { canonicalCardName } from './card-names.js';
import type { BoardChoices } from './choices-types.js';
import { DEFAULT_CONTROLLED_SINCE, DEFAULT_ZONE, impliedObjectTimestamp } from './defaults.js';
import { entryChoiceFields } from './entry-choice-fields.js';
import type { BoardCounters, BoardObject } from './object-types.js';
import { printedCounters } from './printed-counters.js';

/**
 * CR 613.7c: counters written `{ "+1/+1": 2 }` share their object's timestamp; a list gives
 * each kind's pile, with its own timestamp or the object's.
 */
const counterPiles = (written: BoardCounters | undefined, timestamp: number): CounterPile[] => {
  if (written === undefined) return [];
  if (!Array.isArray(written))
    return Object.entries(written).map(([kind, count]) => ({ kind, count, timestamp }));
  return written.map((pile) => ({
    kind: pile.kind,
    count: pile.count,
    timestamp: pile.timestamp ?? timestamp,
  }));
};

/** CR 302.6: the turn since which it has been controlled, given or "this turn", not both. */
const controlledSince = (ctx: BoardContext, o: BoardObject, index: number): Result<number> => {
  if (o.enteredThisTurn !== undefined && o.controlledSince !== undefined)
    return err(
      rulesError('ERR_BOARD_SCHEMA', 'give controlledSince or enteredThisTurn, not both', {
        path: jsonPath(['objects', index, 'enteredThisTurn']),
      }),
    );
  return ok(o.enteredThisTurn ? ctx.turnNumber : (o.controlledSince ?? DEFAULT_CONTROLLED_SINCE));
};

/** The choices other than a copy's values, which need the other objects (copy-snapshots.ts). */
const entryChoices = (written: BoardChoices): EntryChoices => entryChoiceFields(written);

/**
 * One object of the file with its defaults filled in: its card by its canonical name (the
 * pool's `find` accepts other case, accents and face names), or a token's the name its text
 * gives. Whether it can be (its card is in the pool, its references hold, 111.4) is for
 * validateState, once the whole state is built.
 */
export const resolveObject = (
  ctx: BoardContext,
  id: ObjectId,
  o: BoardObject,
  index: number,
): Result<GameObject> => {
  const owner = o.owner ?? o.controller ?? ctx.active;
  const timestamp = o.timestamp ?? impliedObjectTimestamp(index);
  return map(controlledSince(ctx, o, index), (since) => ({
    id,
    card: o.tokenDef || o.emblem ? o.card : canonicalCardName(ctx.pool, o.card),
    token: o.token ?? o.tokenDef !== undefined,
    ...(o.tokenDef ? { tokenDef: o.tokenDef } : {}),
    ...(o.emblem ? { emblem: o.emblem } : {}),
    zone: o.zone ?? DEFAULT_ZONE,
    owner,
    controller: o.controller ?? owner,
    timestamp,
    ...optional('enteredAt', o.enteredAt),
    counters: counterPiles(o.counters, timestamp),
    damage: o.damage ?? 0,
    attachedTo: o.attachedTo ?? null,
    tapped: o.tapped ?? false,
    faceDown: o.faceDown ?? false,
    ...(o.backFace ? { backFace: true } : {}),
    ...(o.adventure ? { adventure: true } : {}),
    ...(o.onAdventure ? { onAdventure: true } : {}),
    ...optional('transformedAt', o.transformedAt),
    choices: entryChoices(o.choices ?? {}),
    controlledSince: since,
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
    ...(o.deathtouchDamage ? { deathtouchDamage: true } : {}),
    ...(o.damagedBy?.length ? { damagedBy: o.damagedBy.map((d) => ({ ...d })) } : {}),
  }));
};

/**
 * CR 306.5b, 310.4b: a planeswalker or battle the file writes without `counters` has the
 * loyalty or defense it would have entered with; written counters, even `{}`, stand as written.
 * Read once copies are known, since a copy has the copied card's printed number (707.2).
 */
export const withPrintedCounters = (
  pool: CardPool,
  o: GameObject,
  written: BoardCounters | undefined,
  index: number,
): Result<GameObject> => {
  if (written !== undefined) return ok(o);
  const printed = printedCounters(pool, o);
  if (!printed.ok) return err({ ...printed.error, path: jsonPath(['objects', index, 'card']) });
  return ok(printed.value.length === 0 ? o : { ...o, counters: [...printed.value] });
};
