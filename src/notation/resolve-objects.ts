import type { CardDefinition } from '../cards/pool.js';
import { tokenCard } from '../cards/token-card.js';
import type { TokenDef } from '../effects/types.js';
import { err, ok, type Result, rulesError } from '../result.js';
import { jsonPath } from '../state/json-path.js';
import type { CounterPile, EntryChoices, GameObject, ObjectId, PlayerId } from '../state/types.js';
import { type BoardContext, objectRef, playerRef } from './board-context.js';
import type { BoardChoices, BoardCounters, BoardObject } from './board-schema.js';
import { checkOption, findCard } from './card-names.js';
import { DEFAULT_CONTROLLED_SINCE, DEFAULT_ZONE, impliedObjectTimestamp } from './defaults.js';

/** The JSON path of a value inside the object being resolved. */
type At = (...keys: (string | number)[]) => string;

/**
 * CR 613.7c: counters written `{ "+1/+1": 2 }` share their object's timestamp. All counters
 * of one kind share a timestamp, so a list names each kind once.
 */
const counterPiles = (
  written: BoardCounters | undefined,
  timestamp: number,
  at: At,
): Result<CounterPile[]> => {
  if (written === undefined) return ok([]);
  if (!Array.isArray(written))
    return ok(Object.entries(written).map(([kind, count]) => ({ kind, count, timestamp })));
  const piles: CounterPile[] = [];
  for (const [index, pile] of written.entries()) {
    if (piles.some((p) => p.kind === pile.kind)) {
      const message = `"${pile.kind}" counters are listed twice; counters of one kind share one timestamp`;
      return err(
        rulesError('ERR_BOARD_STATE', message, { path: at('counters', index, 'kind'), rule: '613.7c' }),
      );
    }
    piles.push({ kind: pile.kind, count: pile.count, timestamp: pile.timestamp ?? timestamp });
  }
  return ok(piles);
};

const controlledSince = (ctx: BoardContext, o: BoardObject, at: At): Result<number> => {
  if (o.enteredThisTurn !== undefined && o.controlledSince !== undefined) {
    return err(
      rulesError('ERR_BOARD_SCHEMA', 'give controlledSince or enteredThisTurn, not both', {
        path: at('enteredThisTurn'),
      }),
    );
  }
  const since = o.enteredThisTurn ? ctx.turnNumber : (o.controlledSince ?? DEFAULT_CONTROLLED_SINCE);
  return since <= ctx.turnNumber
    ? ok(since)
    : err(
        rulesError(
          'ERR_BOARD_STATE',
          `controlledSince ${since} is after the current turn, ${ctx.turnNumber}`,
          {
            path: at('controlledSince'),
            rule: '302.6',
          },
        ),
      );
};

/** The choices other than a copy's values, which need the other objects (copy-snapshots.ts). */
const entryChoices = (
  card: CardDefinition,
  controller: PlayerId,
  written: BoardChoices,
  ctx: BoardContext,
  at: At,
): Result<EntryChoices> => {
  const { opponent, option, x, unleash, riot, devour, paid, kicked } = written;
  if (opponent !== undefined) {
    const ref = playerRef(ctx.players, opponent, at('choices', 'opponent'));
    if (!ref.ok) return ref;
    if (opponent === controller) {
      const message = `the chosen opponent "${opponent}" is the object's own controller`;
      return err(rulesError('ERR_BOARD_STATE', message, { path: at('choices', 'opponent'), rule: '102.3' }));
    }
  }
  if (option !== undefined) {
    const checked = checkOption(card, option, at('choices', 'option'));
    if (!checked.ok) return checked;
  }
  return ok({
    ...(opponent === undefined ? {} : { opponent }),
    ...(option === undefined ? {} : { option }),
    ...(x === undefined ? {} : { x }),
    ...(unleash === undefined ? {} : { unleash }),
    ...(riot === undefined ? {} : { riot }),
    ...(devour === undefined ? {} : { devour }),
    ...(paid === undefined ? {} : { paid }),
    ...(kicked === undefined ? {} : { kicked }),
  });
};

