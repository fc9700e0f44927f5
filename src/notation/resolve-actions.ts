import { checkSpellFace, namedFace, spellName } from '../engine/casting/spell-faces.js';
import type { AttackDeclaration, BlockDeclaration } from '../engine/combat/declare.js';
import type { DamageAssignment } from '../engine/damage/damage.js';
import type { ResolveAction } from '../engine/resolution/resolve-action.js';
import { all, chain, err, map, ok, optional, type Result, rulesError } from '../result.js';
import { copiableValues } from '../state/copiable-values.js';
import { jsonPath } from '../state/json-path.js';
import type { CopiableSnapshot, EntryChoices, ObjectId, PlayerId } from '../state/types.js';
import {
  type ActionContext,
  type At,
  checkChoiceRefs,
  checkCostObjects,
  either,
  type Input,
  isObject,
  manaSources,
  object,
} from './action-refs.js';
import type { BoardAction, BoardActionInput } from './action-types.js';
import { objectRef, playerRef } from './board-context.js';
import { checkOption, findCard } from './card-names.js';
import type { BoardChoices } from './choices-types.js';
import { entryChoiceFields } from './entry-choice-fields.js';
import { playerVerb } from './resolve-player-actions.js';

const resolveVerb = (
  ctx: ActionContext,
  a: Input<'resolve'>,
  index: number,
  at: At,
): Result<ResolveAction> => {
  const isSource = isObject(ctx, a.resolve, index);
  const card = isSource
    ? ok(null)
    : chain(findCard(ctx.pool, a.resolve, at('resolve')), (card) =>
        map(checkSpellFace(namedFace(card, a.resolve).data, a.resolve, at('resolve')), () => card),
      );
  if (!card.ok) return card;
  const controller = playerRef(ctx.players, a.controller ?? ctx.active, at('controller'));
  if (!controller.ok) return controller;
  return map(checkChoiceRefs(ctx, a, index, at), () => ({
    kind: 'resolve',
    source: card.value === null ? a.resolve : spellName(card.value.data, a.resolve),
    ...optional('ability', a.ability),
    controller: controller.value,
    ...optional('targets', a.targets),
    ...optional('division', a.division),
    ...optional('x', a.x),
    ...optional('mana', a.mana),
    ...optional('may', a.may),
    ...optional('modes', a.modes),
    ...optional('decisions', a.decisions),
  }));
};

/** The copiable values an entering object copies (707.2): given, or read off an object of the file. */
const copiedValues = (
  ctx: ActionContext,
  self: ObjectId,
  choices: BoardChoices,
  at: At,
): Result<CopiableSnapshot | undefined> => {
  const { copy, copyOf } = choices;
  if (copy !== undefined && copyOf !== undefined)
    return err(
      rulesError('ERR_BOARD_SCHEMA', 'give copy or copyOf, not both', { path: at('choices', 'copy') }),
    );
  if (copy !== undefined)
    return chain(findCard(ctx.pool, copy.card, at('choices', 'copy', 'card')), (card) => {
      const option =
        copy.option === undefined
          ? ok(null)
          : checkOption(card, copy.option, at('choices', 'copy', 'option'));
      return map(option, () => ({ ...copy, card: card.data.name }));
    });
  if (copyOf === undefined) return ok(undefined);
  const path = at('choices', 'copyOf');
  return chain(objectRef(ctx, copyOf, path), (index) => {
    const target = ctx.start[index];
    if (copyOf === self)
      return err(rulesError('ERR_BOARD_STATE', 'an object cannot enter as a copy of itself', { path }));
    if (target?.zone !== 'battlefield')
      return err(
        rulesError('ERR_BOARD_STATE', `"${copyOf}" is in the ${target?.zone}, not on the battlefield`, {
          path,
          rule: '707.2',
        }),
      );
    return ok(copiableValues(target));
  });
};

