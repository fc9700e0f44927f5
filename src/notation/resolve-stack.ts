import { err, ok, type Result, rulesError } from '../result.js';
import type { Decision } from '../state/answers.js';
import { jsonPath } from '../state/json-path.js';
import type {
  AbilityOnStack,
  Awaiting,
  SpellOnStack,
  StackObject,
  TriggeredAbility,
} from '../state/stack.js';
import { didYouMean } from '../state/suggest.js';
import type { GameObject } from '../state/types.js';
import { type BoardContext, objectRef, onceRef, playerRef } from './board-context.js';
import { checkDecisions } from './decision-refs.js';
import { defaultAbilityRule } from './defaults.js';
import type { BoardStackObject, BoardTriggered } from './stack-schema.js';

/** What the stack's checks need: the file's context, its objects resolved, and the abilities on its stack. */
export interface StackContext extends BoardContext {
  readonly resolved: readonly GameObject[];
  /** The ids of the abilities on the stack, which a spell or ability may target (CR 115.1, 701.6a). */
  readonly abilities: readonly string[];
}

type At = (...keys: (string | number)[]) => string;
type WrittenSpell = Extract<BoardStackObject, { kind: 'spell' }>;
type WrittenAbility = Extract<BoardStackObject, { kind: 'ability' }>;

const state = (message: string, path: string, rule: string): Result<never> =>
  err(rulesError('ERR_BOARD_STATE', message, { path, rule }));

/** The ids a spell or ability names besides its source. */
interface Named {
  readonly targets?: readonly string[] | undefined;
  readonly triggerObject?: string;
  readonly triggerPlayer?: string;
  readonly decisions?: readonly Decision[];
}

/**
 * What a spell or ability names besides its source: targets are objects, players or abilities on
 * the stack (115.1),
 * "that creature" an object, "that player" a player, and the decisions made for it objects.
 * Objects named may have ceased to exist since (`gone`): a target then is illegal (608.2b).
 */
const checkRefs = (ctx: StackContext, named: Named, at: At): Result<unknown> => {
  const either = (id: string, path: string): Result<unknown> => {
    if ([ctx.players, ctx.objects, ctx.abilities, ctx.gone].some((ids) => ids.includes(id))) return ok(id);
    const message = `no object or player has id "${id}"${didYouMean(id, [...ctx.objects, ...ctx.players])} (an object that has ceased to exist is listed in "gone")`;
    return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
  };
  for (const [k, target] of (named.targets ?? []).entries()) {
    const ref = either(target, at('targets', k));
    if (!ref.ok) return ref;
  }
  const { triggerObject, triggerPlayer } = named;
  const object = triggerObject === undefined ? null : onceRef(ctx, triggerObject, at('triggerObject'));
  if (object && !object.ok) return object;
  const player =
    triggerPlayer === undefined ? null : playerRef(ctx.players, triggerPlayer, at('triggerPlayer'));
  if (player && !player.ok) return player;
  return checkDecisions(named.decisions, at, (id, path) => onceRef(ctx, id, path), either);
};

/** CR 608.2d: only the object resolving waits for an answer, and that is the top one (405.5). */
const checkAwaiting = (
  ctx: StackContext,
  awaiting: Awaiting | undefined,
  top: boolean,
  at: At,
): Result<Awaiting | undefined> => {
  if (awaiting === undefined) return ok(undefined);
  if (!top)
    return state(
      'only the top object of the stack resolves, so only it waits for an answer',
      at('awaiting'),
      '405.5',
    );
  const player = playerRef(ctx.players, awaiting.player, at('awaiting', 'player'));
  return player.ok ? ok({ ...awaiting }) : player;
};

/** CR 112.1: a spell is a card on the stack: its id names an object of the file in the stack zone. */
const resolveSpell = (
  ctx: StackContext,
  written: WrittenSpell,
  top: boolean,
  at: At,
  idAt: string,
): Result<SpellOnStack> => {
  const index = objectRef(ctx, written.id, idAt);
  if (!index.ok) return index;
  const object = ctx.resolved[index.value];
  if (object?.zone !== 'stack')
    return state(`"${written.id}" is in the ${object?.zone}: a spell is a card on the stack`, idAt, '112.1');
  const { kind: _, id, controller = object.controller, targets = [], awaiting, ...answers } = written;
  const holder = playerRef(ctx.players, controller, at('controller'));
  if (!holder.ok) return holder;
  const refs = checkRefs(ctx, written, at);
  if (!refs.ok) return refs;
  const waits = checkAwaiting(ctx, awaiting, top, at);
  if (!waits.ok) return waits;
  return ok({
    kind: 'spell',
    id,
    controller,
    targets: [...targets],
    ...answers,
    ...(waits.value ? { awaiting: waits.value } : {}),
  });
};

