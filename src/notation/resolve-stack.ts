import { all, err, map, ok, type Result, rulesError } from '../result.js';
import type { Decision } from '../state/answers.js';
import { jsonPath } from '../state/json-path.js';
import type { AbilityOnStack, SpellOnStack, StackObject, TriggeredAbility } from '../state/stack.js';
import { didYouMean } from '../state/suggest.js';
import type { GameObject } from '../state/types.js';
import { type BoardContext, onceRef } from './board-context.js';
import { checkDecisions } from './decision-refs.js';
import { defaultAbilityRule } from './defaults.js';
import type { BoardStackObject, BoardTriggered } from './stack-types.js';

/** What the stack's checks need: the file's context, its objects resolved, and the abilities on its stack. */
export interface StackContext extends BoardContext {
  readonly resolved: readonly GameObject[];
  /** The ids of the abilities on the stack, which a spell or ability may target (CR 115.1, 701.6a). */
  readonly abilities: readonly string[];
}

type At = (...keys: (string | number)[]) => string;
type WrittenSpell = Extract<BoardStackObject, { kind: 'spell' }>;
type WrittenAbility = Extract<BoardStackObject, { kind: 'ability' }>;

/** The ids a spell or ability names besides its source and players. */
interface Named {
  readonly targets?: readonly string[] | undefined;
  readonly triggerObject?: string;
  readonly decisions?: readonly Decision[];
}

/**
 * What a spell or ability names that may have ceased to exist since (CR 113.7a, 608.2b): targets
 * are objects, players or abilities on the stack (115.1), "that creature" an object, and the
 * decisions made for it objects; an object that has gone is one the file lists in `gone`. The
 * state can't tell a gone object from a misspelt one, so this check is the file's; the rest of
 * what a spell or ability names is validateState's.
 */
const checkRefs = (ctx: StackContext, named: Named, at: At): Result<unknown> => {
  const either = (id: string, path: string): Result<unknown> => {
    if ([ctx.players, ctx.objects, ctx.abilities, ctx.gone].some((ids) => ids.includes(id))) return ok(id);
    const message = `no object or player has id "${id}"${didYouMean(id, [...ctx.objects, ...ctx.players])} (an object that has ceased to exist is listed in "gone")`;
    return err(rulesError('ERR_BOARD_REFERENCE', message, { path }));
  };
  const targets = all(named.targets ?? [], (target, k) => either(target, at('targets', k)));
  if (!targets.ok) return targets;
  const { triggerObject } = named;
  const object = triggerObject === undefined ? null : onceRef(ctx, triggerObject, at('triggerObject'));
  if (object && !object.ok) return object;
  return checkDecisions(named.decisions, at, (id, path) => onceRef(ctx, id, path), either);
};

/** CR 112.1: a spell, its controller by default its card's. */
const resolveSpell = (ctx: StackContext, written: WrittenSpell, at: At): Result<SpellOnStack> => {
  const object = ctx.resolved.find((o) => o.id === written.id);
  const { kind: _, id, controller = object?.controller ?? ctx.active, targets = [], ...answers } = written;
  return map(checkRefs(ctx, written, at), () => ({
    kind: 'spell',
    id,
    controller,
    targets: [...targets],
    ...answers,
  }));
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
  if (sourceName === undefined)
    return err(
      rulesError(
        'ERR_BOARD_REFERENCE',
        `no object has id "${written.source}"${didYouMean(written.source, ctx.objects)}; an ability whose source is gone needs its sourceName`,
        { path: at('source') },
      ),
    );
  return ok({ sourceName, controller: written.controller ?? object?.controller ?? ctx.active });
};

const resolveAbility = (ctx: StackContext, written: WrittenAbility, at: At): Result<AbilityOnStack> => {
  const source = abilitySource(ctx, written, at);
  if (!source.ok) return source;
  const { kind: _, sourceName: _name, controller: _by, targets = [], rule, ...rest } = written;
  return map(checkRefs(ctx, written, at), () => ({
    kind: 'ability',
    ...rest,
    ...source.value,
    targets: [...targets],
    rule: rule ?? defaultAbilityRule(written.def),
  }));
};

/** The stack, bottom first, each object with its defaults; a spell written as its bare id is its card's. */
export const resolveStack = (ctx: StackContext, stack: readonly BoardStackObject[]): Result<StackObject[]> =>
  all(stack, (entry, i): Result<StackObject> => {
    const at: At = (...keys) => jsonPath(['stack', i, ...keys]);
    const written: WrittenSpell | WrittenAbility =
      typeof entry === 'string' ? { kind: 'spell', id: entry } : entry;
    return written.kind === 'ability' ? resolveAbility(ctx, written, at) : resolveSpell(ctx, written, at);
  });

/** CR 603.3: a triggered ability waiting to be put on the stack. */
export const resolveTriggered = (
  ctx: StackContext,
  written: BoardTriggered,
  index: number,
): Result<TriggeredAbility> => {
  const at: At = (...keys) => jsonPath(['triggered', index, ...keys]);
  const source = abilitySource(ctx, written, at);
  if (!source.ok) return source;
  const { sourceName: _name, controller: _by, rule, ...rest } = written;
  return map(checkRefs(ctx, written, at), () => ({
    ...rest,
    ...source.value,
    rule: rule ?? defaultAbilityRule(written.def),
  }));
};