/** An `enter` action's choices, checked as an object's are (resolve-objects.ts). */
const entryChoices = (
  ctx: ActionContext,
  self: ObjectId,
  controller: PlayerId | undefined,
  choices: BoardChoices,
  at: At,
): Result<EntryChoices> => {
  const copy = copiedValues(ctx, self, choices, at);
  if (!copy.ok) return copy;
  const { opponent, option } = choices;
  // CR 601.2a-b: how a spell was cast is the cast action's to say, never an entering object's.
  const castFact = (
    ['paid', 'kicked', 'kickedWith', 'colorsSpent', 'manaSpent', 'manaSpentByColor', 'castFrom'] as const
  ).find((k) => choices[k] !== undefined);
  if (castFact !== undefined) {
    const message =
      'an action names no alternative cost, kicker, mana spent or zone cast from as choices: a cast action says how it is cast';
    return err(rulesError('ERR_BOARD_STATE', message, { path: at('choices', castFact), rule: '601.2b' }));
  }
  if (opponent !== undefined) {
    const ref = playerRef(ctx.players, opponent, at('choices', 'opponent'));
    if (!ref.ok) return ref;
    if (opponent === controller) {
      const message = `the chosen opponent "${opponent}" is the object's own controller`;
      return err(rulesError('ERR_BOARD_STATE', message, { path: at('choices', 'opponent'), rule: '102.3' }));
    }
  }
  const card = ctx.pool.get(ctx.start.find((o) => o.id === self)?.card ?? '');
  const checked =
    option !== undefined && card ? checkOption(card, option, at('choices', 'option')) : ok(null);
  // Any alternative cost, kicker, mana spent or zone cast from was refused above.
  return map(checked, () => ({ ...optional('copy', copy.value), ...entryChoiceFields(choices) }));
};

const enterVerb = (ctx: ActionContext, a: Input<'enter'>, index: number, at: At): Result<BoardAction> => {
  const controller = a.controller;
  const named = chain(object(ctx, a.enter, index, at('enter')), () =>
    controller === undefined ? ok(null) : playerRef(ctx.players, controller, at('controller')),
  );
  if (!named.ok) return named;
  const holder = a.controller ?? ctx.start.find((o) => o.id === a.enter)?.controller;
  // CR 707.5, 614.12: the object to copy is chosen as it enters; the engine checks it then.
  const { copyOf, ...others } = a.choices ?? {};
  const chosen = copyOf === undefined ? ok(null) : objectRef(ctx, copyOf, at('choices', 'copyOf'));
  const choices = chain(chosen, () => entryChoices(ctx, a.enter, holder, others, at));
  return map(choices, (choices) => {
    const withCopy = { ...choices, ...optional('copyOf', copyOf) };
    return {
      kind: 'putOntoBattlefield',
      object: a.enter,
      ...optional('controller', a.controller),
      ...(Object.keys(withCopy).length === 0 ? {} : { choices: withCopy }),
    };
  });
};

/**
 * A `cast` action: the card, its targets, the objects paying its costs, and a permanent spell's
 * "as enters" choices, whose X is the announced one.
 */
const castVerb = (ctx: ActionContext, a: Input<'cast'>, index: number, at: At): Result<BoardAction> => {
  const id = object(ctx, a.cast, index, at('cast'));
  if (!id.ok) return id;
  if (a.choices?.x !== undefined)
    return err(
      rulesError('ERR_BOARD_SCHEMA', "a cast spell's X is the announced `x`, not a choice", {
        path: at('choices', 'x'),
        rule: '107.3m',
      }),
    );
  const owner = ctx.start.find((o) => o.id === a.cast)?.owner;
  const choices = entryChoices(ctx, a.cast, owner, a.choices ?? {}, at);
  if (!choices.ok) return choices;
  // CR 601.2h: the objects convoke, improvise and delve pay with.
  const alternatives = all(['convoke', 'improvise', 'delve'] as const, (key) =>
    all(a[key] ?? [], (ref, k) => object(ctx, ref, index, at(key, k))),
  );
  const refs = chain(checkChoiceRefs(ctx, a, index, at), () =>
    chain(alternatives, () => checkCostObjects(ctx, a.costs, index, at)),
  );
  if (!refs.ok) return refs;
  return map(manaSources(ctx, a.sources, index, at), (paying) => ({
    kind: 'cast',
    object: a.cast,
    ...optional('x', a.x),
    ...optional('targets', a.targets),
    ...optional('division', a.division),
    ...optional('mana', a.mana),
    ...optional('may', a.may),
    ...optional('modes', a.modes),
    ...optional('decisions', a.decisions),
    ...optional('sources', paying),
    ...(Object.keys(choices.value).length === 0 ? {} : { choices: choices.value }),
    ...optional('convoke', a.convoke),
    ...optional('improvise', a.improvise),
    ...optional('delve', a.delve),
    ...optional('alternative', a.alternative),
    ...optional('kicked', a.kicked),
    ...optional('kickedWith', a.kickedWith),
    ...optional('additional', a.additional),
    ...optional('costs', a.costs),
    ...(a.faceDown === true ? { faceDown: true } : {}),
    ...optional('face', a.face),
  }));
};