const attachment = (
  ctx: BoardContext,
  o: BoardObject,
  self: ObjectId,
  path: string,
): Result<ObjectId | null> => {
  const target = o.attachedTo ?? null;
  if (target === null) return ok(null);
  if (target === self) {
    return err(
      rulesError('ERR_BOARD_STATE', 'an object cannot be attached to itself', { path, rule: '303.4d' }),
    );
  }
  const ref = objectRef(ctx, target, path);
  return ref.ok ? ok(target) : ref;
};

/** CR 111.3, 111.4: a token whose text its creating effect defined; its `card` is the name that text gives. */
const definedToken = (o: BoardObject, def: TokenDef, at: At): Result<CardDefinition> => {
  if (o.card !== def.name) {
    const message = `a token's card is the name its definition gives, "${def.name}", not "${o.card}"`;
    return err(rulesError('ERR_BOARD_STATE', message, { path: at('card'), rule: '111.4' }));
  }
  if (o.token === false) {
    const message = 'an object with a token definition is a token';
    return err(rulesError('ERR_BOARD_STATE', message, { path: at('token'), rule: '111.1' }));
  }
  return ok(tokenCard(def));
};

/** One object of the file, its defaults filled in and its references checked. */
export const resolveObject = (
  ctx: BoardContext,
  id: ObjectId,
  o: BoardObject,
  index: number,
): Result<GameObject> => {
  const at: At = (...keys) => jsonPath(['objects', index, ...keys]);
  const card = o.tokenDef ? definedToken(o, o.tokenDef, at) : findCard(ctx.pool, o.card, at('card'));
  if (!card.ok) return card;
  for (const key of ['owner', 'controller'] as const) {
    const id = o[key];
    const ref = id === undefined ? null : playerRef(ctx.players, id, at(key));
    if (ref && !ref.ok) return ref;
  }
  const unearther = o.unearthed ? playerRef(ctx.players, o.unearthed.by, at('unearthed', 'by')) : null;
  if (unearther && !unearther.ok) return unearther;
  const lastController = o.lastKnown
    ? playerRef(ctx.players, o.lastKnown.controller, at('lastKnown', 'controller'))
    : null;
  if (lastController && !lastController.ok) return lastController;
  const owner = o.owner ?? o.controller ?? ctx.active;
  const controller = o.controller ?? owner;
  const since = controlledSince(ctx, o, at);
  if (!since.ok) return since;
  const attachedTo = attachment(ctx, o, id, at('attachedTo'));
  if (!attachedTo.ok) return attachedTo;
  const choices = entryChoices(card.value, controller, o.choices ?? {}, ctx, at);
  if (!choices.ok) return choices;
  const timestamp = o.timestamp ?? impliedObjectTimestamp(index);
  const counters = counterPiles(o.counters, timestamp, at);
  if (!counters.ok) return counters;
  return ok({
    id,
    card: card.value.data.name,
    token: o.token ?? o.tokenDef !== undefined,
    ...(o.tokenDef ? { tokenDef: o.tokenDef } : {}),
    zone: o.zone ?? DEFAULT_ZONE,
    owner,
    controller,
    timestamp,
    ...(o.enteredAt === undefined ? {} : { enteredAt: o.enteredAt }),
    counters: counters.value,
    damage: o.damage ?? 0,
    attachedTo: attachedTo.value,
    tapped: o.tapped ?? false,
    faceDown: o.faceDown ?? false,
    choices: choices.value,
    controlledSince: since.value,
    ...(o.regenerationShields ? { regenerationShields: o.regenerationShields } : {}),
    ...(o.preventionShields?.length ? { preventionShields: o.preventionShields } : {}),
    ...(o.monstrous ? { monstrous: true } : {}),
    ...(o.unearthed ? { unearthed: { ...o.unearthed } } : {}),
    ...(o.renowned ? { renowned: true } : {}),
    ...(o.lastKnown ? { lastKnown: structuredClone(o.lastKnown) } : {}),
    ...(o.loyaltyActivatedTurn === undefined ? {} : { loyaltyActivatedTurn: o.loyaltyActivatedTurn }),
    ...(o.activatedTurn === undefined || Object.keys(o.activatedTurn).length === 0
      ? {}
      : { activatedTurn: { ...o.activatedTurn } }),
    ...(o.activatedCount === undefined || Object.keys(o.activatedCount).length === 0
      ? {}
      : { activatedCount: { ...o.activatedCount } }),
    ...(o.deathtouchDamage ? { deathtouchDamage: true } : {}),
  });
};
