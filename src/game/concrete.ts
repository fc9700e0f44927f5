import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { PlayerAction } from '../engine/action.js';
import { randomAssignment } from '../engine/combat/damage-choices.js';
import { generatorFrom, shuffledBy } from '../engine/zones/random.js';
import { err, ok, optional, type Result, rulesError } from '../result.js';
import type { DamageDivision } from '../state/answers.js';
import type { Question } from '../state/question.js';
import { CREATURE_TYPES } from '../state/subtypes.js';
import type { ObjectId } from '../state/types.js';
import { firstDivision } from './division.js';
import { orderOf } from './trigger-ways.js';
import type { LegalActions, LegalChoice, LegalEntry, TriggerChoice, TriggerWays } from './types.js';

/**
 * The action an entry makes with these choices: its example with each choice given put in
 * place (targets, X, the shares of a division, a declaration, the cards discarded, the order of
 * triggered abilities and each one's modes and targets, the legendary permanent kept, the crew). Whether it is legal is `LegalActions.check`'s to say.
 */
export const concreteAction = (entry: LegalEntry, choice: LegalChoice): PlayerAction => {
  const a = entry.example;
  switch (a.kind) {
    case 'cast':
    case 'activate': {
      // CR 601.2d: other targets take their own shares: given, or the first division of the amount.
      const amount = entry.choices.divide?.amount;
      const division =
        choice.shares ??
        (choice.targets && amount !== undefined ? firstDivision(choice.targets, amount) : undefined);
      return {
        ...a,
        ...optional('targets', choice.targets),
        ...optional('x', choice.x),
        ...optional('division', division),
        ...optional('costs', choice.costs),
      };
    }
    case 'declareAttackers':
      return { ...a, ...optional('attackers', choice.attackers) };
    case 'declareBlockers':
      return { ...a, ...optional('blockers', choice.blockers) };
    case 'discardToHandSize':
    case 'bottom':
      return { ...a, ...optional('cards', choice.cards) };
    case 'keepLegend':
      return { ...a, ...optional('keep', choice.keep) };
    case 'crew':
      return { ...a, ...optional('crew', choice.crew) };
    case 'assignCombatDamage':
      return { ...a, ...optional('division', choice.division) };
    case 'decide':
      return choice.answer === undefined
        ? a
        : { kind: 'decide', ...optional('player', a.player), ...choice.answer };
    case 'orderTriggers':
      return orderOf(entry, choice);
    default:
      return a;
  }
};

/** Where `randomAction` draws from: a seed, or the state a previous draw returned. */
export type RandomSeed = number | readonly number[];

/** How many random choices within an entry are tried before its example is taken. */
const TRIES = 8;

/**
 * A random legal action and the generator's next state (a pure function: the same seed, the same
 * action), drawn from the engine's one generator (engine/zones/random.ts): `seed` is a whole
 * number, or the state a draw left it in, in the form `GameState.random` keeps. An entry is drawn
 * uniformly among those listed, then each of its choices uniformly (a target per slot, X in its range, each creature attacking or blocking or not, the cards discarded, an
 * order); a combination `check` refuses is drawn again, and after a few, the entry's example.
 * Every action it gives is one `apply` accepts. Nobody to act (a game over) is an error.
 */
export const randomAction = (
  legal: LegalActions,
  seed: RandomSeed,
): Result<{ readonly action: PlayerAction; readonly seed: readonly number[] }> => {
  const rng = generatorFrom(seed);
  const entry = oneOf(rng, legal.entries);
  if (entry === undefined)
    return err(rulesError('ERR_ACTION', 'nobody has an action to take', { rule: '104.1' }));
  for (let i = 0; i < TRIES; i++) {
    const action = concreteAction(entry, randomChoice(rng, entry));
    if (legal.check(action).ok) return ok({ action, seed: [...rng.getState()] });
  }
  return ok({ action: entry.example, seed: [...rng.getState()] });
};