const damageVerb = (ctx: ActionContext, a: Input<'damage'>, index: number, at: At): Result<BoardAction> => {
  const to: DamageAssignment[] = Array.isArray(a.to)
    ? a.to.map(({ to, amount }) => ({ to, amount }))
    : Object.entries(a.to).map(([to, amount]) => ({ to, amount }));
  const paths = Array.isArray(a.to) ? to.map((_, i) => at('to', i, 'to')) : to.map((r) => at('to', r.to));
  const checked = chain(object(ctx, a.damage, index, at('damage')), () =>
    all(to, (r, i) => either(ctx, r.to, index, paths[i] ?? at('to'))),
  );
  return map(checked, () => ({ kind: 'damage', source: a.damage, to }));
};

const attackVerb = (ctx: ActionContext, a: Input<'attack'>, index: number, at: At): Result<BoardAction> => {
  const declared: (AttackDeclaration & { readonly path: string; readonly attackingAt: string })[] =
    Array.isArray(a.attack)
      ? a.attack.map((d, i) =>
          typeof d === 'string'
            ? { attacker: d, path: at('attack', i), attackingAt: '' }
            : { ...d, path: at('attack', i, 'attacker'), attackingAt: at('attack', i, 'attacking') },
        )
      : Object.entries(a.attack).map(([attacker, attacking]) => ({
          attacker,
          attacking,
          path: at('attack', attacker),
          attackingAt: at('attack', attacker),
        }));
  const attackers = all(declared, ({ attacker, attacking, path, attackingAt }) =>
    chain(
      object(ctx, attacker, index, path),
      (): Result<AttackDeclaration> =>
        attacking === undefined
          ? ok({ attacker })
          : map(either(ctx, attacking, index, attackingAt), () => ({ attacker, attacking })),
    ),
  );
  const exerted = all(a.exert ?? [], (id, i) => object(ctx, id, index, at('exert', i)));
  return chain(attackers, (attackers) =>
    map(exerted, (): BoardAction => ({ kind: 'declareAttackers', attackers, ...optional('exert', a.exert) })),
  );
};

const blockVerb = (ctx: ActionContext, a: Input<'block'>, index: number, at: At): Result<BoardAction> => {
  const declared = Array.isArray(a.block)
    ? a.block.map((d, i) => ({
        ...d,
        blockerAt: at('block', i, 'blocker'),
        attackerAt: at('block', i, 'attacker'),
      }))
    : Object.entries(a.block).map(([blocker, attacker]) => ({
        blocker,
        attacker,
        blockerAt: at('block', blocker),
        attackerAt: at('block', blocker),
      }));
  const blockers = all(declared, (d) =>
    chain(
      object(ctx, d.blocker, index, d.blockerAt),
      (): Result<BlockDeclaration> =>
        map(object(ctx, d.attacker, index, d.attackerAt), () => ({
          blocker: d.blocker,
          attacker: d.attacker,
        })),
    ),
  );
  return map(blockers, (blockers) => ({ kind: 'declareBlockers', blockers }));
};

/** The ids a combat damage division names, under `key`: creatures, and the creatures, players or permanents they assign to. */
const combatDivisionRefs = (
  ctx: ActionContext,
  division: Readonly<Record<string, Readonly<Record<string, number>>>>,
  index: number,
  at: At,
  key: string,
): Result<unknown> =>
  all(Object.entries(division), ([creature, recipients]) =>
    chain(object(ctx, creature, index, at(key, creature)), () =>
      all(Object.keys(recipients), (recipient) =>
        either(ctx, recipient, index, at(key, creature, recipient)),
      ),
    ),
  );

/** CR 510.1: a player's combat damage assignment. */
const assignDamageVerb = (
  ctx: ActionContext,
  a: Input<'assignDamage'>,
  index: number,
  at: At,
): Result<BoardAction> =>
  chain(playerRef(ctx.players, a.player, at('player')), (player) =>
    map(combatDivisionRefs(ctx, a.assignDamage, index, at, 'assignDamage'), () => ({
      kind: 'assignCombatDamage',
      player,
      division: a.assignDamage,
    })),
  );