/**
 * CR 113.7, 113.7a: an ability's source, its name and the default controller. Once activated or
 * triggered an ability exists independently of its source, so the source may have left the file
 * (a token that ceased to exist, 704.5d); then its name must be given, as for an effect.
 */
const abilitySource = (
  ctx: StackContext,
  written: WrittenAbility | BoardTriggered,
  at: At,
): Result<{ readonly sourceName: string; readonly controller: string }> => {
  const object = ctx.resolved.find((o) => o.id === written.source);
  const sourceName = written.sourceName ?? object?.card;
  const wrong = (message: string) => err(rulesError('ERR_BOARD_REFERENCE', message, { path: at('source') }));
  if (ctx.players.includes(written.source))
    return wrong(`"${written.source}" is a player: an ability's source is an object (CR 113.7)`);
  if (sourceName === undefined)
    return wrong(
      `no object has id "${written.source}"${didYouMean(written.source, ctx.objects)}; an ability whose source is gone needs its sourceName`,
    );
  const known = written.sourceLastKnown?.controller;
  const lastController =
    known === undefined ? null : playerRef(ctx.players, known, at('sourceLastKnown', 'controller'));
  if (lastController && !lastController.ok) return lastController;
  const controller = written.controller ?? object?.controller ?? ctx.active;
  const holder = playerRef(ctx.players, controller, at('controller'));
  return holder.ok ? ok({ sourceName, controller }) : holder;
};

const resolveAbility = (
  ctx: StackContext,
  written: WrittenAbility,
  top: boolean,
  at: At,
): Result<AbilityOnStack> => {
  const source = abilitySource(ctx, written, at);
  if (!source.ok) return source;
  const refs = checkRefs(ctx, written, at);
  if (!refs.ok) return refs;
  const { kind: _, sourceName: _name, controller: _by, targets = [], rule, awaiting, ...rest } = written;
  const waits = checkAwaiting(ctx, awaiting, top, at);
  if (!waits.ok) return waits;
  return ok({
    kind: 'ability',
    ...rest,
    ...source.value,
    targets: [...targets],
    rule: rule ?? defaultAbilityRule(written.def),
    ...(waits.value ? { awaiting: waits.value } : {}),
  });
};

/** The stack, bottom first, each object checked; each card in the stack zone is exactly one spell. */
export const resolveStack = (
  ctx: StackContext,
  stack: readonly BoardStackObject[],
): Result<StackObject[]> => {
  const done: StackObject[] = [];
  const spellAt = new Map<string, string>();
  for (const [i, entry] of stack.entries()) {
    const at: At = (...keys) => jsonPath(['stack', i, ...keys]);
    const top = i === stack.length - 1;
    const written: WrittenSpell | WrittenAbility =
      typeof entry === 'string' ? { kind: 'spell', id: entry } : entry;
    if (written.kind === 'ability') {
      const ability = resolveAbility(ctx, written, top, at);
      if (!ability.ok) return ability;
      done.push(ability.value);
      continue;
    }
    const idAt = typeof entry === 'string' ? at() : at('id');
    const earlier = spellAt.get(written.id);
    if (earlier !== undefined)
      return err(
        rulesError('ERR_BOARD_DUPLICATE_ID', `spell "${written.id}" is already on the stack at ${earlier}`, {
          path: idAt,
        }),
      );
    spellAt.set(written.id, idAt);
    const spell = resolveSpell(ctx, written, top, at, idAt);
    if (!spell.ok) return spell;
    done.push(spell.value);
  }
  const orphan = ctx.resolved.findIndex((o) => o.zone === 'stack' && !spellAt.has(o.id));
  const card = ctx.resolved[orphan];
  if (card === undefined) return ok(done);
  return state(
    `"${card.id}" is in the stack zone but no spell of the stack names it: a card on the stack is a spell`,
    jsonPath(['objects', orphan, 'zone']),
    '112.1',
  );
};

/** CR 603.3: a triggered ability waiting to be put on the stack. */
export const resolveTriggered = (
  ctx: StackContext,
  written: BoardTriggered,
  index: number,
): Result<TriggeredAbility> => {
  const at: At = (...keys) => jsonPath(['triggered', index, ...keys]);
  const source = abilitySource(ctx, written, at);
  if (!source.ok) return source;
  const refs = checkRefs(ctx, written, at);
  if (!refs.ok) return refs;
  const { sourceName: _name, controller: _by, rule, ...rest } = written;
  return ok({ ...rest, ...source.value, rule: rule ?? defaultAbilityRule(written.def) });
};
