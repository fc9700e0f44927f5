import type { Answers } from '../answers.js';
import type { AbilityOnStack, Awaiting, CostPaid, SpellOnStack, TriggeredAbility } from '../stack.js';
import { whole, wholeIf } from './numbers.js';
import { checkLastKnown } from './objects.js';
import {
  type At,
  broken,
  type Found,
  firstOf,
  missing,
  objectRef,
  playerRef,
  type Scope,
  top,
  within,
} from './problem.js';

/**
 * What was announced and answered (CR 601.2b-d, 700.2a): X and the modes' indices count from 0;
 * damage is divided only among the targets (601.2d), in whole shares (107.1).
 */
const checkAnswers = (answers: Answers & { readonly targets: readonly string[] }, at: At): Found =>
  wholeIf(answers.x, at, 'x', 0) ??
  (answers.modes === undefined
    ? null
    : firstOf(answers.modes, (m, k) => whole(m, within(at, 'modes'), k, 0))) ??
  firstOf(Object.entries(answers.division ?? {}), ([id, share]) =>
    answers.targets.includes(id)
      ? whole(share, within(at, 'division'), id, 0)
      : broken(`its division names "${id}", which is not one of its targets`, at('division', id), '601.2d'),
  );

/** CR 608.2d, 405.5: only the object resolving, the top one, waits for an answer, from a player. */
const checkAwaiting = (scope: Scope, awaiting: Awaiting | undefined, isTop: boolean, at: At): Found => {
  if (awaiting === undefined) return null;
  if (!isTop)
    return broken(
      'only the top object of the stack resolves, so only it waits for an answer',
      at('awaiting'),
      '405.5',
    );
  return playerRef(scope, awaiting.player, within(at, 'awaiting'), 'player');
};

/** CR 608.2h: what its cost sacrificed, each as it last existed on the battlefield. */
const checkSacrificed = (scope: Scope, paid: CostPaid, at: At): Found =>
  firstOf(paid.sacrificed ?? [], (known, k) => checkLastKnown(scope, known, within(at, 'sacrificed', k)));

/** CR 112.1: a spell is a card on the stack: its id names an object in the stack zone. */
const checkSpell = (scope: Scope, s: SpellOnStack, isTop: boolean, at: At): Found => {
  const object = scope.objects.get(s.id);
  if (object === undefined) return objectRef(scope, s.id, at, 'id');
  return (
    (object.zone === 'stack'
      ? null
      : broken(`"${s.id}" is in the ${object.zone}: a spell is a card on the stack`, at('id'), '112.1')) ??
    playerRef(scope, s.controller, at, 'controller') ??
    checkAnswers(s, at) ??
    wholeIf(s.at, at, 'at', 0) ??
    checkSacrificed(scope, s, at) ??
    checkAwaiting(scope, s.awaiting, isTop, at)
  );
};

/** CR 702.49c, 506.3: what a ninja will attack is a player or an object (a planeswalker or battle). */
const checkAttacking = (scope: Scope, a: AbilityOnStack, at: At): Found =>
  a.attacking === undefined || scope.players.includes(a.attacking)
    ? null
    : objectRef(scope, a.attacking, at, 'attacking');

/**
 * CR 724.2: the monarch's inherent abilities have no source; the engine names as theirs the
 * player who controls them (engine/monarch/monarch-triggers.ts), and no other ability a player.
 */
const sourcelessMonarchAbility = (a: AbilityOnStack | TriggeredAbility): boolean =>
  a.rule === '724.2' && a.source === a.controller;

/**
 * What an ability on the stack and one waiting share: its source is an object, which may have
 * gone since (CR 113.7, 113.7a), but for the monarch's (724.2); its controller (602.2a, 603.3a)
 * and "that player" are players; its numbers whole.
 */
const checkAbility = (scope: Scope, a: AbilityOnStack | TriggeredAbility, at: At): Found =>
  (scope.players.includes(a.source) && !sourcelessMonarchAbility(a)
    ? missing(`"${a.source}" is a player: an ability's source is an object (CR 113.7)`, at('source'))
    : null) ??
  whole(a.ability, at, 'ability', 0) ??
  playerRef(scope, a.controller, at, 'controller') ??
  (a.triggerPlayer === undefined ? null : playerRef(scope, a.triggerPlayer, at, 'triggerPlayer')) ??
  wholeIf(a.amount, at, 'amount', 0) ??
  wholeIf(a.x, at, 'x', 0) ??
  wholeIf(a.became?.timestamp, within(at, 'became'), 'timestamp', 0) ??
  wholeIf(a.at, at, 'at', 0) ??
  (a.sourceLastKnown === undefined
    ? null
    : checkLastKnown(scope, a.sourceLastKnown, within(at, 'sourceLastKnown')));

/**
 * CR 405.1: the stack, bottom first: spells (cards in the stack zone, 112.1) and activated and
 * triggered abilities (113.1c; mana abilities never go there, 605.3a); and each card in the
 * stack zone is a spell of it.
 */
export const checkStack = (scope: Scope): Found => {
  const { stack } = scope.state;
  const found = firstOf(stack, (s, i) => {
    const at = within(top, 'stack', i);
    const isTop = i === stack.length - 1;
    if (s.kind === 'spell') return checkSpell(scope, s, isTop, at);
    if (s.def.kind !== 'activated' && s.def.kind !== 'triggered')
      return broken('only activated and triggered abilities go on the stack', at('def', 'kind'), '405.1');
    return (
      checkAbility(scope, s, at) ??
      checkAnswers(s, at) ??
      checkAttacking(scope, s, at) ??
      checkSacrificed(scope, s, at) ??
      checkAwaiting(scope, s.awaiting, isTop, at)
    );
  });
  if (found !== null) return found;
  const spells = new Set(stack.flatMap((s) => (s.kind === 'spell' ? [s.id] : [])));
  return firstOf(scope.state.objects, (o, i) =>
    o.zone === 'stack' && !spells.has(o.id)
      ? broken(
          `"${o.id}" is in the stack zone but no spell of the stack names it: a card on the stack is a spell`,
          ['objects', i, 'zone'],
          '112.1',
        )
      : null,
  );
};

/** CR 603.3: the triggered abilities waiting to be put on the stack. */
export const checkTriggered = (scope: Scope): Found =>
  firstOf(scope.state.triggered, (t, i) => {
    const at = within(top, 'triggered', i);
    return t.def.kind === 'triggered'
      ? checkAbility(scope, t, at)
      : broken('a waiting ability is a triggered one', at('def', 'kind'), '603.3');
  });