const advanceVerb = (ctx: ActionContext, a: Input<'advance'>, index: number, at: At): Result<BoardAction> => {
  const division = a.damage ?? {};
  const named = combatDivisionRefs(ctx, division, index, at, 'damage');
  if (!named.ok) return named;
  const kept = all(a.keepTapped ?? [], (id, k) => object(ctx, id, index, at('keepTapped', k)));
  return map(kept, () => ({
    kind: 'advance',
    to: a.advance,
    ...(Object.keys(division).length === 0 ? {} : { damage: division }),
    ...(a.keepTapped === undefined || a.keepTapped.length === 0 ? {} : { keepTapped: a.keepTapped }),
  }));
};

/**
 * An action of the file as the engine's `Action`: cards found in the pool, every id it names
 * checked, and written defaults (the spell's controller) filled in. What the rules allow is
 * for `apply` to say when the action is played.
 */
export const resolveAction = (
  ctx: ActionContext,
  a: BoardActionInput,
  index: number,
): Result<BoardAction> => {
  const at: At = (...keys) => jsonPath(['actions', index, ...keys]);
  const one = (key: string, id: string): Result<ObjectId> => object(ctx, id, index, at(key));
  if ('resolve' in a) return resolveVerb(ctx, a, index, at);
  if ('activate' in a) {
    const refs = chain(one('activate', a.activate), () =>
      chain(a.player === undefined ? ok(null) : playerRef(ctx.players, a.player, at('player')), () =>
        chain(checkChoiceRefs(ctx, a, index, at), () => checkCostObjects(ctx, a.costs, index, at)),
      ),
    );
    if (!refs.ok) return refs;
    return map(manaSources(ctx, a.sources, index, at), (paying) => ({
      kind: 'activate',
      object: a.activate,
      ability: a.ability,
      ...optional('player', a.player),
      ...optional('targets', a.targets),
      ...optional('division', a.division),
      ...optional('x', a.x),
      ...optional('mana', a.mana),
      ...optional('may', a.may),
      ...optional('modes', a.modes),
      ...optional('decisions', a.decisions),
      ...optional('costs', a.costs),
      ...optional('sources', paying),
    }));
  }
  if ('enter' in a) return enterVerb(ctx, a, index, at);
  if ('cast' in a) return castVerb(ctx, a, index, at);
  if ('move' in a) {
    return map(one('move', a.move), () => ({ kind: 'move', object: a.move, to: a.to }));
  }
  if ('counters' in a) {
    return map(one('counters', a.counters), () => ({
      kind: 'counters',
      object: a.counters,
      counter: a.counter,
      amount: a.amount,
    }));
  }
  if ('advance' in a) return advanceVerb(ctx, a, index, at);
  if ('damage' in a) return damageVerb(ctx, a, index, at);
  if ('attach' in a) {
    const checked = chain(one('attach', a.attach), () => one('to', a.to));
    return map(checked, () => ({ kind: 'attach', object: a.attach, to: a.to }));
  }
  if ('gainControl' in a) {
    const checked = chain(one('gainControl', a.gainControl), () =>
      playerRef(ctx.players, a.player, at('player')),
    );
    return map(checked, () => ({
      kind: 'changeControl',
      object: a.gainControl,
      to: a.player,
      ...(a.untilEndOfTurn ? { untilEndOfTurn: true } : {}),
    }));
  }
  if ('crew' in a) {
    const checked = chain(one('crew', a.crew), () =>
      all(a.with, (id, k) => object(ctx, id, index, at('with', k))),
    );
    return map(checked, () => ({ kind: 'crew', vehicle: a.crew, crew: a.with }));
  }
  if ('turnFaceUp' in a) {
    const checked = chain(one('turnFaceUp', a.turnFaceUp), () => checkCostObjects(ctx, a.costs, index, at));
    return map(checked, () => ({
      kind: 'turnFaceUp',
      object: a.turnFaceUp,
      ...optional('costs', a.costs),
      ...optional('x', a.x),
    }));
  }
  if ('regenerate' in a) {
    return map(one('regenerate', a.regenerate), () => ({ kind: 'regenerate', object: a.regenerate }));
  }
  if ('attack' in a) return attackVerb(ctx, a, index, at);
  if ('block' in a) return blockVerb(ctx, a, index, at);
  if ('assignDamage' in a) return assignDamageVerb(ctx, a, index, at);
  return playerVerb(ctx, a, index, at);
};