/** One of `items`, each as likely; undefined when there are none. */
const oneOf = <T>(rng: RandomGenerator, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[uniformInt(rng, 0, items.length - 1)];

const coin = (rng: RandomGenerator): boolean => uniformInt(rng, 0, 1) === 1;

/** One value for each open choice of the entry, uniformly. */
const randomChoice = (rng: RandomGenerator, entry: LegalEntry): LegalChoice => {
  const c = entry.choices;
  const cardsOf = c.discard ?? c.bottom;
  const paired = (options: NonNullable<typeof c.attackers>) =>
    options.flatMap((o) => {
      const against = coin(rng) ? oneOf(rng, o.against) : undefined;
      return against === undefined ? [] : [{ creature: o.creature, against }];
    });
  // An entry of triggered abilities draws each one's way (`triggers`), not the short form of its targets.
  const targets = c.triggers === undefined ? c.targets?.map((slot) => oneOf(rng, slot) ?? '') : undefined;
  return {
    ...optional('targets', targets),
    ...optional('x', c.x && uniformInt(rng, c.x.min, c.x.max)),
    ...optional('shares', targets && c.divide && randomShares(rng, targets, c.divide.amount)),
    ...optional(
      'costs',
      c.costs &&
        Object.fromEntries(
          Object.entries(c.costs).map(([verb, ids]) => [verb, [oneOf(rng, ids ?? []) ?? '']]),
        ),
    ),
    ...optional(
      'attackers',
      c.attackers && paired(c.attackers).map((p) => ({ attacker: p.creature, attacking: p.against })),
    ),
    ...optional(
      'blockers',
      c.blockers && paired(c.blockers).map((p) => ({ blocker: p.creature, attacker: p.against })),
    ),
    ...optional('cards', cardsOf && shuffledBy(rng, cardsOf.from).slice(0, cardsOf.count)),
    ...optional('order', c.order && shuffledBy(rng, c.order)),
    ...optional('triggers', c.triggers && randomTriggers(rng, c.triggers)),
    ...optional('keep', c.keep && oneOf(rng, c.keep)),
    ...optional(
      'crew',
      c.crew?.filter(() => coin(rng)),
    ),
    ...optional('division', c.combatDamage && randomAssignment(c.combatDamage, rng)),
    ...optional('answer', c.question && randomAnswer(rng, c.question)),
  };
};

/** CR 603.3c-d: for each waiting ability, one of its ways, a player or object in each target slot, and shares of its division. */
const randomTriggers = (
  rng: RandomGenerator,
  triggers: readonly TriggerWays[],
): Record<ObjectId, TriggerChoice> =>
  Object.fromEntries(
    triggers.map((t) => {
      const way = oneOf(rng, t.ways);
      const targets = way?.targets.map((slot) => oneOf(rng, slot) ?? '') ?? [];
      const choice: TriggerChoice = {
        ...optional('modes', way?.example.modes),
        targets,
        ...optional('shares', way?.divide && randomShares(rng, targets, way.divide.amount)),
      };
      return [t.trigger, choice];
    }),
  );

/**
 * A random answer to a question with more answers than are listed: any creature type (205.3m),
 * each as likely; another such question (a long scry, a large search) is answered by the
 * entry's example.
 */
const randomAnswer = (rng: RandomGenerator, q: Question): LegalChoice['answer'] => {
  const creatureType =
    q.kind === 'entryChoice' && q.options === null ? oneOf(rng, CREATURE_TYPES) : undefined;
  return creatureType === undefined ? undefined : { choices: { creatureType } };
};

/** CR 601.2d: a division of `amount` among the targets, each at least 1, the rest drawn a unit at a time. */
const randomShares = (rng: RandomGenerator, targets: readonly string[], amount: number): DamageDivision => {
  const shares: Record<string, number> = {};
  for (const t of targets) shares[t] = 1;
  for (let left = amount - targets.length; left > 0; left--) {
    const t = oneOf(rng, targets);
    if (t !== undefined) shares[t] = (shares[t] ?? 0) + 1;
  }
  return shares;
};
